import { categoryOf } from '@/lib/blog';
import {
  getArticles,
  getBlogCards,
  getCategoryPage,
  getCategoryPages,
  getProducts,
  productKeys,
  solutionsMenu,
} from '@/lib/content';
import { homeBlocks, homeFaq, homeReviews, logoStrip, partners, projectCards, statistics } from './home';
import { realisationsGallery } from './realisations';
import { qualityItems, serviceTiles } from './shared';
import { NBSP } from './french-typography';
import { site } from './site';
import { isDeepStrictEqual } from 'node:util';

/**
 * The spec's fixed inventory (/work/shared/spec.md sections 2, 3 and 9), checked here and nowhere else: the other
 * tests derive what they expect from the content, so adding a product or an article changes this file only,
 * on purpose, when the spec itself changes.
 */

/** The two pinned lists say so when they fail: a new file is welcome, this list is where the spec is kept. */
function expectSpecInventory(what: string, actual: readonly string[], expected: readonly string[]) {
  if (isDeepStrictEqual(actual, expected)) return;
  throw new Error(
    `${what} : le site en a ${actual.length} (${actual.join(', ')}), le cahier des charges en fixe ${expected.length}.\n` +
      'Ce test est le seul endroit qui fige l’inventaire du cahier des charges (spec, sections 2, 3 et 9). Un fichier ' +
      'ajouté dans content/ apparaît partout sans autre modification ; si l’ajout est voulu, mettez à jour cette liste ici.',
  );
}

describe('spec inventory: products', () => {
  it('has the twelve products of the route table, in its order', () => {
    expectSpecInventory('Produits', productKeys, [
      'rolling-roof',
      'pergolas-bioclimatique',
      'pergola-toile',
      'rolling-roof-plus',
      'stores-coffre-de-pergolas',
      'carports-v',
      'carports-solaire',
      'borne-recharge-electrique',
      'murs-de-verre',
      'fenetre-guillotine',
      'toit-en-verre-retractable',
      'pompes-a-chaleur',
    ]);
  });

  it.each(getProducts().map((product) => [product.key, product] as const))(
    '%s has 10 numbered FAQ items, 3 accordions, no price of its own',
    (_key, product) => {
      expect(product.faqData).toHaveLength(10);
      product.faqData.forEach((item, index) => expect(item.question.startsWith(`${index + 1}.`)).toBe(true));
      expect(product.accordions).toHaveLength(3);
      expect(product.seo.price).toBeUndefined();
    },
  );

  it('offers every product in stock, in CHF, under the company’s name (site facts, not each file)', () => {
    expect(site.offers).toEqual({ availability: 'InStock', currency: 'CHF' });
    expect(site.name).toBe('Lumina Terrasses');
  });

  it('gives the colour-chart download to the sliding box blinds only', () => {
    const withCta = getProducts().filter((product) => product.heroBanner.cta);
    expect(withCta.map((product) => product.key)).toEqual(['stores-coffre-de-pergolas']);
    expect(withCta[0]!.heroBanner.cta!.link).toBe(site.colourChartPdf);
  });
});

describe('spec inventory: the "Nos Solutions" menu', () => {
  it('lists the four categories and their items with the spec’s labels and targets', () => {
    const menu = solutionsMenu.map((column) => [
      `${column.category} ${column.categoryUrl}`,
      column.items.map((item) => `${item.label} ${item.url}`),
    ]);
    expect(menu).toEqual([
      [
        'Pergolas /pergolas',
        [
          'Rolling Roof /products/rolling-roof',
          'Pergola Bioclimatique /products/pergolas-bioclimatique',
          'Pergola Toile Rétractable /products/pergola-toile',
          'Pergolas Bioclimatique Rétractable /products/rolling-roof-plus',
          'Stores Coffre à Coulisse de Pergolas /products/stores-coffre-de-pergolas',
        ],
      ],
      [
        'Carports /carports',
        [
          'Carports V /products/carports-v',
          'Carports Solaire /products/carports-solaire',
          'Borne de recharge électrique /products/borne-recharge-electrique',
        ],
      ],
      [
        'Vitrage /vitrage',
        [
          'Murs de Verre /products/murs-de-verre',
          'Fenêtre Guillotine /products/fenetre-guillotine',
          'Toit en Verre Retractable /products/toit-en-verre-retractable',
        ],
      ],
      [
        'Énergie Solaire /energie-solaire',
        [
          'Panneaux Solaires /energie-solaire',
          'Pompes à Chaleur /products/pompes-a-chaleur',
          'Carports Solaire /products/carports-solaire',
          'Borne de recharge électrique /products/borne-recharge-electrique',
        ],
      ],
    ]);
  });
});

