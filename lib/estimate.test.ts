import { pricingWithProducts as pricing } from '@/content/collections';
import type { Pricing } from '@/content/pricing';
import { formatNumber } from '@/content/price-formulas';
import { getArticles } from '@/lib/content';
import { estimate, formatChfRange, labourCost, parseMetres, productFor, type EstimateInput } from './estimate';

const allOptions = { permit: true, delivery: true };
const input = (overrides: Partial<EstimateInput> = {}): EstimateInput => ({
  material: 'bioclimatique',
  width: '4',
  depth: '3',
  options: allOptions,
  ...overrides,
});

function ok(result: ReturnType<typeof estimate>) {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.estimate;
}

describe('estimate', () => {
  it('prices a 4 × 3 m bioclimatic pergola line by line from the guide', () => {
    const result = ok(estimate(pricing, input()));
    expect(result.area).toBe(12);
    expect(result.lines.map((line) => [line.key, line.min, line.max])).toEqual([
      ['material', 12 * 800, 12 * 1500],
      // 2 fitters × 8 h: 1 day at 50 CHF/h to 3 days at 100 CHF/h.
      ['labour', 2 * 8 * 1 * 50, 2 * 8 * 3 * 100],
      ['permit', 100, 500],
      ['delivery', 50, 150],
    ]);
    expect([result.min, result.max]).toEqual([9600 + 800 + 100 + 50, 18000 + 4800 + 500 + 150]);
    expect(result.lines[0]?.label).toBe('Structure bioclimatique');
  });

  it('uses each material’s price per m²', () => {
    expect(ok(estimate(pricing, input({ material: 'bois' }))).lines[0]).toMatchObject({ min: 2400, max: 7200 });
    expect(ok(estimate(pricing, input({ material: 'aluminium' }))).lines[0]).toMatchObject({ min: 4800, max: 9600 });
  });

  it('leaves out the options the visitor unticks', () => {
    const bare = ok(estimate(pricing, input({ options: { permit: false, delivery: false } })));
    expect(bare.lines.map((line) => line.key)).toEqual(['material', 'labour']);
    expect([bare.min, bare.max]).toEqual([9600 + 800, 18000 + 4800]);
    const deliveryOnly = ok(estimate(pricing, input({ options: { permit: false, delivery: true } })));
    expect(deliveryOnly.lines.map((line) => line.key)).toEqual(['material', 'labour', 'delivery']);
  });

  it('reads decimals written with a comma or a point, and rounds each line to the franc', () => {
    const comma = ok(estimate(pricing, input({ width: '3,5', depth: '2.75' })));
    expect(comma).toMatchObject({ width: 3.5, depth: 2.75, area: 9.63 });
    expect(comma.lines[0]).toMatchObject({ min: Math.round(9.63 * 800), max: Math.round(9.63 * 1500) });
    expect(ok(estimate(pricing, input({ width: ' 4,0 ', depth: 3 }))).area).toBe(12);
    for (const line of comma.lines) expect(Number.isInteger(line.min) && Number.isInteger(line.max)).toBe(true);
  });

  it('refuses zero, negative, missing and malformed sizes with a French message per field', () => {
    expect(estimate(pricing, input({ width: '0', depth: '0,0' }))).toEqual({
      ok: false,
      errors: {
        width: 'La largeur doit être supérieure à zéro.',
        depth: 'La profondeur doit être supérieure à zéro.',
      },
    });
    expect(estimate(pricing, input({ width: '-4' }))).toEqual({
      ok: false,
      errors: { width: 'La largeur ne peut pas être négative.' },
    });
    expect(estimate(pricing, input({ depth: '' }))).toEqual({
      ok: false,
      errors: { depth: 'Indiquez la profondeur en mètres.' },
    });
    for (const bad of ['quatre', '4 m', '3,5,2', '1e3', '4..5', 'NaN', 'Infinity']) {
      expect(estimate(pricing, input({ width: bad }))).toEqual({
        ok: false,
        errors: { width: 'Indiquez la largeur en mètres, par exemple 4 ou 3,5.' },
      });
    }
  });

  it('refuses absurd sizes: a side under 1 m or over 20 m, an area over 200 m²', () => {
    expect(estimate(pricing, input({ width: '0,5' }))).toEqual({
      ok: false,
      errors: { width: 'La largeur doit être d’au moins 1\u00a0m.' },
    });
    expect(estimate(pricing, input({ depth: '20,5' }))).toEqual({
      ok: false,
      errors: {
        depth:
          'Une profondeur de plus de 20\u00a0m dépasse l’estimation en ligne\u00a0: demandez-nous un devis précis.',
      },
    });
    expect(estimate(pricing, input({ width: '15', depth: '14' }))).toEqual({
      ok: false,
      errors: {
        area: 'Une surface de 210\u00a0m² dépasse les 200\u00a0m² de l’estimation en ligne\u00a0: demandez-nous un devis précis.',
      },
    });
    // The limits themselves are accepted.
    expect(ok(estimate(pricing, input({ width: '20', depth: '10' }))).area).toBe(200);
    expect(ok(estimate(pricing, input({ width: '1', depth: '1' }))).area).toBe(1);
  });

  it('follows the figures it is given instead of constants of its own', () => {
    const cheap: Pricing = {
      ...pricing,
      materials: { ...pricing.materials, bois: { ...pricing.materials.bois, perM2: { min: 10, max: 20 } } },
      labour: { perHour: { min: 1, max: 2 }, days: { min: 1, max: 1 }, hoursPerDay: 4, crew: 1 },
    };
    const result = ok(
      estimate(cheap, input({ material: 'bois', width: '2', depth: '1', options: { permit: false, delivery: false } })),
    );
    expect([result.min, result.max]).toEqual([2 * 10 + 4, 2 * 20 + 8]);
    expect(labourCost(cheap)).toEqual({ min: 4, max: 8 });
  });
});

