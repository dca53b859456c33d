import { existsSync } from 'node:fs';
import path from 'node:path';
import { products } from './products';
import { categoryPages } from './categories';
import { articles } from './articles';
import { site } from './site';
import { solutionsMenu } from './navigation';
import { homeBlocks, homeFaq, homeReviews, projectCards, logoStrip } from './home';
import { realisationsGallery } from './realisations';
import { productKeySchema } from './schema';

const allProducts = Object.values(products);

describe('products', () => {
  it('has exactly the twelve keys of the route table, each under its own key', () => {
    expect(Object.keys(products).sort()).toEqual([...productKeySchema.options].sort());
    for (const [key, product] of Object.entries(products)) expect(product.key).toBe(key);
  });

  it.each(allProducts.map((p) => [p.key, p] as const))(
    '%s has 10 numbered FAQ items, 3 accordions and a valid seo block',
    (key, product) => {
      expect(product.faqData).toHaveLength(10);
      product.faqData.forEach((item, index) => expect(item.question.startsWith(`${index + 1}.`)).toBe(true));
      expect(product.accordions).toHaveLength(3);
      expect(product.seo).toMatchObject({ availability: 'InStock', currency: 'CHF' });
      expect(product.seo.price).toBeUndefined();
    },
  );

  it('no two products share a hero description, title or FAQ question', () => {
    expect(new Set(allProducts.map((p) => p.heroBanner.description)).size).toBe(12);
    expect(new Set(allProducts.map((p) => p.heroBanner.title)).size).toBe(12);
    const questions = allProducts.flatMap((p) => p.faqData.map((q) => q.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('only the sliding box blinds carry the colour-chart download', () => {
    const withCta = allProducts.filter((p) => p.heroBanner.cta);
    expect(withCta.map((p) => p.key)).toEqual(['stores-coffre-de-pergolas']);
    expect(withCta[0]!.heroBanner.cta!.link).toBe(site.colourChartPdf);
  });
});

describe('category pages', () => {
  it('have the spec’s FAQ counts and banners', () => {
    expect(categoryPages.pergolas.faq).toHaveLength(7);
    expect(categoryPages.carports.faq).toHaveLength(7);
    expect(categoryPages.vitrage.faq).toHaveLength(7);
    expect(categoryPages['energie-solaire'].faq).toHaveLength(10);
    expect(categoryPages['energie-solaire'].showBanner).toBe(false);
    expect(categoryPages['energie-solaire'].service.offers).toHaveLength(4);
    expect(categoryPages.pergolas.beforeAfter).toBeDefined();
  });

  it('link their blocks to the spec’s targets', () => {
    const links = (key: keyof typeof categoryPages) => categoryPages[key].blocks.map((b) => b.ctaLink);
    expect(links('pergolas')).toEqual([
      '/products/pergolas-bioclimatique',
      '/products/rolling-roof-plus',
      '/products/rolling-roof-plus',
      '/products/stores-coffre-de-pergolas',
    ]);
    expect(links('vitrage')).toEqual([
      '/products/murs-de-verre',
      '/products/toit-en-verre-retractable',
      '/products/fenetre-guillotine',
    ]);
    expect(links('carports')).toEqual([
      '/products/carports-v',
      '/products/carports-solaire',
      '/products/borne-recharge-electrique',
    ]);
    expect(links('energie-solaire')[0]).toBe('/products/carports-v');
  });
});

describe('home and galleries', () => {
  it('has the spec’s counts', () => {
    expect(homeFaq).toHaveLength(10);
    expect(homeReviews).toHaveLength(5);
    expect(homeReviews.every((r) => r.rating === 5)).toBe(true);
    expect(projectCards).toHaveLength(4);
    expect(logoStrip.logos).toHaveLength(28);
    expect(homeBlocks.map((b) => b.ctaLink)).toEqual(['/pergolas', '/carports', '/vitrage', '/energie-solaire']);
    expect(realisationsGallery).toHaveLength(14);
  });

  it('has seven articles dated 26 Nov to 2 Dec 2024 with a carport and an énergie title', () => {
    expect(articles).toHaveLength(7);
    expect(articles.map((a) => a.date)).toEqual([
      '2024-12-02',
      '2024-12-01',
      '2024-11-30',
      '2024-11-29',
      '2024-11-28',
      '2024-11-27',
      '2024-11-26',
    ]);
    expect(articles.some((a) => /carport/i.test(a.title))).toBe(true);
    expect(articles.some((a) => /énergie/i.test(a.title))).toBe(true);
  });
});

describe('links and images', () => {
  const collect = (value: unknown, found: Set<string>) => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(/(?:^|href=")(\/[a-z0-9/_.-]*)/g)) found.add(match[1]!);
    } else if (value && typeof value === 'object') {
      for (const child of Object.values(value)) collect(child, found);
    }
    return found;
  };
  const everything = [
    products,
    categoryPages,
    articles,
    solutionsMenu,
    homeBlocks,
    projectCards,
    logoStrip,
    realisationsGallery,
  ];
  const paths = [...collect(everything, new Set())];

  it('every image path exists in public/', () => {
    const images = paths.filter((p) => p.startsWith('/images/'));
    expect(images.length).toBeGreaterThan(50);
    const missing = images.filter((p) => !existsSync(path.join(process.cwd(), 'public', p)));
    expect(missing).toEqual([]);
  });

  it('every internal page link targets a route of the site', () => {
    const routes = new Set([
      '/',
      '/solutions',
      '/realisations',
      '/contact',
      '/conseils',
      '/pergolas',
      '/carports',
      '/vitrage',
      '/energie-solaire',
      '/mentions-legales',
      '/politique-confidentialite',
      '/rechercher',
      ...productKeySchema.options.map((key) => `/products/${key}`),
      ...articles.map((a) => `/conseils/${a.slug}`),
    ]);
    const pages = paths.filter((p) => !p.startsWith('/images/'));
    expect(pages.filter((p) => !routes.has(p))).toEqual([]);
  });
});
