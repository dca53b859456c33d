import 'server-only';
import { site } from '@/content/site';
import { RETENTION } from '@/content/retention';
import type { SiteConfig } from '@/lib/server/config';
import { newsletterSecret } from './server/secret';
import { CONFIRMATION_DAYS, confirmationToken } from './server/tokens';
import { domainOf, GoneError, subjectOf, type Composer, type Message } from '@/lib/server/mail/transport';

/**
 * The newsletter's e-mails, composed when sent: today the confirmation a new subscriber must answer.
 * Every e-mail to a subscriber carries `subscriberHeaders`.
 */

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

export function composeConfirmationMail(
  subscriber: { email: string; confirmationToken: string; unsubscribeKey: string },
  messageId: string,
  config: SiteConfig,
): Message {
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

/**
 * The confirmation of a claimed row, with a link valid from now: null when the address was confirmed
 * in between (by an earlier confirmation e-mail).
 */
export const composeNewsletterConfirmation: Composer = async (storage, row, { config, now }) => {
  const subscriber = await subjectOf(storage, 'newsletter_subscribers', row.subscriberId);
  if (!subscriber || !subscriber.unsubscribe_key) throw new GoneError(`inscription ${row.subscriberId} introuvable`);
  if (subscriber.confirmed_at !== null) return null;
  return composeConfirmationMail(
    {
      email: subscriber.email,
      confirmationToken: confirmationToken(newsletterSecret(config), subscriber, now),
      unsubscribeKey: subscriber.unsubscribe_key,
    },
    row.messageId ?? `newsletter-confirmation-${row.id}`,
    config,
  );
};
