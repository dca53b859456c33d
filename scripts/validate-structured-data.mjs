#!/usr/bin/env node
/**
 * Runs Google's rich-result rules (@adobe/structured-data-validator) over the JSON-LD of every pre-rendered page
 * of the production build and fails on any ERROR (warnings, such as a missing optional field, are counted only).
 *
 *   npx next build && node scripts/validate-structured-data.mjs
 *   NEXT_DIST_DIR=.next-seo node scripts/validate-structured-data.mjs
 *
 * The validator reads the output of @marbec/web-auto-extractor, which is not installed: the JSON-LD parsed from
 * the HTML (scripts/built-json-ld.mjs) is handed over in the same shape, `{ jsonld: { [@type]: [objects] } }`.
 * No schema.org vocabulary is given (it would be downloaded), so only Google's per-type rules run.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Validator from '@adobe/structured-data-validator';
import { htmlFiles, jsonLdObjects, routeOf } from './built-json-ld.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next', 'server', 'app');

/** The extractor's shape: root objects grouped by their (first) type. */
function extractorShape(objects) {
  const jsonld = {};
  for (const object of objects) {
    const type = [object['@type']].flat()[0] ?? 'Thing';
    (jsonld[type] ??= []).push(object);
  }
  return { jsonld, microdata: {}, rdfa: {}, errors: [] };
}

let files;
try {
  files = await htmlFiles(appDir);
} catch (error) {
  console.error(
    `validate-structured-data: cannot read ${appDir} (${error.code ?? error.message}); run \`next build\` first.`,
  );
  process.exit(1);
}
if (files.length === 0) {
  console.error(`validate-structured-data: no HTML file in ${appDir}; run \`next build\` first.`);
  process.exit(1);
}

const validator = new Validator();
let errors = 0;
let warnings = 0;
let objects = 0;
for (const file of files) {
  const route = routeOf(appDir, file);
  const found = jsonLdObjects(await readFile(file, 'utf8'));
  objects += found.length;
  if (found.length === 0) continue;
  const issues = await validator.validate(extractorShape(found));
  for (const issue of issues) {
    if (issue.severity === 'ERROR') {
      errors += 1;
      const where = (issue.path ?? []).map((step) => step.property ?? step.type).join(' > ');
      console.log(`${route}: ${issue.rootType}: ${issue.issueMessage} (${where})`);
    } else warnings += 1;
  }
}
console.log(
  `\nvalidate-structured-data: ${files.length} page(s), ${objects} JSON-LD object(s): ${errors} error(s), ${warnings} warning(s)`,
);
process.exit(errors > 0 ? 1 : 0);
