import { z } from 'zod';
import { legalFactSchema, legalFacts, legalValues } from './legal-facts';
import { legalSections } from './legal-sections';
import { parseMarkdownFile, readMarkdownFile } from './load-markdown';
import { inlineMarkdown, pageMetadataSchema } from './schema';
import { isToComplete, site, TO_COMPLETE } from './site';

/**
 * /mentions-legales and /politique-confidentialite, from content/legal/<page>.md. Every company fact (names,
 * addresses, registry numbers, host, mediator, retention periods) comes from content/site.ts and
 * content/retention.ts through content/legal-facts.ts; values the company has not supplied yet stay
 * « À COMPLÉTER par l’entreprise ». Paragraphs and list items are short Markdown texts: **bold** and [label](link).
 */

const text = z.string().trim().min(1, 'ne doit pas être vide');

const legalBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: inlineMarkdown }),
  z.object({ type: z.literal('list'), items: z.array(inlineMarkdown).min(1) }),
  /** A definition list (term: value), e.g. the company's identifiers. */
  z.object({ type: z.literal('facts'), items: z.array(legalFactSchema).min(1) }),
]);

const legalSubsectionSchema = z.object({ title: text, blocks: z.array(legalBlockSchema).min(1) });

const legalSectionSchema = z
  .object({
    /** Fragment identifier, linked from the table of contents. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'identifiant en minuscules avec tirets'),
    title: text,
    blocks: z.array(legalBlockSchema).default([]),
    subsections: z.array(legalSubsectionSchema).default([]),
  })
  .refine((section) => section.blocks.length + section.subsections.length > 0, 'section vide');

const legalPageSchema = z
  .object({
    path: z.enum(['/mentions-legales', '/politique-confidentialite']),
    metadata: pageMetadataSchema,
    eyebrow: text,
    title: text,
    intro: inlineMarkdown,
    /** ISO date shown as « Dernière mise à jour ». */
    updatedAt: z.iso.date(),
    sections: z.array(legalSectionSchema).min(1),
  })
  .refine(
    (page) => new Set(page.sections.map((s) => s.id)).size === page.sections.length,
    'identifiants de section en double',
  );

export type { LegalFact } from './legal-facts';
export type LegalBlock = z.infer<typeof legalBlockSchema>;
export type LegalPage = z.infer<typeof legalPageSchema>;

/** A legal page's file: content/legal/<name>.md is /<name>. */
function legalPage(name: 'mentions-legales' | 'politique-confidentialite'): LegalPage {
  const markdownFile = readMarkdownFile('legal', name, legalValues);
  return parseMarkdownFile(
    markdownFile,
    legalPageSchema,
    ({ data, body, file, bodyLine }) => {
      try {
        return {
          ...data,
          path: `/${name}`,
          updatedAt: site.contentUpdatedAt,
          sections: legalSections(body, legalFacts),
        };
      } catch (error) {
        throw new Error(`${file}:${bodyLine} — ${(error as Error).message}`);
      }
    },
    ['sections'],
  );
}

export const legalNotice = legalPage('mentions-legales');
export const privacyPolicy = legalPage('politique-confidentialite');

/* ------------------------------------------------------------------ */
/* With the optional analytics                                          */
/* ------------------------------------------------------------------ */

const NO_ANALYTICS_INTRO =
  '**Ce site ne dépose aucun cookie de suivi et n’utilise aucun outil de mesure d’audience tiers.**';
const ANALYTICS_NAMES = { plausible: 'Plausible', umami: 'Umami', matomo: 'Matomo' } as const;

/**
 * The privacy policy as a build with analytics must state it (ANALYTICS_PROVIDER, docs/operations.md « Analytics »): the tool,
 * where it runs, and that it is configured without cookies; `null` (no analytics) gives the policy unchanged.
 */
export function privacyPolicyWith(
  analytics: { provider: keyof typeof ANALYTICS_NAMES; host: string } | null,
): LegalPage {
  if (!analytics) return privacyPolicy;
  const name = ANALYTICS_NAMES[analytics.provider];
  const noCookie =
    analytics.provider === 'matomo' ? 'configuré pour ne déposer **aucun cookie**' : 'qui ne dépose **aucun cookie**';
  const measure: LegalBlock = {
    type: 'paragraph',
    text:
      'Ce site ne dépose **aucun cookie de suivi ni publicitaire**. Pour savoir quelles pages sont lues et lesquelles mènent à une demande de devis, ' +
      `il mesure son audience avec **${name}** (servi depuis ${analytics.host}), ${noCookie} et ne conservant aucune donnée permettant de vous reconnaître : ` +
      'pages vues, page d’origine, pays et type d’appareil, et quatre actions comptées de façon agrégée (demande de devis envoyée, estimateur utilisé, clic sur un numéro de téléphone, clic sur une adresse e-mail). ' +
      'Ces statistiques ne servent ni à la publicité ni à vous suivre sur d’autres sites ; aucun bandeau de consentement n’est donc nécessaire. Les polices de caractères et les images sont servies par notre propre serveur.',
  };
  return {
    ...privacyPolicy,
    intro: privacyPolicy.intro.replace(NO_ANALYTICS_INTRO, '**Ce site ne dépose aucun cookie de suivi.**'),
    sections: privacyPolicy.sections.map((section) =>
      section.id === 'cookies' ? { ...section, blocks: [measure, ...section.blocks.slice(1)] } : section,
    ),
  };
}

/** Re-exported for the pages, which mark values still to be supplied. */
export { isToComplete, TO_COMPLETE };
