import { z } from 'zod';
import { legalValues } from './legal-facts';
import { readPageFile } from './load-markdown';
import { heroSchema, pageMetadataSchema, sectionHeadingSchema } from './schema';

/** The /contact page's copy (spec "/contact"), from content/pages/contact.md; its offices' cities are the site's. */
const contactPage = readPageFile(
  'contact',
  z.object({
    metadata: pageMetadataSchema,
    hero: heroSchema,
    formHeading: sectionHeadingSchema,
    officesHeading: sectionHeadingSchema,
  }),
  legalValues,
);

export const contactMetadata = contactPage.metadata;
export const contactHero = contactPage.hero;
export const contactFormHeading = contactPage.formHeading;
export const officesHeading = contactPage.officesHeading;
