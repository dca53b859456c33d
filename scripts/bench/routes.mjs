/** The pre-rendered routes of a build and the ones `--routes` picks out of them. */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

/** The load-test pages: measured under HTTP load, and preferred by `--routes=sample`. */
export const LOAD_PATHS = ['/', '/products/pergolas-bioclimatique', '/conseils/pergola-bioclimatique-guide-complet'];

/** Measured under devtools throttling too: a page of each kind (home, product, article, category). */
export const DEVTOOLS_PATHS = [...LOAD_PATHS, '/pergolas'];

/** Routes of the build: every pre-rendered page answered with 200, grouped by page template. */
export function listRoutes(distDir) {
  const appDir = path.join(root, distDir, 'server', 'app');
  const routes = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const rel = path.relative(appDir, file).replace(/\.html$/, '');
        if (rel === '_not-found' || rel === '_global-error') continue;
        const metaFile = file.replace(/\.html$/, '.meta');
        const meta = fs.existsSync(metaFile) ? JSON.parse(fs.readFileSync(metaFile, 'utf8')) : {};
        if (meta.status !== undefined && meta.status !== 200) continue;
        routes.push({
          route: rel === 'index' ? '/' : `/${rel}`,
          template: meta.routeCache?.owner?.sourceRoute ?? `/${rel}`,
        });
      }
    }
  };
  walk(appDir);
  const order = (route) => (route === '/' ? '' : route);
  return routes.sort((a, b) => order(a.route).localeCompare(order(b.route)));
}

/** `--routes`: all, sample (one page per template) or a comma-separated list of routes of the build. */
export function selectRoutes(all, choice) {
  if (choice === 'all') return all;
  if (choice === 'sample') {
    // One page per template (app/**/page.tsx), the load-test pages preferred.
    const byTemplate = new Map();
    for (const entry of all) {
      const current = byTemplate.get(entry.template);
      if (!current || (LOAD_PATHS.includes(entry.route) && !LOAD_PATHS.includes(current.route)))
        byTemplate.set(entry.template, entry);
    }
    return all.filter((entry) => byTemplate.get(entry.template) === entry);
  }
  const wanted = choice
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  const unknown = wanted.filter((route) => !all.some((entry) => entry.route === route));
  if (unknown.length) throw new Error(`not pre-rendered pages of the build: ${unknown.join(', ')}`);
  return all.filter((entry) => wanted.includes(entry.route));
}
