import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globalSetup: '<rootDir>/test/server/postgres-setup.mjs',
  globalTeardown: '<rootDir>/test/server/postgres-teardown.mjs',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/e2e-webkit/', '/\\.next'],
  // Builds in .next-* folders (standalone output) carry package.json files that confuse jest-haste-map.
  modulePathIgnorePatterns: ['<rootDir>/\\.next', '<rootDir>/bench/tmp'],
};

/**
 * Packages published as ES modules only (file-type, Better Auth and their dependencies): jest runs CommonJS here,
 * so they are transformed like the project's own files. next/jest only lets a config append to
 * transformIgnorePatterns, so its node_modules pattern is widened after the config is resolved.
 */
const ESM_ONLY_PACKAGES = [
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer/inflate',
  '@borewit/text-codec',
  // Better Auth and its dependencies (lib/server/staff/auth.ts).
  'better-auth',
  '@better-auth',
  'better-call',
  '@better-fetch',
  'jose',
  'nanostores',
  '@noble',
  'defu',
  'rou3',
  // The Markdown chain of the content (content/markdown-source.ts, components/ui/markdown.tsx): unified, remark, rehype.
  'unified',
  'bail',
  'devlop',
  'is-plain-obj',
  'trough',
  'vfile',
  'vfile-message',
  'remark-[a-z-]+',
  'mdast-util-[a-z-]+',
  'micromark',
  'micromark-[a-z-]+',
  'unist-util-[a-z-]+',
  'hast-util-[a-z-]+',
  'decode-named-character-reference',
  'character-entities',
  'character-entities-[a-z0-9-]+',
  'character-reference-invalid',
  'ccount',
  'longest-streak',
  'markdown-table',
  'zwitch',
  'trim-lines',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'estree-util-[a-z-]+',
  'html-url-attributes',
  'escape-string-regexp',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const esm = ESM_ONLY_PACKAGES.map((name) => name.replace(/\//g, '[\\\\/]')).join('|');
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((pattern) =>
    pattern.startsWith('/node_modules/(?!.pnpm)(?!(') ? pattern.replace('(?!(', `(?!(${esm}|`) : pattern,
  );
  return resolved;
}
