import { articleFiles, categoryFiles, productFiles } from '@/content/collections';
import { homeFaq } from '@/content/home';
import type { Product } from '@/content/schema';
import { site } from '@/content/site';
import { getArticles, productKeys, solutionsMenu } from './content';
import { search } from './search';
import { buildSearchIndex } from './search-index';
import { buildSiteModel, type ContentFiles } from './site-model';
import { hasGeneratedOgImage, sitemapRoutes } from './sitemap';
import { pergolaFixture } from '@/test/fixtures/pergola-fixture';

const siteFiles: ContentFiles = { products: productFiles, categories: categoryFiles, articles: articleFiles };

describe('buildSiteModel on the content files', () => {
  it('is what the site renders (lib/content.ts)', () => {
    const model = buildSiteModel(siteFiles);
    expect(model.productKeys).toEqual(productKeys);
    expect(model.solutionsMenu).toEqual(solutionsMenu);
    expect(model.articles).toEqual(getArticles());
  });

  it('orders products by category, then by menu.order, whatever the order of the files', () => {
    const reversed = Object.fromEntries(Object.entries(productFiles).reverse());
    expect(buildSiteModel({ ...siteFiles, products: reversed }).productKeys).toEqual(productKeys);
    const model = buildSiteModel(siteFiles);
    const rank = (key: string) => model.categoryKeys.indexOf(productFiles[key]?.category ?? '');
    const ranks = model.productKeys.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('orders articles newest first from their dates, whatever the order of the files', () => {
    const reversed = Object.fromEntries(Object.entries(articleFiles).reverse());
    const slugs = (files: ContentFiles) => buildSiteModel(files).articles.map((article) => article.slug);
    expect(slugs({ ...siteFiles, articles: reversed })).toEqual(slugs(siteFiles));
  });

  it('lists each product once in the product groups, under its own category', () => {
    const { productGroups } = buildSiteModel(siteFiles);
    expect(productGroups.flatMap((group) => group.products.map((product) => product.key)).sort()).toEqual(
      [...productKeys].sort(),
    );
    for (const group of productGroups) {
      for (const product of group.products) {
        expect(productFiles[product.key]?.category).toBe(group.key);
      }
    }
  });
});

describe('a 13th product file (test/fixtures/pergola-fixture.ts)', () => {
  const model = buildSiteModel({ ...siteFiles, products: { ...productFiles, 'pergola-fixture': pergolaFixture } });
  const path = '/products/pergola-fixture';

  it('takes its place in the product list: after the pergolas of lower menu.order, before the carports', () => {
    expect(model.productKeys).toHaveLength(productKeys.length + 1);
    expect(model.productKeys.indexOf('pergola-fixture')).toBe(
      model.productKeys.indexOf('stores-coffre-de-pergolas') + 1,
    );
    expect(model.productKeys.indexOf('carports-v')).toBe(model.productKeys.indexOf('pergola-fixture') + 1);
  });

  it('appears in the "Nos Solutions" menu under its category and under the categories of menu.alsoIn', () => {
    const column = (name: string) => model.solutionsMenu.find((c) => c.category === name)?.items ?? [];
    expect(column('Pergolas').at(-1)).toEqual({ label: 'Pergola Fixture', url: path });
    expect(column('Vitrage').at(-1)).toEqual({ label: 'Pergola Fixture', url: path });
    expect(column('Carports').map((item) => item.url)).not.toContain(path);
  });

  it('is in its category’s product list and in the product groups once', () => {
    expect(model.categoryProducts('pergolas').map((product) => product.key)).toContain('pergola-fixture');
    const grouped = model.productGroups.flatMap((group) => group.products.map((p) => `${group.key}/${p.key}`));
    expect(grouped.filter((entry) => entry.endsWith('/pergola-fixture'))).toEqual(['pergolas/pergola-fixture']);
  });

  it('is found by the site search, with its FAQ answers', () => {
    const index = buildSearchIndex({ ...model, homeFaq });
    expect(index.filter((doc) => doc.url === path).map((doc) => doc.type)).toEqual([
      'product',
      ...Array(10).fill('faq'),
    ]);
    expect(search(index, 'XYLOPHONIQUE').map((result) => result.url)).toEqual([path]);
  });

  it('is in the sitemap and gets a generated Open Graph image', () => {
    const routes = sitemapRoutes({ ...model, updatedAt: site.contentUpdatedAt }).map((route) => route.path);
    expect(routes).toContain(path);
    expect(routes.indexOf(path)).toBe(routes.indexOf('/products/stores-coffre-de-pergolas') + 1);
    expect(hasGeneratedOgImage(path, model.categoryKeys)).toBe(true);
  });
});

describe('buildSiteModel refuses inconsistent files', () => {
  const withProduct = (file: string, product: Product) =>
    buildSiteModel({ ...siteFiles, products: { ...productFiles, [file]: product } });

  it('names a file whose key is not its file name', () => {
    expect(() => withProduct('autre-nom', pergolaFixture)).toThrow(
      'content/products/autre-nom.md: la clé « pergola-fixture » doit être le nom du fichier « autre-nom »',
    );
  });

  it('refuses two products at the same menu.order of one category', () => {
    const clash = { ...pergolaFixture, menu: { ...pergolaFixture.menu, order: 2 } };
    expect(() => withProduct('pergola-fixture', clash)).toThrow(/menu\.order: « 2 » apparaît deux fois/);
  });

  it('refuses menu.alsoIn naming the product’s own category', () => {
    const own = { ...pergolaFixture, menu: { ...pergolaFixture.menu, alsoIn: ['pergolas' as const] } };
    expect(() => withProduct('pergola-fixture', own)).toThrow('menu.alsoIn répète sa propre catégorie');
  });
});
