import { z } from 'zod';
import { navLinkSchema, parseContent } from './schema';

/** Main navigation, in the header and the footer (spec section 2, "Header"). */
export const navLinks = parseContent('content/navigation.ts (navLinks)', z.array(navLinkSchema).length(5), [
  { text: 'Accueil', url: '/', hasDropdown: false },
  { text: 'Nos Solutions', url: '/solutions', hasDropdown: true },
  { text: 'Idées & Conseils', url: '/conseils', hasDropdown: false },
  { text: 'Nos Réalisations', url: '/realisations', hasDropdown: false },
  { text: 'Contact', url: '/contact', hasDropdown: false },
]);

/* The "Nos Solutions" menu is derived from the product and category files: lib/site-model.ts. */

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
