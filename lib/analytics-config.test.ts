/** @jest-environment node */
import { readConfig } from './server/config';
import { problemsOf } from '@/test/server/config-problems';

/** The three analytics variables through the site's configuration: what they give, and what a mistake says. */

describe('the analytics configuration', () => {
  it('is off when unset or empty', () => {
    expect(readConfig({}).analytics).toBeNull();
    expect(
      readConfig({ ANALYTICS_PROVIDER: ' ', ANALYTICS_SCRIPT_URL: '', ANALYTICS_SITE_ID: '' }).analytics,
    ).toBeNull();
  });

  it('reads each provider, with the origin the CSP allows', () => {
    expect(
      readConfig({
        ANALYTICS_PROVIDER: 'Plausible',
        ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js',
        ANALYTICS_SITE_ID: 'lumina-terrasses.ch',
      }).analytics,
    ).toEqual({
      provider: 'plausible',
      scriptUrl: 'https://plausible.io/js/script.js',
      origin: 'https://plausible.io',
      siteId: 'lumina-terrasses.ch',
    });
    expect(
      readConfig({
        ANALYTICS_PROVIDER: 'umami',
        ANALYTICS_SCRIPT_URL: 'https://cloud.umami.is/script.js',
        ANALYTICS_SITE_ID: '94db1cb1-74f4-4a40-ad6c-962362670409',
      }).analytics,
    ).toMatchObject({ provider: 'umami', origin: 'https://cloud.umami.is' });
    expect(
      readConfig({
        ANALYTICS_PROVIDER: 'matomo',
        ANALYTICS_SCRIPT_URL: 'https://stats.lumina-terrasses.ch/matomo.js',
        ANALYTICS_SITE_ID: '3',
      }).analytics,
    ).toMatchObject({ provider: 'matomo', origin: 'https://stats.lumina-terrasses.ch', siteId: '3' });
  });

  it('refuses a mistake in French, naming the variable', () => {
    expect(problemsOf({ ANALYTICS_PROVIDER: 'google' })).toEqual([
      'ANALYTICS_PROVIDER : plausible, umami ou matomo est attendu (valeur reçue : « google »)',
    ]);
    expect(
      problemsOf({
        ANALYTICS_PROVIDER: 'plausible',
        ANALYTICS_SCRIPT_URL: 'http://plausible.io/js/script.js',
        ANALYTICS_SITE_ID: 'x',
      }),
    ).toEqual([
      'ANALYTICS_SCRIPT_URL : l’adresse https du script de mesure d’audience est attendue, p. ex. https://plausible.io/js/script.js (valeur reçue : « http://plausible.io/js/script.js »)',
    ]);
    expect(problemsOf({ ANALYTICS_PROVIDER: 'matomo', ANALYTICS_SITE_ID: 'abc' })).toEqual([
      'ANALYTICS_SCRIPT_URL : l’adresse https du script est attendue lorsque ANALYTICS_PROVIDER=matomo',
      'ANALYTICS_SITE_ID : le numéro du site dans Matomo est attendu, p. ex. 1 (valeur reçue : « abc »)',
    ]);
    expect(
      problemsOf({ ANALYTICS_PROVIDER: 'umami', ANALYTICS_SCRIPT_URL: 'https://cloud.umami.is/script.js' }),
    ).toEqual([
      'ANALYTICS_SITE_ID : l’identifiant du site dans Umami (un UUID) est attendu, p. ex. 94db1cb1-74f4-4a40-ad6c-962362670409',
    ]);
    expect(problemsOf({ ANALYTICS_SITE_ID: 'lumina-terrasses.ch' })).toEqual([
      'ANALYTICS_PROVIDER : plausible, umami ou matomo est attendu lorsque ANALYTICS_SITE_ID est défini',
    ]);
    expect(problemsOf({ ANALYTICS_SCRIPT_URL: 'https://u:p@x.example/a.js', RATE_LIMIT_MAX: 'x' })).toHaveLength(2);
  });
});
