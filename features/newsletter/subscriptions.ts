import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import { unsubscribeUrl } from './mails';
import { queueMail } from '@/lib/server/mail/queue-store';
import {
  confirmationTokenValid,
  parseConfirmationToken,
  unsubscribeKey,
  type ConfirmationCheck,
} from './server/tokens';
import { isoOrNull, onStorage } from '@/lib/server/db/storage-call';
import type { Database } from '@/lib/server/db/tables';
import type { Storage } from '@/lib/server/db/storage';

/**
 * Newsletter subscriptions, double opt-in: a request stores the address as pending with the
 * proof of consent (wording shown, date, salted IP hash) and queues the confirmation e-mail; only
 * the owner of the address, following the signed link, makes it a subscriber. Unsubscribing
 * deletes the row (and its queued e-mails): nothing is kept once consent is withdrawn.
 */

/** A new confirmation e-mail for the same pending address is sent at most this often. */
export const CONFIRMATION_RESEND_MINUTES = 10;

type Row = Selectable<Database['newsletter_subscribers']>;

export interface Subscriber {
  id: number;
  email: string;
  requestedAt: string | null;
  confirmedAt: string | null;
  consentText: string | null;
  ipHash: string | null;
  confirmIpHash: string | null;
  /** The link of every e-mail to this address. */
  unsubscribeUrl: string | null;
}

function toSubscriber(row: Row): Subscriber {
  return {
    id: row.id,
    email: row.email,
    requestedAt: isoOrNull(row.requested_at),
    confirmedAt: isoOrNull(row.confirmed_at),
    consentText: row.consent_text,
    ipHash: row.ip_hash,
    confirmIpHash: row.confirm_ip_hash,
    unsubscribeUrl: row.unsubscribe_key ? unsubscribeUrl(row.unsubscribe_key) : null,
  };
}

/**
 * A visitor asks to subscribe `email` (lower-cased). Whatever the address's state, the visitor's
 * answer is the same; what differs happens by e-mail, to the address owner only:
 * - unknown: stored as pending, confirmation queued;
 * - pending: the request is renewed (wording, date, IP hash) and a confirmation queued, unless one
 *   was queued in the last CONFIRMATION_RESEND_MINUTES (a mailbox is not flooded by repeated requests);
 * - confirmed: nothing changes and nothing is sent.
 * Returns whether an e-mail was queued.
 */
export function requestSubscription(
  storage: Storage,
  request: { email: string; consentText: string; ip?: string | null; secret: string },
  now = new Date(),
): Promise<{ queued: boolean }> {
  const values = {
    requested_at: now.toISOString(),
    consent_text: request.consentText,
    ip_hash: storage.hashIp(request.ip),
    unsubscribe_key: unsubscribeKey(request.secret, request.email),
  };
  return onStorage(storage, 'Écriture', (db) =>
    db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('newsletter_subscribers')
        .values({ email: request.email, created_at: now.toISOString(), ...values })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      let id = inserted?.id;
      if (id === undefined) {
        const row = await trx
          .selectFrom('newsletter_subscribers')
          .select(['id', 'confirmed_at'])
          .where('email', '=', request.email)
          .executeTakeFirstOrThrow();
        if (row.confirmed_at !== null) return { queued: false };
        await trx.updateTable('newsletter_subscribers').set(values).where('id', '=', row.id).execute();
        const since = new Date(now.getTime() - CONFIRMATION_RESEND_MINUTES * 60_000).toISOString();
        const recent = await trx
          .selectFrom('outbox')
          .select('id')
          .where('subscriber_id', '=', row.id)
          .where('kind', '=', 'newsletter-confirmation')
          .where('queued_at', '>', since)
          .executeTakeFirst();
        if (recent) return { queued: false };
        id = row.id;
      }
      await queueMail(
        { db: trx, traits: storage.traits },
        [{ kind: 'newsletter-confirmation', subscriberId: id }],
        now,
      );
      return { queued: true };
    }),
  );
}

export type ConfirmationState = ConfirmationCheck | 'pending' | 'confirmed';

