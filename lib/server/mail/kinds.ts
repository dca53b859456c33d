import 'server-only';
import type { OpenDatabase } from '../db/database';
import type { MailKind } from '../db/tables';
import { composeCommentNotice, composeReplyNotice } from './compose-comment';
import { composeLeadMail } from './compose-lead';
import { composeNewsletterConfirmation } from './compose-newsletter';
import { composeLeadReply } from './compose-reply';
import type { OutboxRow } from './queue-store';
import type { ComposeContext, Message } from './transport';

/**
 * What the one sender (sender.ts) needs to know of each kind of e-mail. Adding a kind:
 * 1. a migration inserts it into `mail_kinds` (and adds the column of what it is about, if new,
 *    with ON DELETE CASCADE);
 * 2. db/tables.ts: MAIL_TARGETS names that column (queueMail then takes `{ kind, <target>Id }`);
 * 3. a composer (compose-*.ts) and its entry below (TypeScript refuses a kind without one);
 * 4. queue it with queueMail() in the transaction that stores what it is about, then kickOutbox().
 * The queue gives it the rest: claim, lease, retries, graceful stop, alerts, retry-outbox, erasure.
 *
 * The alerts to ALERT_TO are not a kind: delivery-alert.ts sends them directly, see there why.
 */

export interface MailKindSpec {
  /** Attempts before the e-mail is given up (failed; `npm run leads -- retry-outbox` queues it again). */
  maxAttempts: number;
  /** Given up at the first permanent refusal (5xx): an address a visitor typed, not staff's own. */
  giveUpOnRefusal: boolean;
  /** The e-mail in the server log and the alerts, e.g. « e-mail à l’entreprise (demande n° 4) ». */
  describe: (row: OutboxRow) => string;
  /**
   * The message, read when it is sent (what it is about may have changed); null when it has no
   * purpose any more: the row is then deleted. Throws GoneError when what it is about is gone.
   */
  compose: (storage: OpenDatabase, row: OutboxRow, context: ComposeContext) => Promise<Message | null>;
}

export const MAIL_KINDS: Record<MailKind, MailKindSpec> = {
  company: {
    maxAttempts: 40, // about 9 days
    giveUpOnRefusal: false,
    describe: (row) => `e-mail à l’entreprise (demande n° ${row.leadId})`,
    compose: composeLeadMail,
  },
  ack: {
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `accusé de réception (demande n° ${row.leadId})`,
    compose: composeLeadMail,
  },
  'comment-moderation': {
    maxAttempts: 40,
    giveUpOnRefusal: false,
    describe: (row) => `avis de commentaire à modérer (commentaire n° ${row.commentId})`,
    compose: composeCommentNotice,
  },
  'comment-reply': {
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `avis de réponse au commentateur (réponse n° ${row.commentId})`,
    compose: composeReplyNotice,
  },
  'newsletter-confirmation': {
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `confirmation d’inscription à la newsletter (inscription n° ${row.subscriberId})`,
    compose: composeNewsletterConfirmation,
  },
  'lead-reply': {
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `réponse au visiteur (réponse n° ${row.replyId})`,
    compose: composeLeadReply,
  },
};
