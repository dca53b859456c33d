import { categoryPageSchema, parseContent } from '../schema';

/** /pergolas: four blocks, before/after comparison, FAQ of 7 (spec section 2, "Category pages"). */
export const pergolasPage = parseContent('content/categories/pergolas.ts', categoryPageSchema, {
  key: 'pergolas',
  name: 'Pergolas',
  menu: { order: 1 },
  metadata: {
    title: 'Pergolas bioclimatiques sur mesure en Suisse',
    description:
      'Pergolas bioclimatiques, rétractables et stores coffre sur mesure à Genève, Lausanne et en Suisse romande. Pose 2 à 4\u00a0semaines après commande. Devis gratuit.',
    keywords: [
      'pergola bioclimatique',
      'pergola rétractable',
      'pergola sur mesure Genève',
      'pergola aluminium Suisse',
      'rolling roof',
      'store coffre pergola',
      'pergola Lausanne',
    ],
  },
  hero: {
    subtitle: 'Pergolas sur mesure',
    title: 'Pergolas bioclimatiques et rétractables sur mesure',
    description:
      'Lames orientables, toit entièrement ouvrant, stores latéraux\u00a0: nous concevons et posons des pergolas en aluminium qui font de votre terrasse une véritable pièce à vivre, du printemps à l’automne. Plus de 20\u00a0ans d’expérience, plus de 200\u00a0couleurs et une pose 2 à 4\u00a0semaines après la confirmation de commande.',
    cta: { label: 'Demander un devis gratuit', link: '/contact?produit=pergolas' },
    image: '/images/categories/pergolas.jpg',
    imageAlt:
      'Pergola bioclimatique anthracite à lames orientables au-dessus d’une terrasse dallée, dans la lumière de fin d’après-midi',
  },
  blocks: [
    {
      subtitle: 'Pergola bioclimatique',
      title: 'Maîtrisez la lumière et l’air, lame par lame',
      description: `Les lames en aluminium de la __pergola bioclimatique__ pivotent d’une simple pression sur la télécommande\u00a0: entrouvertes, elles laissent s’échapper l’air chaud et tamisent le soleil de midi\u00a0; fermées, elles forment un toit étanche qui évacue l’eau de pluie par les poteaux.

- Structure en aluminium thermolaqué, sans entretien contraignant
- Capteurs de pluie et de vent pour une fermeture automatique
- Éclairage LED intégré et plus de 200\u00a0couleurs au choix`,
      italicInfo:
        'Chaque pergola est dimensionnée selon l’exposition, l’altitude et les charges de neige de votre commune.',
      ctaText: 'Découvrir la pergola bioclimatique',
      ctaLink: '/products/pergolas-bioclimatique',
      image: '/images/produits/pergolas-bioclimatique.jpg',
      alt: 'Pergola bioclimatique aux lames orientables entrouvertes au-dessus d’un salon de jardin',
      reverseLayout: false,
    },
    {
      subtitle: 'Pergola bioclimatique rétractable',
      title: 'Des lames orientables qui s’effacent pour libérer le ciel',
      description: `La __Rolling Roof Plus__ réunit deux gestes en un seul système\u00a0: orienter les lames pour doser l’ombre, puis les replier entièrement pour retrouver le ciel ouvert. Vous gardez la protection d’une toiture bioclimatique les jours de pluie, et la sensation d’une terrasse à ciel ouvert les soirs d’été.

- Lames orientables puis rétractables, entièrement motorisées
- Étanchéité et évacuation des eaux intégrées à la structure
- Commande par télécommande, interrupteur mural ou application`,
      ctaText: 'Découvrir la Rolling Roof Plus',
      ctaLink: '/products/rolling-roof-plus',
      image: '/images/produits/rolling-roof-plus.jpg',
      alt: 'Pergola bioclimatique rétractable aux lames repliées, terrasse baignée de soleil',
      reverseLayout: true,
    },
    {
      subtitle: 'Grandes terrasses',
      title: 'Un toit entièrement ouvrant pour les grandes surfaces',
      description: `Terrasse familiale généreuse, espace de réception, terrasse de restaurant ou d’hôtel\u00a0: la __Rolling Roof Plus__ se décline en modules juxtaposés qui couvrent de larges surfaces. Toiture fermée, vos convives restent au sec\u00a0; toiture ouverte, l’espace retrouve en quelques instants toute la lumière naturelle.

- Modules couplés, pilotés ensemble ou séparément
- Implantation des poteaux étudiée pour garder les passages libres
- Idéal pour les établissements de Genève, Lausanne ou Montreux qui veulent prolonger la saison`,
      italicInfo: 'Étude de faisabilité et plans d’implantation fournis avec votre devis gratuit.',
      ctaText: 'Voir les possibilités',
      ctaLink: '/products/rolling-roof-plus',
      image: '/images/produits/rolling-roof-plus-1.jpg',
      alt: 'Grande terrasse de restaurant couverte par un toit rétractable partiellement ouvert',
      reverseLayout: false,
    },
    {
      subtitle: 'Stores coffre à coulisse',
      title: 'Fermez les côtés quand le vent ou le soleil s’invitent',
      description: `Intégrés entre les poteaux, les __stores coffre à coulisse__ descendent le long de guides latéraux et restent tendus même par vent soutenu. Ils vous protègent du soleil rasant du soir, des regards du voisinage et des courants d’air, tout en préservant la vue grâce à leurs toiles micro-perforées.

- Coffre compact assorti à la couleur de votre pergola
- Toiles screen ou occultantes, plus de 200\u00a0couleurs
- Motorisation silencieuse, commande centralisée avec la toiture`,
      italicInfo: 'Plus de 200\u00a0couleurs disponibles\u00a0: téléchargez notre nuancier depuis la page produit.',
      ctaText: 'Découvrir les stores coffre',
      ctaLink: '/products/stores-coffre-de-pergolas',
      image: '/images/produits/stores-coffre-de-pergolas.jpg',
      alt: 'Pergola anthracite avec stores latéraux abaissés à mi-hauteur sur une terrasse',
      reverseLayout: true,
    },
  ],
  beforeAfter: {
    heading: {
      subtitle: 'Avant / Après',
      title: 'La même terrasse, une tout autre façon d’y vivre',
      description:
        'Faites glisser le curseur pour comparer\u00a0: une terrasse dallée exposée plein sud, inutilisable aux heures chaudes, puis la même surface équipée d’une pergola bioclimatique et de stores latéraux.',
    },
    before: {
      src: '/images/home/terrasse-avant.jpg',
      alt: 'Terrasse dallée nue et sans ombrage devant une maison, avant les travaux',
    },
    after: {
      src: '/images/home/terrasse-apres.jpg',
      alt: 'La même terrasse couverte d’une pergola bioclimatique anthracite, avec mobilier de jardin, après les travaux',
    },
  },
  faqSection: {
    subtitle: 'Vos questions sur les pergolas',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Les réponses aux questions que nos clients de Suisse romande et d’Auvergne nous posent le plus souvent avant de se lancer.',
  },
  faq: [
    {
      question: 'Quelle différence entre une pergola bioclimatique et une pergola toile\u00a0?',
      answer:
        'La pergola bioclimatique possède une toiture à lames orientables en aluminium\u00a0: vous réglez finement l’ombre et la ventilation, et les lames fermées forment un toit étanche. La pergola toile rétractable utilise une toile tendue qui se replie pour dégager le ciel\u00a0; plus légère, elle convient bien aux terrasses de taille moyenne. Nous vous orientons vers l’une ou l’autre selon l’exposition, l’usage et l’architecture de votre maison.',
    },
    {
      question: 'Faut-il une autorisation pour installer une pergola\u00a0?',
      answer:
        'Cela dépend de votre commune et de votre canton\u00a0: selon la surface, la hauteur et la zone, une pergola peut être dispensée d’autorisation, soumise à une procédure simplifiée ou à une autorisation de construire. En France, une déclaration préalable de travaux est généralement requise. Nous vous indiquons la démarche applicable et fournissons les plans nécessaires au dossier.',
    },
    {
      question: 'Quel est le délai entre la commande et la pose\u00a0?',
      answer:
        'Comptez 2 à 4\u00a0semaines après la confirmation de commande, le temps de fabriquer votre pergola sur mesure. Sur place, la pose prend généralement 1 à 3\u00a0jours selon la taille et les options choisies. Nous convenons avec vous d’une date précise et laissons le chantier propre.',
    },
    {
      question: 'Une pergola bioclimatique résiste-t-elle au vent et à la neige\u00a0?',
      answer:
        'Oui, à condition d’être dimensionnée pour votre terrain\u00a0: nous calculons la structure selon l’altitude, l’exposition et les charges de neige et de vent de votre région, des rives du Léman aux communes de montagne. Les capteurs de vent et de pluie pilotent automatiquement les lames. Avant l’hiver, nous vous expliquons la position des lames à privilégier en cas de fortes chutes de neige.',
    },
    {
      question: 'Peut-on fermer les côtés de la pergola\u00a0?',
      answer:
        'Oui. Les stores coffre à coulisse protègent du soleil rasant, du vent et des regards, tandis que les murs de verre coulissants transforment la pergola en espace abrité, utilisable plus longtemps dans l’année. Ces fermetures peuvent être prévues dès le départ ou ajoutées ultérieurement.',
    },
    {
      question: 'Quel entretien demande une pergola en aluminium\u00a0?',
      answer:
        'Très peu\u00a0: l’aluminium thermolaqué ne rouille pas et n’a jamais besoin d’être repeint. Un nettoyage à l’eau savonneuse une à deux fois par an, le retrait des feuilles et un contrôle des gouttières intégrées suffisent. Nos équipes restent disponibles pour tout réglage ou entretien de la motorisation.',
    },
    {
      question: 'Quelles couleurs et quelles options peut-on choisir\u00a0?',
      answer:
        'Plus de 200\u00a0couleurs sont disponibles pour la structure et les toiles, avec un nuancier téléchargeable. Vous pouvez ajouter un éclairage LED, des chauffages d’appoint, des capteurs météo et un pilotage par application. Nous vous présentons les combinaisons qui s’accordent avec vos façades et vos menuiseries.',
    },
  ],
  showBanner: true,
  service: {
    name: 'Pergolas sur mesure',
    description:
      'Conception, fabrication sur mesure et pose de pergolas bioclimatiques, rétractables et toile, avec stores latéraux, en Suisse romande et en Auvergne.',
    offers: [
      {
        name: 'Pergola bioclimatique',
        description:
          'Toiture à lames orientables en aluminium pour régler l’ombre, la ventilation et la protection contre la pluie.',
      },
      {
        name: 'Pergola bioclimatique rétractable',
        description: 'Lames orientables qui se replient entièrement pour profiter du ciel ouvert.',
      },
      {
        name: 'Rolling Roof',
        description: 'Toit rétractable motorisé qui couvre ou découvre la terrasse en quelques instants.',
      },
      {
        name: 'Pergola toile rétractable',
        description: 'Toile tendue repliable, légère et élégante, pour les terrasses de taille moyenne.',
      },
      {
        name: 'Stores coffre à coulisse',
        description: 'Fermetures latérales guidées contre le soleil rasant, le vent et les regards.',
      },
    ],
  },
});
