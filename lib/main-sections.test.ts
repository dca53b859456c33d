import { navDescriptions, navLinks } from '@/content/navigation';
import { solutionsMenu } from './content';
import { mainSections } from './main-sections';

describe('mainSections', () => {
  it('follows the main navigation, with the four categories right after "Nos Solutions"', () => {
    expect(mainSections.map((s) => s.label)).toEqual([
      'Accueil',
      'Nos Solutions',
      ...solutionsMenu.map((category) => category.category),
      'Idées & Conseils',
      'Nos Réalisations',
      'Contact',
    ]);
    expect(new Set(mainSections.map((s) => s.href)).size).toBe(mainSections.length);
    for (const link of navLinks)
      expect(mainSections).toContainEqual(expect.objectContaining({ label: link.text, href: link.url }));
  });

  it('describes each category with its own products and every other section with a line', () => {
    for (const category of solutionsMenu) {
      const section = mainSections.find((s) => s.href === category.categoryUrl);
      expect(section?.description).toBe(category.items.map((item) => item.label).join(', '));
    }
    expect(mainSections.every((s) => s.description.length > 10)).toBe(true);
    // A description for every navigation link, and none for a page that is not in the navigation.
    expect(Object.keys(navDescriptions).sort()).toEqual(navLinks.map((link) => link.url).sort());
  });
});
