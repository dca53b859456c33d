import { NO_SOURCE, parseSource, SOURCE_MAX, sourceLines } from './source-fields';
import { ADVERT } from '@/test/source-advert';

const parse = (fields: Record<string, string>) => parseSource((name) => fields[name]);

describe('parseSource', () => {
  it('keeps well-formed values, the referrer host in lower case, and the click id as a flag', () => {
    const kept: Record<string, string> = {
      first_utm_source: 'google',
      first_utm_medium: 'cpc',
      first_utm_campaign: 'pergola-genève été 2026',
      first_utm_term: 'pergola bioclimatique',
      first_utm_content: 'annonce_2',
      last_utm_source: 'newsletter',
      landing_page: '/products/pergola-toile',
      form_page: '/estimation',
      device: 'mobile',
    };
    expect(parse({ ...kept, click_id_present: '1', referrer_host: 'WWW.Google.CH' })).toEqual({
      ...NO_SOURCE,
      ...kept,
      click_id_present: true,
      referrer_host: 'www.google.ch',
    });
  });

  it('accepts a request without any of them', () => {
    expect(parse({})).toEqual(NO_SOURCE);
  });

  it.each([
    ['over 200 characters', 'a'.repeat(SOURCE_MAX + 1)],
    ['a control character', 'google\u0007'],
    ['a line break', 'google\r\nBcc: x@example.ch'],
    ['a NUL', 'goo\u0000gle'],
    ['HTML', '<script>alert(1)</script>'],
    ['a lone angle bracket', 'google>'],
    ['a spreadsheet formula', '=HYPERLINK("x")'],
    ['a double quote', 'goo"gle'],
    ['only spaces', '   '],
  ])('drops a UTM value with %s, keeping the others', (_, value) => {
    const source = parse({ first_utm_source: value, first_utm_medium: 'cpc', last_utm_campaign: value });
    expect(source).toMatchObject({ first_utm_source: null, first_utm_medium: 'cpc', last_utm_campaign: null });
  });

  it('keeps a value of exactly 200 characters', () => {
    expect(parse({ first_utm_campaign: 'a'.repeat(SOURCE_MAX) }).first_utm_campaign).toHaveLength(SOURCE_MAX);
  });

  it.each([
    'javascript:alert(1)',
    'https://www.google.com/search?q=x',
    'www.google.com/',
    'data:text/html,x',
    'exa mple.ch',
    '<b>x</b>',
    '-bad.example',
    `${'a'.repeat(64)}.ch`,
  ])('drops the referrer %p: a host name only', (referrer) => {
    expect(parse({ referrer_host: referrer }).referrer_host).toBeNull();
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    'javascript:alert(1)',
    'products/pergola-toile',
    '/contact?utm_source=x',
    '/<script>',
    '/a b',
    `/${'a'.repeat(SOURCE_MAX)}`,
  ])('drops the page %p: a path of this site only', (page) => {
    expect(parse({ landing_page: page, form_page: page })).toMatchObject({ landing_page: null, form_page: null });
  });

  it('drops an unknown device and anything but 1 as the click id', () => {
    expect(parse({ device: 'tablet', click_id_present: 'gclid-value' })).toMatchObject({
      device: null,
      click_id_present: false,
    });
    expect(parse({ device: 'desktop' }).device).toBe('desktop');
  });
});

describe('sourceLines', () => {
  it('says what is known, the last touch only when it differs', () => {
    const source = { ...NO_SOURCE, ...ADVERT, click_id_present: true, device: 'desktop' as const };
    expect(sourceLines(source)).toEqual([
      ['Source (1re visite)', 'google / cpc / pergola-geneve'],
      ['Identifiant de clic', 'présent (valeur non conservée)'],
      ['Page d’arrivée', '/'],
      ['Page du formulaire', '/estimation'],
      ['Appareil', 'ordinateur'],
    ]);
    expect(sourceLines({ ...source, last_utm_source: 'facebook', last_utm_term: 'carport' })[1]).toEqual([
      'Source (dernière)',
      'facebook / cpc / pergola-geneve (terme\u00a0: carport)',
    ]);
    expect(sourceLines(NO_SOURCE)).toEqual([]);
  });
});
