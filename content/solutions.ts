import { z } from 'zod';
import { heroSchema, imageParagraphSchema, pageMetadataSchema, parseContent } from './schema';

/** /solutions: hero, three image-and-text blocks, banner, quality strip (spec section 2, "/solutions"). */
const source = 'content/solutions.ts';

export const solutionsMetadata = parseContent(source, pageMetadataSchema, {
  title: 'Nos solutions pour terrasse, carport et vitrage',
  description:
    'Pergolas sur mesure, carports modernes et vitrages pour terrasses en Suisse romande et en Auvergne. Plus de 20 ans d’expérience, devis gratuit.',
  keywords: [
    'pergola sur mesure',
    'carport aluminium',
    'vitrage terrasse',
    'aménagement extérieur Genève',
    'pergola bioclimatique Suisse',
    'murs de verre',
  ],
  imageAlt: 'Terrasse contemporaine couverte d’une pergola en aluminium',
});

export const solutionsHero = parseContent(source, heroSchema, {
  subtitle: 'Nos Solutions',
  title: 'Des aménagements extérieurs pensés pour durer',
  description:
    'Pergolas, carports et vitrages : chaque projet est conçu sur mesure par nos équipes de Chêne-Bourg et de Clermont-Ferrand, fabriqué à vos dimensions et posé par nos soins, 2 à 4 semaines après la confirmation de commande.',
  cta: { label: 'Demander un devis gratuit', link: '/contact' },
  image: {
    src: '/images/home/hero.jpg',
    alt: 'Maison contemporaine et sa terrasse couverte d’une pergola en aluminium, dans la lumière du soir',
  },
});

export const solutionsBlocks = parseContent(source, z.array(imageParagraphSchema).length(3), [
  {
    subtitle: 'Pergolas sur mesure',
    title: 'Votre terrasse, à l’ombre ou au soleil, selon vos envies',
    description: `Pergola bioclimatique à lames orientables, pergola rétractable, toile tendue ou Rolling Roof : nous dessinons la structure qui convient à votre terrasse, à votre exposition et à l’architecture de votre maison, de Cologny à Chamalières.

- Aluminium thermolaqué, plus de 200 couleurs
- Stores latéraux, éclairage LED et capteurs météo en option
- Structure dimensionnée pour la neige et le vent de votre région`,
    italicInfo: 'Plus de 1000 installations réalisées en Europe.',
    ctaText: 'Découvrir nos pergolas',
    ctaLink: '/pergolas',
    image: {
      src: '/images/categories/pergolas.jpg',
      alt: 'Pergola bioclimatique anthracite à lames orientables sur une terrasse dallée',
    },
    reverseLayout: false,
  },
  {
    subtitle: 'Carports modernes',
    title: 'Des abris élégants pour vos véhicules',
    description: `Carport en V aux lignes épurées ou carport solaire qui produit votre électricité : nos carports en aluminium protègent vos voitures de la grêle, de la neige et du soleil, et accueillent une borne de recharge pour votre véhicule électrique.

- Pose en 1 à 2 jours pour un carport V
- Carport solaire installé en quelques jours à une semaine
- Borne de 7 kW ou borne rapide selon vos besoins`,
    ctaText: 'Découvrir nos carports',
    ctaLink: '/carports',
    image: {
      src: '/images/categories/carports.jpg',
      alt: 'Carport en aluminium à toiture en V abritant une voiture devant une maison',
    },
    reverseLayout: true,
  },
  {
    subtitle: 'Solutions de vitrage',
    title: 'Fermez votre terrasse sans perdre la vue',
    description: `Murs de verre coulissants, toits en verre rétractables et fenêtres guillotine : nos vitrages sur mesure transforment une terrasse ou une pergola en espace abrité et lumineux, que vous ouvrez entièrement dès que le temps le permet.

- Verre de sécurité trempé ou feuilleté
- Manœuvre manuelle ou motorisée
- Idéal pour les maisons comme pour les restaurants et hôtels`,
    ctaText: 'Découvrir nos vitrages',
    ctaLink: '/vitrage',
    image: {
      src: '/images/categories/vitrage.jpg',
      alt: 'Terrasse fermée par des murs de verre coulissants sous une pergola',
    },
    reverseLayout: false,
  },
]);