describe('spec inventory: category pages', () => {
  it('has the four categories with the spec’s FAQ counts, banners and offers', () => {
    expect(getCategoryPages().map((page) => page.key)).toEqual(['pergolas', 'carports', 'vitrage', 'energie-solaire']);
    expect(getCategoryPage('pergolas').faq).toHaveLength(7);
    expect(getCategoryPage('carports').faq).toHaveLength(7);
    expect(getCategoryPage('vitrage').faq).toHaveLength(7);
    expect(getCategoryPage('energie-solaire').faq).toHaveLength(10);
    expect(getCategoryPage('energie-solaire').showBanner).toBe(false);
    expect(getCategoryPage('energie-solaire').service.offers).toHaveLength(4);
    expect(getCategoryPage('pergolas').beforeAfter).toBeDefined();
  });

  it('links their blocks to the spec’s targets', () => {
    const links = (key: Parameters<typeof getCategoryPage>[0]) => getCategoryPage(key).blocks.map((b) => b.ctaLink);
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
    expect(links('energie-solaire')).toHaveLength(4);
    expect(links('energie-solaire')[0]).toBe('/products/carports-v');
  });
});

describe('spec inventory: home, galleries and shared blocks', () => {
  it('has the spec’s counts', () => {
    expect(homeFaq).toHaveLength(10);
    expect(homeReviews).toHaveLength(5);
    expect(homeReviews.every((review) => review.rating === 5)).toBe(true);
    expect(projectCards).toHaveLength(4);
    expect(logoStrip.logos).toHaveLength(28);
    expect(partners).toHaveLength(3);
    expect(statistics.map((statistic) => statistic.number)).toEqual([`+20${NBSP}ANS`, '+1000']);
    expect(qualityItems.map((item) => item.title)).toEqual([
      'Devis Gratuit',
      'Satisfaction Garantie',
      'Expertise Professionnelle',
      'Assistance Continue',
    ]);
    expect(serviceTiles.map((tile) => tile.link)).toEqual(['/pergolas', '/carports', '/vitrage', '/energie-solaire']);
    expect(homeBlocks.map((block) => block.ctaLink)).toEqual([
      '/pergolas',
      '/carports',
      '/vitrage',
      '/energie-solaire',
    ]);
    expect(realisationsGallery).toHaveLength(14);
  });
});

describe('spec inventory: articles', () => {
  it('has seven articles dated 2 Dec back to 26 Nov 2024, newest first, at 10:00 +01:00', () => {
    expectSpecInventory(
      'Articles',
      getBlogCards().map((card) => card.isoDate),
      ['12-02', '12-01', '11-30', '11-29', '11-28', '11-27', '11-26'].map((day) => `2024-${day}T10:00:00+01:00`),
    );
  });

  it('has a carport and an énergie title, and sorts them into the spec’s chips', () => {
    const articles = getArticles();
    expect(articles.some((article) => /carport/i.test(article.title))).toBe(true);
    expect(articles.some((article) => /énergie/i.test(article.title))).toBe(true);
    expect(Object.fromEntries(articles.map((article) => [article.slug, categoryOf(article.title)]))).toEqual({
      'pergola-bioclimatique-guide-complet': 'Pergola',
      'carport-solaire-produire-son-energie': 'Carport',
      'prix-pergola-suisse-budget': 'Pergola',
      'installer-borne-recharge-domicile': 'Pergola',
      'carport-ou-garage-que-choisir': 'Carport',
      'pompe-a-chaleur-panneaux-solaires-energie': 'Énergie',
      'murs-de-verre-terrasse-toute-annee': 'Pergola',
    });
  });

  it('uses the spec’s section labels', () => {
    expect(new Set(getArticles().map((article) => article.seo.section))).toEqual(
      new Set(['Aménagement', 'Écologie', 'Budget', 'Installation', 'Chauffage']),
    );
  });
});
