import 'server-only';
import { sql } from 'kysely';
import type { DialectTraits } from '../../database';
import type { AnyDb } from '../types';

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

  await db.schema
    .createTable('auth_user')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('emailVerified', flag, (col) => traits.flag('emailVerified')(col.notNull()))
    .addColumn('image', 'text')
    .addColumn('createdAt', timestamp, (col) => col.notNull())
    .addColumn('updatedAt', timestamp, (col) => col.notNull())
    .addColumn('twoFactorEnabled', flag, traits.flag('twoFactorEnabled'))
    .execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expiresAt', timestamp, (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('createdAt', timestamp, (col) => col.notNull())
    .addColumn('updatedAt', timestamp, (col) => col.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('auth_session_userId_idx').on('auth_session').column('userId').execute();

  await db.schema
    .createTable('auth_account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('accountId', 'text', (col) => col.notNull())
    .addColumn('providerId', 'text', (col) => col.notNull())
    .addColumn('userId', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', timestamp)
    .addColumn('refreshTokenExpiresAt', timestamp)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', timestamp, (col) => col.notNull())
    .addColumn('updatedAt', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_account_userId_idx').on('auth_account').column('userId').execute();

  await db.schema
    .createTable('auth_verification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expiresAt', timestamp, (col) => col.notNull())
    .addColumn('createdAt', timestamp, (col) => col.notNull())
    .addColumn('updatedAt', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('auth_verification_identifier_idx')
    .on('auth_verification')
    .column('identifier')
    .execute();

  await db.schema
    .createTable('auth_two_factor')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('backupCodes', 'text', (col) => col.notNull())
    .addColumn('userId', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('verified', flag, traits.flag('verified'))
    .addColumn('failedVerificationCount', 'integer')
    .addColumn('lockedUntil', timestamp)
    .execute();
  await db.schema.createIndex('auth_two_factor_secret_idx').on('auth_two_factor').column('secret').execute();
  await db.schema.createIndex('auth_two_factor_userId_idx').on('auth_two_factor').column('userId').execute();

  // lastRequest: milliseconds since 1970 (a JavaScript number, beyond 32 bits).
  await db.schema
    .createTable('auth_rate_limit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('lastRequest', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('at', timestamp, (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text')
    .addColumn('details', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();

  await db.schema
    .createTable('staff_link_mails')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('invitation', 'reset')`))
    .addColumn('token', 'text', (col) => col.notNull())
    .addColumn('invited_by', 'text')
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_link_mails_expires').on('staff_link_mails').column('expires_at').execute();

  await db.schema
    .createTable('staff_sign_in_failures')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('next_try_at', timestamp, (col) => col.notNull())
    .addColumn('last_failure_at', timestamp, (col) => col.notNull())
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
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('locked_until', timestamp, (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
}
