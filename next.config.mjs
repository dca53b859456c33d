// @ts-check
import { redirects } from './config/redirects.mjs';
import { headersFor } from './config/headers.mjs';
import { ANALYTICS_VARIABLES, readAnalytics } from './lib/analytics-config.mjs';
import { beforeFiles } from './config/rewrites.mjs';
import { SERVER_ACTION_BODY_LIMIT } from './lib/http-guard.mjs';
import { IMAGE_QUALITIES } from './lib/image-quality.mjs';

// Read at build time (the public pages are pre-rendered): a bad value stops the build, naming the variable.
const analytics = readAnalytics(process.env);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // deploy/: production runs `<distDir>/standalone/server.js` behind nginx, which serves the static files (README, Deployment).
  output: 'standalone',
  // Lets two builds (e.g. a benchmark and the tests) live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // scripts/test-all.sh runs `tsc --noEmit` just before building: it sets this to skip a second type check.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  images: {
    formats: ['image/avif', 'image/webp'],
    qualities: IMAGE_QUALITIES,
    deviceSizes: [390, 640, 750, 828, 1080, 1280, 1600, 1920],
    imageSizes: [64, 120, 240, 320, 480],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; sandbox;",
  },
  // The back-office's charts (features/conversions/server/svg-chart.ts) load Apache ECharts' published build at run time,
  // as the tests do, rather than bundling a megabyte of it into the server's code.
  serverExternalPackages: ['echarts', 'zrender'],
  // The content's Markdown files are read from disk when a page or route loads content/collections.ts: the
  // standalone server gets them beside its code.
  outputFileTracingIncludes: { '/**': ['./content/**/*.md'] },
  // No `experimental.inlineCss`: `npm run build` writes the stylesheet into each pre-rendered page's <head> once
  // (lib/inline-stylesheet.mjs says why), where Next's option also wrote it twice into the RSC payload.
  experimental: {
    // app/global-not-found.tsx: the 404 page of unknown addresses, with the public header and footer.
    globalNotFound: true,
    // The largest body a Server Action reads (lib/http-guard.mjs says why 64 KB). Under `npm start` the guard answers
    // a longer one with 413 before Next reads it; Next's own refusal would be a 500.
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT },
  },
  async redirects() {
    return redirects;
  },
  // Pins the build's analytics settings into the pages (components/layout/analytics-script.tsx), so that the
  // script a page loads is always the one its CSP allows, whatever the server's environment says later.
  env: Object.fromEntries(ANALYTICS_VARIABLES.map((name) => [name, process.env[name] ?? ''])),
  async headers() {
    return headersFor(analytics);
  },
  async rewrites() {
    return { beforeFiles, afterFiles: [], fallback: [] };
  },
};

export default nextConfig;
