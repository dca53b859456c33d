// @ts-check

/**
 * HTTP response headers (security and caching), applied in next.config.mjs.
 *
 * Content-Security-Policy trade-off: the pages are pre-rendered at build time, and Next's
 * static HTML carries inline bootstrap scripts (`self.__next_f.push(...)`) that change with
 * every build. A nonce would need per-request rendering (proxy.ts + dynamic pages), and hashes
 * would have to be recomputed for every page on every build, so script-src allows
 * 'unsafe-inline' while everything else stays same-origin: no third-party script, style,
 * font, image, frame or connection is allowed. style-src needs 'unsafe-inline' for React's
 * `style` attributes (next/image, sonner toasts). JSON-LD blocks are data, not scripts.
 * `upgrade-insecure-requests` is left out: it would break the http:// production server
 * the end-to-end tests run against; HSTS does the upgrade on the real https site.
 */
const contentSecurityPolicy = [
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
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
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

/** @type {import('next/dist/lib/load-custom-routes').Header[]} */
export const headers = [
  { source: '/:path*', headers: securityHeaders },
  { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: imageCacheControl }] },
  { source: '/equipe', headers: backOfficeHeaders },
  { source: '/equipe/:path*', headers: backOfficeHeaders },
];
