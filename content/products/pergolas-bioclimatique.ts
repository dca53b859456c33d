import { parseContent, productSchema } from '../schema';

/** Pergola bioclimatique: aluminium pergola with orientable louvres. */
export const pergolasBioclimatique = parseContent('content/products/pergolas-bioclimatique.ts', productSchema, {
  key: 'pergolas-bioclimatique',
  category: 'pergolas',
  menu: { label: 'Pergola Bioclimatique', order: 2 },
  heroBanner: {
    title: 'Pergola Bioclimatique',
    subtitle: 'Des lames orientables pour régler la lumière, l’air et l’ombre au degré près',
    description: `La __pergola bioclimatique__ est coiffée de __lames en aluminium orientables de 0 à 135°__. Fermées, elles forment une toiture étanche. Entrouvertes, elles laissent circuler l’air chaud vers le haut et créent une __ventilation naturelle__ qui rafraîchit la terrasse sans climatisation.

L’eau de pluie est recueillie par les lames elles-mêmes, conduite vers un chéneau périphérique puis __évacuée à travers les poteaux__\u00a0: aucune descente apparente, aucune flaque sous la table.

Structure en __aluminium thermolaqué__, plus de 200\u00a0teintes RAL, éclairage LED, capteurs pluie et vent, stores latéraux\u00a0: chaque pergola est dessinée pour votre maison.`,
    image: '/images/produits/pergolas-bioclimatique.jpg',
    imageAlt:
      'Illustration d’une pergola bioclimatique anthracite aux lames entrouvertes, adossée à une maison contemporaine, avec un salon de jardin sur une terrasse en dalles claires',
  },
  accordions: [
    {
      title: 'Caractéristiques techniques',
      content: `Une conception pensée pour durer sous le climat alpin comme sous le soleil d’été.

- Poteaux, poutres et lames en __aluminium extrudé thermolaqué__, visserie en inox
- Rotation des lames de 0 à 135° par vérin électrique
- Chéneaux intégrés et évacuation des eaux par les poteaux
- Un module jusqu’à environ 4,5\u00a0m × 7\u00a0m, modules couplables sans limite de surface
- Structure dimensionnée selon les charges de neige et de vent de votre région`,
    },
    {
      title: 'Options et confort',
      content: `- __Éclairage LED__ intégré aux lames ou au périmètre, blanc variable ou couleurs
- __Capteur de pluie__ qui ferme la toiture automatiquement
- __Capteur de vent__ qui place les lames en position de sécurité
- __Stores latéraux__ à coulisse et parois vitrées coulissantes
- __Chauffage d’appoint__ infrarouge et haut-parleurs intégrés
- Commande par télécommande, interrupteur ou __smartphone__`,
    },
    {
      title: 'Pose et garanties',
      content: `La pose est réalisée par nos propres équipes __2 à 4\u00a0semaines après la confirmation de commande__, en __1 à 3\u00a0jours__ sur place. Nous fixons la pergola sur dalle existante, sur plots béton ou sur la façade selon la configuration.

La structure, le laquage et la motorisation sont couverts par des garanties dont les durées figurent dans votre devis. Notre service après-vente reste joignable depuis Chêne-Bourg et Clermont-Ferrand.`,
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'Le principe bioclimatique',
      title: 'Un climat agréable sous les lames, même en plein été',
      description: `Sous un toit classique, l’air chaud s’accumule. Sous une pergola bioclimatique, il suffit d’entrouvrir les lames pour que la chaleur s’échappe par le haut et que l’air frais circule. Orientées face au soleil, les lames bloquent le rayonnement direct tout en conservant une __lumière douce__.

En mi-saison, vous les ouvrez en grand pour laisser entrer les rayons et réchauffer la terrasse, ou la pièce attenante en les orientant vers les baies vitrées.`,
      italicInfo: 'Les lames pivotent jusqu’à 135° pour suivre la course du soleil.',
      ctaText: 'Demandez un Devis',
      ctaLink: '/contact?produit=pergolas-bioclimatique',
      image: '/images/produits/pergolas-bioclimatique-1.jpg',
      alt: 'Illustration en coupe d’une pergola bioclimatique montrant la circulation de l’air entre les lames orientées et les rayons du soleil filtrés',
      reverseLayout: false,
    },
    {
      subtitle: 'Fermez les côtés',
      title: 'Stores à coulisse et parois vitrées',
      description: `Pour vous protéger du soleil rasant, du vis-à-vis ou des insectes, la pergola accueille des __stores coffre à coulisse__ dans l’épaisseur de ses poutres. La toile reste tendue dans ses glissières, même par vent soutenu.

Vous préférez une protection plus complète\u00a0? Des __parois en verre trempé__ coulissantes transforment la pergola en jardin d’hiver ouvert à la belle saison.`,
      ctaText: 'Voir les stores coffre',
      ctaLink: '/products/stores-coffre-de-pergolas',
      image: '/images/produits/pergolas-bioclimatique-2.jpg',
      alt: 'Illustration d’une pergola bioclimatique avec un store vertical baissé sur un côté et des parois vitrées sur l’autre',
      reverseLayout: true,
    },
    {
      subtitle: 'Conçue pour votre maison',
      title: 'Adossée, autoportante ou en îlot au jardin',
      description:
        'Adossée à la façade, la pergola prolonge le séjour. __Autoportante__ sur quatre poteaux, elle crée un espace au bord de la piscine ou au fond du jardin. Nous adaptons les dimensions, l’implantation des poteaux et la teinte à l’architecture de votre maison, des villas genevoises aux fermes rénovées d’Auvergne.',
      italicInfo: 'Visite technique et devis gratuits et sans engagement.',
      ctaText: 'Obtenir mon devis gratuit',
      ctaLink: '/contact?produit=pergolas-bioclimatique',
      image: '/images/produits/pergolas-bioclimatique.jpg',
      alt: 'Illustration d’une pergola bioclimatique autoportante au bord d’une piscine, éclairée par des LED en soirée',
      reverseLayout: false,
    },
  ],
  faqSection: {
    subtitle: 'Vos questions',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Les réponses de nos techniciens aux questions que l’on nous pose le plus souvent sur la pergola bioclimatique.',
  },
  faqData: [
    {
      question: '1. Qu’est-ce qui rend une pergola «\u00a0bioclimatique\u00a0»\u00a0?',
      answer:
        'C’est la toiture à lames orientables qui permet de régler l’ensoleillement et la ventilation selon la saison. En été, on bloque le soleil tout en laissant l’air chaud s’échapper. En hiver ou en mi-saison, on ouvre les lames pour profiter des rayons.',
    },
    {
      question: '2. La pergola est-elle étanche lorsque les lames sont fermées\u00a0?',
      answer:
        'Oui. Les lames s’emboîtent et chacune intègre une gouttière qui conduit l’eau vers le chéneau périphérique. L’eau descend ensuite à l’intérieur des poteaux jusqu’au sol ou jusqu’à votre réseau d’évacuation.',
    },
    {
      question: '3. Que fait le capteur de pluie\u00a0?',
      answer:
        'Il détecte les premières gouttes et ferme automatiquement les lames, même si vous n’êtes pas chez vous. Vous pouvez à tout moment reprendre la main depuis la télécommande ou l’application.',
    },
    {
      question: '4. Comment la pergola se comporte-t-elle sous la neige\u00a0?',
      answer:
        'La structure est calculée pour l’altitude et la zone de neige du lieu d’installation, ce qui fait une vraie différence entre le bord du Léman et une station valaisanne. Nous vous indiquons à la mise en service la position des lames à adopter en hiver. Il est recommandé de ne pas manœuvrer les lames lorsqu’elles sont prises dans la glace.',
    },
    {
      question: '5. Peut-on orienter les lames à la main\u00a0?',
      answer:
        'Nos pergolas bioclimatiques sont motorisées par un vérin électrique, ce qui garantit un mouvement régulier de toutes les lames. En cas de coupure de courant, elles restent simplement dans leur dernière position.',
    },
    {
      question: '6. Quelle surface peut-on couvrir\u00a0?',
      answer:
        'Un module couvre jusqu’à environ 4,5\u00a0m × 7\u00a0m. Au-delà, plusieurs modules sont assemblés et partagent des poteaux communs, ce qui permet de couvrir une grande terrasse ou un espace restaurant. Chaque module peut être piloté séparément.',
    },
    {
      question: '7. Quelles teintes sont proposées\u00a0?',
      answer:
        'La structure et les lames existent dans plus de 200\u00a0teintes RAL, en finition mate, satinée ou texturée. Vous pouvez aussi choisir deux couleurs, par exemple une structure anthracite et des lames blanches pour plus de luminosité.',
    },
    {
      question: '8. Quelles démarches administratives faut-il prévoir\u00a0?',
      answer:
        'Tout dépend de la commune et du canton. En Suisse, une pergola fermée ou de grande taille demande généralement une autorisation de construire, alors qu’un petit ouvrage peut relever d’une procédure simplifiée. En France, on dépose le plus souvent une déclaration préalable. Nous préparons les documents techniques nécessaires à votre dossier.',
    },
    {
      question: '9. Quel entretien demande une pergola bioclimatique\u00a0?',
      answer:
        'Un nettoyage des lames à l’eau savonneuse une à deux fois par an et un contrôle des chéneaux à l’automne suffisent. L’aluminium thermolaqué ne rouille pas et n’a pas besoin d’être repeint.',
    },
    {
      question: '10. Peut-on ajouter des options après l’installation\u00a0?',
      answer:
        'Oui, la plupart des équipements comme l’éclairage LED, les stores latéraux ou le chauffage infrarouge peuvent être ajoutés plus tard. Nous prévoyons dès la pose les passages de câbles pour que l’ajout soit simple et discret.',
    },
  ],
  reviews: [
    {
      name: 'Laurent B.',
      product: 'Pergola Bioclimatique',
      text: 'Notre terrasse à Lausanne était inutilisable l’après-midi. Avec les lames orientées, il fait nettement plus frais et nous mangeons dehors de mai à octobre. L’équipe a été ponctuelle et le chantier laissé impeccable.',
      rating: 5,
    },
    {
      name: 'Sophie T.',
      product: 'Pergola Bioclimatique',
      text: 'Deux modules couplés posés au-dessus de notre piscine près de Clermont-Ferrand. Le capteur de pluie a fait ses preuves dès le premier orage et l’éclairage LED est superbe le soir. Très bon suivi du bureau de Clermont.',
      rating: 5,
    },
    {
      name: 'Marc-André V.',
      product: 'Pergola Bioclimatique',
      text: 'Installation à Sion, avec un dossier d’autorisation préparé sans difficulté grâce aux plans fournis. Les lames font un léger bruit lorsqu’elles pivotent, rien de gênant. Très satisfait de la finition et de la teinte choisie.',
      rating: 4,
    },
  ],
  seo: {
    title: 'Pergola bioclimatique sur mesure à Genève',
    description:
      'Pergola bioclimatique en aluminium à lames orientables\u00a0: ventilation naturelle, LED, capteurs pluie et vent. Pose en Suisse romande. Devis gratuit.',
    keywords: [
      'pergola bioclimatique',
      'pergola lames orientables',
      'pergola aluminium',
      'pergola bioclimatique Genève',
      'pergola Vaud',
      'pergola sur mesure',
      'pergola motorisée',
    ],
    category: 'Pergolas',
    brand: 'Lumina Terrasses',
    manufacturer: 'Lumina Terrasses',
    availability: 'InStock',
    currency: 'CHF',
  },
});
