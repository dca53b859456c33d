import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import type { OpenDatabase } from '@/lib/server/db/database';
import { count, onStorage } from '@/lib/server/db/storage-call';
import type { CommentStatus, Count, Database } from '@/lib/server/db/tables';

/** Comments a moderator turned down: deleted once their retention time is over. Pending ones wait for a decision. */
const REFUSED_COMMENTS: CommentStatus[] = ['rejected', 'spam'];

/**
 * Deletes the leads received before `leadsBefore` (with their attachments and e-mails), the appointments
 * that ended before it (kept as long as a lead: they are one), and the rejected or spam comments written
 * before `commentsBefore`; with `dryRun`, only counts them.
 */
export function purgeExpired(
  storage: OpenDatabase,
  { leadsBefore, commentsBefore, dryRun = false }: { leadsBefore: Date; commentsBefore: Date; dryRun?: boolean },
): Promise<{ leads: number; comments: number; bookings: number }> {
  const expiredLead = (eb: ExpressionBuilder<Database, 'leads'>) => eb('created_at', '<', leadsBefore.toISOString());
  const expiredBooking = (eb: ExpressionBuilder<Database, 'bookings'>) => eb('ends_at', '<', leadsBefore.toISOString());
  const expiredComment = (eb: ExpressionBuilder<Database, 'comments'>) =>
    eb.and([eb('status', 'in', REFUSED_COMMENTS), eb('created_at', '<', commentsBefore.toISOString())]);
  return onStorage(storage, 'Écriture', (db) =>
    db.transaction().execute(async (trx) => {
      if (dryRun) {
        const [leads, comments, bookings] = [
          await trx
            .selectFrom('leads')
            .where(expiredLead)
            .select((eb) => eb.fn.countAll<Count>().as('n'))
            .executeTakeFirstOrThrow(),
          await trx
            .selectFrom('comments')
            .where(expiredComment)
            .select((eb) => eb.fn.countAll<Count>().as('n'))
            .executeTakeFirstOrThrow(),
          await trx
            .selectFrom('bookings')
            .where(expiredBooking)
            .select((eb) => eb.fn.countAll<Count>().as('n'))
            .executeTakeFirstOrThrow(),
        ];
        return { leads: count(leads.n), comments: count(comments.n), bookings: count(bookings.n) };
      }
      // Attachments and outbox rows go with their lead (ON DELETE CASCADE).
      const leads = await trx.deleteFrom('leads').where(expiredLead).executeTakeFirst();
      const comments = await trx.deleteFrom('comments').where(expiredComment).executeTakeFirst();
      // Their history and e-mails go with them (ON DELETE CASCADE).
      const bookings = await trx.deleteFrom('bookings').where(expiredBooking).executeTakeFirst();
      return {
        leads: Number(leads.numDeletedRows),
        comments: Number(comments.numDeletedRows),
        bookings: Number(bookings.numDeletedRows),
      };
    }),
  );
}
