import 'server-only';
import { sql, type Kysely } from 'kysely';
import { mailConfigured, type SiteConfig } from '../config';
import type { OpenDatabase } from '../db/database';
import type { Count, Database } from '../db/tables';

/**
 * How the site's e-mails (every kind, one queue) are getting out, for the back-office dashboard
 * (/equipe) and the alerts (delivery-alert.ts). Counts and the last success are read from the outbox;
 * the last failure, its error and the alert of the current incident are kept in the meta table, since
 * the outbox forgets an error once its e-mail goes out (and records no time for it).
 */

export interface DeliveryHealth {
  /** SMTP_URL and MAIL_TO set: without them nothing is sent, e-mails wait. */
  smtpConfigured: boolean;
  /** ALERT_TO set. */
  alertConfigured: boolean;
  /** ISO dates, null when never. */
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
  /** E-mails queued (pending), and given up (failed: see `npm run back-office -- retry-outbox`). */
  waiting: number;
  failed: number;
  /** E-mails not sent whose last attempt failed (still retried, or given up): deliveries failing now. */
  inError: number;
  /** When the alert of the incident under way went out; null when none is open. */
  alertSentAt: string | null;
}

const KEY = {
  lastFailureAt: 'delivery.last_failure_at',
  lastError: 'delivery.last_error',
  alertSentAt: 'delivery.alert_sent_at',
} as const;

const iso = (value: string | Date | null | undefined) =>
  value == null ? null : value instanceof Date ? value.toISOString() : value;

export async function deliveryHealth(database: OpenDatabase, config: SiteConfig): Promise<DeliveryHealth> {
  const { db } = database;
  const counts = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.countAll<Count>().filterWhere('status', '=', 'pending').as('waiting'),
      eb.fn.countAll<Count>().filterWhere('status', '=', 'failed').as('failed'),
      eb.fn
        .countAll<Count>()
        .filterWhere((w) => w.and([w('status', '!=', 'sent'), w('last_error', 'is not', null)]))
        .as('in_error'),
      eb.fn.max('sent_at').as('last_sent'),
    ])
    .executeTakeFirstOrThrow();
  const meta = await readMeta(db);
  // Before any failure was recorded here (an error written another way), the newest row in error.
  const rowError = meta[KEY.lastError]
    ? undefined
    : await db
        .selectFrom('outbox')
        .select('last_error')
        .where('status', '!=', 'sent')
        .where('last_error', 'is not', null)
        .orderBy(sql`id`, 'desc')
        .limit(1)
        .executeTakeFirst();
  return {
    smtpConfigured: mailConfigured(config),
    alertConfigured: config.alertTo.length > 0,
    lastSuccessAt: iso(counts.last_sent),
    lastFailureAt: meta[KEY.lastFailureAt] ?? null,
    lastError: meta[KEY.lastError] ?? rowError?.last_error ?? null,
    waiting: Number(counts.waiting),
    failed: Number(counts.failed),
    inError: Number(counts.in_error),
    alertSentAt: meta[KEY.alertSentAt] ?? null,
  };
}

async function readMeta(db: Kysely<Database>): Promise<Record<string, string>> {
  const rows = await db.selectFrom('meta').select(['key', 'value']).where('key', 'in', Object.values(KEY)).execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

async function put(db: Kysely<Database>, key: string, value: string) {
  await db
    .insertInto('meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function recordFailure(db: Kysely<Database>, at: Date, error: string) {
  await put(db, KEY.lastFailureAt, at.toISOString());
  await put(db, KEY.lastError, error.slice(0, 2000));
}

/**
 * Opens an incident: true for the one caller (of every process) that opened it, who then sends
 * the alert; false when one is open already.
 */
export async function openIncident(db: Kysely<Database>, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('meta')
    .values({ key: KEY.alertSentAt, value: at.toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** An incident whose alert could not be sent: opened again by the next failure or check. */
export async function cancelIncident(db: Kysely<Database>, at: Date) {
  await db.deleteFrom('meta').where('key', '=', KEY.alertSentAt).where('value', '=', at.toISOString()).execute();
}

/** An e-mail went out: the incident (if any) is over, and the next one may alert again. */
export async function closeIncident(db: Kysely<Database>) {
  await db.deleteFrom('meta').where('key', '=', KEY.alertSentAt).execute();
}

/** When the oldest e-mail still waiting was queued (a lead's e-mail: the lead's date), null when none waits. */
export async function oldestWaiting(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.min('queued_at').as('oldest'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return iso(row?.oldest);
}
