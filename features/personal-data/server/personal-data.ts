import 'server-only';
import { recordAudit } from '@/lib/server/staff/audit';
import { findSubscription, type Subscriber } from '@/features/newsletter/subscriptions';
import { isoText, onStorage } from '@/lib/server/db/storage-call';
import type { ExpressionBuilder } from 'kysely';
import type { Count, Database } from '@/lib/server/db/tables';
import type { Storage } from '@/lib/server/db/storage';
import { getLead, type Lead } from '@/features/quote/leads';
import { listLeadReplies, type LeadReply } from '@/features/quote/replies';
import { listOutbox, type OutboxRow } from '@/lib/server/mail/queue-store';
import { commentFields, type CommentFields } from '@/features/comments/records';
import { toBooking, toEvent, type Booking, type BookingEvent } from '@/features/booking/records';
import type { ErasureSummary } from '../erasure-summary';

/**
 * Requests of a person about their data (nLPD art. 25 and 32, GDPR art. 15 and 17), by e-mail
 * address (compared without regard to case): everything stored for it, as JSON, and its erasure.
 * Covered: quote requests (leads) with their attachment and e-mails, comments with the company's
 * replies to them and their e-mails, the newsletter subscription with its proof of consent
 * and e-mails, and appointments with their history (their e-mails go with it). Used by
 * `npm run back-office -- personal-data` and, later, the back-office.
 */

export interface PersonalDataExport {
  email: string;
  exportedAt: string;
  /** Each with its e-mails, the staff's replies to the person included (their text in `replies`). */
  leads: (Lead & { emails: OutboxRow[]; replies: LeadReply[] })[];
  comments: (CommentFields & {
    ipHash: string | null;
    replies: { id: number; nom: string; message: string; createdAt: string }[];
    emails: OutboxRow[];
  })[];
  subscription: (Subscriber & { emails: OutboxRow[] }) | null;
  /** Appointments booked with the address, each with its history (booked, moved, cancelled …). */
  bookings: (Booking & { events: BookingEvent[] })[];
}

export const isEmpty = (data: PersonalDataExport) =>
  data.leads.length === 0 && data.comments.length === 0 && data.subscription === null && data.bookings.length === 0;

async function idsOf(storage: Storage, email: string) {
  const address = email.trim().toLowerCase();
  return onStorage(storage, 'Lecture', async (db) => {
    const leads = await db
      .selectFrom('leads')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
      .orderBy('id')
      .execute();
    const comments = await db
      .selectFrom('comments')
      .select('id')
      .where('is_staff_reply', '=', 0)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
      .orderBy('id')
      .execute();
    return { address, leadIds: leads.map((row) => row.id), commentIds: comments.map((row) => row.id) };
  });
}

export async function exportPersonalData(storage: Storage, email: string): Promise<PersonalDataExport> {
  const { address, leadIds, commentIds } = await idsOf(storage, email);
  const leads: PersonalDataExport['leads'] = [];
  for (const id of leadIds) {
    const lead = await getLead(storage, id);
    if (!lead) continue;
    leads.push({
      ...lead,
      emails: await listOutbox(storage, { leadId: id }),
      replies: await listLeadReplies(storage, id),
    });
  }
  const rows = commentIds.length
    ? await onStorage(storage, 'Lecture', (db) =>
        db
          .selectFrom('comments')
          .selectAll()
          .where((eb) => eb.or([eb('id', 'in', commentIds), eb('parent_id', 'in', commentIds)]))
          .orderBy('id')
          .execute(),
      )
    : [];
  const commentMail = await listOutbox(storage, { commentIds });
  const comments = rows
    .filter((row) => row.parent_id === null)
    .map((row) => ({
      ...commentFields(row),
      ipHash: row.ip_hash,
      replies: rows
        .filter((reply) => reply.parent_id === row.id)
        .map((reply) => ({
          id: reply.id,
          nom: reply.nom,
          message: reply.message,
          createdAt: isoText(reply.created_at),
        })),
      emails: commentMail.filter((mail) => mail.commentId === row.id),
    }));
  const found = await findSubscription(storage, address);
  const subscription = found ? { ...found, emails: await listOutbox(storage, { subscriberIds: [found.id] }) } : null;
  const bookings = await onStorage(storage, 'Lecture', async (db) => {
    const booked = await db
      .selectFrom('bookings')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
      .orderBy('id')
      .execute();
    const events = booked.length
      ? await db
          .selectFrom('booking_events')
          .selectAll()
          .where(
            'booking_id',
            'in',
            booked.map((row) => row.id),
          )
          .orderBy('id')
          .execute()
      : [];
    return booked.map((row) => ({
      ...toBooking(row),
      events: events.filter((event) => event.booking_id === row.id).map(toEvent),
    }));
  });
  return { email: address, exportedAt: new Date().toISOString(), leads, comments, subscription, bookings };
}

