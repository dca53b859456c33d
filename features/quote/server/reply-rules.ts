import 'server-only';
import { site } from '@/content/site';
import { oneLine } from '@/lib/server/mail/transport';

/**
 * What a reply to a visitor, or a template of one, may hold: plain text with its line breaks, 5,000
 * characters at most, and a one-line subject of 200 at most. Shared by the replies (replies.ts) and
 * the templates (reply-templates.ts), and by the pages that show the refusals.
 */

export const REPLY_LIMITS = { body: 5000, subject: 200 } as const;

export const REPLY_REFUSALS = {
  vide: 'Le texte est vide\u00a0: rien n’a été envoyé ni enregistré.',
  'trop-long': `Le texte dépasse ${REPLY_LIMITS.body.toLocaleString('fr-CH')} caractères\u00a0: rien n’a été envoyé ni enregistré.`,
  'objet-trop-long': `L’objet dépasse ${REPLY_LIMITS.subject} caractères\u00a0: rien n’a été envoyé ni enregistré.`,
  spam: 'Demande marquée comme spam\u00a0: on ne répond pas à un spam (utilisez d’abord «\u00a0Pas un spam\u00a0»).',
  'sans-adresse': 'Cette demande n’a plus d’adresse e-mail (données effacées)\u00a0: aucune réponse n’est possible.',
} as const;
export type ReplyRefusal = keyof typeof REPLY_REFUSALS;
export const isReplyRefusal = (value: unknown): value is ReplyRefusal =>
  typeof value === 'string' && Object.hasOwn(REPLY_REFUSALS, value);

/**
 * Text as staff typed it, made plain: line breaks become \n, every other control character (C0 with
 * the tab, DEL, C1) goes, so nothing in the e-mail can pass for a header, a terminal escape or markup.
 */
export const plainText = (text: string) =>
  text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '');

/** A subject on one line (breaks and controls become spaces). */
export const plainSubject = (text: string) =>
  text
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** The subject of a reply whose subject was left empty. */
export const defaultReplySubject = (leadId: number) => `Votre demande de devis n°\u00a0${leadId} – ${site.name}`;

/** The text checked and made plain, or why it is refused. */
export function checkReplyText(input: {
  subject: string;
  body: string;
}): { subject: string; body: string } | { refused: ReplyRefusal } {
  const body = plainText(input.body).trim();
  const subject = plainSubject(input.subject);
  if (!body) return { refused: 'vide' };
  if (body.length > REPLY_LIMITS.body) return { refused: 'trop-long' };
  if (subject.length > REPLY_LIMITS.subject) return { refused: 'objet-trop-long' };
  return { subject, body };
}

/** The sender's display name; the company's alone when the account has no name. */
export const replySenderName = (authorName: string) => {
  const name = oneLine(authorName).slice(0, 100);
  return name ? `${name} – ${site.name}` : site.name;
};
