// @ts-check
/**
 * After `next build` (`npm run build` runs it): the site's stylesheet written once into the <head> of every
 * pre-rendered page, so that a phone's first visit paints without the stylesheet's own request and round trips
 * (bench/notes.md, item 6).
 *
 * Why not Next's `experimental.inlineCss`: it also writes the whole stylesheet twice more into the page's RSC
 * payload (the root layout's and the global error's styles), which doubled the home page's HTML (34.9 → 72.1 KB
 * gzip). Here the payload keeps its <link> elements, and the page keeps the <link> too, `disabled`: the browser
 * neither fetches nor applies it, and React, which finds its stylesheet in the document, does not insert it again
 * when it hydrates. Client navigations to pages with the same stylesheet fetch nothing more.
 *
 *   node scripts/inline-stylesheet.mjs [DIST_DIR]     (default: $NEXT_DIST_DIR or .next)
 * Rewrites <dist>/server/app/**\/*.html and the standalone copy of it; a page already rewritten, or one that links no
 * stylesheet (the bare global error page), is left as it is. Exits 1, naming the page, when a page links a stylesheet
 * the build does not hold, or when the home page was not rewritten (the tag Next writes changed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { inlineStylesheets } from '../lib/inline-stylesheet.mjs';

const dist = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
const staticDir = path.join(dist, 'static');
const appDirs = [path.join(dist, 'server', 'app'), path.join(dist, 'standalone', path.basename(dist), 'server', 'app')];

/** @type {Map<string, string>} */
const sheets = new Map();
/** @param {string} href */
function readSheet(href) {
  if (!sheets.has(href)) {
    const file = path.join(staticDir, href.replace(/^\/_next\/static\//, ''));
    if (!href.startsWith('/_next/static/') || !fs.existsSync(file)) return undefined;
    sheets.set(href, fs.readFileSync(file, 'utf8'));
  }
  return sheets.get(href);
}

let rewritten = 0;
let pages = 0;
let homesDone = 0;
const failures = [];
const builtDirs = appDirs.filter((dir) => fs.existsSync(dir));
for (const appDir of builtDirs) {
  for (const entry of fs.readdirSync(appDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const result = inlineStylesheets(fs.readFileSync(file, 'utf8'), readSheet);
    pages++;
    const name = path.relative(appDir, file);
    if ('error' in result) failures.push(`${path.relative(dist, file)}: ${result.error}`);
    else if ('html' in result) {
      fs.writeFileSync(file, result.html);
      rewritten++;
    }
    const done = 'html' in result || ('unchanged' in result && result.unchanged === 'already rewritten');
    if (name === 'index.html' && done) homesDone++;
  }
}
if (pages === 0) {
  console.error(`inline-stylesheet: no pre-rendered page under ${dist}/server/app (run next build first)`);
  process.exit(1);
}
console.log(`inline-stylesheet: ${rewritten} of ${pages} pre-rendered pages rewritten (${sheets.size} stylesheet)`);
if (homesDone < builtDirs.length)
  failures.push('index.html: the home page links no stylesheet in the form Next writes');
if (failures.length > 0) {
  console.error(`inline-stylesheet: ${failures.length} pages not rewritten:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
