import { z } from 'zod';
import {
  beforeAfterSchema,
  heroSchema,
  imageParagraphSchema,
  logoItemSchema,
  markdown,
  pageMetadataSchema,
  parseContent,
  partnerSchema,
  projectCardSchema,
  reviewSchema,
  sectionHeadingSchema,
  statisticSchema,
} from './schema';
import { site } from './site';
// Made-up clients: every logo of the strip is an example until the company supplies real ones. A JSON file
// because placeholder-illustrations/brand/logos.mjs draws the logos from the same names and cannot import TypeScript.
import partnerNames from './partner-names.json';

/**
 * Home page content (spec section 2, "Home"), in the order the sections
 * appear on the page. Figures come from `site.claims`.
 */

const SOURCE = 'content/home.ts';

// The FAQ is long enough for a file of its own; the page reads it from here with the other sections.
export { homeFaq, homeFaqSection } from './home-faq';
const { yearsOfExperience, installations, colours } = site.claims;
const [officeCH, officeFR] = site.offices;
const officeCHCity = officeCH?.city ?? 'Chêne-Bourg';
const officeFRCity = officeFR?.city ?? 'Clermont-Ferrand';

/* ------------------------------------------------------------------ */
/* Metadata                                                            */
/* ------------------------------------------------------------------ */

export const homeMetadata = parseContent(SOURCE, pageMetadataSchema, {
  title: 'Pergolas, carports et énergie solaire en Suisse',
  description:
    'Pergolas bioclimatiques, carports, murs de verre, panneaux solaires et pompes à chaleur sur mesure en Suisse romande et en Auvergne. Devis gratuit.',
  keywords: [
    'pergola bioclimatique',
    'pergola Genève',
    'carport solaire',
    'murs de verre',
    'panneaux solaires',
    'pompe à chaleur',
    'borne de recharge',
    'Suisse romande',
  ],
});

/* ------------------------------------------------------------------ */
/* Hero                                                                */
/* ------------------------------------------------------------------ */

export const homeHero = parseContent(SOURCE, heroSchema, {
  subtitle: 'Pergolas, carports, vitrage et énergie solaire sur mesure',
  title: 'Votre terrasse, sublimée toute l’année',
  description: `Nous concevons et posons des structures en aluminium et en verre qui prolongent votre maison, de ${officeCHCity} à ${officeFRCity}. Parlez-nous de votre projet, le devis est offert.`,
  cta: { label: 'Demander un devis gratuit', link: '/contact' },
  image: {
    src: '/images/home/hero.jpg',
    alt: 'Terrasse d’une maison contemporaine couverte d’une pergola bioclimatique anthracite, avec salon de jardin, au coucher du soleil',
  },
});

/* ------------------------------------------------------------------ */
/* Intro                                                               */
/* ------------------------------------------------------------------ */

export const homeIntro = parseContent(SOURCE, sectionHeadingSchema, {
  subtitle: 'Qui sommes-nous',
  title: 'Un seul interlocuteur, de l’idée à la pose',
  description: `Plus de ${yearsOfExperience} ans d’expérience et plus de ${installations} installations en Europe au service de votre extérieur.`,
});

export const homeIntroParagraphs = parseContent(SOURCE, z.array(markdown).min(2), [
  `**${site.name}** conçoit et installe sur mesure des pergolas, des carports, des vitrages et des équipements d’énergie solaire pour les particuliers comme pour les professionnels. Forte de **plus de ${yearsOfExperience} ans d’expérience**, notre équipe a réalisé **plus de ${installations} installations en Europe**, de la petite terrasse de ville au domaine viticole.`,
  `Nos deux bureaux, à **${officeCHCity}** près de Genève et à **${officeFRCity}**, suivent chaque projet _clé en main_ : visite et prise de mesures, conception, choix des finitions parmi plus de ${colours} couleurs, aide aux démarches administratives, puis pose par nos propres équipes. Vous gardez un seul interlocuteur du premier échange jusqu’au service après-vente.`,
]);

/* ------------------------------------------------------------------ */
/* Four image-and-text blocks                                          */
/* ------------------------------------------------------------------ */

