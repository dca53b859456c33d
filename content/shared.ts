import { z } from 'zod';
import { bannerSchema, parseContent, qualityItemSchema, sectionHeadingSchema, serviceTileSchema } from './schema';
import { site } from './site';

/**
 * Blocks repeated on several pages: the four-item quality strip, the quote
 * banner and the services showcase.
 */

const { yearsOfExperience } = site.claims;

export const qualityItems = parseContent('content/shared.ts', z.array(qualityItemSchema).length(4), [
  {
    id: 'devis',
    icon: 'devis',
    iconAlt: 'Icône de devis gratuit',
    title: 'Devis Gratuit',
    description:
      'Une étude de votre projet et un **devis gratuit et sans engagement**, établis après échange avec un conseiller.',
  },
  {
    id: 'satisfaction',
    icon: 'satisfaction',
    iconAlt: 'Icône de satisfaction garantie',
    title: 'Satisfaction Garantie',
    description:
      'Nous suivons chaque chantier jusqu’à la réception et restons à vos côtés tant que vous n’êtes pas **pleinement satisfait**.',
  },
  {
    id: 'expertise',
    icon: 'expertise',
    iconAlt: 'Icône d’expertise professionnelle',
    title: 'Expertise Professionnelle',
    description: `**Plus de ${yearsOfExperience} ans d’expérience** dans la conception et la pose de structures en aluminium et en verre.`,
  },
  {
    id: 'assistance',
    icon: 'assistance',
    iconAlt: 'Icône d’assistance continue',
    title: 'Assistance Continue',
    description:
      'Après la pose, notre **service après-vente** reste joignable pour l’entretien, les réglages et vos questions.',
  },
]);

export const quoteBanner = parseContent('content/shared.ts', bannerSchema, {
  title: 'Obtenez Votre Devis Gratuitement Aujourd’hui !',
  subtitle:
    'Décrivez-nous votre projet : nous vous adressons un devis gratuit et sans engagement, avec une première réponse sous 48 h.',
  cta: { label: 'Demander mon devis gratuit', link: '/contact' },
  backgroundImage: {
    src: '/images/banniere-devis.jpg',
    alt: 'Terrasse équipée d’une pergola bioclimatique en aluminium anthracite, baignée par la lumière de fin d’après-midi',
  },
});

export const serviceTiles = parseContent('content/shared.ts', z.array(serviceTileSchema).length(4), [
  {
    title: 'Pergolas',
    image: {
      src: '/images/categories/pergolas.jpg',
      alt: 'Pergola bioclimatique à lames orientables couvrant une terrasse meublée',
    },
    description:
      'Pergolas bioclimatiques, toiles rétractables et stores intégrés pour profiter de votre terrasse en toute saison.',
    link: '/pergolas',
  },
  {
    title: 'Carports',
    image: {
      src: '/images/categories/carports.jpg',
      alt: 'Carport en V en aluminium abritant une voiture devant une maison',
    },
    description:
      'Des carports en aluminium au design épuré, en version classique ou équipés de panneaux solaires et d’une borne de recharge.',
    link: '/carports',
  },
  {
    title: 'Vitrage',
    image: {
      src: '/images/categories/vitrage.jpg',
      alt: 'Terrasse fermée par des murs de verre coulissants donnant sur un jardin',
    },
    description:
      'Murs de verre coulissants, fenêtres guillotine et toits en verre rétractables pour fermer votre terrasse sans perdre la lumière.',
    link: '/vitrage',
  },
  {
    title: 'Énergie Solaire',
    image: {
      src: '/images/categories/energie-solaire.jpg',
      alt: 'Panneaux solaires sur un carport et pompe à chaleur installée le long d’une maison',
    },
    description:
      'Panneaux solaires, pompes à chaleur et bornes de recharge pour produire et consommer votre propre énergie.',
    link: '/energie-solaire',
  },
]);

export const servicesHeading = parseContent('content/shared.ts', sectionHeadingSchema, {
  subtitle: 'Nos domaines',
  title: 'Des solutions pour chaque extérieur',
  description:
    'De la terrasse au garage, nous concevons et posons des structures sur mesure qui s’accordent avec votre maison.',
});
