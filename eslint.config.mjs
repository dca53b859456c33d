import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Unit tests render plain links as fixtures (children of the component under test). Since the root dynamic route
    // app/(site)/[category], this rule reads every address of one segment (/contact) as a page that needs next/link.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // The back-office navigates with plain links: its pages are dynamic and rendered anew on the server
    // anyway, and leaving next/link out spares every staff page its client code (about 7 KB gzip).
    files: [
      'app/equipe/**',
      'components/equipe/**',
      'features/*/ui/staff/**',
      // The features only staff use.
      'features/staff-accounts/**',
      'features/conversions/**',
      'features/personal-data/**',
    ],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  globalIgnores([
    '.next*/**',
    'node_modules/**',
    'public/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'bench/tmp/**',
  ]),
]);
