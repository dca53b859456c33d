import 'server-only';
import { z } from 'zod';
import { withBackOffice } from '@/lib/server/db/backoffice-tables';
import type { OpenDatabase } from '@/lib/server/db/database';
import { isoText } from '@/lib/server/db/storage-call';
import { queueMail } from '@/lib/server/mail/queue-store';
import { recordAudit } from '@/lib/server/staff/audit';
import { changeFollowUp, type FollowUpChange } from './follow-up';
import { markFirstContact } from './first-contact';
import { checkReplyText, defaultReplySubject, REPLY_REFUSALS, type ReplyRefusal } from './server/reply-rules';

/**
 * Staff replies to a lead's visitor, written on the lead page. A reply is stored
 * (lead_replies), queued as a `lead-reply` e-mail (features/quote/server/compose-reply.ts writes it when sent) and, being
 * the first contact, moves the follow-up from « nouveau » to « contacté », all in one transaction with
 * its audit entries: either the visitor gets the e-mail and the record says so, or nothing happened.
 */

export interface ReplyDraft {
  /** The staff member: their name signs the e-mail and is its display name. */
  author: { email: string; name: string };
  /** Where the visitor's answer goes (REPLY_TO); '' for none. */
  replyTo: string;
  subject: string;
  body: string;
}

export type ReplyOutcome =
  | { status: 'queued'; replyId: number; statusChanged: FollowUpChange['statusChanged'] }
  | { status: 'not-found' }
  | { status: 'refused'; reason: ReplyRefusal; message: string };

const refused = (reason: ReplyRefusal): ReplyOutcome => ({
  status: 'refused',
  reason,
  message: REPLY_REFUSALS[reason],
});
const emailAddress = z.email();

/** Why no reply can be written to this lead, if so: a spam, or an address erased. */
export function replyBlocked(lead: { email: string; isSpam: boolean }): ReplyRefusal | null {
  if (lead.isSpam) return 'spam';
  return emailAddress.safeParse(lead.email.trim()).success ? null : 'sans-adresse';
}

/** Stores and queues one reply; the caller then nudges the sender (nudgeMailQueue). */
export async function sendLeadReply(
  storage: OpenDatabase,
  leadId: number,
  draft: ReplyDraft,
  now = new Date(),
): Promise<ReplyOutcome> {
  const text = checkReplyText(draft);
  if ('refused' in text) return refused(text.refused);
  return storage.db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select(['email', 'is_spam']).where('id', '=', leadId).executeTakeFirst();
    if (!lead) return { status: 'not-found' } as const;
    const blocked = replyBlocked({ email: lead.email, isSpam: Boolean(lead.is_spam) });
    if (blocked) return refused(blocked);
    const { id: replyId } = await trx
      .insertInto('lead_replies')
      .values({
        lead_id: leadId,
        author_email: draft.author.email,
        author_name: draft.author.name.trim(),
        reply_to: draft.replyTo || null,
        subject: text.subject || defaultReplySubject(leadId),
        body: text.body,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inTransaction = { db: trx, traits: storage.traits };
    await queueMail(inTransaction, [{ kind: 'lead-reply', replyId }], now);
    const actor = draft.author.email;
    await recordAudit(
      { actor, action: 'lead.reply', targetType: 'lead', targetId: leadId, details: { replyId } },
      inTransaction,
    );
    const { statusChanged } = await changeFollowUp(withBackOffice(trx), leadId, {
      status: 'contacte',
      onlyFrom: 'nouveau',
      author: actor,
      at: now,
    });
    // A reply reaches the visitor: first contact, whatever the status says.
    await markFirstContact(withBackOffice(trx), leadId, now);
    if (statusChanged) {
      await recordAudit(
        { actor, action: 'lead.status', targetType: 'lead', targetId: leadId, details: statusChanged },
        inTransaction,
      );
    }
    return { status: 'queued', replyId, statusChanged } as const;
  });
}

export interface LeadReply {
  id: number;
  createdAt: string;
  authorName: string;
  authorEmail: string;
  replyTo: string | null;
  subject: string;
  body: string;
}

/** A lead's replies, oldest first (their e-mails: listOutbox with the lead's id). */
export async function listLeadReplies(storage: OpenDatabase, leadId: number): Promise<LeadReply[]> {
  const rows = await storage.db
    .selectFrom('lead_replies')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: isoText(row.created_at),
    authorName: row.author_name,
    authorEmail: row.author_email,
    replyTo: row.reply_to,
    subject: row.subject,
    body: row.body,
  }));
}
