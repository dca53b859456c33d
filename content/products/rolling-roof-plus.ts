import { parseContent, productSchema } from '../schema';

/** Rolling Roof Plus: retractable bioclimatic pergola (louvres that rotate and slide back). */
export const rollingRoofPlus = parseContent('content/products/rolling-roof-plus.ts', productSchema, {
  key: 'rolling-roof-plus',
  category: 'pergolas',
  menu: { label: 'Pergolas Bioclimatique Rétractable', order: 4 },
  heroBanner: {
    title: 'Pergola Bioclimatique Rétractable',
    subtitle: 'Rolling Roof Plus\u00a0: des lames qui pivotent, puis s’effacent pour libérer le ciel',
    description: `Le __Rolling Roof Plus__ réunit le meilleur de deux mondes. Ses __lames en aluminium orientables__ règlent l’ombre et la ventilation comme sur une pergola bioclimatique. Puis, d’une seule commande, elles __coulissent et s’empilent__ en bout de structure pour ouvrir la terrasse sur le ciel.

Rigide, étanche, pilotable depuis votre smartphone, c’est la pergola la plus polyvalente de notre gamme\u00a0: __toiture pleine__ sous l’averse, __lames entrouvertes__ par forte chaleur, __ciel dégagé__ pour les soirées d’été.`,
    image: '/images/produits/rolling-roof-plus.jpg',
    imageAlt:
      'Illustration d’une pergola bioclimatique rétractable dont les lames sont regroupées contre la façade, laissant la terrasse à ciel ouvert au-dessus d’une table pour six personnes',
  },
  accordions: [
    {
      title: 'Trois positions, une seule toiture',
      content: `- __Fermée__\u00a0: les lames jointives forment un toit étanche, l’eau est dirigée vers les chéneaux
- __Orientée__\u00a0: les lames pivotent pour filtrer le soleil et évacuer l’air chaud
- __Repliée__\u00a0: les lames se mettent à la verticale, coulissent sur leurs rails et s’empilent en un paquet compact

Toutes les positions intermédiaires sont possibles, par exemple une moitié de toiture ouverte sur le ciel et l’autre orientée au-dessus du salon.`,
    },
    {
      title: 'Construction et motorisation',
      content: `Structure et lames en __aluminium extrudé thermolaqué__, chariots à galets guidés dans des rails, visserie en __inox__. Deux mouvements motorisés, l’un pour la rotation, l’autre pour la translation, gérés par un même boîtier de commande.

- Module jusqu’à environ 4,5\u00a0m × 7\u00a0m, couplable
- Capteurs de pluie et de vent, éclairage LED périphérique
- Commande murale, télécommande ou application smartphone
- Compatible avec les stores à coulisse et les parois vitrées coulissantes`,
    },
    {
      title: 'Étude, pose et suivi',
      content: `Chaque Rolling Roof Plus fait l’objet d’une __étude technique__\u00a0: sens de repli des lames, emplacement du paquet, exposition au vent et charge de neige du lieu. La pose intervient __2 à 4\u00a0semaines__ après la confirmation de commande et le montage dure __1 à 3\u00a0jours__.

Nous assurons la mise en service, le réglage des capteurs et un contrôle de la mécanique lors de l’entretien périodique. Les garanties applicables sont précisées dans votre devis.`,
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'Plus qu’une pergola bioclimatique',
      title: 'Le ciel ouvert, sans renoncer aux lames',
      description: `Sur une pergola bioclimatique classique, même grandes ouvertes, les lames restent au-dessus de vous. Le Rolling Roof Plus va plus loin\u00a0: il les __rassemble en bout de structure__ pour dégager la vue sur le ciel, le soleil d’hiver ou les étoiles.

Idéal devant une baie vitrée\u00a0: en hiver, lames repliées, la lumière entre pleinement dans le séjour\u00a0; en été, lames orientées, la pièce reste fraîche.`,
      italicInfo: 'Le paquet de lames repliées n’occupe qu’une faible profondeur en bout de pergola.',
      ctaText: 'Demandez un Devis',
      ctaLink: '/contact?produit=rolling-roof-plus',
      image: '/images/produits/rolling-roof-plus-1.jpg',
      alt: 'Illustration d’une baie vitrée baignée de soleil d’hiver sous une pergola rétractable aux lames repliées',
      reverseLayout: false,
    },
    {
      subtitle: 'Pour les projets exigeants',
      title: 'Restaurants, hôtels et grandes terrasses',
      description: `Grâce aux modules couplables, le Rolling Roof Plus couvre les __terrasses de restaurant__ et d’hôtel qui doivent rester ouvertes par beau temps et protégées au premier nuage. Chaque module se pilote séparément ou par groupe, et l’automatisme pluie protège la salle sans intervention du personnel.

Nous coordonnons le projet avec votre architecte et préparons les plans utiles à la demande d’autorisation.`,
      ctaText: 'Contactez Nous',
      ctaLink: '/contact?produit=rolling-roof-plus',
      image: '/images/produits/rolling-roof-plus-2.jpg',
      alt: 'Illustration d’une terrasse de restaurant couverte par plusieurs modules de pergola rétractable, dont un ouvert sur le ciel',
      reverseLayout: true,
    },
    {
      subtitle: 'Toute la gamme',
      title: 'Comparez nos pergolas',
      description:
        'Lames orientables, toile rétractable, toiture coulissante ou lames rétractables\u00a0: chaque solution répond à une façon de vivre la terrasse. Nos conseillers vous aident à choisir selon votre exposition, votre altitude et votre usage.',
      italicInfo: 'Plus de 20\u00a0ans d’expérience dans la conception de pergolas.',
      ctaText: 'Voir toutes nos pergolas',
      ctaLink: '/pergolas',
      image: '/images/produits/rolling-roof-plus.jpg',
      alt: 'Illustration d’une pergola bioclimatique rétractable aux lames partiellement orientées, vue depuis le jardin',
      reverseLayout: false,
    },
  ],
  faqSection: {
    subtitle: 'Questions fréquentes',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Mécanique, usage au quotidien et installation\u00a0: ce qu’il faut savoir sur le Rolling Roof Plus, notre pergola bioclimatique rétractable.',
  },
  faqData: [
    {
      question: '1. En quoi le Rolling Roof Plus diffère-t-il du Rolling Roof\u00a0?',
      answer:
        'Le Rolling Roof possède une toiture en membrane souple qui se replie en accordéon. Le Rolling Roof Plus utilise des lames rigides en aluminium qui pivotent comme sur une pergola bioclimatique et coulissent ensuite pour libérer le ciel. Il offre donc en plus le réglage fin de l’ombre et de la ventilation.',
    },
    {
      question: '2. Où se placent les lames une fois repliées\u00a0?',
      answer:
        'Elles s’empilent à la verticale en un paquet compact, généralement contre la façade pour une pergola adossée. Sur une pergola autoportante, le paquet peut être placé du côté le moins visible depuis la maison. Ce choix est fait lors de l’étude technique.',
    },
    {
      question: '3. Le mécanisme est-il fiable sur la durée\u00a0?',
      answer:
        'Les chariots roulent sur des galets guidés dans des rails en aluminium, un principe éprouvé sur les grandes baies coulissantes. Un contrôle périodique du serrage, des galets et des fins de course suffit à conserver un fonctionnement souple. Nous proposons cet entretien à nos clients.',
    },
    {
      question: '4. Que se passe-t-il si une averse arrive toiture ouverte\u00a0?',
      answer:
        'Avec le capteur de pluie, les lames se redéploient d’elles-mêmes dès les premières gouttes, puis se ferment pour couvrir toute la terrasse, même en votre absence. Sans capteur, une seule commande suffit à refermer la toiture. Vous gardez la main à tout moment depuis la télécommande ou l’application.',
    },
    {
      question: '5. Et en hiver, sous la neige\u00a0?',
      answer:
        'Fermée, la toiture supporte les charges de neige prévues pour le lieu, car la structure est dimensionnée selon l’altitude et la zone de neige de votre commune. On évite en revanche de replier ou d’orienter des lames chargées de neige ou prises dans le givre. Nous paramétrons un mode hiver lors de la mise en service.',
    },
    {
      question: '6. La pergola peut-elle être fermée sur les côtés\u00a0?',
      answer:
        'Oui, avec des stores coffre à coulisse pour le soleil et l’intimité, ou avec des parois en verre trempé coulissantes pour une protection plus complète. Les deux peuvent se combiner, par exemple du vitrage côté vent dominant et des stores sur les autres faces.',
    },
    {
      question: '7. Quelle taille de terrasse peut-on couvrir\u00a0?',
      answer:
        'Un module couvre jusqu’à environ 4,5\u00a0m × 7\u00a0m. Pour les surfaces plus importantes, nous couplons plusieurs modules qui se pilotent séparément ou ensemble, ce qui convient aussi aux terrasses professionnelles.',
    },
    {
      question: '8. Faut-il une autorisation de construire\u00a0?',
      answer:
        'En Suisse, la procédure dépend de la commune et du canton\u00a0: une demande d’autorisation est le plus souvent requise pour une pergola de cette taille. En France, une déclaration préalable suffit généralement\u00a0; au-delà de 20\u00a0m² d’emprise au sol, un permis de construire peut être exigé selon le plan local d’urbanisme. Nous fournissons les plans et fiches techniques.',
    },
    {
      question: '9. Comment se passe le chantier\u00a0?',
      answer:
        'Après la visite technique et la validation des plans, la pergola est fabriquée dans la teinte choisie et posée 2 à 4\u00a0semaines après la confirmation de commande. Le montage dure 1 à 3\u00a0jours, réglages et prise en main compris. Un raccordement électrique est nécessaire pour les moteurs.',
    },
    {
      question: '10. Peut-on piloter la pergola à distance\u00a0?',
      answer:
        'Oui, la commande connectée permet d’ouvrir, d’orienter ou de replier les lames depuis votre smartphone et de créer des scénarios, par exemple lames orientées l’après-midi et toiture ouverte le soir. Elle s’intègre aussi à certains systèmes domotiques.',
    },
  ],
  reviews: [],
  seo: {
    title: 'Pergola bioclimatique rétractable Rolling Roof Plus',
    description:
      'Rolling Roof Plus\u00a0: pergola bioclimatique rétractable dont les lames orientables coulissent pour libérer le ciel. Sur mesure en Suisse romande. Devis gratuit.',
    keywords: [
      'pergola bioclimatique rétractable',
      'rolling roof plus',
      'pergola lames rétractables',
      'pergola lames orientables coulissantes',
      'pergola toit ouvrant',
      'pergola Genève',
    ],
    category: 'Pergolas',
    brand: 'Lumina Terrasses',
    manufacturer: 'Lumina Terrasses',
    availability: 'InStock',
    currency: 'CHF',
  },
});