describe('parseMetres', () => {
  it('accepts a trailing or leading separator while the visitor types', () => {
    expect(parseMetres('3,', 'width', pricing.limits)).toEqual({ value: 3 });
    expect(parseMetres(',5', 'width', pricing.limits)).toEqual({ error: 'La largeur doit être d’au moins 1\u00a0m.' });
  });
});

describe('formatting', () => {
  it('writes numbers as the articles do', () => {
    expect(formatNumber(2400)).toBe('2400');
    expect(formatNumber(18000)).toBe('18\u202f000');
    expect(formatNumber(1234567)).toBe('1\u202f234\u202f567');
    expect(formatNumber(9.625)).toBe('9,63');
    expect(formatChfRange({ min: 10550, max: 23450 })).toBe('10\u202f550 à 23\u202f450\u00a0CHF');
  });
});

describe('productFor', () => {
  it('names the page’s product while its material is kept, else the material’s reference product', () => {
    expect(productFor(pricing, 'aluminium', 'carports-v')).toBe('carports-v');
    expect(productFor(pricing, 'bioclimatique', 'carports-v')).toBe('pergolas-bioclimatique');
    expect(productFor(pricing, 'bioclimatique')).toBe('pergolas-bioclimatique');
    expect(productFor(pricing, 'bois', 'pergola-toile')).toBeUndefined();
    expect(productFor(pricing, 'aluminium')).toBeUndefined();
  });
});

describe('the price guide and the articles', () => {
  it('names an existing guide article, which publishes the guide’s figures', () => {
    const article = getArticles().find((candidate) => candidate.slug === pricing.guideArticle);
    expect(article).toBeDefined();
    const text = JSON.stringify(article);
    for (const material of Object.values(pricing.materials)) {
      expect(text).toContain(
        `${formatNumber(material.perM2.min)} à ${formatNumber(material.perM2.max)}\u00a0CHF par m²`,
      );
    }
    const { perHour } = pricing.labour;
    expect(text).toContain(`${perHour.min} et ${perHour.max}\u00a0CHF de l’heure`);
    expect(text).toContain(formatChfRange(pricing.options.delivery.cost).replace('\u00a0CHF', ''));
  });
});
