import 'server-only';
import { withBackOffice } from '../db/backoffice-tables';
import type { OpenDatabase } from '../db/database';
import { queueMail } from '../mail/queue-store';
import { recordAudit } from './audit';

/** The journal's actor of what the site does by itself. */
export const SYSTEM_ACTOR = 'site';

/**
 * The wrong-password budget of each address tried at the back-office's sign-in, whatever client
 * addresses the tries come from (Better Auth's own limit counts per client address only, so a botnet
 * would get unlimited guesses). Counted in the database, so every instance shares the count, for any
 * address typed: an unknown one is treated exactly like an account's, and the answers tell nothing.
 *
 * Each try is counted as a failure before the password is checked (a success then clears the count,
 * a try that checked no password is given back): tries sent all at once cannot slip past the count.
 * The wait before the next try, after `n` wrong passwords in a row:
 *   1–3: none;  4: 15 s;  5: 30 s;  6: 1 min … 9: 8 min (doubling);
 *   10 (LOCK_AT): the password step is locked 15 min, and the owner and ALERT_TO get one e-mail;
 *   11: 30 min;  12 and more: 1 h each.
 * So a guesser gets about 12 tries in the first hour and one an hour after that (OWASP ASVS 2.2.1
 * allows 100 an hour), while a person who mistypes a few times waits seconds. The count is forgotten
 * after a success, a password change, a colleague's « Débloquer », or STALE_HOURS without a wrong password.
 */

export const WAIT_FROM = 4;
export const LOCK_AT = 10;
const FIRST_WAIT_SECONDS = 15;
const LOCK_SECONDS = 15 * 60;
const MAX_WAIT_SECONDS = 60 * 60;
export const STALE_HOURS = 24;
/** Longer input is cut: the key stays small whatever a client sends. */
const MAX_KEY_LENGTH = 320;

/** Seconds to wait before the next try once `failures` wrong passwords are counted. */
export function waitAfter(failures: number): number {
  if (failures < WAIT_FROM) return 0;
  if (failures < LOCK_AT) return FIRST_WAIT_SECONDS * 2 ** (failures - WAIT_FROM);
  return Math.min(LOCK_SECONDS * 2 ** (failures - LOCK_AT), MAX_WAIT_SECONDS);
}

export const budgetKey = (email: string) => email.trim().toLowerCase().slice(0, MAX_KEY_LENGTH);

const iso = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);
const plus = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
const secondsUntil = (at: string | Date, now: Date) =>
  Math.max(1, Math.ceil((Date.parse(iso(at)) - now.getTime()) / 1000));

export type SignInClaim = { allowed: true; key: string; failures: number } | { allowed: false; retryAfter: number };

