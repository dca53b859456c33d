import { parseContent, productSchema } from '../schema';

export const borneRechargeElectrique = parseContent('content/products/borne-recharge-electrique.ts', productSchema, {
  key: 'borne-recharge-electrique',
  category: 'carports',
  menu: { label: 'Borne de recharge électrique', order: 3, alsoIn: ['energie-solaire'] },
  heroBanner: {
    title: 'Borne de Recharge Électrique',
    subtitle: 'Rechargez votre voiture chez vous, au bureau ou en PPE, en toute sécurité',
    description: `Une __borne de recharge murale (wallbox)__ recharge votre voiture électrique trois à cinq fois plus vite qu’une prise domestique, sans faire chauffer votre installation. De __7 à 22\u00a0kW__, nous choisissons la puissance adaptée à votre véhicule et à votre raccordement électrique.

Maison individuelle, immeuble en PPE ou parking d’entreprise\u00a0: nos bornes intègrent la __gestion de charge__, l’identification par badge et le pilotage depuis votre smartphone. Couplées à des panneaux solaires, elles rechargent en priorité avec votre propre électricité.

L’installation est réalisée par un __électricien certifié__, contrôles et documents de conformité compris.`,
    image: '/images/produits/borne-recharge-electrique.jpg',
    imageAlt:
      'Illustration d’une borne de recharge murale grise fixée sur la façade d’une maison, une voiture électrique branchée dans l’allée en fin d’après-midi',
  },
  accordions: [
    {
      title: 'Puissances et temps de recharge',
      content: `- __7\u00a0kW monophasé__\u00a0: le choix courant lorsque seul le monophasé est disponible, environ 6 à 11\u00a0heures pour une recharge complète d’une batterie de 40 à 77\u00a0kWh, idéal pendant la nuit.
- __11\u00a0kW triphasé__\u00a0: la configuration la plus courante en Suisse, environ 4 à 7\u00a0heures pour une recharge complète de la même batterie.
- __22\u00a0kW__\u00a0: pour les entreprises, les hôtels et les véhicules qui l’acceptent, avec une recharge jusqu’à deux fois plus rapide qu’en 11\u00a0kW.
- __Points de recharge rapide__ en courant continu\u00a0: environ 1 à 2\u00a0heures, pour les flottes et les parkings à forte rotation.

La vitesse réelle dépend aussi du chargeur embarqué de la voiture\u00a0: nous vérifions sa puissance maximale avant de vous conseiller.`,
    },
    {
      title: 'Fonctions intelligentes',
      content: `- Gestion dynamique de charge\u00a0: la borne adapte sa puissance à la consommation du bâtiment pour ne jamais dépasser votre raccordement.
- Mode surplus solaire avec vos panneaux photovoltaïques ou votre carport solaire.
- Identification par badge RFID et comptage de l’énergie par utilisateur.
- Application smartphone\u00a0: programmation en heures creuses, historique des recharges, mises à jour à distance.
- Protocole OCPP pour la supervision et la refacturation en entreprise.
- Câble attaché ou prise Type 2, boîtier IP54 ou IP55 pour une pose à l’extérieur.`,
    },
    {
      title: 'Installation et conformité',
      content: `Nos bornes sont installées par un __électricien certifié__\u00a0: en Suisse, titulaire d’une autorisation d’installer selon l’OIBT, qui vous remet le rapport de sécurité (RaS)\u00a0; en France, par un installateur qualifié IRVE.

L’installation comprend la ligne dédiée depuis le tableau, la protection différentielle adaptée, la fixation murale ou sur pied et la mise en service avec votre véhicule. Nous effectuons l’annonce auprès du gestionnaire de réseau lorsque la puissance l’exige.

Intervention planifiée __2 à 4\u00a0semaines après la confirmation de commande__\u00a0; la pose elle-même se fait le plus souvent en une journée.`,
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'À la maison',
      title: 'Une recharge complète pendant la nuit',
      description: `Garée le soir, votre voiture est prête au petit matin\u00a0: avec une borne de __11\u00a0kW__ en triphasé, une recharge complète prend environ __4 à 7\u00a0heures__ selon la capacité de la batterie, 6 à 11\u00a0heures en 7\u00a0kW monophasé. Programmez la recharge en heures creuses et pilotez tout depuis votre téléphone.

Nous posons la borne dans votre garage, sous votre carport ou sur un pied en bordure d’allée, avec un câble assez long pour atteindre la prise de la voiture sans manœuvre.`,
      italicInfo: 'Une visite technique gratuite permet de vérifier votre tableau électrique avant le devis.',
      ctaText: 'Demandez un Devis',
      ctaLink: '/contact?produit=borne-recharge-electrique',
      image: '/images/produits/borne-recharge-electrique-1.jpg',
      alt: 'Illustration d’un garage ouvert où une voiture électrique est branchée à une wallbox murale, lumière douce du soir',
      reverseLayout: false,
    },
    {
      subtitle: 'PPE et entreprises',
      title: 'Plusieurs bornes, un seul raccordement',
      description: `Dans un immeuble en PPE, un parking d’entreprise ou un hôtel, la __gestion de charge__ répartit la puissance disponible entre les véhicules branchés\u00a0: inutile de renforcer le raccordement à chaque nouvelle borne. Chaque utilisateur s’identifie par badge et sa consommation est comptée séparément, pour une refacturation simple.

Pour les flottes et les parkings à forte rotation, des __points de recharge rapide__ rechargent un véhicule en 1 à 2\u00a0heures environ.`,
      ctaText: 'Contactez Nous',
      ctaLink: '/contact?produit=borne-recharge-electrique',
      image: '/images/produits/borne-recharge-electrique-2.jpg',
      alt: 'Illustration d’un parking d’immeuble équipé de plusieurs bornes de recharge sur pied, voitures électriques alignées',
      reverseLayout: true,
    },
    {
      subtitle: 'Énergie solaire',
      title: 'Roulez avec l’électricité de votre toit',
      description:
        'Associée à des panneaux photovoltaïques, la borne suit la production en temps réel et recharge votre voiture avec le __surplus solaire__, plutôt que de l’injecter dans le réseau. Le carport solaire est la solution la plus directe\u00a0: les panneaux produisent juste au-dessus de la place de parc.',
      ctaText: 'Découvrir le carport solaire',
      ctaLink: '/products/carports-solaire',
      image: '/images/produits/borne-recharge-electrique.jpg',
      alt: 'Illustration d’une borne de recharge murale sur la façade d’une maison, voiture électrique branchée et panneaux solaires sur le toit',
      reverseLayout: false,
    },
  ],
  faqSection: {
    subtitle: 'Recharge à domicile',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Puissance, temps de recharge, installation en PPE, couplage solaire\u00a0: tout ce qu’il faut savoir avant d’équiper votre place de parc.',
  },
  faqData: [
    {
      question: '1. Quelle puissance de borne choisir\u00a0?',
      answer:
        'Pour une maison, une borne de 7 à 11\u00a0kW couvre la grande majorité des besoins\u00a0: la voiture se recharge pendant la nuit. Le 22\u00a0kW n’a d’intérêt que si votre véhicule l’accepte et que votre raccordement le permet, par exemple en entreprise. Nous tenons compte du chargeur embarqué de la voiture, de vos trajets quotidiens et de la puissance disponible au tableau.',
    },
    {
      question: '2. Combien de temps faut-il pour recharger une voiture\u00a0?',
      answer:
        'Pour une batterie de 40 à 77\u00a0kWh, une recharge complète prend environ 4 à 7\u00a0heures avec une borne de 11\u00a0kW en triphasé, et 6 à 11\u00a0heures avec une borne de 7\u00a0kW en monophasé. Au quotidien, vous ne rechargez que les kilomètres parcourus, ce qui prend souvent une à deux heures. Un point de recharge rapide ramène la recharge complète à 1 à 2\u00a0heures environ.',
    },
    {
      question: '3. Pourquoi ne pas simplement utiliser une prise domestique\u00a0?',
      answer:
        'Une prise domestique n’est pas conçue pour délivrer un courant élevé pendant de longues heures\u00a0: elle peut chauffer, et la recharge est très lente, souvent plus d’une journée pour une grande batterie. Une borne dispose d’une ligne dédiée, de protections spécifiques et d’un dialogue avec le véhicule qui sécurise chaque session. C’est d’ailleurs la solution recommandée par les constructeurs automobiles.',
    },
    {
      question: '4. Mon installation électrique est-elle suffisante\u00a0?',
      answer:
        'Dans la plupart des maisons, oui, moyennant une ligne dédiée depuis le tableau électrique. Lors de la visite technique, nous vérifions la puissance de votre raccordement, l’état du tableau et la distance jusqu’à la place de parc. Si la marge est faible, la gestion de charge évite un coûteux renforcement du raccordement.',
    },
    {
      question: '5. Comment installer une borne dans un immeuble en PPE ou en copropriété\u00a0?',
      answer:
        'En PPE, l’accord de l’assemblée des copropriétaires est généralement nécessaire\u00a0; nous pouvons présenter le projet et proposer une infrastructure commune évolutive, à laquelle chaque propriétaire raccorde ensuite sa borne. En France, le «\u00a0droit à la prise\u00a0» permet à un copropriétaire d’équiper sa place après en avoir informé le syndic. Le comptage individuel garantit que chacun paie sa propre consommation.',
    },
    {
      question: '6. Qu’est-ce que la gestion de charge\u00a0?',
      answer:
        'C’est un système qui mesure en permanence la consommation du bâtiment et ajuste la puissance de recharge. Si le four, la pompe à chaleur et la borne fonctionnent en même temps, la borne ralentit pour que le disjoncteur principal ne déclenche pas. Avec plusieurs bornes, la puissance disponible est partagée automatiquement entre les véhicules.',
    },
    {
      question: '7. Peut-on recharger sa voiture avec ses panneaux solaires\u00a0?',
      answer:
        'Oui, grâce au mode surplus solaire\u00a0: la borne communique avec l’onduleur ou un compteur d’énergie et n’utilise que l’électricité excédentaire de vos panneaux. Un mode mixte garantit en outre une charge minimale en complétant avec le réseau. Le carport solaire, qui produit au-dessus de la place de parc, est la combinaison la plus efficace.',
    },
    {
      question: '8. La borne est-elle compatible avec toutes les voitures électriques\u00a0?',
      answer:
        'En Europe, les voitures électriques et hybrides rechargeables récentes utilisent la prise Type 2 pour la recharge en courant alternatif, celle de nos bornes. Seule la puissance acceptée varie d’un modèle à l’autre, et la borne s’y adapte automatiquement. Si vous changez de voiture, votre borne reste utilisable.',
    },
    {
      question: '9. Qui peut installer une borne de recharge\u00a0?',
      answer:
        'L’installation doit être confiée à un électricien qualifié. En Suisse, elle est réalisée par un installateur titulaire d’une autorisation selon l’OIBT, qui remet un rapport de sécurité\u00a0; en France, par un professionnel qualifié IRVE, obligatoire au-delà de 3,7\u00a0kW. Chez Lumina Terrasses, la pose et la mise en service sont assurées par nos électriciens certifiés.',
    },
    {
      question: '10. Quels sont les délais et existe-t-il des aides\u00a0?',
      answer:
        'L’intervention est planifiée 2 à 4\u00a0semaines après la confirmation de commande, et la pose d’une wallbox se fait le plus souvent en une journée. Plusieurs cantons et communes soutiennent l’installation de bornes, en particulier en PPE\u00a0; renseignez-vous, car ces programmes évoluent régulièrement. Nous vous aidons à identifier les aides disponibles, en Suisse comme en France.',
    },
  ],
  reviews: [],
  seo: {
    title: 'Borne de recharge électrique pour maison et PPE',
    description:
      'Borne de recharge de 7 à 22\u00a0kW pour maison, PPE et entreprise\u00a0: gestion de charge, recharge solaire, pose par électricien certifié. Devis gratuit.',
    keywords: [
      'borne de recharge',
      'wallbox',
      'borne de recharge voiture électrique',
      'borne de recharge PPE',
      'recharge solaire',
      'installation borne de recharge Genève',
      'borne 11\u00a0kW',
    ],
    category: 'Carports',
    brand: 'Lumina Terrasses',
    manufacturer: 'Lumina Terrasses',
    availability: 'InStock',
    currency: 'CHF',
  },
});
