import path from 'node:path';

// bench/tmp/floor -> the project: its node_modules is symlinked there, so Turbopack's root is the project.
const root = path.resolve(import.meta.dirname, '../../..');

/** Served like the site: standalone server behind deploy/nginx (scripts/bench/run.mjs). */
const config = { output: 'standalone', poweredByHeader: false, turbopack: { root }, outputFileTracingRoot: root };

export default config;
