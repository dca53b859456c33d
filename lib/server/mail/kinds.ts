import 'server-only';
import type { Transporter } from 'nodemailer';
import type { OpenDatabase } from '../db/database';
import type { MailKind } from '../db/tables';
import { composeBookingOffice, composeBookingVisitor } from './compose-booking';
import { composeCommentNotice, composeReplyNotice } from './compose-comment';
import { composeAck } from './compose-ack';
import { composeLeadMail } from './compose-lead';
import { composeReminder } from './compose-reminder';
import { composeNewsletterConfirmation } from './compose-newsletter';
import { deliverCrmWebhook, WebhookError } from './crm-webhook';
import { composeLeadReply } from './compose-reply';
import { composeStaffLink } from './compose-staff-link';
import { composeStaffLock } from './compose-staff-lock';
import type { OutboxRow } from './queue-store';
import { isPermanent, type ComposeContext, type Composer } from './transport';

/**
 * What the one sender (sender.ts) needs to know of each kind of e-mail. Adding a kind:
 * 1. a migration inserts it into `mail_kinds` (and adds the column of what it is about, if new,
 *    with ON DELETE CASCADE);
 * 2. db/tables.ts: MAIL_TARGETS names that column (queueMail then takes `{ kind, <target>Id }`);
 * 3. a composer (compose-*.ts) and its entry below (TypeScript refuses a kind without one); a kind
 *    delivered by HTTP instead (the CRM hook) has `transport: 'webhook'` and a `deliver`;
 * 4. queue it with queueMail() in the transaction that stores what it is about, then kickOutbox().
 * The queue gives it the rest: claim, lease, retries, graceful stop, alerts, retry-outbox, erasure.
 *
 * The alerts to ALERT_TO are not a kind: delivery-alert.ts sends them directly, see there why.
 */

interface KindSpec {
  /** Attempts before the row is given up (failed; `npm run leads -- retry-outbox` queues it again). */
  maxAttempts: number;
  /** Given up at a permanent refusal (SMTP 5xx; HTTP 4xx but 408 and 429): an address a visitor typed, not staff's own. */
  giveUpOnRefusal: boolean;
  /** Given up at a refusal once this many attempts are made (default 1): a hook being set up refuses a while. */
  giveUpOnRefusalAfter?: number;
  /** The row in the server log and the alerts, e.g. « e-mail à l’entreprise (demande n° 4) ». */
  describe: (row: OutboxRow) => string;
}

/** Sent through SMTP_URL. */
export interface MailKindSpec extends KindSpec {
  transport: 'smtp';
  /**
   * The message, read when it is sent (what it is about may have changed); null when it has no
   * purpose any more: the row is then deleted. Throws GoneError when what it is about is gone.
   */
  compose: Composer;
}

/**
 * Delivered by an HTTP POST (the CRM hook). Its own lane of the sender (sender.ts), so a slow target
 * never holds up an e-mail; resolves once delivered, throws to retry.
 */
export interface WebhookKindSpec extends KindSpec {
  transport: 'webhook';
  deliver: (storage: OpenDatabase, row: OutboxRow, context: ComposeContext) => Promise<void>;
}

export type QueueKindSpec = MailKindSpec | WebhookKindSpec;
export type QueueTransport = QueueKindSpec['transport'];

