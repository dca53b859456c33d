/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * What a 'use client' module imports statically ships in its page's first load. zod (about 30 KB gzip)
 * must arrive only through `import()` (contact form, newsletter): a static path from a client component
 * to zod, for example through a content module validated with parseContent, fails here with the chain.
 */

const root = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['app', 'components', 'features', 'lib', 'content'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

function listSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return EXTENSIONS.includes(path.extname(entry.name)) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Static value imports and re-exports; `import type`, imports of types only and `import()` do not load code. */
function staticImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    const [, keyword, typeOnly, clause = '', specifier = ''] = match;
    if (typeOnly) continue;
    if (keyword === 'export' && !/\bfrom\b|^\*|^\{/.test(clause + ' from')) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const onlyTypes =
      braces &&
      !/^[^{]*\w[^{]*,?\s*\{/.test(clause) &&
      braces[1]!.split(',').every((name) => !name.trim() || /^type\s/.test(name.trim()));
    if (onlyTypes) continue;
    found.push(specifier);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** The chain of files from `entry` to a static import of `pkg`, or null. */
function chainTo(entry: string, pkg: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const specifier of staticImports(fs.readFileSync(file, 'utf8'))) {
      if (specifier === pkg || specifier.startsWith(`${pkg}/`)) return [...trail, file, pkg];
      const next = resolve(file, specifier);
      const found = next ? walk(next, [...trail, file]) : null;
      if (found) return found;
    }
    return null;
  };
  return walk(entry, []);
}

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8'));

/** The chain of the project's files from `entry` to a 'use client' module it imports statically, or null. */
function chainToClientModule(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    if (isClientModule(file)) return [...trail, file];
    for (const specifier of staticImports(fs.readFileSync(file, 'utf8'))) {
      const next = resolve(file, specifier);
      const found = next ? walk(next, [...trail, file]) : null;
      if (found) return found;
    }
    return null;
  };
  return walk(entry, []);
}

const clientModules = SOURCE_DIRS.flatMap((dir) => listSources(path.join(root, dir))).filter(isClientModule);

describe('client bundles', () => {
  it('finds the client components', () => {
    expect(clientModules.length).toBeGreaterThan(10);
    expect(clientModules).toContain(path.join(root, 'features/quote/ui/contact-form.tsx'));
  });

  it('reads the import forms that load code, and skips those that do not', () => {
    const source = [
      "import a from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, F } from './e';",
      "import {\n  G,\n  H,\n} from './g';",
      "import './side-effect';",
      "export { I } from './i';",
      "export * from './j';",
      "export type { K } from './k';",
      "const l = await import('./l');",
    ].join('\n');
    expect(staticImports(source)).toEqual(['./a', './e', './g', './side-effect', './i', './j']);
  });

  it('follows static imports to a client module', () => {
    const siteChain = chainToClientModule(path.join(root, 'app/(site)/layout.tsx')) ?? [];
    expect(siteChain.length).toBeGreaterThan(1);
    expect(isClientModule(siteChain.at(-1)!)).toBe(true);
  });

  // The root layout is the document of the public site and of the back-office alike: the public site's client
  // components (menus, search, newsletter form, toaster) belong to app/(site)/layout.tsx.
  it.each([['app/layout.tsx'], ['app/equipe/layout.tsx']])('%s loads no client component', (file) => {
    expect(chainToClientModule(path.join(root, file))?.map((step) => path.relative(root, step)) ?? null).toBeNull();
  });

  it.each(clientModules.map((file) => [path.relative(root, file)]))('%s does not load zod statically', (file) => {
    const chain = chainTo(path.join(root, file), 'zod');
    expect(chain?.map((step) => path.relative(root, step)) ?? null).toBeNull();
  });

  // Copy is Markdown rendered on the server (components/ui/markdown.tsx): the parser never ships to the browser.
  it.each(clientModules.map((file) => [path.relative(root, file)]))('%s does not load the Markdown parser', (file) => {
    for (const pkg of ['unified', 'remark-parse', 'remark-rehype', 'hast-util-to-jsx-runtime']) {
      const chain = chainTo(path.join(root, file), pkg);
      expect(chain?.map((step) => path.relative(root, step)) ?? null).toBeNull();
    }
  });
});
