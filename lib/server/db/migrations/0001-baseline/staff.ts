import 'server-only';
import { sql } from 'kysely';
import type { DialectTraits } from '../../database';
import type { AnyDb } from '../types';
import { belongsTo, required } from './columns';

/**
 * The staff back-office (/equipe):
 * - Better Auth's tables, written by hand from its schema (better-auth 1.7.25: the core tables, the twoFactor
 *   plugin and the database rate limiter) under our `auth_` names, with its column names. auth.test.ts checks
 *   that Better Auth finds nothing to add (`getMigrations`) and runs its flows on both databases. Its ids are
 *   text (it generates them); its dates are ISO text in SQLite and TIMESTAMPTZ in PostgreSQL, like ours;
 * - audit_log: who did what to which lead or comment, and when (lib/server/staff/audit.ts);
 * - staff_link_mails: one e-mail with a one-time link to choose a password (Better Auth's reset token), for
 *   an invited colleague or a forgotten password, kept only while valid (expires_at);
 * - the wrong-password budget of each address tried at sign-in, shared by every instance
 *   (staff_sign_in_failures), and one row per locked incident, what its alert e-mail tells (staff_lock_alerts).
 */
export async function createStaffTables(db: AnyDb, traits: DialectTraits) {
  const { timestamp, flag } = traits.types;
  // Better Auth generates its tables' ids (text); its core tables date every row.
  const authTable = (name: string) => db.schema.createTable(name).addColumn('id', 'text', (col) => col.primaryKey());
  const authDates = required({ createdAt: timestamp, updatedAt: timestamp });
  const ownedByUser = belongsTo('auth_user.id');

  await authTable('auth_user')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('emailVerified', flag, (col) => traits.flag('emailVerified')(col.notNull()))
    .addColumn('image', 'text')
    .$call(authDates)
    .addColumn('twoFactorEnabled', flag, traits.flag('twoFactorEnabled'))
    .execute();

  await authTable('auth_session')
    .addColumn('expiresAt', timestamp, (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .$call(authDates)
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', ownedByUser)
    .execute();
  await db.schema.createIndex('auth_session_userId_idx').on('auth_session').column('userId').execute();

  await authTable('auth_account')
    .$call(required({ accountId: 'text', providerId: 'text' }))
    .addColumn('userId', 'text', ownedByUser)
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', timestamp)
    .addColumn('refreshTokenExpiresAt', timestamp)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .$call(authDates)
    .execute();
  await db.schema.createIndex('auth_account_userId_idx').on('auth_account').column('userId').execute();

  await authTable('auth_verification')
    .$call(required({ identifier: 'text', value: 'text', expiresAt: timestamp }))
    .$call(authDates)
    .execute();
  await db.schema
    .createIndex('auth_verification_identifier_idx')
    .on('auth_verification')
    .column('identifier')
    .execute();

  await authTable('auth_two_factor')
    .$call(required({ secret: 'text', backupCodes: 'text' }))
    .addColumn('userId', 'text', ownedByUser)
    .addColumn('verified', flag, traits.flag('verified'))
    .addColumn('failedVerificationCount', 'integer')
    .addColumn('lockedUntil', timestamp)
    .execute();
  await db.schema.createIndex('auth_two_factor_secret_idx').on('auth_two_factor').column('secret').execute();
  await db.schema.createIndex('auth_two_factor_userId_idx').on('auth_two_factor').column('userId').execute();

  // lastRequest: milliseconds since 1970 (a JavaScript number, beyond 32 bits).
  await authTable('auth_rate_limit')
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .$call(required({ count: 'integer', lastRequest: 'bigint' }))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', traits.identity)
    .$call(required({ at: timestamp, actor: 'text', action: 'text', target_type: 'text' }))
    .addColumn('target_id', 'text')
    .addColumn('details', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();

  await db.schema
    .createTable('staff_link_mails')
    .addColumn('id', 'integer', traits.identity)
    .$call(required({ email: 'text', name: 'text' }))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('invitation', 'reset')`))
    .addColumn('token', 'text', (col) => col.notNull())
    .addColumn('invited_by', 'text')
    .$call(required({ expires_at: timestamp, created_at: timestamp }))
    .execute();
  await db.schema.createIndex('staff_link_mails_expires').on('staff_link_mails').column('expires_at').execute();

  await db.schema
    .createTable('staff_sign_in_failures')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .$call(required({ failures: 'integer', next_try_at: timestamp, last_failure_at: timestamp }))
    .addColumn('locked_at', timestamp)
    .execute();
  await db.schema
    .createIndex('staff_sign_in_failures_last')
    .on('staff_sign_in_failures')
    .column('last_failure_at')
    .execute();
  await db.schema
    .createTable('staff_lock_alerts')
    .addColumn('id', 'integer', traits.identity)
    .$call(required({ email: 'text', failures: 'integer', locked_until: timestamp, created_at: timestamp }))
    .execute();
}
