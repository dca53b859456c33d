import 'server-only';
import type { OpenDatabase } from '../db/database';
import { zurichDay, zurichDayStart, zurichWeekStart } from '../../zurich-time';

/** The dashboard's counts: new requests (not spam) today and this week in Swiss time, comments awaiting moderation. */
export async function dashboardCounts(database: OpenDatabase, now = new Date()) {
  const { db } = database;
  const today = zurichDayStart(zurichDay(now)).toISOString();
  const week = zurichWeekStart(now).toISOString();
  const [leads, comments] = await Promise.all([
    db
      .selectFrom('leads')
      .where('is_spam', '=', 0)
      .select((eb) => [
        eb.fn.countAll().filterWhere('created_at', '>=', today).as('today'),
        eb.fn.countAll().filterWhere('created_at', '>=', week).as('week'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('comments')
      .where('status', '=', 'pending')
      .select((eb) => eb.fn.countAll().as('pending'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    leadsToday: Number(leads.today),
    leadsThisWeek: Number(leads.week),
    commentsPending: Number(comments.pending),
  };
}
