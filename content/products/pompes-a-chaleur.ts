import { parseContent, productSchema } from '../schema';

export const pompesAChaleur = parseContent('content/products/pompes-a-chaleur.ts', productSchema, {
  key: 'pompes-a-chaleur',
  category: 'energie-solaire',
  menu: { label: 'Pompes à Chaleur', order: 1 },
  heroBanner: {
    title: 'Pompes à Chaleur',
    subtitle: 'Chauffage et eau chaude grâce à l’énergie de l’air',
    description: `Une __pompe à chaleur air-eau__ capte les calories présentes dans l’air extérieur, même en plein hiver, et les transfère à votre circuit de chauffage et à votre ballon d’eau chaude. Pour 1\u00a0kWh d’électricité consommé, elle restitue en moyenne __3 à 4\u00a0kWh de chaleur__.

Elle remplace avantageusement une chaudière au mazout ou au gaz et se marie parfaitement avec des __panneaux solaires__\u00a0: une partie de l’électricité qui l’alimente est alors produite sur votre toit.

Dimensionnement, démarches, dépose de l’ancienne chaudière et mise en service\u00a0: nous prenons en charge l’ensemble du projet, en Suisse romande comme en Auvergne.`,
    image: '/images/produits/pompes-a-chaleur.jpg',
    imageAlt:
      'Illustration d’une pompe à chaleur air-eau blanche posée sur un socle le long d’une maison, panneaux solaires sur le toit et jardin en fin d’après-midi',
  },
  accordions: [
    {
      title: 'Fonctionnement et performances',
      content: `Un fluide frigorigène circule en boucle fermée\u00a0: il s’évapore en captant la chaleur de l’air extérieur, un compresseur élève sa température, puis il la cède à l’eau du chauffage. Le __COP__ (coefficient de performance) mesure ce rendement\u00a0: un COP de 4 signifie que pour 1\u00a0kWh d’électricité, la pompe fournit 4\u00a0kWh de chaleur.

- Fonctionnement jusqu’à environ −20\u00a0°C extérieurs pour les modèles récents.
- Fluide naturel R290 (propane), à faible impact climatique, sur de nombreux modèles.
- Température de départ adaptée au chauffage au sol comme aux radiateurs.
- Mode nuit pour réduire le bruit du ventilateur.`,
    },
    {
      title: 'Air-eau, air-air ou sol-eau\u00a0?',
      content: `- __Air-eau__\u00a0: la solution la plus répandue, pour le chauffage central et l’eau chaude sanitaire, sans forage. C’est celle que nous installons le plus souvent.
- __Air-air__\u00a0: chauffe et rafraîchit l’air des pièces au moyen d’unités murales\u00a0; elle ne produit pas d’eau chaude et convient plutôt aux appartements ou aux extensions.
- __Sol-eau (géothermie)__\u00a0: puise la chaleur du sol grâce à une sonde verticale\u00a0; son rendement est le plus stable, mais le forage exige une autorisation cantonale et un budget plus important.`,
    },
    {
      title: 'Installation, entretien et durée de vie',
      content: `Nous établissons un __bilan des besoins de chaleur__ de votre maison avant de choisir la puissance\u00a0: une pompe surdimensionnée multiplie les cycles courts et s’use plus vite. L’installation est planifiée __2 à 4\u00a0semaines après la confirmation de commande__ et le chantier dure généralement quelques jours.

Un contrôle annuel (pressions, étanchéité, filtres, réglages) préserve le rendement. Une pompe à chaleur bien entretenue dure __15 à 25\u00a0ans__.`,
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'Air-eau',
      title: 'Un seul appareil pour le chauffage et l’eau chaude',
      description: `L’unité extérieure, posée au sol ou sur une console murale, capte la chaleur de l’air\u00a0; le module intérieur la distribue à votre __chauffage au sol ou à vos radiateurs__ et maintient votre ballon d’__eau chaude sanitaire__ à température. En été, certains modèles rafraîchissent aussi la maison par le plancher.

En cas de remplacement d’une chaudière, la pompe se raccorde à l’installation existante\u00a0: tuyauterie, radiateurs et planchers chauffants sont conservés dans la plupart des cas.`,
      italicInfo:
        'De nombreux cantons et communes soutiennent le remplacement des chauffages fossiles\u00a0: nous vous aidons à identifier les aides.',
      ctaText: 'Demandez un Devis',
      ctaLink: '/contact?produit=pompes-a-chaleur',
      image: '/images/produits/pompes-a-chaleur-1.jpg',
      alt: 'Illustration en coupe d’une maison chauffée par une pompe à chaleur air-eau, unité extérieure, module intérieur et ballon d’eau chaude',
      reverseLayout: false,
    },
    {
      subtitle: 'Solaire et pompe à chaleur',
      title: 'Chauffez-vous avec l’électricité de votre toit',
      description: `Couplée à des __panneaux photovoltaïques__, la pompe à chaleur chauffe l’eau sanitaire et stocke de la chaleur aux heures où le soleil produit, plutôt que la nuit. Grâce à l’interface __SG Ready__, elle réagit automatiquement aux surplus de production.

Résultat\u00a0: davantage d’autoconsommation, moins d’électricité achetée au réseau et un bilan climatique nettement amélioré.`,
      ctaText: 'Découvrir l’énergie solaire',
      ctaLink: '/energie-solaire',
      image: '/images/produits/pompes-a-chaleur-2.jpg',
      alt: 'Illustration d’une maison avec panneaux solaires sur le toit et pompe à chaleur au pied de la façade, flèches symbolisant le flux d’énergie',
      reverseLayout: true,
    },
    {
      subtitle: 'Discrétion',
      title: 'Silencieuse, et pensée pour le voisinage',
      description:
        'À quelques mètres, les unités extérieures les plus récentes ne sont guère plus bruyantes qu’un réfrigérateur, et leur __mode nuit__ réduit encore la vitesse du ventilateur. Nous choisissons l’emplacement en tenant compte des chambres et des fenêtres voisines, et établissons le justificatif acoustique demandé par de nombreux cantons.',
      italicInfo: 'Plus de 20\u00a0ans d’expérience dans l’énergie et l’aménagement extérieur.',
      ctaText: 'Obtenir mon devis gratuit',
      ctaLink: '/contact?produit=pompes-a-chaleur',
      image: '/images/produits/pompes-a-chaleur.jpg',
      alt: 'Illustration d’une pompe à chaleur air-eau blanche installée discrètement le long d’une maison, entourée de plantes',
      reverseLayout: false,
    },
  ],
  faqSection: {
    subtitle: 'Vos questions',
    title: 'Foire aux Questions (FAQ)',
    description:
      'COP, grand froid, radiateurs, bruit, aides\u00a0: l’essentiel pour passer sereinement à la pompe à chaleur.',
  },
  faqData: [
    {
      question: '1. Qu’est-ce que le COP d’une pompe à chaleur\u00a0?',
      answer:
        'Le COP, ou coefficient de performance, indique combien de kWh de chaleur la pompe produit pour 1\u00a0kWh d’électricité consommé. Un COP de 4 signifie que les trois quarts de la chaleur proviennent gratuitement de l’air extérieur. Comme il varie avec la température, on s’intéresse surtout au rendement moyen sur l’année, le SCOP.',
    },
    {
      question: '2. Une pompe à chaleur air-eau fonctionne-t-elle par grand froid\u00a0?',
      answer:
        'Oui. Les modèles récents continuent de chauffer jusqu’à environ −20\u00a0°C, avec un rendement qui diminue lorsque la température baisse. Nous dimensionnons l’installation d’après la température extérieure de référence de votre lieu, qu’il s’agisse de Genève, du Jura vaudois ou d’un chalet en Valais. Un appoint électrique intégré prend le relais lors des journées les plus froides.',
    },
    {
      question: '3. Mes radiateurs actuels sont-ils compatibles\u00a0?',
      answer:
        'Le plus souvent, oui. Une pompe à chaleur est la plus efficace avec un chauffage au sol, qui fonctionne à basse température, mais les modèles haute température alimentent aussi des radiateurs existants. Lors de la visite, nous vérifions la taille des radiateurs et l’isolation de la maison\u00a0; parfois, remplacer un ou deux radiateurs suffit à optimiser le rendement.',
    },
    {
      question: '4. Une pompe à chaleur est-elle bruyante\u00a0?',
      answer:
        'Les unités extérieures actuelles sont très discrètes, surtout en mode nuit. Le bruit perçu dépend toutefois de l’emplacement\u00a0: nous évitons les angles de murs qui réverbèrent le son et la proximité des chambres voisines. En Suisse, nous établissons le justificatif de protection contre le bruit exigé par de nombreux cantons.',
    },
    {
      question: '5. Peut-elle aussi produire l’eau chaude sanitaire\u00a0?',
      answer:
        'Oui. Une pompe air-eau chauffe également un ballon d’eau chaude, intégré au module intérieur ou installé séparément, généralement de 200 à 300\u00a0litres pour une famille. Le ballon est régulièrement porté à plus haute température pour prévenir le développement des légionelles.',
    },
    {
      question: '6. Quel est l’intérêt de la coupler à des panneaux solaires\u00a0?',
      answer:
        'Les panneaux produisent en journée, souvent au moment où la maison consomme peu. La pompe à chaleur peut utiliser ce surplus pour chauffer l’eau sanitaire et stocker de la chaleur dans la maison ou dans un ballon tampon. Vous consommez ainsi davantage de votre propre électricité et réduisez vos achats au réseau.',
    },
    {
      question: '7. Quelle est la durée de vie d’une pompe à chaleur et quel entretien prévoir\u00a0?',
      answer:
        'Une pompe à chaleur bien dimensionnée et entretenue dure en moyenne 15 à 25\u00a0ans. Un technicien contrôle chaque année la pression, l’étanchéité du circuit et les réglages\u00a0; de votre côté, il suffit de dégager l’unité extérieure des feuilles et de la neige. En France, un entretien par un professionnel est obligatoire tous les deux ans pour les pompes de 4 à 70\u00a0kW.',
    },
    {
      question: '8. Faut-il une autorisation pour installer une pompe à chaleur\u00a0?',
      answer:
        'En Suisse, une pompe air-eau extérieure est généralement soumise à autorisation ou à annonce selon la commune et le canton, avec un justificatif de bruit\u00a0; une sonde géothermique demande en plus une autorisation cantonale de forage. En France, une déclaration préalable peut être requise si l’unité extérieure modifie l’aspect de la façade. Nous préparons les documents nécessaires.',
    },
    {
      question: '9. Comment se passe le remplacement d’une chaudière au mazout\u00a0?',
      answer:
        'Après le dimensionnement, les travaux sont planifiés 2 à 4\u00a0semaines après la confirmation de commande, idéalement en dehors de la saison de chauffe. Le chantier dure généralement quelques jours\u00a0: dépose de la chaudière, nettoyage et évacuation de la citerne, pose des unités, raccordement au circuit existant et mise en service. La place libérée par la citerne retrouve souvent un autre usage.',
    },
    {
      question: '10. Existe-t-il des aides pour installer une pompe à chaleur\u00a0?',
      answer:
        'En Suisse, le remplacement d’un chauffage fossile par une pompe à chaleur est souvent soutenu par des programmes cantonaux et communaux, notamment dans le cadre du Programme Bâtiments\u00a0; renseignez-vous avant de signer, car certaines aides doivent être demandées avant les travaux. En France, MaPrimeRénov’ et les certificats d’économies d’énergie peuvent s’appliquer selon votre situation. Nous vous aidons à identifier les aides et à réunir les pièces.',
    },
  ],
  reviews: [
    {
      name: 'Nathalie G.',
      product: 'Pompes à Chaleur',
      text: 'Nous avons remplacé notre vieille chaudière au mazout à Morges par une pompe air-eau. Le chantier a duré quatre jours, citerne comprise, et la maison est plus confortable qu’avant. Avec nos panneaux solaires, la facture d’électricité reste très raisonnable.',
      rating: 5,
    },
    {
      name: 'Jean-Luc B.',
      product: 'Pompes à Chaleur',
      text: 'Maison des années 1980 près d’Issoire, en Auvergne, avec des radiateurs en fonte. Le technicien a vérifié chaque pièce avant de proposer un modèle haute température. Premier hiver passé sans souci, même les matins à −10\u00a0°C.',
      rating: 5,
    },
    {
      name: 'Fabienne T.',
      product: 'Pompes à Chaleur',
      text: 'Installation soignée dans notre chalet à Savièse, en Valais. L’unité extérieure est très discrète, les voisins ne l’entendent pas. L’autorisation communale a pris un peu de temps, mais l’équipe nous a bien accompagnés.',
      rating: 4,
    },
  ],
  seo: {
    title: 'Pompe à chaleur air-eau\u00a0: chauffage et eau chaude',
    description:
      'Pompe à chaleur air-eau pour le chauffage et l’eau chaude\u00a0: couplage solaire, fonctionnement silencieux, durée de vie de 15 à 25\u00a0ans. Devis gratuit.',
    keywords: [
      'pompe à chaleur',
      'pompe à chaleur air-eau',
      'remplacement chaudière mazout',
      'pompe à chaleur et panneaux solaires',
      'pompe à chaleur Genève',
      'pompe à chaleur Vaud',
      'chauffage écologique',
    ],
    category: 'Énergie solaire',
    brand: 'Lumina Terrasses',
    manufacturer: 'Lumina Terrasses',
    availability: 'InStock',
    currency: 'CHF',
  },
});
