import 'server-only';
import { sql } from 'kysely';
import { isoText, withBackOffice } from '@/lib/server/db/backoffice-tables';
import { MIN_PASSWORD_LENGTH, type StaffAuth } from '@/lib/server/staff/auth';
import type { OpenDatabase } from '@/lib/server/db/database';

/**
 * Staff accounts, managed only by the back-office command (`npm run back-office -- staff …`): there is no
 * sign-up page. Accounts are made through Better Auth's own adapter (user + credential account,
 * as its admin plugin does), so the password is hashed by the same function that checks it.
 */

export class StaffAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffAccountError';
  }
}

export interface StaffAccount {
  email: string;
  name: string;
  createdAt: string;
  twoFactorEnabled: boolean;
  hasPassword: boolean;
  activeSessions: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
/** An address an account may have (as typed: it is normalised first). */
export const isStaffEmail = (email: string) => EMAIL.test(normaliseEmail(email));

export function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new StaffAccountError(`Mot de passe trop court : ${MIN_PASSWORD_LENGTH} caractères au moins.`);
  }
  if (password.length > 128) throw new StaffAccountError('Mot de passe trop long : 128 caractères au plus.');
}

/** Creates the account; with a password it can sign in at once, without one it waits for its link. */
export async function addStaff(
  auth: StaffAuth,
  { email, name, password }: { email: string; name?: string; password?: string },
) {
  const address = normaliseEmail(email);
  if (!EMAIL.test(address)) throw new StaffAccountError(`Adresse e-mail invalide : ${email}`);
  if (password !== undefined) checkPassword(password);
  const context = await auth.$context;
  if (await context.internalAdapter.findUserByEmail(address)) {
    throw new StaffAccountError(`Le compte ${address} existe déjà.`);
  }
  const user = await context.internalAdapter.createUser(
    { email: address, name: name?.trim() || (address.split('@')[0] ?? address), emailVerified: true },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    ...(password !== undefined ? { password: await context.password.hash(password) } : {}),
  });
  return { id: user.id, email: address };
}

/**
 * Makes a one-time link to choose a password (Better Auth's reset token, PASSWORD_LINK_HOURS long);
 * `auth` must have been created with `onPasswordLink`, which receives the token.
 */
export async function requestPasswordLink(auth: StaffAuth, email: string) {
  await auth.api.requestPasswordReset({ body: { email: normaliseEmail(email) } });
}

export async function listStaff(database: OpenDatabase): Promise<StaffAccount[]> {
  const db = withBackOffice(database.db);
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom('auth_user as u')
    .select(['u.email', 'u.name', 'u.createdAt', 'u.twoFactorEnabled'])
    .select((eb) => [
      eb
        .selectFrom('auth_session as s')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('s.userId', '=', 'u.id')
        .where('s.expiresAt', '>', now)
        .as('sessions'),
      eb
        .selectFrom(sql<{ userId: string; password: string | null }>`auth_account`.as('a'))
        .select(sql<number>`count(*)`.as('n'))
        .whereRef(sql.ref('a.userId'), '=', 'u.id')
        .where(sql.ref('a.password'), 'is not', null)
        .as('passwords'),
    ])
    .orderBy('u.email')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    createdAt: isoText(row.createdAt),
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    hasPassword: Number(row.passwords ?? 0) > 0,
    activeSessions: Number(row.sessions ?? 0),
  }));
}

/**
 * Deletes the account; its sessions, credentials and second factor go with it, and so do its password links
 * (Better Auth's reset tokens hold the user's id): a link sent before reads as expired, not as an error.
 */
export async function removeStaff(auth: StaffAuth, email: string) {
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(normaliseEmail(email));
  if (!found) throw new StaffAccountError(`Aucun compte ${normaliseEmail(email)}.`);
  await context.internalAdapter.deleteUserSessions(found.user.id);
  await context.adapter.deleteMany({ model: 'verification', where: [{ field: 'value', value: found.user.id }] });
  await context.internalAdapter.deleteUser(found.user.id);
  return { email: found.user.email };
}
