#!/usr/bin/env node
/**
 * Validates every pre-rendered HTML page of the production build with html-validate.
 *
 *   npx next build && node scripts/validate-html.mjs        # reads .next/server/app/**\/*.html
 *   NEXT_DIST_DIR=.next-seo node scripts/validate-html.mjs  # another build directory
 *
 * Rules: .htmlvalidate.json extends html-validate:recommended. JSON has no comments and its schema
 * refuses extra keys, so each adjustment is explained here. Each one is about markup React or Next
 * writes and the project does not control; none turns off a check on what the components decide.
 *
 * - attr-case: lowercase OR camelCase. React serialises some attributes in their DOM-property case
 *   (charSet, noValidate, autoComplete, fetchPriority, imageSrcSet); HTML attribute names are
 *   case-insensitive. Upper-case or mixed names of any other shape are still reported.
 * - attribute-boolean-style and attribute-empty-style: "empty" instead of "omit". React writes every
 *   boolean or empty attribute as name="" (async="", hidden="", crossorigin=""); the rule still
 *   enforces one consistent style.
 * - void-style: "selfclosing" instead of "omit". React closes void elements (<meta/>, <img/>, <br/>).
 * - valid-id: relaxed. React's useId() makes ids such as "_R_2lb_", valid in HTML5 (no whitespace,
 *   not empty) but not starting with a letter as the strict mode wants; duplicates are still errors.
 * - no-inline-style: off. next/image (fill, blur placeholders), the toaster and React `style` props
 *   write style attributes; the Content-Security-Policy (config/headers.mjs) allows inline styles.
 *
 * Files left out: _global-error.html, the document shell Next writes for a crash of the root layout
 * (<html id="__next_error__"> without lang; app/global-error.tsx renders into it in the browser). It
 * is not served at any address of the site.
 *
 * Prints every error as file:line:column rule message [selector], then a summary; exits 1 on any error.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { htmlFiles } from './built-json-ld.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const appDir = path.join(root, distDir, 'server', 'app');

let files;
try {
  files = (await htmlFiles(appDir)).filter((file) => path.basename(file) !== '_global-error.html');
} catch (error) {
  console.error(`validate-html: cannot read ${appDir} (${error.code ?? error.message}); run \`next build\` first.`);
  process.exit(1);
}
if (files.length === 0) {
  console.error(`validate-html: no HTML file in ${appDir}; run \`next build\` first.`);
  process.exit(1);
}

// Config is looked up from the project root (.htmlvalidate.json), whatever the build directory.
const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
const configTarget = path.join(root, 'page.html');
let errorCount = 0;
let failedFiles = 0;
/** rule -> { count, files, example } for the closing summary. */
const byRule = new Map();

for (const file of files) {
  const name = path.relative(root, file);
  const report = await htmlvalidate.validateString(await readFile(file, 'utf8'), configTarget);
  const messages = report.results.flatMap((result) => result.messages);
  if (messages.length === 0) continue;
  failedFiles += 1;
  errorCount += messages.length;
  console.log(`\n${name}: ${messages.length} error(s)`);
  for (const m of messages) {
    console.log(`  ${name}:${m.line}:${m.column}  ${m.ruleId}  ${m.message}${m.selector ? `  [${m.selector}]` : ''}`);
    const entry = byRule.get(m.ruleId) ?? {
      count: 0,
      files: new Set(),
      example: `${m.message}${m.selector ? ` [${m.selector}]` : ''}`,
    };
    entry.count += 1;
    entry.files.add(name);
    byRule.set(m.ruleId, entry);
  }
}

if (byRule.size > 0) {
  console.log('\nSummary by rule:');
  for (const [rule, { count, files: ruleFiles, example }] of [...byRule].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`  ${rule}: ${count} error(s) in ${ruleFiles.size} page(s), e.g. ${example}`);
  }
}

console.log(
  `\nhtml-validate: ${files.length} page(s) checked, ${failedFiles} with errors, ${errorCount} error(s) in total`,
);
process.exit(errorCount > 0 ? 1 : 0);
