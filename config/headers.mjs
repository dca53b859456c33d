// @ts-check

/**
 * HTTP response headers (security and caching), applied in next.config.mjs.
 *
 * Content-Security-Policy trade-off: the pages are pre-rendered at build time, and Next's
 * static HTML carries inline bootstrap scripts (`self.__next_f.push(...)`) that change with
 * every build. A nonce would need per-request rendering (proxy.ts + dynamic pages), and hashes
 * would have to be recomputed for every page on every build, so script-src allows
 * 'unsafe-inline' while everything else stays same-origin: no third-party script, style,
 * font, image, frame or connection is allowed, but for the optional analytics named at build
 * (lib/analytics-config.mjs): its one origin, in script-src and connect-src. style-src needs 'unsafe-inline' for React's
 * `style` attributes (next/image, sonner toasts). JSON-LD blocks are data, not scripts.
 * `upgrade-insecure-requests` is left out: it would break the http:// production server
 * the end-to-end tests run against; HSTS does the upgrade on the real https site.
 */
const baseDirectives = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

/**
 * The policy; with the optional analytics (lib/analytics-config.mjs), its script's origin and nothing else is
 * added where the script needs it: script-src to load, connect-src to send its page views and goals
 * (Plausible, Umami and Matomo 4+ send with fetch or sendBeacon).
 * @param {import('../lib/analytics-config.mjs').Analytics | null} analytics
 */
export function contentSecurityPolicy(analytics) {
  return baseDirectives
    .map((directive) =>
      analytics && /^(script|connect)-src /.test(directive) ? `${directive} ${analytics.origin}` : directive,
    )
    .join('; ');
}

/** @param {string} policy */
const securityHeaders = (policy) => [
  { key: 'Content-Security-Policy', value: policy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

/**
 * Caching. /_next/static/* is content-hashed and Next already answers it with
 * `public, max-age=31536000, immutable`; pre-rendered pages keep Next's own
 * Cache-Control (s-maxage / revalidation), so neither is overridden here.
 * Files of public/images/ keep their names when a real photo replaces an illustration,
 * so they get a day of freshness and a week of stale-while-revalidate, not `immutable`.
 */
const imageCacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * The staff back-office (/equipe, pages and API): never stored by a browser or a proxy, never
 * indexed. Its pages are dynamic, so Next's own Cache-Control already says no-store; its route
 * handlers set it too (lib/server/staff/guard.ts). robots.txt disallows /equipe as well.
 */
const backOfficeHeaders = [
  { key: 'Cache-Control', value: 'no-store' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
];

/**
 * A lead's attachment (app/equipe/api/demandes/[id]/piece-jointe/route.ts): a file a visitor sent, never a page of
 * this site. It may load nothing and runs sandboxed (no script, no form, no same-origin access), should a browser
 * ever open it instead of downloading it.
 */
export const ATTACHMENT_POLICY = "default-src 'none'; sandbox";
export const ATTACHMENT_SOURCE = '/equipe/api/demandes/:id/piece-jointe';

/**
 * Every header rule, for next.config.mjs; `analytics` is what the build's environment names (null: none).
 * The back-office never loads the analytics script, so it keeps the policy without its origin; an attachment
 * keeps its own.
 * @param {import('../lib/analytics-config.mjs').Analytics | null} analytics
 * @returns {import('next/dist/lib/load-custom-routes').Header[]}
 */
export function headersFor(analytics) {
  const backOffice = analytics
    ? [...backOfficeHeaders, { key: 'Content-Security-Policy', value: contentSecurityPolicy(null) }]
    : backOfficeHeaders;
  return [
    { source: '/:path*', headers: securityHeaders(contentSecurityPolicy(analytics)) },
    { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: imageCacheControl }] },
    { source: '/equipe', headers: backOffice },
    { source: '/equipe/:path*', headers: backOffice },
    // Last, so that it wins over the site-wide policy above (Next applies every matching rule in order; for one
    // header the last one wins, over the route's own header too).
    { source: ATTACHMENT_SOURCE, headers: [{ key: 'Content-Security-Policy', value: ATTACHMENT_POLICY }] },
  ];
}
