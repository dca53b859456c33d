import { z } from 'zod';
import {
  COMMENT_LIMITS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_REQUIRED_MESSAGES as requiredMessages,
  MAX_ATTACHMENT_BYTES,
  ONE_LINE_FIELDS,
  extensionOf,
  isAcceptedExtension,
  isValidPhone,
  type ContactTextField,
} from './contact-rules';
import {
  CONTACTS_PREFERES,
  DELAIS,
  ESTIMATE_FIELDS,
  ESTIMATE_LIMITS_CHF,
  LOCALITE_MAX,
  MATERIAUX,
  MOMENTS,
  parseMetres,
  postcodeCountry,
  POSES,
  PROJECT_MESSAGES,
  type Estimate,
  type ProjectDetails,
} from './project-details';

export * from './contact-rules';

// The site's Content-Security-Policy forbids eval: without this, zod probes `new Function`
// on first use, which the browser reports as a CSP violation (and Lighthouse counts).
z.config({ jitless: true });

/**
 * Validation shared by the browser and the server: the contact form validates with
 * `buildContactFieldsSchema` / `attachmentMetaSchema` as the visitor types, and
 * `POST /api/contact` validates the same values with the same schemas (plus checks
 * only the server can make: magic bytes of the attachment, body size).
 * Messages are French and shown next to the fields.
 */

/**
 * Strips NUL characters (PostgreSQL text cannot hold them) and surrounding whitespace,
 * and turns CRLF line breaks (multipart bodies always use them) into \n.
 */
const clean = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(/\u0000/g, '')
        .replace(/\r\n?/g, '\n')
        .trim()
    : value;

/** Line feed, carriage return, vertical tab, form feed, NEL and the Unicode line and paragraph separators. */
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;
const oneLine = (value: string) => !LINE_BREAK.test(value);

function baseText(field: ContactTextField) {
  const max = CONTACT_LIMITS[field];
  const text = z.string({ error: requiredMessages[field] });
  const checked = (ONE_LINE_FIELDS as readonly ContactTextField[]).includes(field)
    ? text.refine(oneLine, { error: CONTACT_MESSAGES.oneLine })
    : text;
  return z.preprocess(clean, checked.max(max, { error: CONTACT_MESSAGES.tooLong(max) }));
}

const requiredText = (field: ContactTextField) =>
  baseText(field).refine((value) => value.length > 0, { error: requiredMessages[field] });

const optionalText = (field: ContactTextField) =>
  baseText(field)
    .optional()
    .transform((value) => (value ? value : undefined));

const emailFormat = z.email({ error: CONTACT_MESSAGES.email });

/**
 * The text fields of a contact message. The server requires nom, prenom, email,
 * telephone, sujet and message; a page may in addition require the company (societe).
 */
export function buildContactFieldsSchema(required: { societe?: boolean } = {}) {
  const email = requiredText('email').superRefine((value, ctx) => {
    if (value && !emailFormat.safeParse(value).success)
      ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.email });
  });
  const telephone = requiredText('telephone').superRefine((value, ctx) => {
    if (value && !isValidPhone(value)) ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.telephone });
  });
  return z.object({
    nom: requiredText('nom'),
    prenom: requiredText('prenom'),
    email,
    societe: required.societe ? requiredText('societe') : optionalText('societe'),
    telephone,
    sujet: requiredText('sujet'),
    message: requiredText('message'),
  });
}

/** What the server stores and requires. */
export const contactFieldsSchema = buildContactFieldsSchema();

/** Name and size of the optional attachment (a browser `File` or the server's parsed part). */
export const attachmentMetaSchema = z.object({
  name: z.string().refine((name) => isAcceptedExtension(extensionOf(name)), { error: CONTACT_MESSAGES.fileExtension }),
  size: z
    .number()
    .int()
    .min(1, { error: CONTACT_MESSAGES.fileEmpty })
    .max(MAX_ATTACHMENT_BYTES, { error: CONTACT_MESSAGES.fileTooLarge }),
});

