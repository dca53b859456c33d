import { site } from '@/content/site';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from './json-ld';

describe('JSON-LD builders', () => {
  it('describes the organisation with both offices', () => {
    const org = organizationJsonLd() as unknown as { '@id': string; address: unknown[] };
    expect(org).toMatchObject({ '@type': 'Organization', name: site.name, url: `${site.url}/` });
    expect(org.address).toHaveLength(2);
    const geneva = localBusinessJsonLd(site.offices[0]!);
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

  it('prices a product in CHF only when a price is known', () => {
    const base = {
      name: 'Carport',
      description: 'd',
      path: '/products/carports-v',
      image: '/images/produits/carports-v.jpg',
      category: 'Carports',
      brand: site.name,
      manufacturer: site.name,
      currency: 'CHF' as const,
    };
    const offersOf = (value: unknown) => (value as { offers: unknown }).offers;
    expect(offersOf(productJsonLd(base))).toEqual({
      '@type': 'Offer',
      url: `${site.url}/products/carports-v`,
      priceCurrency: 'CHF',
      availability: 'https://schema.org/InStock',
    });
    expect(offersOf(productJsonLd({ ...base, price: 9900 }))).toMatchObject({ price: 9900 });
  });

  it('numbers breadcrumb positions and dates articles', () => {
    const crumbs = breadcrumbJsonLd([
      { name: 'Accueil', path: '/' },
      { name: 'Pergolas', path: '/pergolas' },
    ]);
    expect((crumbs as unknown as { itemListElement: unknown }).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Pergolas', item: `${site.url}/pergolas` },
    ]);
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

  it('escapes < so content cannot close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & co' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & co' });
  });
});
