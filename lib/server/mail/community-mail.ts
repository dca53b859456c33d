import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import { site } from '@/content/site';
import { RETENTION } from '@/content/retention';
import type { LeadsConfig } from '../config';
import { CONFIRMATION_DAYS } from '../newsletter/tokens';

/**
 * The e-mails of the comments and of the newsletter, composed when they are sent
 * (community-outbox.ts): the moderators' notice of a new comment, and the confirmation a new
 * subscriber must answer. Every e-mail to a subscriber carries `subscriberHeaders`.
 */

const oneLine = (value: string) => value.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

export function domainOf(mailFrom: string) {
  return /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1] ?? 'lumina-terrasses.ch';
}

/** The back-office page of one comment (issue 13's /equipe). */
export const moderationUrl = (commentId: number) => `${site.url}/equipe/commentaires?id=${commentId}`;
export const confirmationUrl = (token: string) => `${site.url}/newsletter/confirmation?token=${token}`;
export const unsubscribeUrl = (key: string) => `${site.url}/newsletter/desinscription?token=${key}`;

/**
 * RFC 2369 and RFC 8058: mail programs show their own « unsubscribe » button, which POSTs
 * `List-Unsubscribe=One-Click` to the https link (the page /newsletter/desinscription, which
 * next.config.mjs sends to /api/newsletter/desinscription for a form POST).
 */
export function subscriberHeaders(key: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl(key)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface ModerationNotice {
  id: number;
  articleSlug: string;
  articleTitle: string;
  nom: string;
  email: string;
  message: string;
  createdAt: string;
}

export function composeModerationMail(
  comment: ModerationNotice,
  messageId: string,
  config: LeadsConfig,
): SendMailOptions & { messageId: string } {
  return {
    from: config.mailFrom,
    to: config.mailTo,
    replyTo: { name: oneLine(comment.nom), address: comment.email },
    subject: oneLine(`Commentaire à modérer – ${comment.articleTitle} – ${comment.nom}`).slice(0, 250),
    messageId: `<${messageId}@${domainOf(config.mailFrom)}>`,
    headers: { 'X-Comment-Id': String(comment.id) },
    text: [
      `Nouveau commentaire sur « ${comment.articleTitle} » (${site.url}/conseils/${comment.articleSlug}), commentaire n° ${comment.id}.`,
      'Il n’est publié qu’après votre accord.',
      '',
      `Nom : ${comment.nom}`,
      `E-mail : ${comment.email} (jamais publié)`,
      '',
      'Commentaire :',
      comment.message,
      '',
      `Modérer ou répondre : ${moderationUrl(comment.id)}`,
      `Ou depuis le serveur : npm run leads -- moderate ${comment.id} approved|rejected|spam`,
    ].join('\n'),
  };
}

export function composeConfirmationMail(
  subscriber: { email: string; confirmationToken: string; unsubscribeKey: string },
  messageId: string,
  config: LeadsConfig,
): SendMailOptions & { messageId: string } {
  const unsubscribe = unsubscribeUrl(subscriber.unsubscribeKey);
  return {
    from: config.mailFrom,
    to: subscriber.email,
    subject: `${site.name}\u00a0: confirmez votre inscription à la newsletter`,
    messageId: `<${messageId}@${domainOf(config.mailFrom)}>`,
    headers: subscriberHeaders(subscriber.unsubscribeKey),
    text: [
      'Bonjour,',
      '',
      `Quelqu’un, probablement vous, a demandé à recevoir la newsletter de ${site.name} à cette adresse.`,
      'Pour confirmer votre inscription, ouvrez ce lien puis cliquez sur « Confirmer mon inscription » :',
      '',
      confirmationUrl(subscriber.confirmationToken),
      '',
      `Ce lien est valable ${CONFIRMATION_DAYS} jours. Sans confirmation, vous ne recevrez rien et votre adresse sera effacée après ${RETENTION.unconfirmedSubscriptionDays} jours.`,
      '',
      `Vous n’avez rien demandé ? Ignorez cet e-mail, ou désinscrivez cette adresse : ${unsubscribe}`,
      '',
      site.name,
    ].join('\n'),
  };
}
