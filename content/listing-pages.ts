import { pageMetadataSchema, parseContent } from './schema';

/** Metadata of the pages that list other content: /conseils (the articles) and /rechercher (everything). */
const source = 'content/listing-pages.ts';

export const blogIndexMetadata = parseContent(source, pageMetadataSchema, {
  title: 'Idées & Conseils',
  description:
    'Guides, budgets et conseils d’experts pour choisir et installer pergola, carport, vitrage, panneaux solaires, pompe à chaleur ou borne de recharge.',
  keywords: ['conseils pergola', 'guide carport', 'prix pergola Suisse', 'énergie solaire', 'blog terrasse'],
});

export const searchMetadata = parseContent(source, pageMetadataSchema, {
  title: 'Rechercher',
  description:
    'Recherchez parmi nos pergolas, carports, vitrages, solutions d’énergie solaire, articles de conseils et réponses aux questions fréquentes.',
  noIndex: true,
});
