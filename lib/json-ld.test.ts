/**
 * @jest-environment node
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BreadcrumbJsonLd, JsonLdScript, ProductJsonLd } from 'next-seo';
import { site } from '@/content/site';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  collectionPageJsonLd,
  contactPageJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  productJsonLd,
  refuseScriptEnd,
  serviceJsonLd,
} from './json-ld';

/** The parsed JSON of the one JSON-LD script next-seo renders for `element`. */
function renderedJsonLd(element: ReactElement): Record<string, unknown> {
  const blocks = [
    ...renderToStaticMarkup(element).matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
}

describe('JSON-LD builders, rendered by next-seo', () => {
  it('describes the organisation with both offices', () => {
    const org = renderedJsonLd(createElement(JsonLdScript, { data: organizationJsonLd(), scriptKey: 'org' }));
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: `${site.url}/`,
    });
    expect(org.address).toHaveLength(2);
    const geneva = renderedJsonLd(
      createElement(JsonLdScript, { data: localBusinessJsonLd(site.offices[0]!), scriptKey: 'ch' }),
    );
    expect(geneva).toMatchObject({
      address: { addressLocality: 'Chêne-Bourg', addressCountry: 'CH' },
      parentOrganization: { '@id': org['@id'] },
    });
  });

  it('serves Switzerland and lists offers only when given', () => {
    const plain = serviceJsonLd({ name: 'Pergolas', description: 'd', path: '/pergolas' });
    expect(plain).toMatchObject({ areaServed: { '@type': 'Country', name: 'Switzerland' } });
    expect(plain).not.toHaveProperty('offers');
    const solar = serviceJsonLd({
      name: 'Énergie',
      description: 'd',
      path: '/energie-solaire',
      offers: ['a', 'b', 'c', 'd'].map((name) => ({ name, description: name })),
    });
    expect((solar as unknown as { offers: unknown[] }).offers).toHaveLength(4);
  });

  /** A product made by the company, in stock, priced in francs; each test changes what it is about. */
  const carport = {
    name: 'Carport',
    description: 'd',
    path: '/products/carports-v',
    image: '/images/produits/carports-v.jpg',
    category: 'Carports',
    brand: site.name,
    manufacturer: site.name,
    availability: 'InStock' as const,
    currency: 'CHF' as const,
  };

  it('renders a product made by an organisation, priced in CHF only when a price is known', () => {
    const product = renderedJsonLd(createElement(ProductJsonLd, productJsonLd(carport)));
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      image: `${site.url}/images/produits/carports-v.jpg`,
      brand: { '@type': 'Brand', name: site.name },
      manufacturer: { '@type': 'Organization', name: site.name },
    });
    expect(product.offers).toEqual({
      '@type': 'Offer',
      url: `${site.url}/products/carports-v`,
      priceCurrency: 'CHF',
      availability: 'https://schema.org/InStock',
    });
    const priced = renderedJsonLd(createElement(ProductJsonLd, productJsonLd({ ...carport, price: 9900 })));
    expect(priced.offers).toMatchObject({ price: 9900 });
  });

  it('publishes the price guide as a unit price per m² of the offer', () => {
    const pergola = {
      ...carport,
      name: 'Pergola',
      path: '/products/pergolas-bioclimatique',
      image: '/images/produits/pergolas-bioclimatique.jpg',
      category: 'Pergolas',
    };
    const product = renderedJsonLd(
      createElement(ProductJsonLd, productJsonLd({ ...pergola, pricePerSquareMetre: 800 })),
    );
    expect(product.offers).toEqual({
      '@type': 'Offer',
      url: `${site.url}/products/pergolas-bioclimatique`,
      priceCurrency: 'CHF',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 800,
        priceCurrency: 'CHF',
        unitCode: 'MTK',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MTK', unitText: 'm²' },
      },
    });
  });

  it('describes an installation priced on quote as a Service with its image and type', () => {
    const service = renderedJsonLd(
      createElement(JsonLdScript, {
        data: serviceJsonLd({
          name: 'Pompe à chaleur',
          description: 'd',
          path: '/products/pompes-a-chaleur',
          image: '/images/produits/pompes-a-chaleur.jpg',
          serviceType: 'Énergie',
          offers: [{ name: 'Devis', description: 'Sur devis' }],
        }),
        scriptKey: 'service',
      }),
    );
    expect(service).toMatchObject({
      '@type': 'Service',
      url: `${site.url}/products/pompes-a-chaleur`,
      image: `${site.url}/images/produits/pompes-a-chaleur.jpg`,
      serviceType: 'Énergie',
      offers: [{ '@type': 'Offer', name: 'Devis', priceCurrency: 'CHF' }],
    });
    expect(service.offers).toEqual([expect.not.objectContaining({ price: expect.anything() })]);
  });

  it('numbers breadcrumb positions and dates articles', () => {
    const crumbs = renderedJsonLd(
      createElement(
        BreadcrumbJsonLd,
        breadcrumbJsonLd([
          { name: 'Accueil', path: '/' },
          { name: 'Pergolas', path: '/pergolas' },
        ]),
      ),
    );
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${site.url}/` },
        { '@type': 'ListItem', position: 2, name: 'Pergolas', item: `${site.url}/pergolas` },
      ],
    });
    const article = articleJsonLd({
      title: 'T',
      description: 'd',
      path: '/conseils/t',
      image: '/images/conseils/t.jpg',
      datePublished: '2024-11-26T10:00:00+01:00',
      author: 'Sophie Meylan',
    });
    expect(article).toMatchObject({ dateModified: '2024-11-26T10:00:00+01:00', author: { name: 'Sophie Meylan' } });
  });
});

describe('refuseScriptEnd', () => {
  const closers = ['</script>', '</SCRIPT >', '</script/', '</ScRiPt\n>', '</script\t>', 'a</scriptx', '<!--'];

  it.each(closers)('refuses %j in a value, naming the property', (closer) => {
    expect(() => refuseScriptEnd({ a: [{ name: `Pergola ${closer} alu` }] })).toThrow(
      /JSON-LD refusé : a\[0\]\.name contient/,
    );
  });

  it('refuses it in a key too', () => {
    expect(() => refuseScriptEnd({ '</SCRIPT >': 'x' })).toThrow(/la clé <\/SCRIPT >/);
  });

  it('lets other markup-like text through and returns the value itself', () => {
    const data = { name: 'a < b, <script> ou </scrip, --> & </style>', n: 3, ok: true, list: ['<b>'] };
    expect(refuseScriptEnd(data)).toBe(data);
  });

  const bad = 'Fin </SCRIPT >';
  const page = { name: 'N', description: bad, path: '/p' };
  it.each([
    ['localBusinessJsonLd', /address\.streetAddress/, () => localBusinessJsonLd({ ...site.offices[0]!, address: bad })],
    [
      'serviceJsonLd',
      /offers\[0\]\.name/,
      () => serviceJsonLd({ ...page, description: 'd', offers: [{ name: bad, description: 'd' }] }),
    ],
    [
      'productJsonLd',
      /category/,
      () =>
        productJsonLd({
          ...page,
          description: 'd',
          image: '/i.jpg',
          category: bad,
          brand: 'B',
          manufacturer: 'M',
          availability: 'InStock',
          currency: 'CHF',
        }),
    ],
    [
      'articleJsonLd',
      /author\.name/,
      () =>
        articleJsonLd({
          title: 'T',
          description: 'd',
          path: '/p',
          image: '/i.jpg',
          datePublished: '2024-01-01',
          author: bad,
        }),
    ],
    [
      'breadcrumbJsonLd',
      /items\[1\]\.name/,
      () =>
        breadcrumbJsonLd([
          { name: 'Accueil', path: '/' },
          { name: bad, path: '/p' },
        ]),
    ],
    [
      'collectionPageJsonLd',
      /mainEntity\.itemListElement\[0\]\.name/,
      () => collectionPageJsonLd({ ...page, description: 'd', items: [{ name: bad, url: '/x' }] }),
    ],
    ['contactPageJsonLd', /description/, () => contactPageJsonLd(page)],
  ])('runs in %s, so a bad content string stops the pre-rendering', (_name, where, build) => {
    expect(build).toThrow(where);
  });

  it('is needed: next-seo escapes only the exact </script>, not </SCRIPT > or </script/', () => {
    const html = renderToStaticMarkup(
      createElement(JsonLdScript, { data: { a: '</SCRIPT >', b: '</script/', c: '</script>' }, scriptKey: 'k' }),
    );
    expect(html).toContain('</SCRIPT >');
    expect(html).toContain('</script/');
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
  });
});
