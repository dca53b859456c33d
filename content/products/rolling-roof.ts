import { parseContent, productSchema } from '../schema';

/** Rolling Roof: pergola with a fully retractable, motorised waterproof roof. */
export const rollingRoof = parseContent('content/products/rolling-roof.ts', productSchema, {
  key: 'rolling-roof',
  category: 'pergolas',
  menu: { label: 'Rolling Roof', order: 1 },
  heroBanner: {
    title: 'Rolling Roof',
    subtitle: 'Le toit qui s’efface d’une pression pour vous rendre tout le ciel',
    description: `Le __Rolling Roof__ est une pergola en aluminium dont la toiture coulisse entièrement sur des rails latéraux. Une __membrane technique étanche__, tendue par des profils transversaux, se replie en quelques secondes contre la façade et laisse la terrasse __à ciel ouvert__.

Refermé, il forme un véritable toit qui protège du soleil comme de la pluie. Ouvert, il ne reste qu’un cadre fin qui ne projette presque aucune ombre. C’est la solution idéale pour profiter des soirées étoilées sans renoncer à un abri fiable au moindre orage.

Conçu et posé sur mesure en __Suisse romande__ et en __Auvergne__, dans plus de 200\u00a0teintes RAL.`,
    image: '/images/produits/rolling-roof.jpg',
    imageAlt:
      'Illustration d’une pergola Rolling Roof adossée à une maison, toiture en toile grise à moitié repliée contre la façade, terrasse en bois et ciel bleu de fin d’après-midi',
  },
  accordions: [
    {
      title: 'Fonctionnement du toit coulissant',
      content: `La membrane est fixée à des __profils en aluminium__ qui glissent sur des galets dans les rails latéraux. Un __moteur tubulaire silencieux__ entraîne l’ensemble par sangles ou par chaîne, selon la portée.

- Ouverture complète ou arrêt à n’importe quelle position intermédiaire
- Repli en accordéon contre le mur ou en bout de structure
- Pente intégrée et chéneau pour l’écoulement de l’eau
- Commande par télécommande, interrupteur mural ou smartphone`,
    },
    {
      title: 'Matériaux et dimensions',
      content: `Structure en __aluminium extrudé thermolaqué__, visserie en __inox__, toile en __PVC enduit étanche__ traité anti-UV et anti-moisissure, disponible en version opaque ou translucide.

- Un module couvre jusqu’à environ 4,5\u00a0m de largeur sur 7\u00a0m d’avancée
- Modules couplables pour les grandes terrasses
- Version adossée à la façade ou autoportante sur quatre poteaux
- Structure dimensionnée selon l’exposition au vent et à la neige de votre commune`,
    },
    {
      title: 'Pose, délais et entretien',
      content: `Après le relevé de mesures sur place, la pose intervient __2 à 4\u00a0semaines après la confirmation de commande__. Le montage lui-même prend __1 à 3\u00a0jours__ selon la taille et les options.

L’entretien se limite à un nettoyage de la toile à l’eau claire et à la vérification annuelle des rails. Les conditions de garantie de la structure, de la toile et de la motorisation sont détaillées dans votre devis.`,
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'Ciel ouvert ou toit fermé',
      title: 'Une terrasse qui suit la météo, pas l’inverse',
      description: `Le matin, toit ouvert pour le soleil du petit-déjeuner. À midi, toit fermé pour l’ombre. Le soir, tout grand ouvert pour dîner sous les étoiles. Le __Rolling Roof__ passe d’un usage à l’autre en une trentaine de secondes.

Avec le __capteur de pluie__, la toiture se referme d’elle-même à la première averse, même en votre absence. Le __capteur de vent__ la replie en cas de rafales pour ménager la membrane.`,
      italicInfo: 'Automatismes pluie et vent réglables depuis l’application mobile.',
      ctaText: 'Demandez un Devis',
      ctaLink: '/contact?produit=rolling-roof',
      image: '/images/produits/rolling-roof-1.jpg',
      alt: 'Illustration d’une terrasse couverte par un Rolling Roof fermé sous une averse, table dressée au sec et plantes en pots',
      reverseLayout: false,
    },
    {
      subtitle: 'Une pièce de vie en plus',
      title: 'Fermez les côtés, gagnez une saison',
      description: `Le cadre du Rolling Roof accueille des __stores verticaux à coulisse__, des __parois vitrées coulissantes__ en verre trempé ou des panneaux fixes. Associé à un __chauffage d’appoint infrarouge__ et à un __éclairage LED__ intégré aux profils, il prolonge l’usage de la terrasse du printemps jusqu’à l’automne.

Vous préférez des lames orientables à une toile\u00a0? Découvrez notre version Plus, dont les lames coulissent elles aussi pour libérer le ciel.`,
      ctaText: 'Découvrir le Rolling Roof Plus',
      ctaLink: '/products/rolling-roof-plus',
      image: '/images/produits/rolling-roof-2.jpg',
      alt: 'Illustration d’un Rolling Roof fermé sur les côtés par des parois vitrées, éclairé par un bandeau LED au crépuscule',
      reverseLayout: true,
    },
    {
      subtitle: 'Sur mesure, de A à Z',
      title: 'Du relevé de cotes à la mise en service',
      description: `Un technicien se déplace chez vous, mesure la façade, vérifie la nature du support et les contraintes de votre commune. Vous recevez ensuite un __devis gratuit et sans engagement__, avec les plans et le choix des teintes.

Nos équipes assurent elles-mêmes la pose, le raccordement électrique de la motorisation et la prise en main de la commande.`,
      italicInfo: 'Plus de 20\u00a0ans d’expérience et plus de 1\u00a0000\u00a0installations en Europe.',
      ctaText: 'Obtenir mon devis gratuit',
      ctaLink: '/contact?produit=rolling-roof',
      image: '/images/produits/rolling-roof.jpg',
      alt: 'Illustration d’une maison avec un Rolling Roof grand ouvert au-dessus d’une terrasse en pierre, coucher de soleil en arrière-plan',
      reverseLayout: false,
    },
  ],
  faqSection: {
    subtitle: 'Vos questions',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Tout ce qu’il faut savoir sur le toit rétractable Rolling Roof avant de lancer votre projet de terrasse.',
  },
  faqData: [
    {
      question: '1. Quelle est la différence entre un Rolling Roof et une pergola bioclimatique\u00a0?',
      answer:
        'Une pergola bioclimatique possède des lames en aluminium qui pivotent mais restent au-dessus de la terrasse. Le Rolling Roof, lui, replie entièrement sa toiture contre la façade ou en bout de structure. Il est donc le bon choix si vous voulez retrouver un vrai ciel dégagé et pas seulement de la ventilation.',
    },
    {
      question: '2. La toiture est-elle vraiment étanche\u00a0?',
      answer:
        'Oui. La membrane en PVC enduit est imperméable et la structure est posée avec une légère pente qui dirige l’eau vers un chéneau intégré. L’eau est ensuite évacuée par un poteau ou par une descente raccordée à votre réseau.',
    },
    {
      question: '3. Combien de temps faut-il pour ouvrir ou fermer le toit\u00a0?',
      answer:
        'Il faut compter environ une demi-minute pour un module de taille courante. Vous pouvez aussi arrêter la toiture à mi-course pour ne couvrir que la table ou le salon de jardin.',
    },
    {
      question: '4. Que se passe-t-il en cas de neige\u00a0?',
      answer:
        'La toiture doit être repliée pendant l’hiver ou lors de fortes chutes de neige, car une toile n’est pas faite pour supporter une couche de neige durable. La structure en aluminium, elle, est dimensionnée selon l’altitude et la zone de neige de votre commune, ce qui compte en Valais comme dans le Jura vaudois.',
    },
    {
      question: '5. Le Rolling Roof résiste-t-il au vent\u00a0?',
      answer:
        'Les profils transversaux maintiennent la membrane tendue et limitent le battement de la toile. Au-delà du seuil réglé sur le capteur de vent, la toiture se replie automatiquement pour se mettre à l’abri. Nous adaptons le nombre de poteaux et d’ancrages à l’exposition de votre terrasse.',
    },
    {
      question: '6. Peut-on fixer le Rolling Roof sur une façade isolée\u00a0?',
      answer:
        'Oui, à condition d’utiliser des fixations adaptées à l’isolation extérieure, comme des consoles ou des ancrages chimiques traversants. Lorsque la façade ne permet aucune fixation, nous proposons une version autoportante sur quatre poteaux.',
    },
    {
      question: '7. Quelles dimensions peut-on atteindre\u00a0?',
      answer:
        'Un module couvre jusqu’à environ 4,5\u00a0m de largeur pour 7\u00a0m d’avancée. Pour une terrasse plus large, plusieurs modules sont couplés côte à côte et chacun peut être commandé séparément.',
    },
    {
      question: '8. Faut-il une autorisation pour installer un Rolling Roof\u00a0?',
      answer:
        'Cela dépend de votre commune et de votre canton. Dans la plupart des cas en Suisse, une demande d’autorisation de construire est nécessaire, parfois en procédure simplifiée. En France, une déclaration préalable de travaux suffit le plus souvent. Nous vous fournissons les plans et les fiches techniques pour votre dossier.',
    },
    {
      question: '9. Quel est le délai entre la commande et la pose\u00a0?',
      answer:
        'La pose a lieu 2 à 4\u00a0semaines après la confirmation de commande, le temps de fabriquer la structure dans la teinte choisie. Sur place, le montage dure de 1 à 3\u00a0jours selon la taille et les options retenues.',
    },
    {
      question: '10. Comment entretenir la membrane\u00a0?',
      answer:
        'Un rinçage à l’eau claire avec une brosse douce, une ou deux fois par an, suffit à garder la toile propre. Évitez les nettoyeurs haute pression et les produits abrasifs. Pensez aussi à débarrasser les rails des feuilles mortes à l’automne.',
    },
  ],
  reviews: [
    {
      name: 'Nathalie R.',
      product: 'Rolling Roof',
      text: 'Nous hésitions avec une pergola à lames, mais nous voulions voir le ciel depuis la terrasse. Le Rolling Roof posé à Nyon s’ouvre en quelques secondes et s’est déjà refermé tout seul pendant un orage alors que nous étions absents. Pose propre, en deux jours.',
      rating: 5,
    },
    {
      name: 'Olivier M.',
      product: 'Rolling Roof',
      text: 'Terrasse plein sud à Riom, impossible d’y manger l’été avant cette installation. Aujourd’hui on ferme le toit à midi et on l’ouvre le soir. Seul petit bémol, le délai de fabrication de la teinte choisie, mais il nous avait été annoncé dès le devis.',
      rating: 4,
    },
  ],
  seo: {
    title: 'Rolling Roof\u00a0: pergola à toit rétractable à Genève',
    description:
      'Pergola Rolling Roof à toiture coulissante étanche et motorisée\u00a0: ciel ouvert ou toit fermé en quelques secondes. Sur mesure en Suisse romande. Devis gratuit.',
    keywords: [
      'rolling roof',
      'pergola toit rétractable',
      'toiture coulissante',
      'pergola toile motorisée',
      'pergola Genève',
      'pergola sur mesure Suisse romande',
    ],
    category: 'Pergolas',
    brand: 'Lumina Terrasses',
    manufacturer: 'Lumina Terrasses',
    availability: 'InStock',
    currency: 'CHF',
  },
});
