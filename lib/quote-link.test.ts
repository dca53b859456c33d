import { quoteLink } from './quote-link';

const paramsOf = (href: string) => {
  const url = new URL(href, 'https://example.ch');
  expect(url.pathname).toBe('/contact');
  expect(url.hash).toBe('#demande-de-devis');
  return Object.fromEntries(url.searchParams);
};

describe('quoteLink', () => {
  it('carries the product, the dimensions in metres with a point, the material and the whole-franc estimate', () => {
    const href = quoteLink({
      material: 'bioclimatique',
      product: 'pergolas-bioclimatique',
      width: 3.5,
      depth: 2.75,
      estimate: { min: 8650.4, max: 19562.6 },
    });
    expect(href).toBe(
      '/contact?produit=pergolas-bioclimatique&largeur=3.5&profondeur=2.75&materiau=bioclimatique&estimationMin=8650&estimationMax=19563#demande-de-devis',
    );
    expect(paramsOf(href)).toEqual({
      produit: 'pergolas-bioclimatique',
      largeur: '3.5',
      profondeur: '2.75',
      materiau: 'bioclimatique',
      estimationMin: '8650',
      estimationMax: '19563',
    });
  });

  it('leaves out what the visitor has not given', () => {
    expect(paramsOf(quoteLink({ material: 'bois' }))).toEqual({ materiau: 'bois' });
    expect(paramsOf(quoteLink({ material: 'aluminium', width: 4, depth: 3 }))).toEqual({
      largeur: '4',
      profondeur: '3',
      materiau: 'aluminium',
    });
  });

  it('rounds the dimensions to the centimetre', () => {
    expect(paramsOf(quoteLink({ material: 'bois', width: 4.006, depth: 2.999 }))).toMatchObject({
      largeur: '4.01',
      profondeur: '3',
    });
  });
});
