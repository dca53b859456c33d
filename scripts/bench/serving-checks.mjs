/**
 * The serving checks, made with plain HTTP requests through the fronts: first-load JavaScript, fonts, the
 * security headers and routing of the nginx front against next start; and the 390 px load of the home page.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { phoneLoad } from './browser.mjs';
import { root } from './paths.mjs';
import { origin, PORTS } from './servers.mjs';
import { log } from './shell.mjs';
import { loaderSources } from '../../lib/scripts-after-hero.mjs';

/** GET without decompression: status, headers and the bytes as sent on the wire. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout ${url}`)));
  });
}

function decode(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(response.body);
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body);
  return response.body;
}

const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`, 'i'))?.[1];

/** Packages recognisable in a production chunk (Turbopack strips module paths). */
const SIGNATURES = [
  ['sonner', /data-sonner-toaster/],
  ['zod', /ZodError|\$ZodType|_zod\b/],
  ['embla-carousel', /embla/i],
  ['react-dom', /react-dom\.production|__reactContainer\$/],
];

/**
 * First-load JS: the page's <script src> and the scripts its loader inserts once the hero is in
 * (lib/scripts-after-hero.mjs), fetched with Accept-Encoding: gzip, bytes on the wire.
 * `nomodule` scripts (Next's legacy polyfills) are listed but not counted: browsers that run
 * modules never download them.
 */
export async function firstLoadJs(origin, route) {
  const page = await rawGet(`${origin}${route}`, { 'accept-encoding': 'gzip' });
  const html = decode(page).toString('utf8');
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]).filter((tag) => attribute(tag, 'src'));
  const noModule = new Set(tags.filter((tag) => /\bnomodule\b/i.test(tag)).map((tag) => attribute(tag, 'src')));
  const sources = [...new Set([...tags.map((tag) => attribute(tag, 'src')), ...loaderSources(html)])];
  const scripts = [];
  const legacy = [];
  for (const src of sources) {
    const response = await rawGet(new URL(src.replaceAll('&amp;', '&'), `${origin}${route}`).href, {
      'accept-encoding': 'gzip',
    });
    const text = decode(response).toString('utf8');
    (noModule.has(src) ? legacy : scripts).push({
      src,
      status: response.status,
      gzipBytes: response.body.length,
      encoding: response.headers['content-encoding'] ?? 'identity',
      bytes: text.length,
      contains: SIGNATURES.filter(([, pattern]) => pattern.test(text)).map(([name]) => name),
    });
  }
  return {
    route,
    htmlGzipBytes: page.body.length,
    scripts,
    noModule: legacy,
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
  };
}

