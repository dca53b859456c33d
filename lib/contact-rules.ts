/**
 * The contact, newsletter and comment rules that need no zod: limits, accepted files and the
 * French messages. Forms import them with the page; the zod schemas built on them
 * (lib/contact-schema.ts) are loaded only when a visitor starts filling a form.
 */

/** 10 Mo: the attachment limit shown to the visitor and enforced by the server. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Room for the text fields and the multipart framing around the attachment. */
export const MAX_CONTACT_BODY_BYTES = MAX_ATTACHMENT_BYTES + 512 * 1024;
const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
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
/** Every text field but the message holds one line: a line break there could forge an e-mail header line. */
export const ONE_LINE_FIELDS = CONTACT_TEXT_FIELDS.filter((field) => field !== 'message');

/** The fields' labels, on the form and on the page that lists what to correct after a post without script. */
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  nom: 'Nom',
  prenom: 'Prénom',
  email: 'E-mail',
  societe: 'Société',
  telephone: 'Téléphone',
  sujet: 'Sujet',
  message: 'Message',
  file: 'Pièce jointe (plan, photo, croquis)',
};

/** Fields the server always requires (spec section 5). `societe` and the file are optional. */
export const SERVER_REQUIRED_FIELDS = ['nom', 'prenom', 'email', 'telephone', 'sujet', 'message'] as const;

export const CONTACT_REQUIRED_MESSAGES: Record<ContactTextField, string> = {
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
  oneLine: 'Ce champ doit tenir sur une seule ligne\u00a0: retirez les retours à la ligne.',
  fileExtension: `Format de fichier non accepté. ${ACCEPTED_FORMATS_HELP}.`,
  fileTooLarge: 'Le fichier dépasse la taille maximale de 10\u00a0Mo.',
  fileEmpty: 'Le fichier joint est vide.',
  fileRequired: 'Veuillez joindre un fichier.',
  invalid: 'Certains champs sont invalides. Veuillez vérifier le formulaire.',
} as const;

/** Digits, spaces, +, ., -, parentheses; between 6 and 20 digits. */
export function isValidPhone(value: string): boolean {
  if (!/^[+\d\s.\-()]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

export function extensionOf(filename: string): string {
  const match = /\.([^./\\]+)$/.exec(filename);
  return match?.[1]?.toLowerCase() ?? '';
}

export function isAcceptedExtension(ext: string): ext is AcceptedExtension {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext);
}

export const COMMENT_LIMITS = { nom: 100, email: 254, message: 3000 } as const;

/**
 * The subject of a request made from a product or category page (`?produit=`): the form shows it as the
 * subject's placeholder, and the server writes it when the visitor leaves the subject empty.
 */
export const productSubject = (name: string) => `Demande de devis – ${name}`;
