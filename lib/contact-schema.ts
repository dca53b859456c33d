import { z } from 'zod';

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

/** 10 Mo: the attachment limit shown to the visitor and enforced by the server. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Room for the text fields and the multipart framing around the attachment. */
export const MAX_CONTACT_BODY_BYTES = MAX_ATTACHMENT_BYTES + 512 * 1024;
export const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];
/** For `<input type="file" accept=...>`. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const ACCEPTED_FORMATS_HELP = 'Formats acceptés: PDF, DOC, DOCX, JPG, PNG';
export const MAX_ATTACHMENT_HELP = '10\u00a0Mo maximum';

/** Upper bounds for every text field (characters after trimming). */
export const CONTACT_LIMITS = {
  nom: 100,
  prenom: 100,
  email: 254,
  societe: 150,
  telephone: 30,
  sujet: 200,
  message: 5000,
} as const;

export const CONTACT_TEXT_FIELDS = ['nom', 'prenom', 'email', 'societe', 'telephone', 'sujet', 'message'] as const;
export type ContactTextField = (typeof CONTACT_TEXT_FIELDS)[number];
export type ContactField = ContactTextField | 'file';

/** Fields the server always requires (spec section 5). `societe` and the file are optional. */
export const SERVER_REQUIRED_FIELDS = ['nom', 'prenom', 'email', 'telephone', 'sujet', 'message'] as const;

const requiredMessages: Record<ContactTextField, string> = {
  nom: 'Veuillez indiquer votre nom.',
  prenom: 'Veuillez indiquer votre prénom.',
  email: 'Veuillez indiquer votre adresse e-mail.',
  societe: 'Veuillez indiquer votre société.',
  telephone: 'Veuillez indiquer votre numéro de téléphone.',
  sujet: 'Veuillez indiquer le sujet de votre demande.',
  message: 'Veuillez écrire votre message.',
};

export const CONTACT_MESSAGES = {
  email: 'Adresse e-mail invalide (exemple\u00a0: prenom.nom@exemple.ch).',
  telephone:
    'Numéro de téléphone invalide\u00a0: 6 à 20 chiffres, avec éventuellement +, espaces, points, tirets ou parenthèses.',
  tooLong: (max: number) => `${max}\u00a0caractères au maximum.`,
  fileExtension: `Format de fichier non accepté. ${ACCEPTED_FORMATS_HELP}.`,
  fileTooLarge: 'Le fichier dépasse la taille maximale de 10\u00a0Mo.',
  fileEmpty: 'Le fichier joint est vide.',
  fileContent: 'Le contenu du fichier ne correspond pas à son extension.',
  fileRequired: 'Veuillez joindre un fichier.',
  invalid: 'Certains champs sont invalides. Veuillez vérifier le formulaire.',
} as const;

/**
 * Strips NUL characters (PostgreSQL text cannot hold them) and surrounding whitespace,
 * and turns CRLF line breaks (multipart bodies always use them) into \n.
 */
const clean = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\u0000/g, '').replace(/\r\n?/g, '\n').trim() : value;

function baseText(field: ContactTextField) {
  const max = CONTACT_LIMITS[field];
  return z.preprocess(
    clean,
    z.string({ error: requiredMessages[field] }).max(max, { error: CONTACT_MESSAGES.tooLong(max) }),
  );
}

const requiredText = (field: ContactTextField) =>
  baseText(field).refine((value) => value.length > 0, { error: requiredMessages[field] });

const optionalText = (field: ContactTextField) =>
  baseText(field)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Digits, spaces, +, ., -, parentheses; between 6 and 20 digits. */
export function isValidPhone(value: string): boolean {
  if (!/^[+\d\s.\-()]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

const emailFormat = z.email({ error: CONTACT_MESSAGES.email });

/**
 * The text fields of a contact message. The server requires nom, prenom, email,
 * telephone, sujet and message; a page may in addition require the company (societe).
 */
export function buildContactFieldsSchema(required: { societe?: boolean } = {}) {
  const email = requiredText('email').superRefine((value, ctx) => {
    if (value && !emailFormat.safeParse(value).success) ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.email });
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
export type ContactFields = z.output<typeof contactFieldsSchema>;

export function extensionOf(filename: string): string {
  const match = /\.([^./\\]+)$/.exec(filename);
  return match?.[1]?.toLowerCase() ?? '';
}

export function isAcceptedExtension(ext: string): ext is AcceptedExtension {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext);
}

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
  success: 'Merci\u00a0! Votre inscription à la newsletter est enregistrée.',
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

export const COMMENT_LIMITS = { nom: 100, email: 254, message: 3000 } as const;
export const COMMENT_SUCCESS_MESSAGE = 'Merci\u00a0! Votre commentaire apparaîtra après modération.';

export const commentSchema = z.object({
  articleSlug: z.preprocess(
    clean,
    z.string({ error: 'Article inconnu.' }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Article inconnu.' }).max(200),
  ),
  nom: z.preprocess(
    clean,
    z
      .string({ error: 'Veuillez indiquer votre nom.' })
      .min(1, { error: 'Veuillez indiquer votre nom.' })
      .max(COMMENT_LIMITS.nom, { error: CONTACT_MESSAGES.tooLong(COMMENT_LIMITS.nom) }),
  ),
  email: z.preprocess(
    clean,
    z
      .string({ error: 'Veuillez indiquer votre adresse e-mail.' })
      .min(1, { error: 'Veuillez indiquer votre adresse e-mail.' })
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
  /** Honeypot: humans leave it empty. */
  website: z.preprocess(clean, z.string().max(500).optional()).catch(undefined),
});
export type CommentInput = z.input<typeof commentSchema>;