/** The font faces of a page's stylesheets (linked or inline) and its font preloads. */
export async function fontCheck(origin, route) {
  const page = await rawGet(`${origin}${route}`);
  const html = page.body.toString('utf8');
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((match) => match[0]);
  const preloads = links
    .filter((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'font')
    .map((tag) => attribute(tag, 'href'));
  const stylesheets = links
    .filter((tag) => attribute(tag, 'rel') === 'stylesheet')
    .map((tag) => attribute(tag, 'href'));
  // The stylesheet may be in the document itself (next.config.mjs: inlineCss).
  const sheets = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]);
  for (const href of stylesheets)
    sheets.push((await rawGet(new URL(href, `${origin}${route}`).href)).body.toString('utf8'));
  const families = new Map();
  const external = [];
  for (const css of sheets) {
    for (const face of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
      const family = face[1]
        .match(/font-family:\s*([^;]+)/)?.[1]
        ?.trim()
        .replace(/^["']|["']$/g, '');
      const urls = [...face[1].matchAll(/url\(([^)]+)\)/g)].map((match) => match[1].replace(/^["']|["']$/g, ''));
      if (!family || urls.length === 0) continue; // local() fallbacks (next/font's adjusted Arial)
      families.set(family, [...(families.get(family) ?? []), ...urls]);
      external.push(...urls.filter((url) => /^(https?:)?\/\//.test(url)));
    }
  }
  return { route, families: [...families.keys()], fontFiles: [...families.values()].flat(), preloads, external };
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
];

/** The security headers nginx adds to the files it serves itself are those Next sends. */
export async function headerParity(nextOrigin, frontOrigin, paths) {
  const rows = [];
  for (const path of paths) {
    const [fromNext, fromFront] = await Promise.all([rawGet(`${nextOrigin}${path}`), rawGet(`${frontOrigin}${path}`)]);
    const differences = SECURITY_HEADERS.filter((name) => fromNext.headers[name] !== fromFront.headers[name]);
    rows.push({
      path,
      nextStatus: fromNext.status,
      frontStatus: fromFront.status,
      differences,
      frontCacheControl: fromFront.headers['cache-control'] ?? null,
      nextCacheControl: fromNext.headers['cache-control'] ?? null,
    });
  }
  return rows;
}

/** What the front sends to Next rather than serving itself, compared with next start's answer. */
export async function routingChecks(nextOrigin, frontOrigin, samples) {
  const rows = [];
  for (const { label, path, headers = {} } of samples) {
    const [fromNext, fromFront] = await Promise.all([
      rawGet(`${nextOrigin}${path}`, headers),
      rawGet(`${frontOrigin}${path}`, headers),
    ]);
    const type = (response) => (response.headers['content-type'] ?? '').split(';')[0];
    rows.push({
      label,
      path,
      next: `${fromNext.status} ${type(fromNext)}`,
      front: `${fromFront.status} ${type(fromFront)}`,
      location: fromFront.headers.location ?? null,
      same: fromNext.status === fromFront.status && type(fromNext) === type(fromFront),
    });
  }
  return rows;
}

function firstFile(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isFile() && /\.(jpe?g|png|webp|avif)$/.test(entry.name)) return file;
    if (entry.isDirectory()) {
      const found = firstFile(file);
      if (found) return found;
    }
  }
  return null;
}

/** The serving checks of a run, every server up: the report's firstLoad, parity, routing, fonts and phone. */
export async function servingChecks(routes) {
  const sampleImage = firstFile(path.join(root, 'public'));
  const imagePath = sampleImage
    ? `/${path.relative(path.join(root, 'public'), sampleImage).split(path.sep).join('/')}`
    : null;
  const siteFirstLoad = [];
  for (const { route } of routes) siteFirstLoad.push(await firstLoadJs(origin(PORTS.front), route));
  const floorFirstLoad = await firstLoadJs(origin(PORTS.floorFront), '/');
  const chunk = siteFirstLoad[0]?.scripts[0]?.src;
  const parity = await headerParity(
    origin(PORTS.next),
    origin(PORTS.front),
    ['/', '/products/pergolas-bioclimatique', imagePath, chunk].filter(Boolean),
  );
  const imageOptimizer = imagePath ? `/_next/image?url=${encodeURIComponent(imagePath)}&w=640&q=75` : null;
  const routing = await routingChecks(origin(PORTS.next), origin(PORTS.front), [
    { label: 'pre-rendered page (nginx file)', path: '/solutions' },
    { label: 'client navigation, RSC header (Next)', path: '/solutions', headers: { rsc: '1' } },
    { label: 'redirect /blog (Next)', path: '/blog' },
    { label: 'redirect /produits/:key (Next)', path: '/produits/pergola-toile' },
    { label: 'trailing slash (Next)', path: '/solutions/' },
    { label: 'unknown path, 404 (Next)', path: '/page-qui-n-existe-pas' },
    { label: 'API route GET (Next)', path: '/api/newsletter' },
    ...(imageOptimizer
      ? [{ label: 'image optimizer (Next)', path: imageOptimizer, headers: { accept: 'image/avif,image/webp,*/*' } }]
      : []),
    { label: 'robots.txt (Next)', path: '/robots.txt' },
    { label: 'sitemap.xml (Next)', path: '/sitemap.xml' },
  ]);
  const fonts = await fontCheck(origin(PORTS.front), '/');
  log('390 px load of the home page');
  const phone = await phoneLoad(`${origin(PORTS.front)}/`);
  return { firstLoad: { floor: floorFirstLoad, site: siteFirstLoad }, parity, routing, fonts, phone };
}
