// @ts-check
/**
 * After `next build` (`npm run build` runs it), each pre-rendered page made to paint sooner on a phone's first visit
 * (bench/notes.md, item 6):
 * - its stylesheet written once into its <head> (lib/inline-stylesheet.mjs says why, and why not Next's
 *   `experimental.inlineCss`);
 * - its scripts taken out of its <head>, inserted by a small loader once its hero image is in
 *   (lib/scripts-after-hero.mjs says why).
 *
 *   node scripts/post-build.mjs [DIST_DIR]     (default: $NEXT_DIST_DIR or .next)
 * Rewrites <dist>/server/app/**\/*.html and the standalone copy of it; a page already rewritten, or one that links no
 * stylesheet (the bare global error page), is left as it is. Exits 1, naming the page, when a page links a stylesheet
 * the build does not hold, or when the home page was not rewritten (the tags Next writes changed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { inlineStylesheets } from '../lib/inline-stylesheet.mjs';
import { loadScriptsAfterHero } from '../lib/scripts-after-hero.mjs';

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

/** @typedef {{ html: string } | { unchanged: string } | { error: string }} Step */
const STEPS = [
  { name: 'stylesheet', run: (/** @type {string} */ html) => inlineStylesheets(html, readSheet) },
  { name: 'scripts', run: loadScriptsAfterHero },
];

let rewritten = 0;
let pages = 0;
let homesDone = 0;
const failures = [];
const builtDirs = appDirs.filter((dir) => fs.existsSync(dir));
for (const appDir of builtDirs) {
  for (const entry of fs.readdirSync(appDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const original = fs.readFileSync(file, 'utf8');
    let html = original;
    let done = 0;
    pages++;
    for (const step of STEPS) {
      /** @type {Step} */
      const result = step.run(html);
      if ('error' in result) failures.push(`${path.relative(dist, file)} (${step.name}): ${result.error}`);
      else if ('html' in result) html = result.html;
      if ('html' in result || ('unchanged' in result && /^(already rewritten|no script)$/.test(result.unchanged)))
        done++;
    }
    if (html !== original) {
      fs.writeFileSync(file, html);
      rewritten++;
    }
    if (path.relative(appDir, file) === 'index.html' && done === STEPS.length) homesDone++;
  }
}
if (pages === 0) {
  console.error(`post-build: no pre-rendered page under ${dist}/server/app (run next build first)`);
  process.exit(1);
}
console.log(`post-build: ${rewritten} of ${pages} pre-rendered pages rewritten (${sheets.size} stylesheet)`);
if (homesDone < builtDirs.length)
  failures.push('index.html: the home page was not rewritten (the tags Next writes changed?)');
if (failures.length > 0) {
  console.error(`post-build: ${failures.length} failures:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
