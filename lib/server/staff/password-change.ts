import 'server-only';
import { sql } from 'kysely';
import type { OpenDatabase } from '../db/database';
import { recordAudit } from './audit';
import { clearSignInFailures } from './sign-in-budget';

/**
 * One live password link per account, and none after the password changes. A link is Better Auth's
 * reset token: a row `reset-password:<token>` of auth_verification whose value is the account's id.
 */

const LINK_PREFIX = 'reset-password:';

/** Voids the account's password links but `keep` (the one just made). */
export async function voidOtherPasswordLinks(database: OpenDatabase, userId: string, keep: string): Promise<void> {
  await sql`delete from auth_verification
    where value = ${userId} and identifier like ${`${LINK_PREFIX}%`} and identifier <> ${LINK_PREFIX + keep}`.execute(
    database.db,
  );
}

/**
 * After a password change by any route: every link of the account dies, with the e-mails that carry
 * one, and the wrong-password count of its address is forgotten (a new password makes the old guesses
 * moot, and it is how a locked-out owner gets back in). Better Auth ends every session of the account
 * itself (revokeSessionsOnPasswordReset).
 */
export async function afterPasswordChange(database: OpenDatabase, user: { id: string; email: string }) {
  await sql`delete from auth_verification where value = ${user.id} and identifier like ${`${LINK_PREFIX}%`}`.execute(
    database.db,
  );
  await database.db.deleteFrom('staff_link_mails').where('email', '=', user.email).execute();
  await clearSignInFailures(database, user.email);
  await recordAudit(
    { actor: user.email, action: 'staff.password', targetType: 'staff', targetId: user.email },
    database,
  );
}