/** Product keys arrive from `?produit=`: kept when well-formed, otherwise dropped (never a reason to refuse a lead). */
export const produitSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,60}$/)
  .optional()
  .catch(undefined);

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field, for display next to it. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/* ------------------------------------------------------------------ */
/* Newsletter and blog comments                                        */
/* ------------------------------------------------------------------ */

export const NEWSLETTER_MESSAGES = {
  required: 'Veuillez indiquer votre adresse e-mail.',
  invalid: 'Adresse e-mail invalide. Vérifiez-la et réessayez.',
  /** The same answer whether the address was unknown, waiting for confirmation or subscribed already. */
  success:
    'Merci\u00a0! Si cette adresse n’est pas encore inscrite, vous allez recevoir un e-mail\u00a0: cliquez sur son lien pour confirmer votre inscription.',
} as const;

export const newsletterSchema = z.object({
  email: z.preprocess(
    clean,
    z
      .string({ error: NEWSLETTER_MESSAGES.required })
      .min(1, { error: NEWSLETTER_MESSAGES.required })
      .max(254, { error: NEWSLETTER_MESSAGES.invalid })
      .pipe(z.email({ error: NEWSLETTER_MESSAGES.invalid }))
      .transform((email) => email.toLowerCase()),
  ),
});

export const COMMENT_SUCCESS_MESSAGE = 'Merci\u00a0! Votre commentaire apparaîtra après modération.';

export const commentSchema = z.object({
  articleSlug: z.preprocess(
    clean,
    z
      .string({ error: 'Article inconnu.' })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Article inconnu.' })
      .max(200, { error: 'Article inconnu.' }),
  ),
  nom: z.preprocess(
    clean,
    z
      .string({ error: 'Veuillez indiquer votre nom.' })
      .min(1, { error: 'Veuillez indiquer votre nom.' })
      .refine(oneLine, { error: CONTACT_MESSAGES.oneLine })
      .max(COMMENT_LIMITS.nom, { error: CONTACT_MESSAGES.tooLong(COMMENT_LIMITS.nom) }),
  ),
  email: z.preprocess(
    clean,
    z
      .string({ error: 'Veuillez indiquer votre adresse e-mail.' })
      .min(1, { error: 'Veuillez indiquer votre adresse e-mail.' })
      .refine(oneLine, { error: CONTACT_MESSAGES.oneLine })
      .max(COMMENT_LIMITS.email, { error: CONTACT_MESSAGES.email })
      .pipe(z.email({ error: CONTACT_MESSAGES.email })),
  ),
  message: z.preprocess(
    clean,
    z
      .string({ error: 'Veuillez écrire votre commentaire.' })
      .min(1, { error: 'Veuillez écrire votre commentaire.' })
      .max(COMMENT_LIMITS.message, { error: CONTACT_MESSAGES.tooLong(COMMENT_LIMITS.message) }),
  ),
  /** « Me prévenir d’une réponse »: only `true` (JSON) asks; anything else is no. */
  notifyReply: z.literal(true).optional().catch(undefined),
  /** Honeypot: humans leave it empty. */
  website: z.preprocess(clean, z.string().max(500).optional()).catch(undefined),
});

/* ------------------------------------------------------------------ */
/* Project details of a quote request                                 */
/* ------------------------------------------------------------------ */

/** An optional text: absent, empty or blank is « not given ». */
export const optionalValue = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => {
    const cleaned = clean(value);
    return cleaned === '' ? undefined : cleaned;
  }, inner.optional());

const choice = <T extends string>(options: readonly [T, ...T[]]) =>
  optionalValue(z.enum(options, { error: PROJECT_MESSAGES.choice }));

