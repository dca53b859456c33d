import 'server-only';
import { sql } from 'kysely';
import { mailConfigured, type LeadsConfig } from './config';
import type { OpenDatabase } from './database';

/**
 * What the dashboard says about lead e-mails, read from the outbox table: whether SMTP is
 * configured, how many e-mails wait or failed, and whether deliveries are failing now (rows
 * whose last attempt ended in an error). The outbox keeps no history of attempts, so « the last
 * delivery failed » means: some e-mail is in error and none was sent after it was queued.
 */

export interface DeliveryStatus {
  smtpConfigured: boolean;
  waiting: number;
  failed: number;
  /** E-mails whose last attempt failed (still retried, or given up). */
  inError: number;
  lastError: string | null;
  lastSentAt: string | null;
}

const iso = (value: string | Date | null) => (value instanceof Date ? value.toISOString() : value);

export async function deliveryStatus(database: OpenDatabase, config: LeadsConfig): Promise<DeliveryStatus> {
  const { db } = database;
  const counts = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.countAll().filterWhere('status', '=', 'pending').as('waiting'),
      eb.fn.countAll().filterWhere('status', '=', 'failed').as('failed'),
      eb.fn
        .countAll()
        .filterWhere((w) => w.and([w('status', '!=', 'sent'), w('last_error', 'is not', null)]))
        .as('in_error'),
      eb.fn.max('sent_at').as('last_sent_at'),
    ])
    .executeTakeFirstOrThrow();
  const latestError = await db
    .selectFrom('outbox')
    .select('last_error')
    .where('status', '!=', 'sent')
    .where('last_error', 'is not', null)
    .orderBy(sql`id`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    smtpConfigured: mailConfigured(config),
    waiting: Number(counts.waiting),
    failed: Number(counts.failed),
    inError: Number(counts.in_error),
    lastError: latestError?.last_error ?? null,
    lastSentAt: iso(counts.last_sent_at as string | Date | null),
  };
}
