import { navLinks, solutionsMenu } from '@/content/navigation';

export type MainSection = { label: string; href: string; description: string };

/** One line under each main navigation link; the categories list their own products instead. */
const DESCRIPTIONS: Record<string, string> = {
  '/': 'Nos solutions, nos chiffres et les avis de nos clients',
  '/solutions': 'Toute notre gamme, de la pergola à la pompe à chaleur',
  '/conseils': 'Guides, budgets et conseils de pose',
  '/realisations': 'Projets réalisés en Suisse et en France',
  '/contact': 'Devis gratuit et sans engagement',
};

/**
 * The site's sections for visitors who are lost (404) or have not searched yet (/rechercher):
 * the main navigation with "Nos Solutions" followed by its four categories, all read from
 * content/navigation.ts. Computed on the server and handed to client components as props,
 * so the content modules (and zod) stay out of the browser bundle.
 */
export const mainSections: readonly MainSection[] = navLinks.flatMap((link) => {
  const own = { label: link.text, href: link.url, description: DESCRIPTIONS[link.url] ?? '' };
  if (!link.hasDropdown) return [own];
  return [
    own,
    ...solutionsMenu.map((category) => ({
      label: category.category,
      href: category.categoryUrl,
      description: category.items.map((item) => item.label).join(', '),
    })),
  ];
});
