#!/usr/bin/env node
/**
 * Compares the JSON-LD of every pre-rendered page of the production build with e2e/fixtures/json-ld.json.
 *
 *   npx next build && node scripts/check-json-ld.mjs           # exits 1 and prints the differences
 *   node scripts/check-json-ld.mjs --write                      # records the build's JSON-LD as the fixture
 *   NEXT_DIST_DIR=.next-seo node scripts/check-json-ld.mjs      # another build directory
 *
 * The fixture was recorded from the build before the JSON-LD moved to next-seo; an intended change
 * of the structured data is recorded again with --write and reviewed in the diff. The fixture holds the absolute
 * URLs of the default NEXT_PUBLIC_SITE_URL: compare a build made without that variable.
 *
 * A page's JSON-LD is the list of objects of all its <script type="application/ld+json"> blocks (a block
 * holding an array counts as its items). Two pages are equal when they hold the same objects: key order and
 * the order of the blocks do not matter; the order of items inside arrays does.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, jsonLdObjects, routeOf } from './built-json-ld.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const appDir = path.join(root, distDir, 'server', 'app');
const fixture = path.join(root, 'e2e', 'fixtures', 'json-ld.json');

/** Same value with object keys sorted at every depth, so that JSON.stringify ignores key order. */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key])]),
    );
  }
  return value;
}

/** "address[0].postalCode=\"1225\"" lines of every leaf of a value, to point at what changed. */
function leaves(value, prefix = '') {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      leaves(item, Array.isArray(value) ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key),
    );
  }
  return [`${prefix}=${JSON.stringify(value)}`];
}

/** The leaves only one of two objects has, each marked - (expected) or + (built). */
function leafDiff(want, got) {
  const before = leaves(want);
  const after = leaves(got);
  return [
    ...before.filter((line) => !after.includes(line)).map((line) => `- ${line}`),
    ...after.filter((line) => !before.includes(line)).map((line) => `+ ${line}`),
  ];
}

/** A page's objects as sorted canonical strings: block order and key order drop out. */
const canonical = (objects) => objects.map((object) => JSON.stringify(sortKeys(object))).sort();

let files;
try {
  files = await htmlFiles(appDir);
} catch (error) {
  console.error(`check-json-ld: cannot read ${appDir} (${error.code ?? error.message}); run \`next build\` first.`);
  process.exit(1);
}
if (files.length === 0) {
  console.error(`check-json-ld: no HTML file in ${appDir}; run \`next build\` first.`);
  process.exit(1);
}

/** route -> JSON-LD objects of the build. */
const built = new Map();
for (const file of files) {
  try {
    built.set(routeOf(appDir, file), jsonLdObjects(await readFile(file, 'utf8')));
  } catch (error) {
    console.error(`check-json-ld: ${path.relative(root, file)}: a JSON-LD block does not parse (${error.message})`);
    process.exit(1);
  }
}

if (process.argv.includes('--write')) {
  const record = Object.fromEntries(
    [...built].sort(([a], [b]) => a.localeCompare(b)).map(([route, objects]) => [route, objects.map(sortKeys)]),
  );
  await writeFile(fixture, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`check-json-ld: recorded ${built.size} page(s) in ${path.relative(root, fixture)}`);
  process.exit(0);
}

const expected = new Map(Object.entries(JSON.parse(await readFile(fixture, 'utf8'))));
const problems = [];
for (const route of new Set([...expected.keys(), ...built.keys()])) {
  if (!built.has(route)) problems.push(`${route}: in the fixture, not in the build`);
  else if (!expected.has(route)) problems.push(`${route}: built, not in the fixture (record it with --write)`);
  else {
    const want = canonical(expected.get(route));
    const got = canonical(built.get(route));
    if (JSON.stringify(want) !== JSON.stringify(got)) {
      const missing = want.filter((object) => !got.includes(object)).map((object) => JSON.parse(object));
      const extra = got.filter((object) => !want.includes(object)).map((object) => JSON.parse(object));
      const lines = missing.map((object) => {
        // Compared with the built object of the same @type, when there is one.
        const counterpart =
          extra.find((other) => JSON.stringify(other['@type']) === JSON.stringify(object['@type'])) ?? {};
        return `  ${JSON.stringify(object['@type'])}:\n${leafDiff(object, counterpart)
          .map((line) => `    ${line}`)
          .join('\n')}`;
      });
      const unmatched = extra.filter(
        (object) => !missing.some((other) => JSON.stringify(other['@type']) === JSON.stringify(object['@type'])),
      );
      lines.push(...unmatched.map((object) => `  built, not expected: ${JSON.stringify(object)}`));
      problems.push(
        `${route}: JSON-LD differs from the fixture (${want.length} object(s) expected, ${got.length} built)\n${lines.join('\n')}`,
      );
    }
  }
}

for (const problem of problems) console.log(problem);
console.log(
  `\ncheck-json-ld: ${built.size} page(s) compared with ${path.relative(root, fixture)}, ${problems.length} differing`,
);
process.exit(problems.length > 0 ? 1 : 0);
