import { parseEstimateParams } from './estimate-params';
import { forgetQuote, quoteParams, rememberedProduct, rememberQuote } from './quote-context';
import { estimatedQuoteLink as estimated } from '@/test/quote-samples';

beforeEach(() => sessionStorage.clear());

describe('the quote context kept in the tab', () => {
  it('gives a plain link the estimate the estimator last showed, read by the link’s own parser', () => {
    rememberQuote(estimated);
    expect(document.cookie).toBe('');
    const carried = parseEstimateParams(quoteParams(new URLSearchParams('utm_source=google')));
    expect(carried).toEqual({
      produit: 'pergola-toile',
      largeurCm: 420,
      profondeurCm: 300,
      estimation: { minChf: 7100, maxChf: 14800, materiau: 'aluminium', largeurCm: 420, profondeurCm: 300 },
    });
    expect(rememberedProduct()).toBe('pergola-toile');
  });

  it('leaves a URL that carries the contract’s parameters speak for itself', () => {
    rememberQuote(estimated);
    const params = quoteParams(new URLSearchParams('produit=carports-v'));
    expect(parseEstimateParams(params)).toEqual({
      produit: 'carports-v',
      largeurCm: null,
      profondeurCm: null,
      estimation: null,
    });
  });

  it('drops a tampered value as a tampered link is, and keeps nothing but the contract', () => {
    sessionStorage.setItem(
      'lumina-quote',
      '?produit=../../etc&largeur=4&profondeur=3&materiau=beton&estimationMin=9&estimationMax=1&nom=x',
    );
    const params = quoteParams(new URLSearchParams());
    expect(params.has('nom')).toBe(false);
    expect(parseEstimateParams(params)).toEqual({
      produit: null,
      largeurCm: 400,
      profondeurCm: 300,
      estimation: null,
    });
    sessionStorage.setItem('lumina-quote', '%%%not a query');
    expect(parseEstimateParams(quoteParams(new URLSearchParams())).estimation).toBeNull();
  });

  it('is forgotten once the request is sent', () => {
    rememberQuote(estimated);
    forgetQuote();
    expect(quoteParams(new URLSearchParams()).toString()).toBe('');
    expect(rememberedProduct()).toBeNull();
  });
});