export const MAIL_KINDS: Record<MailKind, QueueKindSpec> = {
  company: {
    transport: 'smtp',
    maxAttempts: 40, // about 9 days
    giveUpOnRefusal: false,
    describe: (row) => `e-mail à l’entreprise (demande n° ${row.leadId})`,
    compose: composeLeadMail,
  },
  ack: {
    transport: 'smtp',
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `accusé de réception (demande n° ${row.leadId})`,
    compose: composeAck,
  },
  reminder: {
    transport: 'smtp',
    maxAttempts: 40,
    giveUpOnRefusal: false,
    describe: (row) => `rappel de demande en retard (demande n° ${row.leadId})`,
    compose: composeReminder,
  },
  'comment-moderation': {
    transport: 'smtp',
    maxAttempts: 40,
    giveUpOnRefusal: false,
    describe: (row) => `avis de commentaire à modérer (commentaire n° ${row.commentId})`,
    compose: composeCommentNotice,
  },
  'comment-reply': {
    transport: 'smtp',
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `avis de réponse au commentateur (réponse n° ${row.commentId})`,
    compose: composeReplyNotice,
  },
  'newsletter-confirmation': {
    transport: 'smtp',
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `confirmation d’inscription à la newsletter (inscription n° ${row.subscriberId})`,
    compose: composeNewsletterConfirmation,
  },
  'crm-webhook': {
    transport: 'webhook',
    maxAttempts: 20, // about 3 days (backoff capped at 6 h)
    giveUpOnRefusal: true,
    giveUpOnRefusalAfter: 3,
    describe: (row) => `envoi au CRM (demande n° ${row.leadId})`,
    deliver: deliverCrmWebhook,
  },
  'crm-booking': {
    transport: 'webhook',
    maxAttempts: 20,
    giveUpOnRefusal: true,
    giveUpOnRefusalAfter: 3,
    describe: (row) => `envoi au CRM d’un rendez-vous (événement n° ${row.bookingEventId})`,
    deliver: deliverCrmWebhook,
  },
  'lead-reply': {
    transport: 'smtp',
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `réponse au visiteur (réponse n° ${row.replyId})`,
    compose: composeLeadReply,
  },
  'staff-link': {
    transport: 'smtp',
    // The link lasts PASSWORD_LINK_HOURS (24 h): about as long as these attempts (the composer drops it after).
    maxAttempts: 12,
    // An address a colleague typed: a refusal will not change by retrying.
    giveUpOnRefusal: true,
    describe: (row) => `lien de mot de passe à un membre de l’équipe (lien n° ${row.staffLinkId})`,
    compose: composeStaffLink,
  },
  'staff-lock': {
    transport: 'smtp',
    // The lock lasts 15 min to 1 h; a late warning still tells the owner someone guessed at their password.
    maxAttempts: 12,
    giveUpOnRefusal: true,
    describe: (row) => `alerte de connexion bloquée (alerte n° ${row.staffLockAlertId})`,
    compose: composeStaffLock,
  },
  'booking-visitor': {
    transport: 'smtp',
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `e-mail de rendez-vous au visiteur (événement n° ${row.bookingEventId})`,
    compose: composeBookingVisitor,
  },
  'booking-office': {
    transport: 'smtp',
    maxAttempts: 40,
    giveUpOnRefusal: false,
    describe: (row) => `e-mail de rendez-vous au bureau (événement n° ${row.bookingEventId})`,
    compose: composeBookingOffice,
  },
};

/** The kinds a lane of the sender takes. */
export const kindsOf = (transport: QueueTransport) =>
  (Object.keys(MAIL_KINDS) as MailKind[]).filter((kind) => MAIL_KINDS[kind].transport === transport);

/** Sends a claimed row; false when it has no purpose any more (its row is then deleted). */
export async function deliverRow(
  spec: QueueKindSpec,
  storage: OpenDatabase,
  row: OutboxRow,
  context: ComposeContext,
  transport: Transporter | null,
): Promise<boolean> {
  if (spec.transport === 'webhook') {
    await spec.deliver(storage, row, context);
    return true;
  }
  const message = await spec.compose(storage, row, context);
  if (message === null) return false;
  if (!transport) throw new Error('SMTP_URL non configuré');
  await transport.sendMail(message);
  return true;
}

/** A refusal the same request will get again: SMTP 5xx, HTTP 4xx but 408 and 429. */
export const isRefusal = (error: unknown) => isPermanent(error) || (error instanceof WebhookError && error.refused);
