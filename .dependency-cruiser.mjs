// @ts-check
/**
 * The layers of the project, checked in `npm test` (scripts/test-all.sh): routes (app/) → features/ →
 * components/ → lib/ → content/, never back up; a feature is imported through the modules at its root (two
 * features never import each other: scripts/feature-graph.mjs), and the infrastructure (database, HTTP, the
 * mail queue) imports none; content/ imports only content/ (its schema, the site facts);
 * nothing under lib/server or a feature's server/ is reachable from a client component; no import circle; test
 * helpers (test/) are imported by tests only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

const PRODUCTION = '^(app|components|features|lib|content|config)/';
const ENTRY_POINTS = '^(app/|scripts/|placeholder-illustrations/|config/|instrumentation\\.ts$|next\\.config\\.mjs$)';
const TESTS = '(\\.test\\.tsx?$|^e2e/|^e2e-webkit/|^test/)';

/** Modules that start with the 'use client' directive: the roots of what reaches the browser. */
function clientModules() {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx)$/.test(entry.name) && /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8')))
        found.push(file.split(path.sep).join('/'));
    }
  };
  for (const folder of ['app', 'components', 'features', 'lib']) walk(path.join(root, folder));
  return found.map((file) => path.relative(root, file).split(path.sep).join('/'));
}
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CLIENT = `^(${clientModules().map(escape).join('|')})$`;

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle makes load order matter and hides what a module needs.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'components-not-to-routes',
      comment: 'Routes compose components; a component never imports a route.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'lib-not-up',
      comment: 'lib/ holds helpers under the components: it never imports a component or a route.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'content-only-content',
      comment: 'content/ is data validated by its schema: it imports only content/ (and packages).',
      severity: 'error',
      from: { path: '^content/', pathNot: TESTS },
      to: { path: '^(app|components|features|lib|config)/' },
    },
    {
      name: 'no-server-in-client',
      comment:
        "Nothing under lib/server or a feature's server/ folder (nor 'server-only') may reach a 'use client' " +
        "module's bundle.",
      severity: 'error',
      from: { path: CLIENT },
      to: { path: ['^lib/server/', '^features/[^/]+/server/', 'node_modules/server-only/'], reachable: true },
    },
    {
      name: 'no-holiday-rules-in-client',
      comment:
        "lib/office-hours.ts imports date-holidays, every country's rules (about 1 MB): a client component gets due " +
        'times computed on the server and words them with lib/due-words.ts. (node_modules is excluded from the ' +
        'graph, so the rule names the one module that imports the package.)',
      severity: 'error',
      from: { path: CLIENT },
      to: { path: '^lib/office-hours\\.ts$', reachable: true },
    },
    {
      name: 'test-helpers-for-tests',
      comment: 'Test helpers and fixtures live in test/ and are imported by tests only.',
      severity: 'error',
      from: { path: PRODUCTION, pathNot: TESTS },
      to: { path: ['^test/', '\\.test\\.tsx?$'] },
    },
    {
      name: 'no-test-helpers-in-production-folders',
      comment:
        'Every module of a production folder is reached from an entry point (a route, instrumentation, a script, ' +
        'the Next configuration): one that only tests reach is a test helper and belongs in test/.',
      severity: 'error',
      from: { path: ENTRY_POINTS, pathNot: TESTS },
      to: { path: '^(components|features|lib|content)/', pathNot: [TESTS, '\\.d\\.ts$'], reachable: false },
    },
    {
      name: 'mail-queue-is-a-leaf',
      comment:
        'The mail queue (its sender, kinds registry, store, transports, alerts) knows no feature: features queue ' +
        'their rows, and lib/server/site-mail.ts registers their composers and sweeps at the start of a process. ' +
        'The composers, which read a feature to write its e-mail, are not part of the queue.',
      severity: 'error',
      from: {
        path: '^lib/server/mail/(sender|kinds|queue-store|transport|delivery-alert|delivery-health|webhook-error)\\.ts$',
      },
      to: { path: ['^lib/server/', '^features/'], pathNot: '^lib/server/(mail|db)/|^lib/server/config\\.ts$' },
    },
    {
      name: 'infrastructure-imports-no-feature',
      comment:
        'The database layer and the HTTP reading and limits serve every feature and import none of them ' +
        '(a migration is the schema, not a feature).',
      severity: 'error',
      from: { path: '^lib/server/(db|http)/', pathNot: TESTS },
      to: { path: ['^lib/server/', '^features/'], pathNot: '^lib/server/(db|http)/|^lib/server/config\\.ts$' },
    },
    {
      name: 'features-not-to-routes',
      comment: 'A feature (features/<name>/: its model, server code and UI) never imports a route.',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^app/' },
    },
    {
      name: 'no-feature-internals',
      comment:
        "A feature's public entry points are the modules at its folder's root (features/<name>/*.ts): another " +
        'feature, lib/ and components/ import those, never its model/, server/ or ui/ folders. Routes, the ' +
        'scripts and tests compose a feature and may reach inside.',
      severity: 'error',
      from: { path: '^(features/([^/]+)/|lib/|components/|content/|config/)', pathNot: TESTS },
      to: { path: '^features/[^/]+/[^/]+/', pathNot: '^features/$2/' },
    },
    {
      name: 'shared-ui-not-into-features',
      comment: 'components/ holds the UI every page shares: a feature builds on it, never the other way round.',
      severity: 'error',
      from: { path: '^components/ui/' },
      to: { path: '^features/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|node_modules|bench/tmp|screenshots)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'],
    },
    combinedDependencies: false,
  },
};

export default config;