/** The subscriber a well-formed token names, if its signature holds and the address is not confirmed yet. */
async function tokenSubject(
  db: Kysely<Database>,
  parsed: NonNullable<ReturnType<typeof parseConfirmationToken>>,
  secret: string,
  now: Date,
): Promise<'invalid' | 'confirmed' | { id: number; expired: boolean }> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'confirmed_at'])
    .where('id', '=', parsed.id)
    .executeTakeFirst();
  if (!row) return 'invalid';
  const check = confirmationTokenValid(secret, parsed, row.email, now);
  if (check === 'invalid') return 'invalid';
  if (row.confirmed_at !== null) return 'confirmed';
  return { id: row.id, expired: check === 'expired' };
}

/** What a confirmation link is worth, without changing anything (the page a GET shows). */
export function checkConfirmation(
  storage: Storage,
  token: string | null | undefined,
  secret: string,
  now = new Date(),
): Promise<Exclude<ConfirmationState, 'valid'>> {
  const parsed = parseConfirmationToken(token);
  if (!parsed) return Promise.resolve('invalid');
  return onStorage(storage, 'Lecture', async (db) => {
    const subject = await tokenSubject(db, parsed, secret, now);
    if (typeof subject === 'string') return subject;
    return subject.expired ? 'expired' : 'pending';
  });
}

/**
 * The address owner confirms (a POST from the confirmation page). Returns 'confirmed' when the
 * address is a subscriber afterwards (now or before), else why not.
 */
export function confirmSubscription(
  storage: Storage,
  token: string | null | undefined,
  secret: string,
  ip: string | null,
  now = new Date(),
): Promise<'confirmed' | 'expired' | 'invalid'> {
  const parsed = parseConfirmationToken(token);
  if (!parsed) return Promise.resolve('invalid');
  return onStorage(storage, 'Écriture', async (db) => {
    const subject = await tokenSubject(db, parsed, secret, now);
    if (typeof subject === 'string') return subject;
    if (subject.expired) return 'expired';
    await db
      .updateTable('newsletter_subscribers')
      .set({ confirmed_at: now.toISOString(), confirm_ip_hash: storage.hashIp(ip) })
      .where('id', '=', subject.id)
      .where('confirmed_at', 'is', null)
      .execute();
    return 'confirmed';
  });
}

/** Whether an unsubscribe link still names a stored address (pending or confirmed). */
export function isSubscribed(storage: Storage, key: string): Promise<boolean> {
  return onStorage(storage, 'Lecture', async (db) => {
    const row = await db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('unsubscribe_key', '=', key)
      .executeTakeFirst();
    return row !== undefined;
  });
}

/** Deletes the address of an unsubscribe link, with its queued e-mails; false when none was stored. */
export function unsubscribe(storage: Storage, key: string): Promise<boolean> {
  return onStorage(storage, 'Écriture', async (db) => {
    const result = await db.deleteFrom('newsletter_subscribers').where('unsubscribe_key', '=', key).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** The subscribers: confirmed addresses only, in order of confirmation. */
export function listSubscribers(storage: Storage): Promise<Subscriber[]> {
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('confirmed_at', 'is not', null)
      .orderBy('confirmed_at')
      .orderBy('id')
      .execute();
    return rows.map(toSubscriber);
  });
}

/** The stored subscription of one address (pending or confirmed), for personal-data requests. */
export function findSubscription(storage: Storage, email: string): Promise<Subscriber | null> {
  return onStorage(storage, 'Lecture', async (db) => {
    const row = await db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
    return row ? toSubscriber(row) : null;
  });
}

/** Deletes the requests never confirmed whose latest request is older than `before`; with `dryRun`, counts them. */
export function purgeUnconfirmed(storage: Storage, before: Date, dryRun = false): Promise<number> {
  return onStorage(storage, dryRun ? 'Lecture' : 'Écriture', async (db) => {
    const cutoff = before.toISOString();
    if (dryRun) {
      const row = await db
        .selectFrom('newsletter_subscribers')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('confirmed_at', 'is', null)
        .where((eb) => eb(eb.fn.coalesce('requested_at', 'created_at'), '<', cutoff))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }
    const result = await db
      .deleteFrom('newsletter_subscribers')
      .where('confirmed_at', 'is', null)
      .where((eb) => eb(eb.fn.coalesce('requested_at', 'created_at'), '<', cutoff))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
