/**
 * The JSON-LD of the production build's pre-rendered pages, shared by scripts/check-json-ld.mjs (fixture
 * comparison) and scripts/validate-structured-data.mjs (Google's rich-result rules). htmlFiles, the walk
 * over the build's pages, also serves scripts/validate-html.mjs.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return entry.isFile() && entry.name.endsWith('.html') ? [full] : [];
    }),
  );
  return nested.flat().sort();
}

/** ".next/server/app/conseils/x.html" -> "/conseils/x"; index.html -> "/". */
export function routeOf(appDir, file) {
  const route = `/${path
    .relative(appDir, file)
    .replace(/\.html$/, '')
    .split(path.sep)
    .join('/')}`;
  return route === '/index' ? '/' : route;
}

/** The objects of every <script type="application/ld+json"> block of a page; a block holding an array counts as its items. */
export function jsonLdObjects(html) {
  const blocks = [...html.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)];
  return blocks.flatMap(([, text = '']) => {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}
