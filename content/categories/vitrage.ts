import { categoryPageSchema, parseContent } from '../schema';

/** /vitrage: three blocks (glass walls, retractable glass roofs, sash windows), FAQ of 7 (spec section 2). */
export const vitragePage = parseContent('content/categories/vitrage.ts', categoryPageSchema, {
  key: 'vitrage',
  name: 'Vitrage',
  menu: { order: 3 },
  metadata: {
    title: 'Vitrage sur mesure pour terrasses et pergolas',
    description:
      'Murs de verre coulissants, toits en verre rétractables et fenêtres guillotine sur mesure à Genève, Lausanne et en Suisse romande. Devis gratuit.',
    keywords: [
      'mur de verre coulissant',
      'vitrage terrasse',
      'toit en verre rétractable',
      'fenêtre guillotine',
      'fermeture de terrasse Genève',
      'jardin d’hiver Suisse',
      'véranda vitrée Lausanne',
    ],
  },
  hero: {
    subtitle: 'Vitrage',
    title: 'Murs de verre, toits vitrés et fenêtres guillotine sur mesure',
    description:
      'Fermez votre terrasse sans renoncer à la vue. Nos systèmes vitrés coupent le vent et la pluie, laissent entrer toute la lumière et se manœuvrent sans effort, pour profiter de l’extérieur plus longtemps dans l’année.',
    cta: { label: 'Demander un devis gratuit', link: '/contact?produit=vitrage' },
    image: '/images/categories/vitrage.jpg',
    imageAlt: 'Terrasse fermée par des murs de verre coulissants sous une pergola, avec vue dégagée sur le jardin',
  },
  blocks: [
    {
      subtitle: 'Murs de verre',
      title: 'Des parois coulissantes qui effacent les limites',
      description: `Les __murs de verre coulissants__ se glissent sous votre pergola ou votre avant-toit pour fermer la terrasse en quelques gestes. Les panneaux en verre trempé coulissent sur des rails bas et se regroupent d’un côté pour ouvrir entièrement l’espace par beau temps.

- Verre de sécurité trempé et profils en aluminium affinés
- Rail bas à seuil réduit, facile à franchir
- Protection contre le vent, la pluie et les bruits de la rue`,
      italicInfo: 'Compatibles avec nos pergolas bioclimatiques et rétractables, en pose neuve comme en complément.',
      ctaText: 'Découvrir les murs de verre',
      ctaLink: '/products/murs-de-verre',
      image: '/images/produits/murs-de-verre.jpg',
      alt: 'Murs de verre coulissants partiellement ouverts sur une terrasse couverte',
      reverseLayout: false,
    },
    {
      subtitle: 'Toit en verre rétractable',
      title: 'Le ciel au-dessus de vous, même quand il pleut',
      description: `Le __toit en verre rétractable__ allie la luminosité d’une véranda à la liberté d’une terrasse ouverte\u00a0: ses panneaux vitrés glissent les uns sur les autres, par commande motorisée, pour découvrir une grande partie de la toiture. Associé à des murs de verre, il crée un jardin d’hiver qui s’ouvre sur le ciel aux beaux jours.

- Verre feuilleté de sécurité en toiture
- Motorisation et capteur de pluie en option
- Stores d’ombrage intégrables pour les journées chaudes`,
      ctaText: 'Découvrir le toit en verre rétractable',
      ctaLink: '/products/toit-en-verre-retractable',
      image: '/images/produits/toit-en-verre-retractable.jpg',
      alt: 'Véranda à toit en verre rétractable entrouvert au-dessus d’une table à manger',
      reverseLayout: true,
    },
    {
      subtitle: 'Fenêtre guillotine',
      title: 'Une ouverture verticale, pour les balcons comme pour les restaurants',
      description: `La __fenêtre guillotine__ s’ouvre de haut en bas\u00a0: ses vantaux vitrés motorisés montent ou descendent pour transformer une terrasse fermée en balcon ouvert, ou un restaurant en comptoir donnant sur la rue. Contrairement à des vantaux battants, elle ne prend aucune place au sol ni à l’intérieur.

- Ouverture partielle ou totale, à la hauteur souhaitée
- Motorisation silencieuse et dispositifs de sécurité
- Idéale pour les terrasses de restaurants, de bars et d’hôtels`,
      ctaText: 'Découvrir la fenêtre guillotine',
      ctaLink: '/products/fenetre-guillotine',
      image: '/images/produits/fenetre-guillotine.jpg',
      alt: 'Fenêtres guillotine vitrées à demi relevées sur une terrasse de restaurant',
      reverseLayout: false,
    },
  ],
  faqSection: {
    subtitle: 'Vos questions sur le vitrage',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Types de verre, résistance, entretien, isolation\u00a0: nos réponses pour vous aider à choisir la fermeture vitrée adaptée à votre terrasse.',
  },
  faq: [
    {
      question: 'Quels types de vitrage proposez-vous\u00a0?',
      answer:
        'Nous proposons trois familles de produits\u00a0: les murs de verre coulissants pour fermer les côtés d’une terrasse ou d’une pergola, les toits en verre rétractables pour couvrir l’espace tout en gardant le ciel, et les fenêtres guillotine à ouverture verticale. Selon l’usage, ils sont réalisés en verre trempé ou feuilleté de sécurité, en simple ou en double vitrage.',
    },
    {
      question: 'Les vitrages résistent-ils aux intempéries\u00a0?',
      answer:
        'Oui. Le verre de sécurité, les joints d’étanchéité et les profils en aluminium sont conçus pour résister à la pluie battante, à la bise genevoise comme au foehn valaisan. Les toits vitrés sont dimensionnés selon les charges de neige de votre commune, et les eaux de pluie sont évacuées par des gouttières intégrées.',
    },
    {
      question: 'Peut-on personnaliser les dimensions et les finitions\u00a0?',
      answer:
        'Chaque vitrage est fabriqué sur mesure, d’après les relevés pris sur place par notre technicien. Vous choisissez la couleur des profils parmi plus de 200\u00a0teintes, le type de verre (clair, teinté ou satiné), le sens d’ouverture et les options telles que la motorisation, l’éclairage ou les stores d’ombrage.',
    },
    {
      question: 'Comment se déroule l’installation\u00a0?',
      answer:
        'Après une visite technique et la prise de mesures, nous vous remettons un devis détaillé et gratuit. Une fois la commande confirmée, la fabrication et la pose interviennent dans un délai de 2 à 4\u00a0semaines. Sur place, nos poseurs installent les rails, les profils et les vitrages, puis règlent chaque élément et vous en expliquent le fonctionnement.',
    },
    {
      question: 'Quel entretien demandent les vitrages\u00a0?',
      answer:
        'Un nettoyage des vitres à l’eau claire ou avec un produit doux, comme pour des fenêtres, et un dépoussiérage régulier des rails suffisent. Évitez les produits abrasifs sur les profils thermolaqués. Pour les modèles motorisés, nous proposons un contrôle périodique des mécanismes.',
    },
    {
      question: 'Quelle garantie couvre vos vitrages\u00a0?',
      answer:
        'Nos vitrages bénéficient des garanties du fabricant, dont la durée varie selon les composants (verre, profils, quincaillerie, motorisation), ainsi que de la garantie sur notre travail de pose. Toutes ces garanties sont précisées par écrit dans votre devis. En cas de besoin, nos équipes de Chêne-Bourg et de Clermont-Ferrand interviennent directement.',
    },
    {
      question: 'Les vitrages offrent-ils une isolation thermique\u00a0?',
      answer:
        'Les murs de verre en simple vitrage trempé protègent du vent et de la pluie et gardent la chaleur du soleil, ce qui prolonge nettement la saison, mais ils ne remplacent pas une paroi isolée. Pour un espace habitable toute l’année, nous recommandons des modèles en double vitrage isolant. Nous vous conseillons la solution adaptée à l’usage prévu et à l’exposition de votre terrasse.',
    },
  ],
  showBanner: true,
  service: {
    name: 'Vitrage de terrasse sur mesure',
    description:
      'Conception, fabrication sur mesure et pose de murs de verre coulissants, de toits en verre rétractables et de fenêtres guillotine, en Suisse romande et en Auvergne.',
    offers: [
      {
        name: 'Murs de verre',
        description: 'Parois vitrées coulissantes pour fermer une terrasse ou une pergola sans perdre la vue.',
      },
      {
        name: 'Toits en verre rétractables',
        description: 'Toitures vitrées motorisées qui s’ouvrent pour profiter du ciel et se referment à la pluie.',
      },
      {
        name: 'Fenêtres guillotine',
        description: 'Vitrages à ouverture verticale pour balcons, terrasses et établissements de restauration.',
      },
    ],
  },
});