const size = (what: 'largeur' | 'profondeur') =>
  optionalValue(
    z.string().transform((text, ctx) => {
      const cm = parseMetres(text);
      if (cm === null) {
        ctx.addIssue({ code: 'custom', message: PROJECT_MESSAGES.size(what) });
        return z.NEVER;
      }
      return cm;
    }),
  );

/** An optional Swiss or French postcode, as stored, with its country (also the booking form's). */
export const postcodeField = optionalValue(
  z.string().transform((text, ctx) => {
    const parsed = postcodeCountry(text);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: PROJECT_MESSAGES.postcode });
      return z.NEVER;
    }
    return parsed;
  }),
);

const wholeChf = z
  .string()
  .regex(/^\d{1,7}$/)
  .transform(Number)
  .pipe(z.number().int().min(ESTIMATE_LIMITS_CHF.min).max(ESTIMATE_LIMITS_CHF.max));
const estimateMetres = z
  .string()
  .regex(/^\d+([.,]\d+)?$/)
  .transform((text, ctx) => parseMetres(text) ?? (ctx.addIssue({ code: 'custom', message: '' }), z.NEVER));

/** The estimate: all five hidden fields, each valid, min ≤ max; or none of them. */
const estimateSchema = z
  .object({
    estimation_min: wholeChf,
    estimation_max: wholeChf,
    estimation_materiau: z.enum(MATERIAUX),
    estimation_largeur: estimateMetres,
    estimation_profondeur: estimateMetres,
  })
  .refine((value) => value.estimation_min <= value.estimation_max)
  .transform((value): Estimate => ({
    minChf: value.estimation_min,
    maxChf: value.estimation_max,
    materiau: value.estimation_materiau,
    largeurCm: value.estimation_largeur,
    profondeurCm: value.estimation_profondeur,
  }));

/** The five hidden fields as one value: all given and valid, or none (then null). */
const carriedEstimate = z.record(z.string(), z.unknown()).transform((parts, ctx): Estimate | null => {
  const given = ESTIMATE_FIELDS.filter((name) => clean(parts[name]) !== undefined && clean(parts[name]) !== '');
  if (given.length === 0) return null;
  const parsed = estimateSchema.safeParse(
    Object.fromEntries(ESTIMATE_FIELDS.map((name) => [name, clean(parts[name])])),
  );
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: PROJECT_MESSAGES.estimate });
  return z.NEVER;
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The optional project details, as the form and POST /api/contact name them (PROJECT_FIELDS and the
 * estimate's ESTIMATE_FIELDS); every field may be left out. Errors are keyed by field, the estimate's
 * under `estimation`.
 */
export const projectFieldsSchema = z.preprocess(
  (input) =>
    isRecord(input)
      ? { ...input, estimation: Object.fromEntries(ESTIMATE_FIELDS.map((name) => [name, input[name]])) }
      : input,
  z
    .object({
      largeur: size('largeur'),
      profondeur: size('profondeur'),
      pose: choice(POSES),
      code_postal: postcodeField,
      localite: optionalValue(
        z
          .string()
          .max(LOCALITE_MAX, { error: CONTACT_MESSAGES.tooLong(LOCALITE_MAX) })
          .refine(oneLine, { error: CONTACT_MESSAGES.oneLine }),
      ),
      delai: choice(DELAIS),
      contact_prefere: choice(CONTACTS_PREFERES),
      moment_contact: choice(MOMENTS),
      estimation: carriedEstimate,
    })
    .transform((value): ProjectDetails => ({
      largeurCm: value.largeur ?? null,
      profondeurCm: value.profondeur ?? null,
      pose: value.pose ?? null,
      codePostal: value.code_postal?.codePostal ?? null,
      localite: value.localite ?? null,
      pays: value.code_postal?.pays ?? null,
      delai: value.delai ?? null,
      contactPrefere: value.contact_prefere ?? null,
      momentContact: value.moment_contact ?? null,
      estimation: value.estimation,
    })),
);
