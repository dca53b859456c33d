import { existsSync } from 'node:fs';
import path from 'node:path';
import sitemap from '@/app/sitemap';
import robots from '@/app/robots';
import { redirects } from '@/config/redirects.mjs';
import { site } from '@/content/site';
import { publishedAt } from '@/lib/blog';
import { categoryKeys, getArticles, productKeys } from '@/lib/content';
import { hasGeneratedOgImage, robotsFile, sitemapEntries, sitemapRoutes } from '@/lib/sitemap';

const articles = getArticles();
const siteContent = { categoryKeys, productKeys, articles, updatedAt: site.contentUpdatedAt };

describe('sitemapRoutes', () => {
  const paths = sitemapRoutes(siteContent).map((route) => route.path);

  // The spec's inventory (which products, how many) is pinned once, in content/conformance.test.ts.
  it('lists the static pages, then every category, product and article of the content, then the legal pages', () => {
    expect(paths).toEqual([
      '/',
      '/solutions',
      '/realisations',
      '/contact',
      '/conseils',
      '/estimation',
      '/rendez-vous',
      ...categoryKeys.map((key) => `/${key}`),
      ...productKeys.map((key) => `/products/${key}`),
      ...articles.map((article) => `/conseils/${article.slug}`),
      '/mentions-legales',
      '/politique-confidentialite',
    ]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves out the noindex search page and every redirect source', () => {
    expect(paths).not.toContain('/rechercher');
    for (const page of [
      '/rendez-vous/creneaux',
      '/rendez-vous/confirmation',
      '/rendez-vous/gerer',
      '/contact/confirmation',
    ])
      expect(paths).not.toContain(page);
    const redirectSources = redirects.map(
      (redirect) => new RegExp(`^${redirect.source.replace(/:\w+(\([^)]*\))?/g, '[^/]+')}$`),
    );
    for (const path of paths) {
      for (const source of redirectSources) expect(path).not.toMatch(source);
    }
    expect(paths.some((path) => path.startsWith('/api'))).toBe(false);
  });

  it('follows the content instead of a list kept by hand', () => {
    const routes = sitemapRoutes({
      categoryKeys: ['vitrage'],
      productKeys: ['murs-de-verre'],
      articles: [{ slug: 'un-article', date: '2025-01-03' }],
      updatedAt: '2025-02-01',
    });
    expect(routes).toEqual([
      { path: '/', lastModified: '2025-02-01' },
      { path: '/solutions', lastModified: '2025-02-01' },
      { path: '/realisations', lastModified: '2025-02-01' },
      { path: '/contact', lastModified: '2025-02-01' },
      { path: '/conseils', lastModified: '2025-02-01' },
      { path: '/estimation', lastModified: '2025-02-01' },
      { path: '/rendez-vous', lastModified: '2025-02-01' },
      { path: '/vitrage', lastModified: '2025-02-01' },
      { path: '/products/murs-de-verre', lastModified: '2025-02-01' },
      { path: '/conseils/un-article', lastModified: '2025-01-03T10:00:00+01:00' },
      { path: '/mentions-legales', lastModified: '2025-02-01' },
      { path: '/politique-confidentialite', lastModified: '2025-02-01' },
    ]);
  });

  it('dates articles from their publication day and other pages from site.contentUpdatedAt', () => {
    const routes = sitemapRoutes(siteContent);
    for (const article of articles) {
      expect(routes.find((route) => route.path === `/conseils/${article.slug}`)?.lastModified).toBe(
        publishedAt(article.date),
      );
    }
    expect(routes.find((route) => route.path === '/')?.lastModified).toBe(site.contentUpdatedAt);
    expect(site.contentUpdatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('sitemap.xml', () => {
  const paths = sitemapRoutes(siteContent).map((route) => route.path);

  it('gives absolute URLs on the site address', () => {
    const entries = sitemap();
    expect(entries.map((entry) => entry.url)).toEqual(paths.map((p) => `${site.url}${p}`));
    expect(entries[0]).toEqual({ url: `${site.url}/`, lastModified: site.contentUpdatedAt });
    for (const entry of entries) expect(entry.url.startsWith(`${site.url}/`)).toBe(true);
  });

  it('maps paths through the given URL builder', () => {
    const entries = sitemapEntries(
      { categoryKeys: [], productKeys: [], articles: [], updatedAt: '2025-01-01' },
      (path) => `https://example.test${path}`,
    );
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://example.test/',
      'https://example.test/solutions',
      'https://example.test/realisations',
      'https://example.test/contact',
      'https://example.test/conseils',
      'https://example.test/estimation',
      'https://example.test/rendez-vous',
      'https://example.test/mentions-legales',
      'https://example.test/politique-confidentialite',
    ]);
  });
});

describe('robots.txt', () => {
  it('allows everything but the API and the staff back-office, and announces the sitemap and host', () => {
    expect(robotsFile('https://example.test')).toEqual({
      rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/equipe'] },
      sitemap: 'https://example.test/sitemap.xml',
      host: 'https://example.test',
    });
    expect(robots()).toEqual(robotsFile(site.url));
  });
});

describe('hasGeneratedOgImage', () => {
  const paths = sitemapRoutes(siteContent).map((route) => route.path);
  const withImage = paths.filter((p) => hasGeneratedOgImage(p, categoryKeys));

  it('is true for every page of the sitemap, and /rechercher', () => {
    expect(withImage).toEqual(paths);
    expect(hasGeneratedOgImage('/rechercher', categoryKeys)).toBe(true);
    for (const p of ['/newsletter/confirmation', '/commentaires/desinscription', '/equipe']) {
      expect(hasGeneratedOgImage(p, categoryKeys)).toBe(false);
    }
  });

  it('matches the opengraph-image.tsx files of the app directory', () => {
    const fileFor = (p: string) =>
      p === '/'
        ? 'app/opengraph-image.tsx'
        : categoryKeys.some((key) => p === `/${key}`)
          ? 'app/[category]/opengraph-image.tsx'
          : p.startsWith('/products/')
            ? 'app/products/[key]/opengraph-image.tsx'
            : p.startsWith('/conseils/')
              ? 'app/conseils/[slug]/opengraph-image.tsx'
              : `app${p}/opengraph-image.tsx`;
    const missing = [...withImage, '/rechercher'].filter((p) => !existsSync(path.join(process.cwd(), fileFor(p))));
    expect(missing).toEqual([]);
  });
});
