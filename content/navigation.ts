import { z } from 'zod';
import { dropdownCategorySchema, navLinkSchema, parseContent } from './schema';

/** Main navigation, in the header and the footer (spec section 2, "Header"). */
export const navLinks = parseContent('content/navigation.ts (navLinks)', z.array(navLinkSchema).length(5), [
  { text: 'Accueil', url: '/', hasDropdown: false },
  { text: 'Nos Solutions', url: '/solutions', hasDropdown: true },
  { text: 'Idées & Conseils', url: '/conseils', hasDropdown: false },
  { text: 'Nos Réalisations', url: '/realisations', hasDropdown: false },
  { text: 'Contact', url: '/contact', hasDropdown: false },
]);

/** The "Nos Solutions" mega-menu: four categories, labels and order as the spec lists them. */
export const solutionsMenu = parseContent(
  'content/navigation.ts (solutionsMenu)',
  z.array(dropdownCategorySchema).length(4),
  [
    {
      category: 'Pergolas',
      categoryUrl: '/pergolas',
      items: [
        { label: 'Rolling Roof', url: '/products/rolling-roof' },
        { label: 'Pergola Bioclimatique', url: '/products/pergolas-bioclimatique' },
        { label: 'Pergola Toile Rétractable', url: '/products/pergola-toile' },
        { label: 'Pergolas Bioclimatique Rétractable', url: '/products/rolling-roof-plus' },
        { label: 'Stores Coffre à Coulisse de Pergolas', url: '/products/stores-coffre-de-pergolas' },
      ],
    },
    {
      category: 'Carports',
      categoryUrl: '/carports',
      items: [
        { label: 'Carports V', url: '/products/carports-v' },
        { label: 'Carports Solaire', url: '/products/carports-solaire' },
        { label: 'Borne de recharge électrique', url: '/products/borne-recharge-electrique' },
      ],
    },
    {
      category: 'Vitrage',
      categoryUrl: '/vitrage',
      items: [
        { label: 'Murs de Verre', url: '/products/murs-de-verre' },
        { label: 'Fenêtre Guillotine', url: '/products/fenetre-guillotine' },
        { label: 'Toit en Verre Retractable', url: '/products/toit-en-verre-retractable' },
      ],
    },
    {
      category: 'Énergie Solaire',
      categoryUrl: '/energie-solaire',
      items: [
        { label: 'Panneaux Solaires', url: '/energie-solaire' },
        { label: 'Pompes à Chaleur', url: '/products/pompes-a-chaleur' },
        { label: 'Carports Solaire', url: '/products/carports-solaire' },
        { label: 'Borne de recharge électrique', url: '/products/borne-recharge-electrique' },
      ],
    },
  ],
);

/**
 * One line under each main navigation link where the site lists its sections (404, /rechercher);
 * the four categories are described by their own products instead (lib/main-sections.ts).
 */
export const navDescriptions = parseContent(
  'content/navigation.ts (navDescriptions)',
  z.record(z.string().regex(/^\//), z.string().min(10)),
  {
    '/': 'Nos solutions, nos chiffres et les avis de nos clients',
    '/solutions': 'Toute notre gamme, de la pergola à la pompe à chaleur',
    '/conseils': 'Guides, budgets et conseils de pose',
    '/realisations': 'Projets réalisés en Suisse et en France',
    '/contact': 'Devis gratuit et sans engagement',
  },
);

export const legalLinks = [
  { text: 'Mentions Légales', url: '/mentions-legales' },
  { text: 'Politique de confidentialité', url: '/politique-confidentialite' },
  { text: 'Rechercher', url: '/rechercher' },
] as const;
