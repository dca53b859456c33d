import { parseContent, productSchema } from '../schema';

export const toitEnVerreRetractable = parseContent('content/products/toit-en-verre-retractable.ts', productSchema, {
  key: 'toit-en-verre-retractable',
  category: 'vitrage',
  menu: { label: 'Toit en Verre Retractable', order: 3 },
  heroBanner: {
    title: 'Toit en Verre Rétractable',
    subtitle: 'Ouvrez le ciel au-dessus de votre terrasse, en un geste',
    description: `Le __toit en verre rétractable__ couvre votre terrasse de panneaux en __verre feuilleté de sécurité__ montés sur une structure en aluminium. Motorisés, les panneaux coulissent et s’empilent les uns au-dessus des autres pour découvrir une grande partie du toit\u00a0: vous passez d’un abri lumineux à une terrasse à ciel ouvert.

Associé à des murs de verre sur les côtés, il crée un espace proche d’une __véranda__, que l’on ouvre dès que le soleil revient. Un __capteur de pluie__ referme le toit automatiquement à la première averse.`,
    image: '/images/produits/toit-en-verre-retractable.jpg',
    imageAlt:
      'Illustration d’une terrasse couverte d’un toit en verre rétractable à structure aluminium blanc, panneaux à moitié ouverts sur un ciel de fin d’après-midi',
  },
  accordions: [
    {
      title: 'Conception et vitrage',
      content: `- Structure en aluminium thermolaqué, dans plus de 200\u00a0couleurs RAL, avec chéneau et descente d’eau intégrés au poteau.
- Panneaux en verre feuilleté de sécurité, clair, teinté ou à contrôle solaire.
- Légère pente, généralement de 5 à 10°, pour l’écoulement de la pluie.
- Avancée jusqu’à environ 6\u00a0m, largeur modulable par travées.
- Ouverture jusqu’à environ deux tiers de la surface, selon le nombre de panneaux par travée.`,
    },
    {
      title: 'Automatismes et capteurs',
      content: `- Motorisation silencieuse, commandée par télécommande, interrupteur ou application.
- Capteur de pluie\u00a0: fermeture automatique dès les premières gouttes, même en votre absence.
- Capteur de vent en option, pour refermer le toit par forte bise.
- Éclairage LED intégré aux profils, à intensité réglable.
- En option, chauffage radiant infrarouge et store d’ombrage sous le vitrage.`,
    },
    {
      title: 'Installation et démarches',
      content: `Un toit en verre modifie l’aspect de votre maison\u00a0: selon la commune et le canton, une autorisation de construire ou une procédure simplifiée est nécessaire\u00a0; en France, une déclaration préalable de travaux. Nous préparons les plans et le dossier.

Après la visite technique et la fabrication sur mesure, la pose est planifiée __2 à 4\u00a0semaines après la confirmation de commande__. La structure et le vitrage sont calculés pour les charges de neige et de vent de votre région (norme SIA 261 en Suisse, Eurocodes en France).`,
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'Ciel ouvert',
      title: 'Du déjeuner à l’abri au dîner sous les étoiles',
      description: `À midi, le toit fermé vous protège d’une averse tout en laissant passer la lumière. Le soir, les panneaux glissent et s’empilent\u00a0: la terrasse retrouve l’air libre et la vue sur le ciel. Le passage de l’un à l’autre se fait en moins d’une minute, depuis votre télécommande.

Le __verre feuilleté__ reste lumineux par temps gris, un atout précieux au printemps et en automne, lorsque chaque rayon compte.`,
      ctaText: 'Demandez un Devis',
      ctaLink: '/contact?produit=toit-en-verre-retractable',
      image: '/images/produits/toit-en-verre-retractable-1.jpg',
      alt: 'Illustration d’une table de jardin sous un toit en verre grand ouvert, ciel étoilé et guirlande lumineuse au crépuscule',
      reverseLayout: false,
    },
    {
      subtitle: 'Esprit véranda',
      title: 'Fermez les côtés pour créer un jardin d’hiver',
      description:
        'En ajoutant des __murs de verre coulissants__ ou des fenêtres guillotine entre les poteaux, votre toit rétractable devient un espace clos, proche d’une véranda, que vous ouvrez entièrement aux beaux jours. Une solution appréciée en Suisse romande, où les soirées restent fraîches même en été.',
      italicInfo:
        'Espace vitré non isolé\u00a0: idéal du printemps à l’automne, avec un chauffage radiant pour les soirées fraîches.',
      ctaText: 'Découvrir les murs de verre',
      ctaLink: '/products/murs-de-verre',
      image: '/images/produits/toit-en-verre-retractable-2.jpg',
      alt: 'Illustration d’un jardin d’hiver formé d’un toit en verre rétractable et de murs de verre coulissants, plantes et fauteuils à l’intérieur',
      reverseLayout: true,
    },
    {
      subtitle: 'Confort d’été',
      title: 'Lumière maîtrisée, chaleur évacuée',
      description:
        'En plein été, il suffit d’entrouvrir le toit pour laisser s’échapper l’air chaud qui s’accumule sous le vitrage. Un __verre à contrôle solaire__ et un store d’ombrage intégré sous les panneaux complètent la protection lorsque le soleil est au zénith.',
      ctaText: 'Obtenir mon devis gratuit',
      ctaLink: '/contact?produit=toit-en-verre-retractable',
      image: '/images/produits/toit-en-verre-retractable.jpg',
      alt: 'Illustration d’un toit en verre rétractable entrouvert au-dessus d’une terrasse ensoleillée, store d’ombrage déployé sous le vitrage',
      reverseLayout: false,
    },
  ],
  faqSection: {
    subtitle: 'Questions fréquentes',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Ouverture, pluie, neige, chaleur estivale\u00a0: comment se comporte un toit en verre rétractable au fil des saisons.',
  },
  faqData: [
    {
      question: '1. Comment s’ouvre un toit en verre rétractable\u00a0?',
      answer:
        'Les panneaux de verre reposent sur des rails en aluminium inclinés. À l’ouverture, le moteur les fait glisser les uns au-dessus des autres vers l’extrémité du toit, à la manière d’un télescope. À la fermeture, ils reprennent leur place et les joints assurent l’étanchéité.',
    },
    {
      question: '2. Quelle part du toit peut être ouverte\u00a0?',
      answer:
        'La surface découverte dépend du nombre de panneaux par travée\u00a0: avec trois panneaux, environ deux tiers du toit s’ouvrent\u00a0; avec quatre, environ les trois quarts. Le dernier panneau reste fixe et reçoit les autres empilés au-dessus de lui. Nous définissons la configuration selon l’endroit où vous souhaitez le plus de ciel.',
    },
    {
      question: '3. Que se passe-t-il s’il se met à pleuvoir\u00a0?',
      answer:
        'Le capteur de pluie détecte les premières gouttes et commande la fermeture automatique du toit, même en votre absence. L’eau s’écoule grâce à la pente du vitrage vers un chéneau intégré, puis dans une descente dissimulée dans un poteau. Vous gardez à tout moment la main avec la télécommande.',
    },
    {
      question: '4. Le toit supporte-t-il la neige\u00a0?',
      answer:
        'Oui, en position fermée. La structure et le vitrage sont dimensionnés selon les charges de neige de votre commune et de votre altitude (norme SIA 261 en Suisse, Eurocodes en France). En hiver, le toit reste fermé, et nous recommandons de ne pas l’ouvrir tant que de la neige ou du givre recouvre les panneaux.',
    },
    {
      question: '5. Ne fait-il pas trop chaud sous un toit en verre en été\u00a0?',
      answer:
        'Un toit vitré fermé en plein soleil accumule de la chaleur, c’est pourquoi pouvoir l’ouvrir est un vrai avantage\u00a0: l’air chaud s’échappe dès que les panneaux s’écartent. Le verre à contrôle solaire réduit les apports de chaleur, et un store d’ombrage sous le vitrage filtre la lumière directe.',
    },
    {
      question: '6. Quelle différence avec une pergola bioclimatique\u00a0?',
      answer:
        'La pergola bioclimatique possède des lames en aluminium orientables, qui filtrent le soleil et ventilent, mais forment un toit opaque une fois fermées. Le toit en verre laisse entrer la lumière même fermé et s’ouvre vers le ciel. Si vous cherchez d’abord de l’ombre, la pergola est préférable\u00a0; si vous voulez de la lumière en toute saison, le verre est plus adapté.',
    },
    {
      question: '7. Peut-on fermer les côtés du toit en verre\u00a0?',
      answer:
        'Oui. Murs de verre coulissants, fenêtres guillotine, stores verticaux ou parois fixes s’intègrent entre les poteaux. Vous obtenez un espace entièrement protégé, proche d’une véranda, que vous pouvez ouvrir à la fois sur le toit et sur les côtés.',
    },
    {
      question: '8. Le verre est-il sûr en cas de casse\u00a0?',
      answer:
        'Au-dessus des têtes, nous utilisons exclusivement du verre feuilleté de sécurité\u00a0: deux feuilles de verre assemblées par un film intercalaire. En cas de choc violent, par exemple une forte grêle ou une chute de branche, le verre peut se fissurer, mais les fragments restent collés au film et ne tombent pas.',
    },
    {
      question: '9. Faut-il une autorisation pour installer un toit en verre\u00a0?',
      answer:
        'Le plus souvent, oui, car un toit couvrant la terrasse modifie le volume et l’aspect de la maison. Selon la commune et le canton, il faut une autorisation de construire ou une procédure simplifiée\u00a0; en France, une déclaration préalable de travaux, voire un permis de construire au-delà d’une certaine surface. Nous vous fournissons les plans et les documents nécessaires.',
    },
    {
      question: '10. Quel entretien prévoir\u00a0?',
      answer:
        'Nettoyez le vitrage deux à trois fois par an à l’eau savonneuse, avec une perche télescopique, et videz le chéneau des feuilles à l’automne. Les rails et les joints se contrôlent lors d’une visite d’entretien annuelle, que nous pouvons assurer. La motorisation ne demande pas d’entretien particulier.',
    },
  ],
  reviews: [],
  seo: {
    title: 'Toit en verre rétractable motorisé pour terrasse',
    description:
      'Toit en verre rétractable\u00a0: panneaux en verre feuilleté qui coulissent pour ouvrir le ciel, capteur de pluie, esprit véranda. Sur mesure, devis gratuit.',
    keywords: [
      'toit en verre rétractable',
      'toiture vitrée coulissante',
      'toit ouvrant terrasse',
      'véranda ouvrante',
      'toit en verre motorisé',
      'couverture de terrasse en verre',
    ],
    category: 'Vitrage',
    brand: 'Lumina Terrasses',
    manufacturer: 'Lumina Terrasses',
    availability: 'InStock',
    currency: 'CHF',
  },
});
