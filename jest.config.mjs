import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/lib/test/empty-module.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/\\.next'],
  // Builds in .next-* folders (standalone output) carry package.json files that confuse jest-haste-map.
  modulePathIgnorePatterns: ['<rootDir>/\\.next', '<rootDir>/bench/tmp'],
};

export default createJestConfig(config);
