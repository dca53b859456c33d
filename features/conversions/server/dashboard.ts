import 'server-only';
import { withBackOffice } from '@/lib/server/db/backoffice-tables';
import type { OpenDatabase } from '@/lib/server/db/database';
import { isoText } from '@/lib/server/db/storage-call';
import { overdueAt } from '@/features/quote/search';
import { zurichDay, zurichDayStart, zurichWeekStart } from '@/lib/zurich-time';

/** The days over which the dashboard's delays to first contact are read. */
export const CONTACT_DELAY_DAYS = 30;
/** At most this many leads enter the delays (memory stays bounded; a small company never reaches it). */
const DELAY_SAMPLE = 5000;

/** The value below which `share` of the sorted values fall (nearest rank); null without values. */
export function percentile(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? null;
}

/**
 * The dashboard's figures: what waits (« à traiter »: not spam, still « nouveau »), what is late (« en retard »:
 * past its due time, uncontacted), new requests today and this week in Swiss time, comments awaiting
 * moderation, and the median and 90th percentile of the time to first contact over the last 30 days.
 */
export async function dashboardCounts(database: OpenDatabase, now = new Date()) {
  const db = withBackOffice(database.db);
  const today = zurichDayStart(zurichDay(now)).toISOString();
  const week = zurichWeekStart(now).toISOString();
  const since = new Date(now.getTime() - CONTACT_DELAY_DAYS * 24 * 3_600_000).toISOString();
  const [leads, waiting, comments, contacted] = await Promise.all([
    db
      .selectFrom('leads as l')
      .where('l.is_spam', '=', 0)
      .select((eb) => [
        eb.fn.countAll().filterWhere('l.created_at', '>=', today).as('today'),
        eb.fn.countAll().filterWhere('l.created_at', '>=', week).as('week'),
        eb.fn.countAll().filterWhere(overdueAt(now)).as('overdue'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('leads as l')
      .leftJoin('lead_follow_ups as f', 'f.lead_id', 'l.id')
      .where('l.is_spam', '=', 0)
      .where((eb) => eb.or([eb('f.status', 'is', null), eb('f.status', '=', 'nouveau')]))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('comments')
      .where('status', '=', 'pending')
      .select((eb) => eb.fn.countAll().as('pending'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('leads as l')
      .select(['l.created_at', 'l.first_contact_at'])
      .where('l.is_spam', '=', 0)
      .where('l.created_at', '>=', since)
      .where('l.first_contact_at', 'is not', null)
      .orderBy('l.id', 'desc')
      .limit(DELAY_SAMPLE)
      .execute(),
  ]);
  const delays = contacted
    .map((row) => Date.parse(isoText(row.first_contact_at ?? row.created_at)) - Date.parse(isoText(row.created_at)))
    .sort((a, b) => a - b);
  return {
    toHandle: Number(waiting.n),
    overdue: Number(leads.overdue),
    leadsToday: Number(leads.today),
    leadsThisWeek: Number(leads.week),
    commentsPending: Number(comments.pending),
    firstContact: { count: delays.length, medianMs: percentile(delays, 0.5), p90Ms: percentile(delays, 0.9) },
  };
}
