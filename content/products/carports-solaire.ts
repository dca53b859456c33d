import { parseContent, productSchema } from '../schema';

export const carportsSolaire = parseContent('content/products/carports-solaire.ts', productSchema, {
  key: 'carports-solaire',
  category: 'carports',
  menu: { label: 'Carports Solaire', order: 2, alsoIn: ['energie-solaire'] },
  heroBanner: {
    title: 'Carport Solaire',
    subtitle: 'Abritez vos véhicules et produisez votre propre électricité',
    description: `Le __carport solaire Lumina Terrasses__ remplace la toiture classique par des __panneaux photovoltaïques__ posés sur une structure en aluminium ou en acier galvanisé. Votre place de parc protège la voiture de la grêle, de la neige et du soleil, tout en alimentant la maison en électricité.

Conçu pour l’__autoconsommation__, il se raccorde à votre tableau électrique et s’associe naturellement à une __borne de recharge__\u00a0: vous roulez avec l’énergie produite juste au-dessus de votre véhicule.

Étude, démarches, fondations, montage et mise en service\u00a0: nos équipes de Chêne-Bourg et de Clermont-Ferrand gèrent tout le projet. Sur place, la pose dure __de quelques jours à une semaine__.`,
    image: '/images/produits/carports-solaire.jpg',
    imageAlt:
      'Illustration d’un carport solaire en aluminium anthracite devant une maison, deux voitures abritées sous une toiture de panneaux photovoltaïques et une borne de recharge fixée à un poteau',
  },
  accordions: [
    {
      title: 'Caractéristiques techniques',
      content: `- __Structure__\u00a0: aluminium thermolaqué ou acier galvanisé, poteaux et poutres dimensionnés pour les charges de neige et de vent de votre commune (norme SIA 261 en Suisse, Eurocodes en France).
- __Toiture__\u00a0: modules photovoltaïques monocristallins, en version verre-verre pour une couverture lumineuse et étanche à la pluie, ou posés sur un bac acier.
- __Puissance__\u00a0: comptez environ 3\u00a0kWc par place de parc, davantage pour les parkings d’entreprise à plusieurs travées.
- __Dimensions__\u00a0: à partir de 3\u00a0×\u00a05\u00a0m pour une voiture, jusqu’à plusieurs places alignées\u00a0; hauteur de passage de 2,20 à 2,50\u00a0m, adaptée aux SUV et aux utilitaires légers.
- __Évacuation des eaux__\u00a0: chéneau intégré et descente d’eau dissimulée dans un poteau.`,
    },
    {
      title: 'Options et équipements',
      content: `- Borne de recharge de 7 à 22\u00a0kW fixée sur un poteau, avec mode «\u00a0surplus solaire\u00a0».
- Batterie de stockage pour consommer le soir l’énergie produite en journée.
- Éclairage LED intégré aux poutres, avec détecteur de mouvement.
- Parois latérales en lames d’aluminium, en verre ou en panneaux composites contre les vents dominants.
- Local de rangement fermé pour vélos, outils ou pneus.
- Plus de 200\u00a0couleurs RAL pour la structure, en finition mate, satinée ou texturée.
- Suivi de la production sur smartphone grâce à l’application de l’onduleur.`,
    },
    {
      title: 'Pose, démarches et garanties',
      content: `Après une visite technique gratuite, nous établissons les plans et vous accompagnons dans les démarches\u00a0: selon la commune et le canton, un carport solaire demande une autorisation de construire ou une procédure simplifiée\u00a0; en France, une déclaration préalable de travaux est généralement nécessaire. Nous annonçons aussi l’installation photovoltaïque à votre gestionnaire de réseau.

Une fois les autorisations obtenues, la pose est planifiée __2 à 4\u00a0semaines après la confirmation de commande__ et dure __de quelques jours à une semaine__, fondations, raccordement électrique et mise en service compris.

Les panneaux bénéficient d’une __garantie de performance de 25\u00a0ans__ et d’une durée de vie de 25 à 30\u00a0ans.`,
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'Autoconsommation',
      title: 'Votre place de parc devient une petite centrale solaire',
      description: `Un carport de deux places couvert de panneaux produit chaque année __plusieurs milliers de kWh__\u00a0: en Suisse romande, comptez de l’ordre de 1\u00a0000\u00a0kWh par kWc installé, selon l’orientation et l’ombrage. Cette électricité alimente en priorité votre maison (électroménager, pompe à chaleur, chauffe-eau) et le surplus est injecté dans le réseau.

Contrairement à une installation en toiture, le carport ne touche ni à votre charpente ni à votre couverture\u00a0: une solution idéale lorsque le toit est mal orienté, trop petit ou situé dans un périmètre protégé.`,
      italicInfo: 'Une estimation personnalisée de la production accompagne chaque devis.',
      ctaText: 'Demandez un Devis',
      ctaLink: '/contact?produit=carports-solaire',
      image: '/images/produits/carports-solaire-1.jpg',
      alt: 'Illustration d’un carport solaire deux places vu de côté, panneaux photovoltaïques brillant au soleil de fin d’après-midi, maison familiale en arrière-plan',
      reverseLayout: false,
    },
    {
      subtitle: 'Mobilité électrique',
      title: 'Faites le plein de soleil pour votre voiture',
      description: `Une voiture électrique qui parcourt 15\u00a0000\u00a0km par an consomme environ 2\u00a0500 à 3\u00a0000\u00a0kWh\u00a0: une grande partie peut provenir directement de votre carport. Avec une __borne en mode surplus solaire__, la recharge démarre automatiquement lorsque les panneaux produisent plus que la maison ne consomme.

Nous installons la borne en même temps que le carport, câblage dissimulé dans la structure et protections électriques comprises.`,
      ctaText: 'Découvrir nos bornes',
      ctaLink: '/products/borne-recharge-electrique',
      image: '/images/produits/carports-solaire-2.jpg',
      alt: 'Illustration d’une voiture électrique branchée à une borne murale sous un carport solaire, câble de recharge visible et panneaux au-dessus',
      reverseLayout: true,
    },
    {
      subtitle: 'Construction durable',
      title: 'Une structure pensée pour l’hiver suisse',
      description: `Chaque carport est calculé pour la charge de neige et l’exposition au vent de votre terrain, que vous habitiez au bord du Léman, dans le Jura vaudois ou en Valais. Les poteaux sont ancrés sur des plots en béton ou des pieux vissés, selon la nature du sol.

L’aluminium thermolaqué ne rouille pas et ne demande aucune peinture\u00a0; l’acier galvanisé permet de plus grandes portées pour les parkings d’entreprise.`,
      italicInfo: 'Plus de 20\u00a0ans d’expérience et plus de 1\u00a0000\u00a0installations réalisées en Europe.',
      ctaText: 'Obtenir mon devis gratuit',
      ctaLink: '/contact?produit=carports-solaire',
      image: '/images/produits/carports-solaire.jpg',
      alt: 'Illustration d’un carport solaire en aluminium anthracite devant une maison, deux voitures abritées sous les panneaux photovoltaïques',
      reverseLayout: false,
    },
  ],
  faqSection: {
    subtitle: 'Vos questions',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Production, recharge, autorisations, entretien\u00a0: les réponses aux questions que nos clients posent le plus souvent avant d’installer un carport solaire.',
  },
  faqData: [
    {
      question: '1. Quelle quantité d’électricité produit un carport solaire\u00a0?',
      answer:
        'En Suisse romande, un kWc de panneaux produit en moyenne de l’ordre de 1\u00a0000\u00a0kWh par an. Un carport deux places d’environ 6\u00a0kWc fournit donc quelque 6\u00a0000\u00a0kWh par an, soit une part importante de la consommation d’une maison familiale. Nous calculons une estimation précise selon l’orientation, l’inclinaison et l’ombrage de votre terrain.',
    },
    {
      question: '2. Peut-on recharger sa voiture électrique directement avec le carport\u00a0?',
      answer:
        'Oui. Il suffit d’ajouter une borne de recharge compatible avec le mode «\u00a0surplus solaire\u00a0»\u00a0: elle module la puissance de charge en fonction de la production des panneaux. Une borne de 7\u00a0kW recharge une batterie de 40 à 77\u00a0kWh en 6 à 11\u00a0heures environ\u00a0; en journée, l’essentiel de cette énergie peut venir du toit du carport.',
    },
    {
      question: '3. Le toit d’un carport solaire est-il étanche\u00a0?',
      answer:
        'Avec des modules verre-verre, les profils d’étanchéité posés entre les panneaux forment une couverture étanche à la pluie, qui laisse filtrer un peu de lumière. Pour une étanchéité totale, par exemple au-dessus d’un local de rangement, nous posons les panneaux sur un bac acier. L’eau est collectée par un chéneau et évacuée par un poteau.',
    },
    {
      question: '4. Faut-il une autorisation pour construire un carport solaire\u00a0?',
      answer:
        'En Suisse, un carport reste une construction\u00a0: selon la commune et le canton, il faut une autorisation de construire ou une procédure simplifiée. En France, une déclaration préalable de travaux suffit généralement, un permis de construire pouvant être exigé au-delà d’une certaine surface. Nous préparons les plans et le dossier, et vous accompagnons jusqu’à la décision.',
    },
    {
      question: '5. Combien de temps dure l’installation\u00a0?',
      answer:
        'Une fois les autorisations obtenues, la pose est planifiée 2 à 4\u00a0semaines après la confirmation de commande. Sur place, le chantier dure de quelques jours à une semaine\u00a0: fondations, montage de la structure, pose des panneaux, raccordement électrique et mise en service. À titre de comparaison, un carport classique sans panneaux se monte en 1 à 2\u00a0jours.',
    },
    {
      question: '6. Que se passe-t-il en hiver, sous la neige\u00a0?',
      answer:
        'La structure est dimensionnée pour les charges de neige de votre altitude, y compris en montagne. Une couche de neige interrompt temporairement la production, mais la surface lisse et inclinée des panneaux favorise son glissement dès que le soleil revient. Le froid n’abîme pas les modules\u00a0: leur rendement est même meilleur par temps froid et lumineux.',
    },
    {
      question: '7. Une batterie de stockage est-elle indispensable\u00a0?',
      answer:
        'Non. Sans batterie, vous consommez directement l’électricité produite en journée et le surplus est injecté dans le réseau contre rémunération. Une batterie devient intéressante si vous êtes souvent absent la journée ou si vous rechargez votre voiture le soir, car elle augmente votre taux d’autoconsommation. Nous vous conseillons selon votre profil de consommation.',
    },
    {
      question: '8. Quelle est la durée de vie des panneaux et quelles sont les garanties\u00a0?',
      answer:
        'Les panneaux photovoltaïques ont une durée de vie de 25 à 30\u00a0ans et bénéficient d’une garantie de performance de 25\u00a0ans. L’onduleur, qui convertit le courant continu en courant alternatif, se remplace généralement une fois au cours de la vie de l’installation. La structure en aluminium ou en acier galvanisé est conçue pour durer aussi longtemps que les panneaux.',
    },
    {
      question: '9. Existe-t-il des aides financières\u00a0?',
      answer:
        'En Suisse, les installations photovoltaïques peuvent bénéficier de la rétribution unique fédérale (Pronovo) ainsi que de programmes cantonaux et communaux\u00a0; renseignez-vous, car les conditions varient d’une commune à l’autre. En France, des dispositifs existent également pour l’autoconsommation. Nous vous aidons à identifier les aides applicables et à constituer les dossiers.',
    },
    {
      question: '10. Quel entretien faut-il prévoir\u00a0?',
      answer:
        'Très peu. Un rinçage des panneaux à l’eau claire une à deux fois par an, ou après un épisode de poussière ou de pollen, et une vérification annuelle du chéneau suffisent généralement. Le suivi de production sur smartphone vous alerte en cas de baisse anormale, et nos techniciens restent disponibles pour un contrôle.',
    },
  ],
  reviews: [
    {
      name: 'Laurent P.',
      product: 'Carport Solaire',
      text: 'Nous avons fait poser un carport solaire deux places devant notre maison à Nyon. L’équipe s’est occupée de l’autorisation communale et le montage a duré cinq jours. D’avril à octobre, la voiture se recharge presque uniquement au soleil.',
      rating: 5,
    },
    {
      name: 'Sandrine M.',
      product: 'Carport Solaire',
      text: 'Chantier propre et bien organisé à Chamalières, à côté de Clermont-Ferrand. Le suivi de production sur l’application est très parlant. Il a fallu patienter un peu pour le raccordement au réseau, mais l’équipe nous a tenus informés.',
      rating: 4,
    },
    {
      name: 'Olivier R.',
      product: 'Carport Solaire',
      text: 'Notre toit trop ombragé à Martigny ne se prêtait pas au solaire. Le carport trois places couvre aujourd’hui une bonne partie de notre consommation et il a parfaitement supporté la neige de l’hiver dernier.',
      rating: 5,
    },
  ],
  seo: {
    title: 'Carport solaire photovoltaïque sur mesure',
    description:
      'Carport solaire en aluminium ou acier\u00a0: abritez vos voitures, produisez votre électricité et rechargez au soleil. Pose en quelques jours. Devis gratuit.',
    keywords: [
      'carport solaire',
      'carport photovoltaïque',
      'abri voiture solaire',
      'autoconsommation solaire',
      'carport avec borne de recharge',
      'carport solaire Genève',
      'carport solaire Vaud',
    ],
    category: 'Carports',
    brand: 'Lumina Terrasses',
    manufacturer: 'Lumina Terrasses',
    availability: 'InStock',
    currency: 'CHF',
  },
});
