/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * « One file adds a product » (docs/content-editing.md, « Ajouter un produit ») as an editor would do it: a copy of content/ gets
 * one more file, content/products/pergola-essai.md (the fabric pergola's file with a new name, label and menu
 * place), and nothing else. The site read from that copy lists it everywhere a product belongs.
 */

const copy = mkdtempSync(path.join(os.tmpdir(), 'contenu-'));
// Every Markdown file of content/, in its folder, as next.config.mjs ships them with the server.
cpSync('content', copy, { recursive: true, filter: (source) => !path.extname(source) || source.endsWith('.md') });
const model = readFileSync(path.join(copy, 'products', 'pergola-toile.md'), 'utf8');
writeFileSync(
  path.join(copy, 'products', 'pergola-essai.md'),
  model
    .replace('  label: Pergola Toile Rétractable\n  order: 3\n', '  label: Pergola Essai\n  order: 9\n')
    .replace('  title: Pergola Toile Rétractable\n', '  title: Pergola Essai Sur Mesure\n'),
);

type Site = {
  page: typeof import('./page');
  card: typeof import('@/app/products/[key]/opengraph-image');
  content: typeof import('@/lib/content');
  collections: typeof import('@/content/collections');
  lookup: typeof import('@/lib/product-lookup');
  searchIndex: typeof import('@/lib/search-index');
  search: typeof import('@/lib/search');
  sitemap: typeof import('@/app/sitemap');
};
let site: Site;

beforeAll(() => {
  process.env.CONTENT_DIR = copy;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- the modules read content/ when loaded: after CONTENT_DIR */
    site = {
      page: require('./page'),
      card: require('@/app/products/[key]/opengraph-image'),
      content: require('@/lib/content'),
      collections: require('@/content/collections'),
      lookup: require('@/lib/product-lookup'),
      searchIndex: require('@/lib/search-index'),
      search: require('@/lib/search'),
      sitemap: require('@/app/sitemap'),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
  rmSync(copy, { recursive: true, force: true });
});

describe('a new product file, and no other edit', () => {
  it('gets its page and its sharing card', () => {
    expect(site.page.generateStaticParams()).toContainEqual({ key: 'pergola-essai' });
    expect(site.card.generateStaticParams()).toContainEqual({ key: 'pergola-essai' });
    expect(site.content.getProduct('pergola-essai')?.heroBanner.title).toBe('Pergola Essai Sur Mesure');
  });

  it('sits in the « Nos Solutions » menu, last of its category’s own products (menu order 9)', () => {
    const column = site.content.solutionsMenu.find((entry) => entry.categoryUrl === '/pergolas');
    const own = site.content.getCategoryProducts('pergolas').filter((product) => product.category === 'pergolas');
    expect(own.at(-1)?.key).toBe('pergola-essai');
    expect(column?.items).toContainEqual({ label: 'Pergola Essai', url: '/products/pergola-essai' });
  });

  it('is listed on its category page and in the quote form', () => {
    expect(site.content.getCategoryProducts('pergolas').map((product) => product.key)).toContain('pergola-essai');
    const pergolas = site.lookup.productGroups.find((group) => group.category === 'Pergolas');
    expect(pergolas?.products).toContainEqual({ key: 'pergola-essai', name: 'Pergola Essai' });
    expect(site.lookup.productNames['pergola-essai']).toBe('Pergola Essai');
  });

  it('is found by search, is in the sitemap, and the price guide prices it (its file names a guide entry)', () => {
    const found = site.search.search(site.searchIndex.buildSearchIndex(), 'pergola essai');
    expect(found[0]?.url).toBe('/products/pergola-essai');
    const urls = site.sitemap.default().map((entry) => new URL(entry.url).pathname);
    expect(urls).toContain('/products/pergola-essai');
    expect(site.collections.guideMaterial('pergola-essai')).toBe('aluminium');
  });

  it('adds exactly one product, the model file left as it is', () => {
    expect(site.content.productKeys).toHaveLength(13);
    expect(readFileSync(path.join('content', 'products', 'pergola-toile.md'), 'utf8')).toBe(model);
  });
});
