import { parseContent, productSchema } from '../schema';
import { site } from '../site';

/** Stores coffre à coulisse: vertical zip screens in a box, for pergola sides. */
export const storesCoffreDePergolas = parseContent('content/products/stores-coffre-de-pergolas.ts', productSchema, {
  key: 'stores-coffre-de-pergolas',
  category: 'pergolas',
  menu: { label: 'Stores Coffre à Coulisse de Pergolas', order: 5 },
  heroBanner: {
    title: 'Stores Coffre à Coulisse',
    subtitle: 'Fermez les côtés de votre pergola contre le soleil rasant, le vent et les regards',
    description: `Le __store coffre à coulisse__ est un store vertical dont la toile s’enroule dans un __coffre en aluminium__ fixé sous la poutre de la pergola. Ses deux bords sont munis d’une __fermeture à glissière__ qui court dans des coulisses latérales\u00a0: la toile reste tendue sur toute sa hauteur, sans jour sur les côtés.

Résultat\u00a0: un store qui __tient au vent__, arrête le soleil bas du soir, préserve votre __intimité__ et, avec une toile adaptée, tient les __insectes__ à distance.

Coffres et coulisses sont thermolaqués dans la teinte de votre pergola, parmi plus de 200\u00a0couleurs.`,
    image: '/images/produits/stores-coffre-de-pergolas.jpg',
    imageAlt:
      'Illustration d’une pergola en aluminium dont deux côtés sont fermés par des stores verticaux gris à coulisse, terrasse avec canapé et lanterne',
    cta: {
      label: '+200 Couleurs Disponibles\u00a0! Télécharger notre PDF',
      link: site.colourChartPdf,
    },
  },
  accordions: [
    {
      title: 'Le système à coulisse',
      content: `Une glissière soudée sur chaque bord de la toile est prisonnière de la coulisse en aluminium. La toile ne peut ni sortir de son guide ni battre au vent, et une __barre de charge__ lestée la maintient tendue en partie basse.

- Coffre compact en aluminium extrudé, intégré sous la poutre ou en applique
- Coulisses latérales fixées sur les poteaux de la pergola
- Joints brosse qui limitent le passage de l’air et des insectes
- Largeur jusqu’à environ 5\u00a0m et hauteur jusqu’à 3\u00a0m par store`,
    },
    {
      title: 'Choix des toiles',
      content: `- __Toile screen micro-perforée__\u00a0: arrête l’essentiel du rayonnement solaire tout en gardant la vue vers l’extérieur
- __Toile occultante__\u00a0: intimité totale, idéale face à un voisinage proche
- __Toile PVC transparente__\u00a0: coupe-vent qui laisse voir le paysage, appréciée en mi-saison

Plusieurs stores d’une même pergola peuvent recevoir des toiles différentes selon l’orientation de chaque côté.`,
    },
    {
      title: 'Motorisation et automatismes',
      content: `Les stores sont équipés d’un __moteur radio__ logé dans le tube d’enroulement, avec détection d’obstacle. Ils se pilotent depuis la télécommande de la pergola, un interrupteur mural ou un __smartphone__.

- __Capteur de soleil__ qui descend les stores aux heures chaudes
- __Capteur de vent__ qui les remonte au-delà du seuil réglé
- Scénarios combinés avec les lames, l’éclairage LED et le chauffage d’appoint`,
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'Protection solaire',
      title: 'Le soleil du soir arrêté avant la table',
      description: `Une toiture de pergola protège du soleil haut de midi, mais pas des rayons rasants de fin de journée qui entrent par les côtés. Le store à coulisse descend exactement à la hauteur voulue et filtre cette lumière sans vous couper du jardin grâce aux __toiles micro-perforées__.

Côté façade, il limite aussi l’échauffement des baies vitrées et garde le séjour plus frais.`,
      italicInfo: 'Depuis l’intérieur, une toile screen laisse deviner le paysage.',
      ctaText: 'Demandez un Devis',
      ctaLink: '/contact?produit=stores-coffre-de-pergolas',
      image: '/images/produits/stores-coffre-de-pergolas-1.jpg',
      alt: 'Illustration d’un store vertical à mi-hauteur filtrant le soleil couchant sur une table de jardin sous une pergola',
      reverseLayout: false,
    },
    {
      subtitle: 'Vent, intimité, insectes',
      title: 'Une terrasse abritée, même en bordure de lac',
      description: `Guidée sur toute sa hauteur, la toile ne claque pas et ne se décroche pas au premier coup de vent. Un atout précieux au bord du Léman, où la bise se lève vite, comme sur les hauteurs exposées.

Baissés le soir, les stores forment un __espace intime__ à l’abri du vis-à-vis et, fermés sur leurs coulisses, limitent l’entrée des moustiques autour de la table.`,
      ctaText: 'Contactez Nous',
      ctaLink: '/contact?produit=stores-coffre-de-pergolas',
      image: '/images/produits/stores-coffre-de-pergolas-2.jpg',
      alt: 'Illustration d’une pergola fermée sur trois côtés par des stores à coulisse, éclairée de l’intérieur à la tombée de la nuit',
      reverseLayout: true,
    },
    {
      subtitle: 'Le complément idéal',
      title: 'Pour toutes nos pergolas',
      description:
        'Les stores coffre s’intègrent à nos pergolas bioclimatiques, au Rolling Roof et au Rolling Roof Plus, dès la conception ou en ajout ultérieur. Ils peuvent aussi équiper de nombreuses pergolas existantes après une visite technique.',
      italicInfo: 'Coffres et coulisses assortis à la teinte de la structure.',
      ctaText: 'Découvrir nos pergolas',
      ctaLink: '/pergolas',
      image: '/images/produits/stores-coffre-de-pergolas.jpg',
      alt: 'Illustration d’une pergola bioclimatique équipée de stores à coulisse sur ses deux côtés exposés',
      reverseLayout: false,
    },
  ],
  faqSection: {
    subtitle: 'Vos questions',
    title: 'Foire aux Questions (FAQ)',
    description: 'Nos réponses pour bien choisir et utiliser vos stores coffre à coulisse de pergola.',
  },
  faqData: [
    {
      question: '1. Qu’est-ce qu’un store à coulisse, ou store «\u00a0zip\u00a0»\u00a0?',
      answer:
        'C’est un store vertical dont les bords de toile portent une fermeture à glissière qui court dans des coulisses latérales. La toile est ainsi tenue sur toute sa hauteur, ce qui la rend bien plus stable au vent qu’un store classique à câbles et supprime les jours sur les côtés.',
    },
    {
      question: '2. Peut-on laisser les stores baissés par grand vent\u00a0?',
      answer:
        'Les stores à coulisse supportent un vent soutenu bien mieux qu’un store ordinaire, mais pas les tempêtes. Au-delà du seuil réglé, le capteur de vent les remonte automatiquement dans leur coffre. Nous réglons ce seuil selon l’exposition de votre terrasse.',
    },
    {
      question: '3. Les stores protègent-ils vraiment des insectes\u00a0?',
      answer:
        'Une fois descendus, les bords de toile sont prisonniers des coulisses et la barre basse repose sur le sol, ce qui ferme les passages. Avec une toile micro-perforée, l’effet est celui d’une grande moustiquaire. Pour une étanchéité parfaite, le sol doit être plan sous la barre de charge.',
    },
    {
      question: '4. Voit-on à travers une toile screen\u00a0?',
      answer:
        'Oui, de l’intérieur vers l’extérieur, surtout lorsqu’il fait plus clair dehors. De l’extérieur, la toile préserve largement l’intimité en journée. Le soir, avec l’éclairage allumé sous la pergola, une toile occultante est préférable si vous voulez rester à l’abri des regards.',
    },
    {
      question: '5. Peut-on équiper une pergola qui n’a pas été posée par vos soins\u00a0?',
      answer:
        'Souvent, oui. Il faut que les poteaux et la poutre puissent recevoir les coulisses et le coffre, et que les côtés soient bien d’aplomb. Notre technicien vérifie ces points et prend les mesures exactes lors de sa visite.',
    },
    {
      question: '6. Quelles dimensions sont possibles\u00a0?',
      answer:
        'Un store peut atteindre environ 5\u00a0m de large et 3\u00a0m de haut, selon la toile choisie. Pour un côté plus long, on installe deux stores séparés par une coulisse commune, pilotables ensemble ou séparément.',
    },
    {
      question: '7. Les stores fonctionnent-ils sans électricité\u00a0?',
      answer:
        'La version standard est motorisée et nécessite une alimentation, en général déjà présente pour la pergola. Une version à manivelle existe pour les petites largeurs ou les pergolas sans alimentation électrique.',
    },
    {
      question: '8. Comment entretenir la toile\u00a0?',
      answer:
        'Un dépoussiérage à la brosse douce et un rinçage à l’eau claire une à deux fois par an suffisent. Laissez sécher la toile déroulée avant de la remonter dans le coffre. Contrôlez aussi que rien n’obstrue les coulisses.',
    },
    {
      question: '9. Comment choisir la couleur des stores\u00a0?',
      answer:
        'Coffres et coulisses sont thermolaqués dans plus de 200\u00a0teintes, généralement celle de la pergola. Les toiles ont leur propre gamme de coloris. Téléchargez notre nuancier en PDF ou demandez des échantillons lors de la visite technique.',
    },
    {
      question: '10. Quels sont les délais de fabrication et de pose\u00a0?',
      answer:
        'Les stores sont fabriqués sur mesure et posés 2 à 4\u00a0semaines après la confirmation de commande. Leur installation sur une pergola existante se fait en général en une journée. Commandés avec une pergola neuve, ils sont posés en même temps qu’elle.',
    },
  ],
  reviews: [],
  seo: {
    title: 'Stores coffre à coulisse pour pergola en Suisse',
    description:
      'Stores verticaux à coulisse pour pergola\u00a0: toile tenue dans ses glissières, résistante au vent, contre soleil, regards et insectes. Plus de 200\u00a0couleurs.',
    keywords: [
      'store coffre à coulisse',
      'store zip pergola',
      'store vertical pergola',
      'store latéral pergola',
      'toile screen',
      'store pergola Genève',
    ],
    category: 'Pergolas',
    brand: 'Lumina Terrasses',
    manufacturer: 'Lumina Terrasses',
    availability: 'InStock',
    currency: 'CHF',
  },
});
