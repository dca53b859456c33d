import { categoryPageSchema, parseContent } from '../schema';

/**
 * /energie-solaire: four blocks, FAQ of 10, no banner (spec section 2, "Category pages").
 * The solar-panel block links to /products/carports-v as the spec states.
 */
export const energieSolairePage = parseContent('content/categories/energie-solaire.ts', categoryPageSchema, {
  key: 'energie-solaire',
  name: 'Énergie Solaire',
  menu: { order: 4, firstItems: [{ label: 'Panneaux Solaires', url: '/energie-solaire' }] },
  metadata: {
    title: 'Énergie solaire, pompes à chaleur et bornes',
    description:
      'Panneaux solaires, carports solaires, pompes à chaleur et bornes de recharge à Genève, Vaud, en Valais et en Auvergne. Étude personnalisée et devis gratuits.',
    keywords: [
      'panneaux solaires Genève',
      'installation photovoltaïque Suisse',
      'carport solaire',
      'pompe à chaleur',
      'borne de recharge',
      'autoconsommation solaire',
      'panneaux solaires Clermont-Ferrand',
    ],
  },
  hero: {
    subtitle: 'Énergie Solaire',
    title: 'Produisez et consommez votre propre énergie',
    description:
      'Des panneaux solaires sur votre toit ou votre carport, une pompe à chaleur pour le chauffage et l’eau chaude, une borne pour votre voiture électrique\u00a0: nous concevons un ensemble cohérent qui réduit votre dépendance au réseau et aux énergies fossiles.',
    cta: { label: 'Demander un devis gratuit', link: '/contact?produit=energie-solaire' },
    image: '/images/categories/energie-solaire.jpg',
    imageAlt:
      'Maison individuelle équipée de panneaux solaires en toiture et d’un carport solaire, sous un ciel dégagé',
  },
  blocks: [
    {
      subtitle: 'Panneaux solaires',
      title: 'Votre toiture produit votre électricité',
      description: `Nos __panneaux photovoltaïques__ transforment la lumière du soleil en électricité que vous consommez directement à la maison\u00a0; le surplus est injecté dans le réseau de votre gestionnaire local. Nous étudions l’orientation, l’inclinaison et les ombrages de votre toiture pour dimensionner une installation adaptée à votre consommation.

- Garantie de performance des panneaux de 25\u00a0ans
- Durée de vie de 25 à 30\u00a0ans
- Suivi de la production en temps réel sur application`,
      italicInfo: 'Pas de toiture adaptée\u00a0? Le carport solaire offre la même production sur votre place de parc.',
      ctaText: 'En savoir plus',
      ctaLink: '/products/carports-v',
      image: '/images/realisations/realisation-12.jpg',
      alt: 'Panneaux solaires noirs posés sur le toit en tuiles d’une maison individuelle',
      reverseLayout: false,
    },
    {
      subtitle: 'Carports solaires',
      title: 'Un abri pour vos voitures, une centrale pour votre maison',
      description: `Le __carport solaire__ valorise une surface déjà utilisée\u00a0: votre place de parc. Ses panneaux protègent vos véhicules de la grêle et du soleil tout en alimentant la maison, la pompe à chaleur ou la borne de recharge, sans toucher à la toiture existante.

- Structure en aluminium dimensionnée pour la neige et le vent
- Installation en quelques jours à une semaine
- Prêt à accueillir une borne de recharge`,
      ctaText: 'Découvrir le carport solaire',
      ctaLink: '/products/carports-solaire',
      image: '/images/produits/carports-solaire.jpg',
      alt: 'Carport solaire couvert de panneaux photovoltaïques abritant deux voitures',
      reverseLayout: true,
    },
    {
      subtitle: 'Pompes à chaleur',
      title: 'Un chauffage efficace, alimenté par votre soleil',
      description: `La __pompe à chaleur__ capte les calories de l’air extérieur pour chauffer votre maison et produire votre eau chaude, en consommant bien moins d’énergie qu’une chaudière à mazout ou à gaz. Alimentée par vos panneaux solaires, elle valorise votre production sur place.

- Remplacement de chaudière ou construction neuve
- Unité extérieure discrète, placée pour limiter le bruit chez vos voisins
- Durée de vie de 15 à 25\u00a0ans`,
      ctaText: 'Découvrir les pompes à chaleur',
      ctaLink: '/products/pompes-a-chaleur',
      image: '/images/produits/pompes-a-chaleur.jpg',
      alt: 'Unité extérieure de pompe à chaleur installée contre le mur d’une maison',
      reverseLayout: false,
    },
    {
      subtitle: 'Bornes de recharge',
      title: 'Roulez à l’énergie produite sur votre toit',
      description: `Installée dans votre garage ou sous votre carport, la __borne de recharge__ recharge votre voiture électrique en toute sécurité. Pilotée avec vos panneaux solaires, elle utilise en priorité le surplus de production de la journée.

- Borne de 7\u00a0kW\u00a0: environ 6 à 11\u00a0heures pour une recharge
- Borne rapide\u00a0: environ 1 à 2\u00a0heures
- Contrôle de l’installation électrique et mise en service compris`,
      ctaText: 'Découvrir nos bornes de recharge',
      ctaLink: '/products/borne-recharge-electrique',
      image: '/images/produits/borne-recharge-electrique.jpg',
      alt: 'Voiture électrique branchée à une borne de recharge murale',
      reverseLayout: true,
    },
  ],
  faqSection: {
    subtitle: 'Vos questions sur l’énergie solaire',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Fonctionnement, rendement, autorisations, rentabilité\u00a0: les réponses de nos spécialistes pour préparer votre projet solaire.',
  },
  faq: [
    {
      question: 'Comment fonctionnent les panneaux solaires\u00a0?',
      answer:
        'Les cellules photovoltaïques des panneaux transforment la lumière du soleil en courant continu. Un onduleur le convertit en courant alternatif, directement utilisable par vos appareils, votre pompe à chaleur ou votre borne de recharge. L’électricité que vous ne consommez pas sur le moment est injectée dans le réseau de votre gestionnaire.',
    },
    {
      question: 'Les panneaux produisent-ils par temps nuageux\u00a0?',
      answer:
        'Oui, les panneaux captent aussi la lumière diffuse\u00a0: la production diminue par ciel couvert, mais elle ne s’arrête pas. Même avec les jours de stratus sur le Plateau, c’est la production cumulée sur l’année qui compte. Notre étude tient compte de l’ensoleillement réel de votre commune.',
    },
    {
      question: 'Quels sont les avantages d’un carport solaire\u00a0?',
      answer:
        'Le carport solaire remplit deux fonctions\u00a0: il abrite vos véhicules et produit de l’électricité, sans intervention sur la toiture de la maison. C’est la solution idéale lorsque le toit est mal orienté, ombragé ou situé dans un périmètre protégé. Il se combine naturellement avec une borne de recharge.',
    },
    {
      question: 'Combien de temps prend l’installation\u00a0?',
      answer:
        'Comptez 2 à 4\u00a0semaines entre la confirmation de commande et le début des travaux. Sur place, un carport solaire s’installe en quelques jours à une semaine, raccordement compris\u00a0; une installation en toiture demande généralement quelques jours selon la surface et l’accès.',
    },
    {
      question: 'Quel entretien demandent les panneaux solaires\u00a0?',
      answer:
        'Très peu\u00a0: la pluie assure l’essentiel du nettoyage. Un rinçage à l’eau claire peut être utile en cas de poussière ou de pollen abondants, et un contrôle visuel périodique permet de vérifier fixations et câblages. Le suivi de production sur application signale rapidement toute baisse anormale.',
    },
    {
      question: 'Comment se passe l’installation d’une borne de recharge\u00a0?',
      answer:
        'Nous vérifions d’abord la puissance disponible et l’état de votre tableau électrique, puis nous posons la borne au mur ou sur pied et la raccordons avec sa protection dédiée. Dans la plupart des maisons individuelles, les travaux se font en une journée. En copropriété, l’accord des copropriétaires est généralement nécessaire.',
    },
    {
      question: 'Peut-on recharger sa voiture avec l’énergie solaire\u00a0?',
      answer:
        'Oui. Une borne pilotée peut moduler sa puissance pour utiliser en priorité le surplus produit par vos panneaux ou votre carport solaire. Vous rechargez ainsi votre voiture avec votre propre électricité pendant la journée, le réseau prenant le relais si nécessaire.',
    },
    {
      question: 'Quelle est la durée de vie des installations\u00a0?',
      answer:
        'Les panneaux solaires durent 25 à 30\u00a0ans et bénéficient d’une garantie de performance de 25\u00a0ans. Une pompe à chaleur fonctionne en moyenne 15 à 25\u00a0ans selon son utilisation et son entretien. L’onduleur, plus sollicité, est en général remplacé une fois au cours de la vie de l’installation.',
    },
    {
      question: 'Faut-il une autorisation pour installer des panneaux solaires\u00a0?',
      answer:
        'En Suisse, les panneaux bien intégrés à une toiture font le plus souvent l’objet d’une simple annonce, alors qu’un carport solaire ou un bâtiment protégé demande une autorisation de construire\u00a0; les règles exactes dépendent de votre commune et de votre canton. En France, une déclaration préalable de travaux est généralement requise. Nous préparons le dossier avec vous.',
    },
    {
      question: 'Quel est le retour sur investissement\u00a0?',
      answer:
        'La rentabilité dépend de votre consommation, de la part d’électricité consommée sur place, de l’orientation de la toiture et des tarifs de votre gestionnaire de réseau. Des aides fédérales, cantonales ou communales peuvent réduire l’investissement initial. Notre étude personnalisée, gratuite, vous présente une estimation chiffrée pour votre maison.',
    },
  ],
  showBanner: false,
  service: {
    name: 'Énergie solaire et équipements énergétiques',
    description:
      'Étude, fourniture et pose de panneaux solaires, de carports solaires, de pompes à chaleur et de bornes de recharge pour véhicules électriques, en Suisse romande et en Auvergne.',
    offers: [
      {
        name: 'Panneaux solaires',
        description:
          'Installations photovoltaïques en toiture, dimensionnées pour votre consommation et garanties 25\u00a0ans en performance.',
      },
      {
        name: 'Carports solaires',
        description:
          'Carports en aluminium couverts de panneaux qui abritent vos véhicules et produisent votre électricité.',
      },
      {
        name: 'Pompes à chaleur',
        description:
          'Pompes à chaleur pour le chauffage et l’eau chaude, en remplacement d’une chaudière ou en construction neuve.',
      },
      {
        name: 'Bornes de recharge',
        description:
          'Bornes domestiques et rapides pour recharger votre voiture électrique, idéalement avec votre production solaire.',
      },
    ],
  },
});