/** Takes one try for `email`: refused while its wait runs, else counted (as a failure until told otherwise). */
export async function claimSignInTry(database: OpenDatabase, email: string, now = new Date()): Promise<SignInClaim> {
  const key = budgetKey(email);
  const nowIso = now.toISOString();
  return database.db.transaction().execute(async (trx) => {
    // Incidents long over are forgotten, so the table holds only recent addresses.
    await trx
      .deleteFrom('staff_sign_in_failures')
      .where('last_failure_at', '<', plus(now, -STALE_HOURS * 3600))
      .where('next_try_at', '<=', nowIso)
      .execute();
    // The row first, if new: two first tries at once would otherwise both insert it (PostgreSQL: a duplicate key).
    await trx
      .insertInto('staff_sign_in_failures')
      .values({ email: key, failures: 0, next_try_at: nowIso, last_failure_at: nowIso, locked_at: null })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute();
    const row = await trx
      .selectFrom('staff_sign_in_failures')
      .selectAll()
      .where('email', '=', key)
      .$if(database.traits.kind === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (row && Date.parse(iso(row.next_try_at)) > now.getTime()) {
      return { allowed: false as const, retryAfter: secondsUntil(row.next_try_at, now) };
    }
    const failures = (row?.failures ?? 0) + 1;
    const values = { failures, next_try_at: plus(now, waitAfter(failures)), last_failure_at: nowIso };
    await trx.updateTable('staff_sign_in_failures').set(values).where('email', '=', key).execute();
    return { allowed: true as const, key, failures };
  });
}

/** What the try counted by `claim` turned out to be. */
export type SignInOutcome = 'success' | 'wrong-password' | 'not-checked';

/**
 * Settles a counted try. A success ends the incident; a try that checked no password (a malformed body,
 * Better Auth's limit per client address) is given back. A wrong password stays counted; the one that
 * reaches LOCK_AT starts the lock: resolves with the lock's end then, once per incident, null otherwise.
 */
export async function settleSignInTry(
  database: OpenDatabase,
  claim: Extract<SignInClaim, { allowed: true }>,
  outcome: SignInOutcome,
  now = new Date(),
): Promise<{ lockedUntil: string; failures: number } | null> {
  const table = database.db;
  if (outcome === 'success') {
    await table.deleteFrom('staff_sign_in_failures').where('email', '=', claim.key).execute();
    return null;
  }
  if (outcome === 'not-checked') {
    await table
      .updateTable('staff_sign_in_failures')
      .set((eb) => ({ failures: eb('failures', '-', 1), next_try_at: now.toISOString() }))
      .where('email', '=', claim.key)
      .where('failures', '=', claim.failures)
      .execute();
    return null;
  }
  if (claim.failures < LOCK_AT) return null;
  const started = await table
    .updateTable('staff_sign_in_failures')
    .set({ locked_at: now.toISOString() })
    .where('email', '=', claim.key)
    .where('locked_at', 'is', null)
    .returning(['failures', 'next_try_at'])
    .executeTakeFirst();
  if (!started) return null;
  const lockedUntil = iso(started.next_try_at);
  const account = await withBackOffice(table)
    .selectFrom('auth_user')
    .select('email')
    .where('email', '=', claim.key)
    .executeTakeFirst();
  // An address without an account is locked alike, but told to no one: a botnet spraying made-up
  // addresses would otherwise fill ALERT_TO's inbox and the journal.
  if (!account) return { lockedUntil, failures: started.failures };
  await table.transaction().execute(async (trx) => {
    const alert = await trx
      .insertInto('staff_lock_alerts')
      .values({
        email: claim.key,
        failures: started.failures,
        locked_until: lockedUntil,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueMail({ db: trx, traits: database.traits }, [{ kind: 'staff-lock', staffLockAlertId: alert.id }], now);
  });
  await recordAudit(
    {
      actor: SYSTEM_ACTOR,
      action: 'staff.lock',
      targetType: 'staff',
      targetId: claim.key,
      details: { essais: started.failures, jusqua: lockedUntil },
    },
    database,
  );
  return { lockedUntil, failures: started.failures };
}

export interface LockedSignIn {
  email: string;
  failures: number;
  until: string;
}

/** The accounts whose password step is locked now (addresses without an account are left out). */
export async function lockedSignIns(database: OpenDatabase, now = new Date()): Promise<LockedSignIn[]> {
  const rows = await withBackOffice(database.db)
    .selectFrom('staff_sign_in_failures as f')
    .innerJoin('auth_user as u', 'u.email', 'f.email')
    .select(['f.email', 'f.failures', 'f.next_try_at'])
    .where('f.locked_at', 'is not', null)
    .where('f.next_try_at', '>', now.toISOString())
    .orderBy('f.email')
    .execute();
  return rows.map((row) => ({ email: row.email, failures: row.failures, until: iso(row.next_try_at) }));
}

/** Forgets the count of `email` (« Débloquer », a password change); resolves with whether it had one. */
export async function clearSignInFailures(database: OpenDatabase, email: string): Promise<boolean> {
  const result = await database.db
    .deleteFrom('staff_sign_in_failures')
    .where('email', '=', budgetKey(email))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
