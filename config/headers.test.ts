/** @jest-environment node */
import { contentSecurityPolicy, headersFor } from './headers.mjs';
import { readAnalytics } from '@/lib/analytics-config.mjs';

/** The policy as it was before the optional analytics (issue 22, item 8): unset, it must not change by a byte. */
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
