import { parseContent, productSchema } from '../schema';

export const fenetreGuillotine = parseContent('content/products/fenetre-guillotine.ts', productSchema, {
  key: 'fenetre-guillotine',
  category: 'vitrage',
  menu: { label: 'Fenêtre Guillotine', order: 2 },
  heroBanner: {
    title: 'Fenêtre Guillotine',
    subtitle: 'Le vitrage vertical motorisé qui s’efface d’une simple pression',
    description: `La __fenêtre guillotine__ est un vitrage à coulissement vertical\u00a0: ses panneaux de verre montent et descendent le long de rails latéraux, entraînés par un __moteur silencieux__. D’une pression sur la télécommande, votre terrasse se ferme entièrement ou s’ouvre comme un balcon.

Avec __deux ou trois panneaux__ qui se superposent à l’ouverture, elle convient aussi bien aux terrasses de restaurants qu’aux balcons et aux pergolas privées. Des __capteurs de sécurité__ arrêtent le mouvement au moindre obstacle.`,
    image: '/images/produits/fenetre-guillotine.jpg',
    imageAlt:
      'Illustration d’une terrasse fermée par une fenêtre guillotine à cadre anthracite, panneaux de verre abaissés à mi-hauteur, tables dressées à l’intérieur',
  },
  accordions: [
    {
      title: 'Fonctionnement et motorisation',
      content: `- Deux ou trois panneaux de verre par module, qui coulissent verticalement et se superposent en partie basse.
- Moteur logé dans le caisson, entraînement par chaînes synchronisées pour un mouvement parfaitement horizontal.
- Commande par télécommande, interrupteur mural ou système domotique.
- Positions intermédiaires libres\u00a0: entrouvert pour aérer, à mi-hauteur comme un comptoir, ou entièrement ouvert.`,
    },
    {
      title: 'Sécurité',
      content: `- Détection d’obstacle\u00a0: le mouvement s’arrête et s’inverse dès qu’un objet ou une main se trouve sur la trajectoire.
- Bourrelets sensibles sur les profils mobiles.
- Verre trempé ou feuilleté de sécurité sur tous les panneaux.
- En position ouverte, le panneau inférieur forme une allège vitrée d’environ 1\u00a0m de haut.
- Frein moteur qui maintient les panneaux en place en cas de coupure de courant.`,
    },
    {
      title: 'Dimensions et finitions',
      content: `- Modules jusqu’à environ 5\u00a0m de large et 3\u00a0m de haut, juxtaposables pour les grandes façades.
- Simple vitrage de sécurité pour les terrasses, ou double vitrage isolant pour un usage prolongé pendant la saison froide.
- Profils en aluminium thermolaqué, dans plus de 200\u00a0couleurs RAL.
- Verre clair, teinté ou à contrôle solaire.
- Pose sous pergola, sous dalle de balcon ou entre murs existants.`,
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'Restaurants et hôtellerie',
      title: 'Une terrasse ouverte ou fermée en moins d’une minute',
      description: `Pour un café, un restaurant ou un hôtel, la fenêtre guillotine transforme la terrasse en salle abritée dès que la bise se lève ou qu’une averse menace, sans déplacer une seule table. Le personnel commande toute la façade depuis un interrupteur.

À mi-hauteur, les panneaux créent un __comptoir vitré__, pratique pour la vente à emporter ou le service en terrasse.`,
      italicInfo:
        'Pose planifiée 2 à 4\u00a0semaines après la confirmation de commande\u00a0: pensez-y avant l’ouverture de la saison.',
      ctaText: 'Demandez un Devis',
      ctaLink: '/contact?produit=fenetre-guillotine',
      image: '/images/produits/fenetre-guillotine-1.jpg',
      alt: 'Illustration d’une terrasse de restaurant vitrée par des fenêtres guillotine, panneaux relevés et clients attablés à l’abri',
      reverseLayout: false,
    },
    {
      subtitle: 'Maisons et balcons',
      title: 'Le confort d’une fenêtre, la liberté d’un balcon',
      description: `Sur un balcon ou une terrasse privée, les panneaux s’abaissent pour profiter de l’air libre, puis remontent pour couper le vent. Le vitrage vertical ne prend aucune place\u00a0: pas de vantaux à empiler sur le côté, pas d’ouvrant qui empiète sur votre espace.

Associée à une pergola ou à un __toit en verre__, la fenêtre guillotine complète une fermeture vitrée sur mesure.`,
      ctaText: 'Voir nos solutions de vitrage',
      ctaLink: '/vitrage',
      image: '/images/produits/fenetre-guillotine-2.jpg',
      alt: 'Illustration d’un balcon d’appartement équipé d’une fenêtre guillotine, panneaux abaissés laissant voir les toits de la ville',
      reverseLayout: true,
    },
  ],
  faqSection: {
    subtitle: 'Bon à savoir',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Fonctionnement, sécurité, coupure de courant, usage en restaurant\u00a0: les points à connaître avant de choisir une fenêtre guillotine.',
  },
  faqData: [
    {
      question: '1. Comment fonctionne une fenêtre guillotine motorisée\u00a0?',
      answer:
        'Les panneaux de verre sont guidés dans des rails latéraux et entraînés par un moteur logé dans le caisson. À l’ouverture, ils descendent et se superposent en partie basse\u00a0; à la fermeture, ils remontent jusqu’à occuper toute la hauteur. Une télécommande, un interrupteur ou votre système domotique suffit pour les piloter.',
    },
    {
      question: '2. Quelle différence avec un mur de verre coulissant\u00a0?',
      answer:
        'Le mur de verre s’ouvre horizontalement et ses panneaux s’empilent sur le côté, ce qui permet de circuler. La fenêtre guillotine s’ouvre verticalement\u00a0: elle ne sert pas de passage, mais dégage toute la largeur de la vue, conserve une allège vitrée et se manœuvre sans effort grâce au moteur. On combine souvent les deux, guillotine en façade et mur de verre côté accès.',
    },
    {
      question: '3. Est-elle sûre en présence d’enfants\u00a0?',
      answer:
        'Oui. Des capteurs de détection d’obstacle et des bourrelets sensibles arrêtent puis inversent le mouvement dès qu’une résistance est détectée. Tous les panneaux sont en verre de sécurité, et la commande peut être verrouillée ou placée hors de portée des enfants.',
    },
    {
      question: '4. Que se passe-t-il en cas de coupure de courant\u00a0?',
      answer:
        'Les panneaux restent immobilisés dans leur position, sans risque de chute, grâce au frein du moteur. Selon la configuration, une manœuvre de secours ou une batterie de sauvegarde permet de les fermer malgré la coupure. Le fonctionnement normal reprend dès le retour du courant.',
    },
    {
      question: '5. Est-ce adapté à une terrasse de restaurant\u00a0?',
      answer:
        'C’est l’un de ses usages principaux. La façade se ferme en moins d’une minute lorsque la météo change, les tables restent en place et la terrasse s’exploite sur une saison bien plus longue. Un capteur de vent ou de pluie peut même déclencher la fermeture automatique en dehors des heures de service.',
    },
    {
      question: '6. Peut-on la piloter depuis un smartphone\u00a0?',
      answer:
        'Oui. Le moteur se connecte à une box domotique compatible et se commande depuis une application, avec des scénarios programmables\u00a0: fermeture le soir, ouverture partielle pour aérer. Il peut aussi être relié à une station météo pour réagir à la pluie ou au vent.',
    },
    {
      question: '7. La fenêtre guillotine isole-t-elle du froid\u00a0?',
      answer:
        'En simple vitrage de sécurité, elle protège du vent et de la pluie et garde une terrasse tempérée au printemps et en automne. Pour un usage en hiver, nous proposons une version à double vitrage isolant et profils à rupture de pont thermique, qui limite nettement les déperditions. Nous vous orientons selon l’usage prévu de l’espace.',
    },
    {
      question: '8. Quelles dimensions sont possibles\u00a0?',
      answer:
        'Un module peut atteindre environ 5\u00a0m de large et 3\u00a0m de haut, avec deux ou trois panneaux. Pour une façade plus longue, plusieurs modules sont juxtaposés et commandés ensemble. Chaque fenêtre est fabriquée sur mesure d’après un relevé précis sur place.',
    },
    {
      question: '9. Quel entretien demande le moteur\u00a0?',
      answer:
        'Le moteur et les chaînes d’entraînement sont conçus pour fonctionner sans entretien particulier. Nous recommandons un contrôle annuel des capteurs de sécurité et un nettoyage des rails latéraux, surtout pour les terrasses de restaurant très sollicitées. Le verre se nettoie comme une fenêtre classique.',
    },
    {
      question: '10. Peut-on installer une fenêtre guillotine sur un balcon en PPE\u00a0?',
      answer:
        'C’est possible, mais la fermeture d’un balcon modifie l’aspect de la façade\u00a0: l’accord de l’assemblée des copropriétaires et, selon la commune et le canton, une autorisation sont généralement nécessaires. En France, une déclaration préalable de travaux est le plus souvent requise. Nous fournissons les plans, les coloris et les fiches techniques pour faciliter ces démarches.',
    },
  ],
  reviews: [],
  seo: {
    title: 'Fenêtre guillotine motorisée pour terrasse',
    description:
      'Fenêtre guillotine motorisée\u00a0: vitrage vertical à 2 ou 3\u00a0panneaux pour terrasse, restaurant ou balcon, capteurs de sécurité, sur mesure. Devis gratuit.',
    keywords: [
      'fenêtre guillotine',
      'vitrage guillotine motorisé',
      'fenêtre coulissante verticale',
      'fermeture terrasse restaurant',
      'vitrage de balcon',
      'guillotine vitrée Suisse',
    ],
    category: 'Vitrage',
    brand: 'Lumina Terrasses',
    manufacturer: 'Lumina Terrasses',
    availability: 'InStock',
    currency: 'CHF',
  },
});
