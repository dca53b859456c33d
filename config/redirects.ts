import type { Redirect } from 'next/dist/lib/load-custom-routes';

/** Addresses the old site and other pages linked to (spec "Other route facts"): all permanent (308). */
export const redirects: Redirect[] = [
  { source: '/produits/:key', destination: '/products/:key', permanent: true },
  { source: '/product', destination: '/solutions', permanent: true },
  { source: '/services/:category(pergolas|carports|vitrage|energie-solaire)', destination: '/:category', permanent: true },
  { source: '/blog', destination: '/conseils', permanent: true },
  { source: '/blog/:slug', destination: '/conseils/:slug', permanent: true },
];
