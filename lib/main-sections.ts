import { navDescriptions, navLinks } from '@/content/navigation';
import { solutionsMenu } from './content';

export type MainSection = { label: string; href: string; description: string };

/**
 * The site's sections for visitors who are lost (404) or have not searched yet (/rechercher):
 * the main navigation with "Nos Solutions" followed by its four categories, all read from
 * content/navigation.ts and the menu derived from the content files. Computed on the server and handed to client components as props,
 * so the content modules (and zod) stay out of the browser bundle.
 */
export const mainSections: readonly MainSection[] = navLinks.flatMap((link) => {
  const own = { label: link.text, href: link.url, description: navDescriptions[link.url] ?? '' };
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
