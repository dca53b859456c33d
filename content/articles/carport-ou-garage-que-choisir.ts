import { articleSchema, parseContent } from '../schema';

export const carportOuGarageQueChoisir = parseContent(
  'content/articles/carport-ou-garage-que-choisir.ts',
  articleSchema,
  {
    slug: 'carport-ou-garage-que-choisir',
    title: 'Carport ou garage\u00a0: que choisir pour votre maison\u00a0?',
    featuredImage: '/images/conseils/carport-ou-garage-que-choisir.jpg',
    featuredImageAlt:
      'Carport moderne en aluminium abritant deux voitures à côté d’une maison contemporaine, allée pavée au premier plan',
    date: '2024-11-28',
    author: 'Claire Favre',
    introduction: {
      title: 'Abriter sa voiture\u00a0: deux philosophies',
      content:
        'Protéger sa voiture de la grêle, de la neige et du soleil est un souhait partagé par de nombreux propriétaires. Deux solutions s’offrent à vous\u00a0: le garage fermé, construit en dur, ou le carport, un abri ouvert plus léger. Coût, délais, protection, règles d’urbanisme et esthétique\u00a0: nous comparons les deux options pour vous aider à trancher selon votre situation.',
    },
    sections: [
      {
        title: 'Deux réponses différentes au même besoin',
        paragraphs: [
          {
            type: 'text',
            content:
              'Le __garage__ est une construction fermée sur quatre côtés, avec une porte, des murs maçonnés ou préfabriqués et une toiture. Il protège le véhicule de tout, y compris des regards, et sert souvent de local de rangement ou d’atelier. En contrepartie, il mobilise une surface importante, un chantier de plusieurs corps de métier et un budget conséquent.',
          },
          {
            type: 'text',
            content:
              'Le __carport__ se compose d’une toiture portée par des poteaux, parfois complétée d’un panneau latéral. Il protège la voiture de ce qui tombe du ciel sans l’enfermer. Les modèles actuels en aluminium, comme le [carport V](/products/carports-v), ont un dessin épuré qui s’accorde aux maisons contemporaines comme aux villas plus anciennes.',
          },
          { type: 'subtitle', content: 'Esthétique et intégration à la maison' },
          {
            type: 'text',
            content:
              'Un garage ajoute un volume fermé qui pèse dans la composition de la façade, surtout sur une petite parcelle\u00a0; il doit s’harmoniser avec les matériaux et la toiture de la maison. Le carport, plus léger, laisse passer la lumière et le regard. Sa structure se décline dans plus de 200 couleurs, ce qui permet de l’accorder aux volets, aux menuiseries ou à une pergola existante. Il peut aussi évoluer\u00a0: ajout d’un panneau latéral contre les vents dominants, d’un éclairage ou d’une borne de recharge.',
          },
        ],
      },
      {
        title: 'Le coût\u00a0: un écart considérable',
        image: '/images/categories/carports.jpg',
        imageAlt: 'Carport en aluminium à toiture plate abritant une voiture devant une villa',
        paragraphs: [
          {
            type: 'text',
            content:
              'Un garage maçonné cumule les postes\u00a0: terrassement, fondations, dalle, murs, charpente ou toiture plate avec étanchéité, porte sectionnelle, éclairage et parfois isolation. Chacun fait intervenir un corps de métier différent, avec sa propre facture et ses propres aléas. Le carport, lui, est fabriqué en atelier puis assemblé sur place\u00a0: quelques plots ou une semelle en béton suffisent généralement à l’ancrer.',
          },
          {
            type: 'list',
            items: [
              '__Fondations\u00a0:__ ponctuelles pour le carport, continues sous les murs pour le garage.',
              '__Matériaux\u00a0:__ une structure légère et une toiture d’un côté, des murs complets et une porte de l’autre.',
              '__Main-d’œuvre\u00a0:__ une seule équipe de pose pour le carport, plusieurs entreprises à coordonner pour le garage.',
              '__Entretien\u00a0:__ l’aluminium thermolaqué ne demande qu’un nettoyage occasionnel\u00a0; un garage implique porte, toiture et façades à entretenir.',
            ],
          },
        ],
      },
      {
        title: 'Délais et chantier',
        paragraphs: [
          {
            type: 'text',
            content:
              'C’est l’un des arguments les plus décisifs. Une fois l’autorisation obtenue et la commande confirmée, un carport est installé dans un délai de __2 à 4\u00a0semaines__, et le montage lui-même dure __1 à 2\u00a0jours__. Votre jardin et votre allée restent praticables, sans bétonnière ni échafaudage pendant des semaines.',
          },
          {
            type: 'text',
            content:
              'Un garage s’inscrit dans un calendrier de chantier classique\u00a0: gros œuvre, temps de séchage, toiture, menuiseries, finitions. Entre l’ouverture du chantier et la première voiture garée, il faut compter plusieurs semaines, voire plusieurs mois si un corps de métier prend du retard.',
          },
        ],
      },
      {
        title: 'Protection du véhicule\u00a0: ce que le carport fait, et ne fait pas',
        paragraphs: [
          {
            type: 'list',
            items: [
              '__Grêle\u00a0:__ une toiture rigide protège efficacement la carrosserie, un atout précieux lors des orages d’été.',
              '__Neige et givre\u00a0:__ plus besoin de déneiger la voiture ni de gratter le pare-brise le matin.',
              '__Soleil\u00a0:__ l’habitacle reste plus frais et les plastiques, la peinture et les sièges vieillissent moins vite.',
              '__Humidité\u00a0:__ l’air circule librement, de sorte qu’une voiture rentrée mouillée sèche rapidement, là où un garage fermé et non ventilé peut favoriser la condensation.',
            ],
          },
          {
            type: 'text',
            content:
              'Le carport ne remplace pas pour autant un local fermé\u00a0: il ne protège pas du vol, ni du grand froid, ni des pluies poussées par le vent sur les côtés ouverts. Si vous y stockez des vélos ou du matériel, un local de rangement fermé, accolé au carport, constitue un bon compromis.',
          },
        ],
      },
      {
        title: 'Règles d’urbanisme et voisinage',
        paragraphs: [
          {
            type: 'text',
            content:
              'Carport comme garage sont des constructions\u00a0: en Suisse, ils nécessitent en règle générale une autorisation de construire, selon une procédure propre à chaque canton. Le règlement communal fixe les distances à respecter par rapport aux limites de parcelle et à la route, ainsi que les hauteurs maximales. Selon les cantons, un carport ouvert et un garage fermé ne sont pas toujours pris en compte de la même manière dans le calcul des surfaces constructibles\u00a0; renseignez-vous auprès de votre commune avant de vous décider.',
          },
          {
            type: 'text',
            content:
              'En France, la démarche dépend de l’emprise au sol\u00a0: une déclaration préalable suffit généralement pour une surface comprise entre 5 et 20\u00a0m², au-delà un permis de construire peut être exigé selon le plan local d’urbanisme. Dans les deux pays, prévenir ses voisins avant le dépôt du dossier évite bien des oppositions.',
          },
        ],
      },
      {
        title: 'Notre grille de décision',
        paragraphs: [
          { type: 'subtitle', content: 'Le carport est fait pour vous si…' },
          {
            type: 'list',
            items: [
              '__Vous cherchez avant tout à protéger la voiture__ de la grêle, de la neige et du soleil.',
              '__Vous voulez maîtriser votre budget__ et préférez un chantier rapide et propre.',
              '__Votre terrain est compact__ et un volume fermé alourdirait l’aspect de la maison.',
              '__Vous pensez à l’énergie\u00a0:__ un [carport solaire](/products/carports-solaire) produit de l’électricité et peut alimenter une borne de recharge.',
            ],
          },
          { type: 'subtitle', content: 'Le garage reste préférable si…' },
          {
            type: 'list',
            items: [
              '__Vous avez besoin d’un local fermé__ pour ranger, bricoler ou protéger du matériel de valeur.',
              '__Vous possédez un véhicule de collection__ qui doit être à l’abri des variations de température et des regards.',
              '__Le règlement communal__ impose une construction fermée dans votre zone.',
            ],
          },
          {
            type: 'text',
            content:
              'Dans la majorité des cas que nous rencontrons, le carport répond au besoin pour un coût et un délai bien inférieurs. Avec plus de 20\u00a0ans d’expérience, nos conseillers vous aident à trancher lors d’une visite gratuite.',
          },
        ],
      },
    ],
    cta: {
      text: 'Vous hésitez encore entre carport et garage\u00a0? Décrivez-nous votre terrain et votre usage\u00a0: nous vous proposons la solution la plus adaptée, avec un devis gratuit.',
      buttonText: 'Demander mon devis gratuit',
      link: '/contact?produit=carports-v',
    },
    seo: {
      title: 'Carport ou garage\u00a0: que choisir pour votre maison\u00a0?',
      description:
        'Coût, délais, protection du véhicule, autorisation de construire\u00a0: comparez carport et garage pour choisir l’abri voiture adapté à votre maison.',
      keywords: [
        'carport ou garage',
        'carport aluminium',
        'abri voiture',
        'prix carport',
        'autorisation carport',
        'carport Suisse',
      ],
      section: 'Installation',
    },
  },
);
