import { articleSchema, parseContent } from '../schema';

export const mursDeVerreTerrasseTouteAnnee = parseContent(
  'content/articles/murs-de-verre-terrasse-toute-annee.ts',
  articleSchema,
  {
    slug: 'murs-de-verre-terrasse-toute-annee',
    title: 'Murs de verre et pergola\u00a0: profiter de sa terrasse toute l’année',
    featuredImage: '/images/conseils/murs-de-verre-terrasse-toute-annee.jpg',
    featuredImageAlt:
      'Terrasse couverte d’une pergola et fermée par des murs de verre coulissants, avec vue sur un jardin en automne',
    date: '2024-11-26',
    author: 'Sophie Meylan',
    introduction: {
      title: 'Allonger la belle saison',
      content:
        'Une pergola protège du soleil et de la pluie, mais pas du vent ni de la fraîcheur des soirées d’automne. En fermant un ou plusieurs côtés avec des murs de verre coulissants, la terrasse devient un espace abrité que l’on utilise dès les premiers beaux jours de mars et jusqu’à tard dans l’automne. Voici comment fonctionne cette solution, ce qu’elle permet réellement et les points à vérifier avant de vous lancer.',
    },
    sections: [
      {
        title: 'Le principe des murs de verre coulissants',
        paragraphs: [
          {
            type: 'text',
            content:
              'Les [murs de verre](/products/murs-de-verre) sont constitués de grands panneaux en verre trempé de sécurité, sans montant vertical entre eux, qui coulissent sur des rails fixés au sol et sous la structure de la pergola. Ouverts, les panneaux se superposent à une extrémité et libèrent presque toute la largeur\u00a0; fermés, ils forment une paroi transparente qui coupe le vent et la pluie sans masquer la vue sur le jardin.',
          },
          {
            type: 'list',
            items: [
              '__Transparence\u00a0:__ l’absence de cadres verticaux préserve la vue et la luminosité du séjour.',
              '__Modularité\u00a0:__ vous fermez un seul côté exposé au vent ou l’ensemble de la terrasse, selon la météo du jour.',
              '__Sécurité\u00a0:__ le verre trempé résiste aux chocs et, en cas de casse, se fragmente en petits morceaux peu coupants.',
              '__Compatibilité\u00a0:__ les rails s’adaptent aux pergolas bioclimatiques comme aux toitures vitrées.',
            ],
          },
        ],
      },
      {
        title: 'Une terrasse utilisable plus longtemps, et dans quelles conditions',
        paragraphs: [
          {
            type: 'text',
            content:
              'Dès qu’un rayon de soleil touche le vitrage, l’espace se réchauffe rapidement\u00a0: au printemps et en automne, on y déjeune en pull là où la terrasse ouverte serait trop fraîche. Abritée du vent et de la pluie, elle se prête aussi aux soirées de fin d’été, aux repas de famille lorsque le temps est incertain et, lors des belles journées d’hiver, à un café au soleil. Les plantes en pots sensibles au gel y trouvent également un abri bienvenu lors des premières nuits froides, à condition de ne pas oublier de les arroser.',
          },
          { type: 'subtitle', content: 'Ce qu’un mur de verre n’est pas' },
          {
            type: 'text',
            content:
              'Les murs de verre coulissants sont en simple vitrage et ne sont pas étanches à l’air comme une fenêtre\u00a0: ils ne transforment pas la terrasse en pièce d’habitation chauffée. Par une nuit de janvier, la température y reste proche de celle de l’extérieur. Un chauffage infrarouge apporte un confort ponctuel, mais chauffer en continu un espace non isolé serait coûteux et favoriserait la condensation. Si vous souhaitez une véritable pièce supplémentaire, c’est un projet de véranda isolée, avec d’autres contraintes et une autre autorisation.',
          },
        ],
      },
      {
        title: 'Associer les bons éléments',
        image: '/images/categories/vitrage.jpg',
        imageAlt: 'Terrasse fermée par des vitrages coulissants sous une toiture en verre',
        paragraphs: [
          {
            type: 'text',
            content:
              'Le confort d’une terrasse vitrée dépend autant de la toiture et de la protection solaire que des parois. Un espace fermé par du verre capte vite la chaleur\u00a0; il faut donc pouvoir la faire sortir en été.',
          },
          {
            type: 'list',
            items: [
              '__Pergola bioclimatique\u00a0:__ les lames entrouvertes évacuent l’air chaud, même lorsque les murs de verre sont fermés. Voir notre [guide de la pergola bioclimatique](/conseils/pergola-bioclimatique-guide-complet).',
              '__Toit en verre rétractable\u00a0:__ cette [toiture vitrée coulissante](/products/toit-en-verre-retractable) offre une lumière maximale et s’ouvre entièrement par beau temps.',
              '__Stores verticaux\u00a0:__ des [stores coffre à coulisse](/products/stores-coffre-de-pergolas) côté ouest limitent la surchauffe et l’éblouissement de fin de journée.',
              '__Fenêtre guillotine\u00a0:__ ce [vitrage à ouverture verticale](/products/fenetre-guillotine) crée un comptoir ouvert entre une cuisine d’été et le jardin.',
            ],
          },
        ],
      },
      {
        title: 'Les points techniques à vérifier',
        paragraphs: [
          {
            type: 'list',
            items: [
              '__La planéité du sol\u00a0:__ les panneaux coulissent sur un rail bas qui doit être posé de niveau\u00a0; un dallage irrégulier se corrige avant la pose.',
              '__Le rail encastré ou posé\u00a0:__ un rail encastré dans le revêtement supprime presque le ressaut et facilite le passage entre la maison et le jardin.',
              '__La structure porteuse\u00a0:__ la pergola doit supporter le rail haut et rester suffisamment rigide pour que les panneaux coulissent sans forcer.',
              '__Le verrouillage\u00a0:__ vérifiez le système de fermeture, surtout pour les côtés accessibles depuis la rue.',
              '__L’évacuation de l’eau\u00a0:__ le rail bas doit pouvoir s’égoutter vers l’extérieur lors des pluies battantes.',
            ],
          },
        ],
      },
      {
        title: 'Autorisation\u00a0: attention au changement de statut',
        paragraphs: [
          {
            type: 'text',
            content:
              'C’est le piège le plus fréquent. Une pergola ouverte et une terrasse fermée par des vitrages ne sont pas toujours considérées de la même façon par l’administration\u00a0: fermer les côtés crée un volume qui peut être pris en compte dans le calcul des surfaces ou soumis à des règles de distance différentes. Même si votre pergola a déjà été autorisée, l’ajout de murs de verre nécessite donc souvent une nouvelle demande en Suisse, dont les émoluments se situent généralement entre 100 et 500\u00a0CHF.',
          },
          {
            type: 'text',
            content:
              'Renseignez-vous auprès de votre commune avant de commander et, en propriété par étages, obtenez l’accord de la communauté des copropriétaires, car l’aspect de la façade est modifié. En France, la fermeture d’une terrasse peut créer de la surface de plancher et relever d’une déclaration préalable ou d’un permis de construire\u00a0; la mairie vous indiquera la démarche applicable.',
          },
        ],
      },
      {
        title: 'Entretien et usage au fil des saisons',
        paragraphs: [
          {
            type: 'list',
            items: [
              '__Au printemps\u00a0:__ nettoyez les rails, qui accumulent feuilles et poussière, et lavez les vitrages à l’eau savonneuse avec une raclette.',
              '__En été\u00a0:__ ouvrez largement les panneaux et les lames pendant les heures chaudes pour éviter l’effet de serre.',
              '__En automne\u00a0:__ fermez les côtés exposés au vent et profitez de l’ensoleillement de l’après-midi.',
              '__En hiver\u00a0:__ laissez une légère ventilation pour limiter la condensation et déneigez la toiture si nécessaire et ne grattez jamais les vitrages avec un outil métallique.',
            ],
          },
          {
            type: 'text',
            content:
              'Une fois la commande confirmée, l’installation intervient dans un délai de 2 à 4\u00a0semaines. Nos équipes ajustent chaque panneau sur place pour un coulissement fluide, et nos plus de 20\u00a0ans d’expérience nous permettent d’adapter les murs de verre à la plupart des pergolas existantes.',
          },
        ],
      },
    ],
    cta: {
      text: 'Vous souhaitez profiter de votre terrasse plus longtemps dans l’année\u00a0? Nous étudions votre pergola ou votre projet complet et vous remettons un devis gratuit pour des murs de verre sur mesure.',
      buttonText: 'Demander mon devis gratuit',
      link: '/contact?produit=murs-de-verre',
    },
    seo: {
      title: 'Murs de verre\u00a0: une terrasse toute l’année',
      description:
        'Murs de verre coulissants pour pergola\u00a0: fonctionnement, confort réel, options, points techniques et autorisation pour profiter plus longtemps de la terrasse.',
      keywords: [
        'murs de verre',
        'vitrage coulissant terrasse',
        'fermer une pergola',
        'terrasse vitrée',
        'pergola avec parois vitrées',
        'jardin d’hiver',
        'vitrage terrasse Genève',
      ],
      section: 'Aménagement',
    },
  },
);
