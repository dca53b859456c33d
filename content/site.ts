import { z } from 'zod';
import { contactInfoSchema, linkSchema, parseContent } from './schema';
import { NBSP } from './french-typography';

/**
 * Marks a legal value only the company can supply (registry numbers, host, mediator).
 * Pages render it as is, so a missing value is visible instead of invented.
 */
export const TO_COMPLETE = 'À COMPLÉTER par l’entreprise';

export function isToComplete(value: string): boolean {
  return value === TO_COMPLETE;
}

const legalValue = z.string().trim().min(1);

/** Identifiers the legal notice and the privacy policy need (Swiss LCD art. 3 al. 1 let. s, French LCEN art. 6 III, Code de la consommation L612-1). */
const legalSchema = z.object({
  /** Swiss company identification number (IDE/UID), "CHE-123.456.789". */
  uid: legalValue,
  /** Commercial register of the Swiss company's seat. */
  commercialRegister: legalValue,
  /** French trade register of the SAS, "RCS Clermont-Ferrand 123 456 789". */
  rcs: legalValue,
  /** Share capital of the SAS, "10 000 €". */
  shareCapital: legalValue,
  /** French intra-EU VAT number, "FR12 123456789". */
  vatFr: legalValue,
  /** A role, never a person's name, so the page stays right when people change. */
  publicationDirectorRole: legalValue,
  host: z.object({ name: legalValue, address: legalValue, phone: legalValue }),
  /** Processor sending the contact form's e-mails (SMTP). */
  emailProvider: z.object({ name: legalValue }),
  /** Consumer mediator the French company adheres to (Code de la consommation, art. L612-1). */
  mediator: z.object({ name: legalValue, url: z.union([z.url(), z.literal(TO_COMPLETE)]) }),
});

/**
 * The company's facts: the one place every page reads them from.
 * Values marked « À COMPLÉTER » are the company's to fill (registry numbers,
 * host, mediator); they are shown as such rather than invented.
 */
const siteSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  legalNameFrance: z.string().min(1),
  url: z.url(),
  tagline: z.string().min(1),
  description: z.string().min(1),
  phone: z.string().min(1),
  email: z.email(),
  offices: z.array(contactInfoSchema).length(2),
  claims: z.object({
    yearsOfExperience: z.number().int().positive(),
    installations: z.number().int().positive(),
    colours: z.number().int().positive(),
  }),
  colourChartPdf: z.url(),
  /** What every product's JSON-LD offer says; brand and manufacturer are the company's name. */
  offers: z.object({ availability: z.literal('InStock'), currency: z.literal('CHF') }),
  social: z.array(z.object({ name: z.string(), url: linkSchema })),
  copyrightYear: z.number().int(),
  logo: z.string(),
  /** Date of the last content update (ISO 8601): lastModified of the pages in the sitemap that have no date of their own. */
  contentUpdatedAt: z.iso.date(),
  legal: legalSchema,
});

/** The production address, overridable for staging or previews. */
const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.lumina-terrasses.ch').replace(/\/+$/, '');

export const site = parseContent('content/site.ts', siteSchema, {
  name: 'Lumina Terrasses',
  legalName: 'Lumina Terrasses Sàrl',
  legalNameFrance: 'Lumina Terrasses France SAS',
  url: siteUrl,
  tagline: 'Pergolas, carports, vitrages et énergie solaire sur mesure',
  description:
    'Pergolas bioclimatiques, carports, murs de verre, panneaux solaires, pompes à chaleur et bornes de recharge : conception et pose sur mesure en Suisse romande et en Auvergne. Devis gratuit.',
  phone: '+41 22 700 12 34',
  email: 'info@lumina-terrasses.ch',
  offices: [
    {
      country: 'Suisse',
      countryCode: 'CH',
      label: 'Chêne-Bourg (Genève)',
      address: 'Rue de Genève 88',
      postcode: '1225',
      city: 'Chêne-Bourg',
      email: 'geneve@lumina-terrasses.ch',
      phone: '+41 22 700 12 34',
    },
    {
      country: 'France',
      countryCode: 'FR',
      label: 'Clermont-Ferrand',
      address: '12 boulevard Gergovia',
      postcode: '63000',
      city: 'Clermont-Ferrand',
      email: 'clermont@lumina-terrasses.fr',
      phone: '+33 4 73 00 12 34',
    },
  ],
  claims: { yearsOfExperience: 20, installations: 1000, colours: 200 },
  colourChartPdf: 'https://files.lumina-terrasses.ch/nuancier-lumina-terrasses.pdf',
  offers: { availability: 'InStock', currency: 'CHF' },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/luminaterrasses' },
    { name: 'Instagram', url: 'https://www.instagram.com/luminaterrasses' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/lumina-terrasses' },
  ],
  copyrightYear: 2025,
  logo: '/images/logo.svg',
  contentUpdatedAt: '2026-11-21',
  legal: {
    uid: TO_COMPLETE,
    commercialRegister: 'Registre du commerce du canton de Genève',
    rcs: TO_COMPLETE,
    shareCapital: TO_COMPLETE,
    vatFr: TO_COMPLETE,
    publicationDirectorRole: 'Le gérant de Lumina Terrasses Sàrl',
    host: { name: TO_COMPLETE, address: TO_COMPLETE, phone: TO_COMPLETE },
    emailProvider: { name: TO_COMPLETE },
    mediator: { name: TO_COMPLETE, url: TO_COMPLETE },
  },
});

/** A phone number that never wraps inside a line ("+41 22 700 12 34" with non-breaking spaces). */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, NBSP);
}

/** "+41 22 700 12 34" -> "tel:+41227001234" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
