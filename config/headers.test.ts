/** @jest-environment node */
import { contentSecurityPolicy, headersFor } from './headers.mjs';
import { readAnalytics } from '@/lib/analytics-config.mjs';

/** The policy as it was before the optional analytics: unset, it must not change by a byte. */
const TODAY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self'; connect-src 'self'; media-src 'self'; manifest-src 'self'; worker-src 'self'; frame-src 'none'; " +
  "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

const cspOf = (rules: ReturnType<typeof headersFor>, source: string) =>
  rules
    .filter((rule) => rule.source === source)
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Content-Security-Policy')
    .map((header) => header.value);

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));

describe('the Content-Security-Policy', () => {
  it('stays exactly as it was without analytics, on every page and in the back-office', () => {
    expect(contentSecurityPolicy(null)).toBe(TODAY);
    const rules = headersFor(readAnalytics({}));
    expect(cspOf(rules, '/:path*')).toEqual([TODAY]);
    expect(cspOf(rules, '/equipe')).toEqual([]);
    expect(cspOf(rules, '/equipe/:path*')).toEqual([]);
  });

  it('allows exactly the analytics script’s origin, in script-src and connect-src only', () => {
    const analytics = readAnalytics({
      ANALYTICS_PROVIDER: 'umami',
      ANALYTICS_SCRIPT_URL: 'https://stats.example.ch:8443/umami/script.js?v=2',
      ANALYTICS_SITE_ID: '94db1cb1-74f4-4a40-ad6c-962362670409',
    });
    const [policy = ''] = cspOf(headersFor(analytics), '/:path*');
    const before = directives(TODAY);
    const after = directives(policy);
    expect(after['script-src']).toBe("script-src 'self' 'unsafe-inline' https://stats.example.ch:8443");
    expect(after['connect-src']).toBe("connect-src 'self' https://stats.example.ch:8443");
    expect({ ...after, 'script-src': '', 'connect-src': '' }).toEqual({
      ...before,
      'script-src': '',
      'connect-src': '',
    });
  });

  it('keeps the back-office’s policy without the origin: /equipe never loads the script', () => {
    const rules = headersFor(
      readAnalytics({
        ANALYTICS_PROVIDER: 'plausible',
        ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js',
        ANALYTICS_SITE_ID: 'lumina-terrasses.ch',
      }),
    );
    // Next applies every matching rule in order; for one header the last one wins.
    expect(cspOf(rules, '/equipe')).toEqual([TODAY]);
    expect(cspOf(rules, '/equipe/:path*')).toEqual([TODAY]);
  });
});

describe('the attachment’s own policy', () => {
  // Next's own matcher of header sources; every matching rule applies in order, the last one wins for a header.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match') as {
    getPathMatch: (source: string) => (path: string) => false | object;
  };
  const effectiveCsp = (rules: ReturnType<typeof headersFor>, path: string) =>
    rules
      .filter((rule) => getPathMatch(rule.source)(path))
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === 'Content-Security-Policy')
      .at(-1)?.value;
  const withAnalytics = readAnalytics({
    ANALYTICS_PROVIDER: 'plausible',
    ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js',
    ANALYTICS_SITE_ID: 'lumina-terrasses.ch',
  });

  it.each([
    ['without analytics', readAnalytics({})],
    ['with analytics', withAnalytics],
  ])('an attachment keeps default-src ’none’; sandbox, %s; every other address keeps the site’s', (_, analytics) => {
    const rules = headersFor(analytics);
    expect(effectiveCsp(rules, '/equipe/api/demandes/42/piece-jointe')).toBe("default-src 'none'; sandbox");
    const paths = ['/', '/contact', '/equipe', '/equipe/demandes/42', '/equipe/api/demandes/export'];
    expect(Object.fromEntries(paths.map((path) => [path, effectiveCsp(rules, path)]))).toEqual(
      Object.fromEntries(
        paths.map((path) => [path, path.startsWith('/equipe') ? TODAY : contentSecurityPolicy(analytics)]),
      ),
    );
  });
});
