#!/usr/bin/env node
// « One file adds a product », proved by a real build: a copy of content/ gets one more file,
// products/pergola-essai.md (the fabric pergola's file with a new label, title and menu place, its images
// reused), and `next build` reads that copy (CONTENT_DIR) into its own folder (NEXT_DIST_DIR). The built pages
// must show the product on its route, in the menu, on its category page, in the quote form, in search, in the
// sitemap and the price guide's estimator, with its sharing card. Nothing of the checkout is edited.
//   node scripts/check-new-product.mjs        (scripts/test-all.sh runs it after the tests' build)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const KEY = 'pergola-essai';
const LABEL = 'Pergola Essai';
const TITLE = 'Pergola Essai Sur Mesure';
const distDir = '.next-new-product';

const copy = mkdtempSync(path.join(os.tmpdir(), 'contenu-'));
// Every Markdown file of content/ (the product, article, category, legal and page files), in its folder.
cpSync('content', copy, { recursive: true, filter: (source) => !path.extname(source) || source.endsWith('.md') });
const model = readFileSync(path.join('content', 'products', 'pergola-toile.md'), 'utf8');
const file = model
  .replace('  label: Pergola Toile Rétractable\n  order: 3\n', `  label: ${LABEL}\n  order: 9\n`)
  .replace('  title: Pergola Toile Rétractable\n', `  title: ${TITLE}\n`);
if (file === model) throw new Error('content/products/pergola-toile.md a changé : adaptez ce script');
writeFileSync(path.join(copy, 'products', `${KEY}.md`), file);

// `next build` writes its distDir's generated types into tsconfig.json (and reformats it): put it back as it was.
const tsconfig = readFileSync('tsconfig.json', 'utf8');
const started = Date.now();
const build = spawnSync('npx', ['next', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, CONTENT_DIR: copy, NEXT_DIST_DIR: distDir, SKIP_BUILD_TYPECHECK: '1' },
});
const seconds = Math.round((Date.now() - started) / 1000);
writeFileSync('tsconfig.json', tsconfig);
rmSync(copy, { recursive: true, force: true });
if (build.status !== 0) {
  console.error(`next build with ${KEY}.md failed (${seconds} s)`);
  process.exit(1);
}

const app = path.join(distDir, 'server', 'app');
const read = (name) => (existsSync(path.join(app, name)) ? readFileSync(path.join(app, name), 'utf8') : '');
const link = `href="/products/${KEY}"`;
const checks = [
  ['its page /products/pergola-essai, with its title', read(`products/${KEY}.html`).includes(TITLE)],
  ['the price guide’s estimator on its page', read(`products/${KEY}.html`).includes('data-testid="price-table"')],
  ['its sharing card', existsSync(path.join(app, 'products', KEY, 'opengraph-image.body'))],
  ['the « Nos Solutions » menu (home page)', read('index.html').includes(link)],
  ['its category page /pergolas', read('pergolas.html').includes(link)],
  ['the quote form’s product list', read('contact.html').includes(`<option value="${KEY}">${LABEL}</option>`)],
  ['the search index (/rechercher)', read('rechercher.html').includes(`/products/${KEY}`)],
  ['the sitemap', read('sitemap.xml.body').includes(`/products/${KEY}</loc>`)],
];
rmSync(distDir, { recursive: true, force: true });

let failed = 0;
for (const [where, ok] of checks) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${LABEL} in ${where}`);
  if (!ok) failed += 1;
}
console.log(`build with one more product file: ${seconds} s, ${checks.length - failed}/${checks.length} places`);
process.exit(failed ? 1 : 0);