/**
 * Deletes everything stored for the address, in one transaction: leads with their attachments and
 * queued e-mails, comments with the replies to them and their e-mails, the subscription with its
 * e-mails, and records the erasure in the audit log (`actor`: the staff member's e-mail, or 'commande').
 */
export async function erasePersonalData(
  storage: Storage,
  email: string,
  options: { actor: string },
): Promise<ErasureSummary> {
  const address = email.trim().toLowerCase();
  const summary = await onStorage(storage, 'Écriture', (db) =>
    db.transaction().execute(async (trx) => {
      const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
      const n = (row: { n: Count }) => Number(row.n);
      const lowerEmail = (
        eb: ExpressionBuilder<Database, 'leads' | 'comments' | 'newsletter_subscribers' | 'bookings'>,
      ) => eb(eb.fn('lower', ['email']), '=', address);
      const none = [-1]; // `in ()` is not SQL: a list that matches no row
      const leadIds = ids(await trx.selectFrom('leads').select('id').where(lowerEmail).execute());
      const commentIds = ids(
        await trx.selectFrom('comments').select('id').where(lowerEmail).where('is_staff_reply', '=', 0).execute(),
      );
      const subscriberIds = ids(
        await trx.selectFrom('newsletter_subscribers').select('id').where(lowerEmail).execute(),
      );
      const leadsIn = leadIds.length ? leadIds : none;
      const commentsIn = commentIds.length ? commentIds : none;
      const subscribersIn = subscriberIds.length ? subscriberIds : none;
      const count = (eb: ExpressionBuilder<Database, keyof Database>) => eb.fn.countAll<Count>().as('n');
      const counts: ErasureSummary = {
        leads: leadIds.length,
        attachments: n(
          await trx.selectFrom('attachments').select(count).where('lead_id', 'in', leadsIn).executeTakeFirstOrThrow(),
        ),
        // The staff replies' e-mails go with their lead too (outbox.reply_id → lead_replies → leads).
        leadEmails: n(
          await trx
            .selectFrom('outbox')
            .select(count)
            .where((eb) =>
              eb.or([
                eb('lead_id', 'in', leadsIn),
                eb('reply_id', 'in', eb.selectFrom('lead_replies').select('id').where('lead_id', 'in', leadsIn)),
              ]),
            )
            .executeTakeFirstOrThrow(),
        ),
        comments: commentIds.length,
        replies: n(
          await trx.selectFrom('comments').select(count).where('parent_id', 'in', commentsIn).executeTakeFirstOrThrow(),
        ),
        subscriptions: subscriberIds.length,
        communityEmails: n(
          await trx
            .selectFrom('outbox')
            .select(count)
            .where((eb) => eb.or([eb('comment_id', 'in', commentsIn), eb('subscriber_id', 'in', subscribersIn)]))
            .executeTakeFirstOrThrow(),
        ),
        bookings: Number((await trx.deleteFrom('bookings').where(lowerEmail).executeTakeFirst()).numDeletedRows),
      };
      // Attachments and e-mails (outbox rows) go with their lead, comment, subscriber or appointment
      // (ON DELETE CASCADE); the replies are deleted first, explicitly: they are the company's rows.
      await trx.deleteFrom('leads').where('id', 'in', leadsIn).execute();
      await trx.deleteFrom('comments').where('parent_id', 'in', commentsIn).execute();
      await trx.deleteFrom('comments').where('id', 'in', commentsIn).execute();
      await trx.deleteFrom('newsletter_subscribers').where('id', 'in', subscribersIn).execute();
      // In the same transaction: no erasure without its record. Who and how many, never whose.
      await recordAudit(
        { actor: options.actor, action: 'personal-data.erase', targetType: 'personal-data', details: { ...counts } },
        { db: trx, traits: storage.traits },
      );
      return counts;
    }),
  );
  return summary;
}
