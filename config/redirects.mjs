// @ts-check

/**
 * Addresses the old site and other pages linked to (spec "Other route facts"): all permanent (308).
 * @type {import('next/dist/lib/load-custom-routes').Redirect[]}
 */
export const redirects = [
  { source: '/produits/:key', destination: '/products/:key', permanent: true },
  { source: '/product', destination: '/solutions', permanent: true },
  {
    source: '/services/:category(pergolas|carports|vitrage|energie-solaire)',
    destination: '/:category',
    permanent: true,
  },
  { source: '/blog', destination: '/conseils', permanent: true },
  { source: '/blog/:slug', destination: '/conseils/:slug', permanent: true },
];