export const homeBlocks = parseContent(SOURCE, z.array(imageParagraphSchema).length(4), [
  {
    subtitle: 'Pergolas',
    title: 'Profitez de votre terrasse en toute saison',
    description:
      'Une **pergola bioclimatique** à lames orientables règle la lumière et la ventilation d’un simple geste et vous protège de la pluie. Préférez-vous la souplesse d’une **toile rétractable** ou d’un **Rolling Roof** ? Chaque structure est dessinée aux dimensions de votre terrasse et peut recevoir des stores coffre à coulisse.',
    italicInfo: `Structures en aluminium disponibles dans plus de ${colours} couleurs.`,
    ctaText: 'Découvrir nos pergolas',
    ctaLink: '/pergolas',
    image: {
      src: '/images/categories/pergolas.jpg',
      alt: 'Pergola bioclimatique en aluminium anthracite aux lames orientables au-dessus d’une terrasse meublée',
    },
    reverseLayout: false,
  },
  {
    subtitle: 'Carports',
    title: 'Un abri élégant pour vos véhicules',
    description:
      'Nos **carports en V** en aluminium protègent vos voitures de la grêle, de la neige et du soleil, sans alourdir l’architecture de votre maison. En version **carport solaire**, la toiture produit votre électricité et alimente une **borne de recharge** pour véhicule électrique.',
    italicInfo: 'Sur mesure, pour une ou plusieurs places de stationnement.',
    ctaText: 'Découvrir nos carports',
    ctaLink: '/carports',
    image: {
      src: '/images/categories/carports.jpg',
      alt: 'Carport en V en aluminium abritant une voiture devant une maison individuelle',
    },
    reverseLayout: true,
  },
  {
    subtitle: 'Vitrage',
    title: 'Fermez votre terrasse, gardez la lumière',
    description:
      'Les **murs de verre coulissants** transforment une terrasse couverte en véranda ouverte ou fermée selon la météo. Complétez-les d’une **fenêtre guillotine** pour une cuisine d’extérieur ou d’un **toit en verre rétractable** pour retrouver le ciel dès les beaux jours.',
    ctaText: 'Découvrir nos vitrages',
    ctaLink: '/vitrage',
    image: {
      src: '/images/categories/vitrage.jpg',
      alt: 'Terrasse fermée par des murs de verre coulissants avec vue sur un jardin arboré',
    },
    reverseLayout: false,
  },
  {
    subtitle: 'Énergie Solaire',
    title: 'Produisez et consommez votre propre énergie',
    description:
      'Nous dimensionnons et installons des **panneaux solaires**, des **pompes à chaleur** et des **bornes de recharge** qui fonctionnent ensemble. Votre production solaire chauffe votre maison et recharge votre voiture, pour une facture d’énergie plus maîtrisée.',
    italicInfo: 'Panneaux solaires avec garantie de performance de 25 ans.',
    ctaText: 'Découvrir l’énergie solaire',
    ctaLink: '/energie-solaire',
    image: {
      src: '/images/categories/energie-solaire.jpg',
      alt: 'Panneaux solaires sur le toit d’un carport et pompe à chaleur installée contre la façade d’une maison',
    },
    reverseLayout: true,
  },
]);

/* ------------------------------------------------------------------ */
/* Partners and statistics                                             */
/* ------------------------------------------------------------------ */

export const partnersSection = parseContent(SOURCE, sectionHeadingSchema, {
  subtitle: 'Nos partenaires',
  title: 'Des fournisseurs choisis avec exigence',
  description:
    'Profilés en aluminium, verre de sécurité, modules solaires : nous travaillons avec des fabricants reconnus pour la qualité et la durabilité de leurs composants.',
});

/** Made-up suppliers (`example: true`) until the company names its own. */
export const partners = parseContent(SOURCE, z.array(partnerSchema).length(3), [
  { name: 'Alustra', logo: { src: '/images/partenaires/partenaire-01.svg', alt: 'Logo Alustra' }, example: true },
  { name: 'Verralp', logo: { src: '/images/partenaires/partenaire-02.svg', alt: 'Logo Verralp' }, example: true },
  {
    name: 'Soltec Romandie',
    logo: { src: '/images/partenaires/partenaire-03.svg', alt: 'Logo Soltec Romandie' },
    example: true,
  },
]);

export const statistics = parseContent(SOURCE, z.array(statisticSchema).length(2), [
  {
    number: `+${yearsOfExperience} ANS`,
    subtitle: 'd’expérience',
    description:
      'Un savoir-faire acquis sur des terrasses, jardins et parkings de toutes tailles, en Suisse comme en France.',
  },
  {
    number: `+${installations}`,
    subtitle: 'installations en Europe',
    description:
      'Pergolas, carports, vitrages et installations solaires posés par nos équipes chez des particuliers et des professionnels.',
  },
]);

/* ------------------------------------------------------------------ */
/* Logo strip                                                          */
/* ------------------------------------------------------------------ */

export const logoStrip = parseContent(
  SOURCE,
  z.object({ title: z.string().trim().min(1), logos: z.array(logoItemSchema).length(28) }),
  {
    title: 'Ils nous ont fait confiance',
    logos: partnerNames.map((name, index) => ({
      src: `/images/partenaires/partenaire-${String(index + 1).padStart(2, '0')}.svg`,
      alt: `Logo ${name}`,
      width: 240,
      height: 80,
      example: true,
    })),
  },
);

/* ------------------------------------------------------------------ */
/* Before / after                                                      */
/* ------------------------------------------------------------------ */

