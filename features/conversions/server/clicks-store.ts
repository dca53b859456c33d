import 'server-only';
import type { OpenDatabase } from '@/lib/server/db/database';
import { onStorage } from '@/lib/server/db/storage-call';
import type { ClickEvent } from '../click-events';
import { zurichDay } from '@/lib/zurich-time';

export type ClickCount = { day: string; page: string; event: ClickEvent; count: number };

/**
 * Adds one click to its (Swiss day, page, event) row in one statement: concurrent clicks never make a
 * second row nor lose a count, on SQLite and PostgreSQL alike.
 */
export async function countClick(
  storage: OpenDatabase,
  click: { page: string; event: ClickEvent },
  now: Date = new Date(),
): Promise<void> {
  await onStorage(storage, 'Écriture', (db) =>
    db
      .insertInto('click_counts')
      .values({ day: zurichDay(now), page: click.page, event: click.event, count: 1 })
      .onConflict((oc) =>
        oc.columns(['day', 'page', 'event']).doUpdateSet((eb) => ({ count: eb(eb.ref('click_counts.count'), '+', 1) })),
      )
      .execute(),
  );
}

/**
 * The counts of the Swiss days from `from` to `to` (YYYY-MM-DD, both included), by day, page and event:
 * what the dashboard's « clics sur téléphone et e-mail par page » chart reads.
 */
export async function clickCounts(storage: OpenDatabase, range: { from: string; to: string }): Promise<ClickCount[]> {
  const rows = await onStorage(storage, 'Lecture', (db) =>
    db
      .selectFrom('click_counts')
      .select(['day', 'page', 'event', 'count'])
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .orderBy('day')
      .orderBy('page')
      .orderBy('event')
      .execute(),
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
