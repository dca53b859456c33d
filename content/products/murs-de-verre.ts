import { parseContent, productSchema } from '../schema';

export const mursDeVerre = parseContent('content/products/murs-de-verre.ts', productSchema, {
  key: 'murs-de-verre',
  category: 'vitrage',
  menu: { label: 'Murs de Verre', order: 1 },
  heroBanner: {
    title: 'Murs de Verre',
    subtitle: 'Fermez votre terrasse, gardez toute la vue',
    description: `Les __murs de verre coulissants__ Lumina Terrasses ferment une pergola, un avant-toit ou une terrasse couverte avec de grands panneaux de __verre trempé ou feuilleté__, guidés par des profils en aluminium très fins. Ouverts, ils s’empilent sur le côté\u00a0; fermés, ils coupent le vent et la pluie sans masquer le paysage.

Sans cadre vertical ou avec un cadre de quelques centimètres, sur un __rail bas à seuil réduit__, ils transforment votre terrasse en pièce de vie utilisable du printemps à la fin de l’automne.`,
    image: '/images/produits/murs-de-verre.jpg',
    imageAlt:
      'Illustration d’une terrasse sous pergola fermée par des murs de verre coulissants sans cadre, panneaux en partie ouverts sur un jardin et un lac',
  },
  accordions: [
    {
      title: 'Verre et profils',
      content: `- Verre trempé de sécurité de 8 ou 10\u00a0mm, ou verre feuilleté pour les grandes hauteurs et les lieux fréquentés par des enfants.
- Version sans cadre, aux chants de verre polis, ou à cadre fin en aluminium de 20 à 30\u00a0mm.
- Profils en aluminium thermolaqué, dans plus de 200\u00a0couleurs RAL.
- Joints-brosses entre les vantaux pour limiter les courants d’air.
- Verre clair, extra-clair, teinté gris ou bronze, ou satiné pour préserver l’intimité.`,
    },
    {
      title: 'Configurations possibles',
      content: `- Rails de 2 à 6\u00a0voies\u00a0: plus il y a de rails, plus les panneaux s’empilent de façon compacte à l’ouverture.
- Panneaux de 60 à 120\u00a0cm de large et jusqu’à environ 3\u00a0m de haut.
- Ouverture latérale, centrale ou en angle, avec un angle sans poteau.
- Rail bas d’environ 20\u00a0mm de haut, ou encastré dans la dalle pour un seuil quasi invisible.
- Panneaux fixes trapézoïdaux sur mesure sous une toiture en pente.
- Serrure à clé, poignées encastrées et butées amorties.`,
    },
    {
      title: 'Pose et entretien',
      content: `Nous prenons les mesures sur place et vérifions la planéité du sol ainsi que la rigidité de la structure porteuse. Les panneaux sont fabriqués sur mesure et la pose est planifiée __2 à 4\u00a0semaines après la confirmation de commande__\u00a0; le montage lui-même prend généralement une à deux journées pour une terrasse standard.

L’entretien se limite au nettoyage du verre et à un coup d’aspirateur dans les rails. Les roulements en acier inoxydable ne demandent aucun graissage.`,
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'Pergola et terrasse',
      title: 'La pièce en plus, ouverte ou fermée en quelques secondes',
      description: `Posés sous une __pergola bioclimatique__, une toiture vitrée ou un avant-toit, les murs de verre créent un espace abrité où déjeuner dès les premiers beaux jours de mars et prolonger les soirées jusqu’en octobre. Un simple geste suffit pour faire glisser les panneaux et retrouver une terrasse entièrement ouverte.

Nous adaptons la hauteur de chaque vantail au millimètre, même lorsque la dalle présente une légère pente d’écoulement.`,
      italicInfo: 'Les murs de verre abritent du vent et de la pluie, mais ne remplacent pas une véranda isolée.',
      ctaText: 'Demandez un Devis',
      ctaLink: '/contact?produit=murs-de-verre',
      image: '/images/produits/murs-de-verre-1.jpg',
      alt: 'Illustration d’une table dressée sous une pergola fermée par des panneaux de verre coulissants, lumière dorée de fin de journée',
      reverseLayout: false,
    },
    {
      subtitle: 'Vue panoramique',
      title: 'Des profils si fins qu’on les oublie',
      description: `Sans montant vertical entre les vantaux, la vue sur le lac, les vignes ou le jardin reste intacte. Le verre trempé résiste aux chocs et, en cas de casse, se fragmente en petits morceaux non coupants\u00a0; le verre feuilleté reste en place grâce à son film intercalaire.

Sur les sites exposés, au bord du Léman comme en altitude, nous augmentons l’épaisseur du verre et le nombre de points de guidage.`,
      ctaText: 'Contactez Nous',
      ctaLink: '/contact?produit=murs-de-verre',
      image: '/images/produits/murs-de-verre-2.jpg',
      alt: 'Illustration d’un salon de terrasse derrière des murs de verre sans cadre, vue dégagée sur des vignes en pente et un lac',
      reverseLayout: true,
    },
    {
      subtitle: 'Projet complet',
      title: 'Associez vos murs de verre à une pergola',
      description:
        'Pergola bioclimatique à lames orientables, toiture rétractable ou toit en verre\u00a0: en combinant structure et vitrage, vous obtenez un espace protégé sur les quatre côtés, avec un seul interlocuteur et des couleurs assorties.',
      ctaText: 'Voir nos pergolas',
      ctaLink: '/pergolas',
      image: '/images/produits/murs-de-verre.jpg',
      alt: 'Illustration d’une pergola bioclimatique anthracite fermée sur trois côtés par des murs de verre coulissants',
      reverseLayout: false,
    },
  ],
  faqSection: {
    subtitle: 'Vos questions',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Épaisseur du verre, résistance au vent, seuil, autorisations\u00a0: nos réponses pour bien préparer la fermeture de votre terrasse.',
  },
  faqData: [
    {
      question: '1. Quelle est la différence entre des murs de verre et une véranda\u00a0?',
      answer:
        'Une véranda est une construction isolée, en double vitrage, chauffée et utilisable toute l’année. Les murs de verre sont un vitrage simple coulissant qui protège du vent, de la pluie et de la fraîcheur, et s’ouvre entièrement aux beaux jours. Ils prolongent la saison de la terrasse sans les contraintes ni l’emprise d’une extension habitable.',
    },
    {
      question: '2. Quelle épaisseur de verre utilisez-vous\u00a0?',
      answer:
        'Nous utilisons du verre trempé de sécurité de 8 ou 10\u00a0mm, selon la hauteur des panneaux et l’exposition au vent. Pour les très grandes hauteurs ou les lieux fréquentés par des enfants, nous proposons du verre feuilleté, dont les fragments restent collés au film intercalaire en cas de casse.',
    },
    {
      question: '3. Les murs de verre résistent-ils au vent\u00a0?',
      answer:
        'Oui, dans les limites prévues pour un usage de terrasse. Les panneaux sont guidés en haut et en bas sur toute leur longueur, et l’épaisseur du verre est choisie selon la hauteur et l’exposition du site. En cas de tempête annoncée, il suffit de les laisser fermés et verrouillés\u00a0; sur les sites très exposés, nous ajoutons des points de guidage.',
    },
    {
      question: '4. Peut-on installer des murs de verre sous une pergola existante\u00a0?',
      answer:
        'Dans la plupart des cas, oui, à condition que la structure soit assez rigide pour recevoir le rail haut sans fléchir. Nous contrôlons la pergola lors de la visite technique et ajoutons si nécessaire une poutre de reprise. Les murs de verre s’installent aussi sous un avant-toit ou sous un balcon en béton.',
    },
    {
      question: '5. Le seuil est-il accessible\u00a0?',
      answer:
        'Le rail bas standard ne mesure qu’une vingtaine de millimètres de haut et se franchit facilement, y compris avec une poussette ou un fauteuil roulant. Il peut aussi être encastré dans la dalle ou le carrelage pour un passage de plain-pied\u00a0; nous prévoyons alors une évacuation de l’eau dans le rail.',
    },
    {
      question: '6. Combien de rails faut-il prévoir\u00a0?',
      answer:
        'Le nombre de rails correspond au nombre de panneaux qui peuvent s’empiler les uns derrière les autres. Avec 3\u00a0rails, une façade de 4,5\u00a0m se compose par exemple de trois panneaux qui se regroupent sur 1,5\u00a0m environ, libérant 3\u00a0m de passage\u00a0; avec 5 ou 6\u00a0rails, l’ouverture libre est encore plus large. Nous calculons la configuration qui offre le meilleur passage pour votre terrasse.',
    },
    {
      question: '7. Faut-il une autorisation pour fermer sa terrasse\u00a0?',
      answer:
        'Cela dépend de la commune et du canton\u00a0: fermer une terrasse couverte peut être considéré comme une modification de façade soumise à autorisation ou à simple annonce. En PPE, l’accord de l’assemblée des copropriétaires est souvent requis. En France, une déclaration préalable de travaux est généralement demandée\u00a0; nous vous fournissons plans et descriptifs pour constituer le dossier.',
    },
    {
      question: '8. Comment entretenir des murs de verre\u00a0?',
      answer:
        'Nettoyez le verre avec un produit pour vitres et un chiffon microfibre, comme une fenêtre classique. Passez l’aspirateur dans les rails au printemps et à l’automne pour retirer feuilles et gravillons, qui pourraient gêner le roulement. Les roulements en acier inoxydable ne nécessitent aucune lubrification.',
    },
    {
      question: '9. Peut-on fermer les murs de verre à clé\u00a0?',
      answer:
        'Oui, une serrure à clé ou un verrou intérieur bloque les panneaux en position fermée. Les murs de verre ne sont pas conçus comme une protection anti-effraction, mais ils dissuadent l’accès et protègent votre mobilier de terrasse des intempéries comme des regards.',
    },
    {
      question: '10. Combien de temps faut-il pour fabriquer et poser mes murs de verre\u00a0?',
      answer:
        'Après la prise de mesures sur place, les panneaux sont fabriqués sur mesure et la pose est planifiée 2 à 4\u00a0semaines après la confirmation de commande. Le montage prend en général une à deux journées pour une terrasse standard. Si vous installez une pergola en même temps, nous coordonnons les deux chantiers.',
    },
  ],
  reviews: [
    {
      name: 'Isabelle V.',
      product: 'Murs de Verre',
      text: 'Nous avons fermé notre terrasse sous pergola à Pully avec quatre panneaux coulissants. La vue sur le lac est intacte et nous mangeons dehors dès le mois de mars. Pose soignée en une journée et demie.',
      rating: 5,
    },
    {
      name: 'Marc-Antoine L.',
      product: 'Murs de Verre',
      text: 'Très bon conseil sur le nombre de rails pour notre terrasse de Carouge, qui s’ouvre maintenant presque entièrement. Le rail bas se franchit sans y penser. Un panneau a dû être réajusté quelques semaines après la pose, ce qui a été fait rapidement.',
      rating: 4,
    },
    {
      name: 'Élodie C.',
      product: 'Murs de Verre',
      text: 'Installés sur notre terrasse à Aurillac, dans le Cantal, où le vent ne manque pas. Les panneaux en verre de 10\u00a0mm ne bougent pas et la terrasse est devenue notre pièce préférée d’avril à octobre.',
      rating: 5,
    },
  ],
  seo: {
    title: 'Murs de verre coulissants pour pergola et terrasse',
    description:
      'Murs de verre coulissants en verre trempé ou feuilleté\u00a0: fermez votre pergola ou terrasse, profils fins, rail bas à seuil réduit, sur mesure. Devis gratuit.',
    keywords: [
      'murs de verre',
      'parois vitrées coulissantes',
      'fermeture de terrasse',
      'vitrage coulissant sans cadre',
      'fermeture de pergola',
      'verre trempé',
      'murs de verre Genève',
    ],
    category: 'Vitrage',
    brand: 'Lumina Terrasses',
    manufacturer: 'Lumina Terrasses',
    availability: 'InStock',
    currency: 'CHF',
  },
});