export const beforeAfter = parseContent(SOURCE, beforeAfterSchema, {
  heading: {
    subtitle: 'Avant / Après',
    title: 'La même terrasse, une autre vie',
    description:
      'Faites glisser le curseur pour découvrir comment une pergola bioclimatique transforme une dalle exposée au soleil en pièce à vivre extérieure.',
  },
  before: {
    src: '/images/home/terrasse-avant.jpg',
    alt: 'Terrasse nue en dalles de pierre devant une maison, sans protection contre le soleil ni la pluie',
  },
  after: {
    src: '/images/home/terrasse-apres.jpg',
    alt: 'La même terrasse couverte d’une pergola bioclimatique anthracite, avec salon de jardin et plantes',
  },
});

/* ------------------------------------------------------------------ */
/* Projects                                                            */
/* ------------------------------------------------------------------ */

export const projectsSection = parseContent(SOURCE, sectionHeadingSchema, {
  subtitle: 'Nos réalisations',
  title: 'Quelques projets récents',
  description:
    'Chaque chantier est unique. Voici quelques installations réalisées par nos équipes en Suisse romande et en Auvergne.',
});

export const projectCards = parseContent(SOURCE, z.array(projectCardSchema).length(4), [
  {
    image: {
      src: '/images/projets/projet-1.jpg',
      alt: 'Pergola bioclimatique blanche aux lames orientables dans le jardin d’une villa',
    },
    title: 'Pergola bioclimatique à Cologny',
    link: '/realisations',
  },
  {
    image: {
      src: '/images/projets/projet-2.jpg',
      alt: 'Carport solaire en aluminium abritant deux voitures, panneaux photovoltaïques sur la toiture',
    },
    title: 'Carport solaire à Nyon',
    link: '/realisations',
  },
  {
    image: {
      src: '/images/projets/projet-3.jpg',
      alt: 'Terrasse couverte entièrement fermée par des murs de verre coulissants',
    },
    title: 'Murs de verre à Chêne-Bourg',
    link: '/realisations',
  },
  {
    image: {
      src: '/images/projets/projet-4.jpg',
      alt: 'Pergola à toile rétractable beige installée au bord d’une piscine',
    },
    title: 'Pergola toile à Chamalières',
    link: '/realisations',
  },
]);

/* ------------------------------------------------------------------ */
/* Reviews                                                             */
/* ------------------------------------------------------------------ */

export const reviewsSection = parseContent(SOURCE, sectionHeadingSchema, {
  subtitle: 'Avis clients',
  title: 'Ce que nos clients en disent',
  description: 'Des particuliers de Suisse romande et d’Auvergne racontent leur projet avec nous.',
});

export const homeReviews = parseContent(SOURCE, z.array(reviewSchema).length(5), [
  {
    name: 'Claire M.',
    product: 'Pergola bioclimatique',
    text: 'Notre pergola bioclimatique à Genève a changé notre façon de vivre la terrasse : nous y déjeunons d’avril à octobre, même sous la pluie. L’équipe a été ponctuelle et le chantier laissé impeccable.',
    rating: 5,
  },
  {
    name: 'Thomas R.',
    product: 'Carport solaire',
    text: 'Nous avons fait poser un carport solaire pour nos deux voitures à Nyon. Le conseiller a bien pris le temps d’expliquer la production attendue, et le résultat est aussi esthétique que pratique.',
    rating: 5,
  },
  {
    name: 'Sophie L.',
    product: 'Murs de verre',
    text: 'Les murs de verre coulissants ont transformé notre terrasse de Lausanne en véritable jardin d’hiver. Les panneaux glissent sans effort et la vue sur le lac reste entière.',
    rating: 5,
  },
  {
    name: 'Marc D.',
    product: 'Pompe à chaleur',
    text: 'Remplacement de notre vieille chaudière à mazout par une pompe à chaleur dans notre maison de Chêne-Bourg. Devis clair, installation soignée et un suivi sérieux après la mise en service.',
    rating: 5,
  },
  {
    name: 'Nathalie B.',
    product: 'Borne de recharge',
    text: 'Installation d’une borne de recharge à notre domicile près de Clermont-Ferrand, réalisée en une matinée. Les techniciens ont tout expliqué et la voiture est chargée chaque matin.',
    rating: 5,
  },
]);

/* ------------------------------------------------------------------ */
/* Blog teaser and closing call to action                              */
/* ------------------------------------------------------------------ */

export const blogTeaser = parseContent(SOURCE, sectionHeadingSchema, {
  subtitle: 'Idées & Conseils',
  title: 'Nos conseils pour préparer votre projet',
  description:
    'Choix des matériaux, démarches, entretien, économies d’énergie : nos articles vous aident à y voir clair avant de vous lancer.',
});
