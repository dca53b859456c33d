import 'server-only';
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { site } from '@/content/site';
import { staffAuthSecret } from './auth-secret';
import { readConfig } from '../config';
import { requestOrigin } from './guard';
import { afterPasswordChange, voidOtherPasswordLinks } from './password-change';
import { recordAudit } from './audit';
import type { OpenDatabase } from '../db/database';
import { getStorage, type Storage } from '../db/storage';
import { betterAuthLogger } from '@/lib/safe-log.mjs';

/**
 * Staff authentication for the back-office (/equipe), by Better Auth:
 * - accounts in the site's own database (the Kysely handle of db/storage.ts; tables `auth_*`,
 *   migrations/0001-baseline/staff.ts), created only by `npm run back-office -- staff add` (sign-up is off);
 * - passwords hashed with scrypt (N=16384, r=16: 32 MiB per hash), Better Auth's default;
 * - sessions stored in the database (revocable at once), 12 hours at most, never extended;
 * - cookies HttpOnly, SameSite=Lax, path /equipe, Secure in production;
 * - its rate limiter, stored in the database so that every instance counts together;
 * - optional TOTP second factor (twoFactor plugin);
 * - telemetry off (it sends only to an endpoint given by BETTER_AUTH_TELEMETRY_ENDPOINT, never set here).
 * HTTP reaches it only through app/equipe/api/auth/[...all]/route.ts, which lets through the
 * endpoints the back-office uses (STAFF_AUTH_PATHS) and checks the Origin first.
 */

export const AUTH_BASE_PATH = '/equipe/api/auth';
/** Client address for Better Auth's limiter and session records, written by the route from lib/server/http/client-ip.ts. */
export const AUTH_CLIENT_HEADER = 'x-lumina-staff-client';
export const SESSION_HOURS = 12;
export const MIN_PASSWORD_LENGTH = 12;
/** Lifetime of the link `staff add` prints to choose a password. */
export const PASSWORD_LINK_HOURS = 24;
/** Wrong passwords per client address and minute before Better Auth answers 429. */
export const SIGN_IN_PER_MINUTE = 5;

/** The Better Auth endpoints the back-office uses; every other path answers 404 before reaching it. */
export const STAFF_AUTH_PATHS = [
  '/sign-in/email',
  '/sign-out',
  '/get-session',
  '/reset-password',
  '/revoke-sessions',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
] as const;

export interface StaffAuthOptions {
  database: OpenDatabase;
  secret: string;
  production?: boolean;
  /** `staff add`: receives the token of the one-time password link (the server has none, so no reset by e-mail). */
  onPasswordLink?: (email: string, token: string) => void;
}

/**
 * The database each instance was made on: its door counts wrong passwords there (sign-in-budget.ts). On
 * globalThis, as the instances are: Next bundles routes and Server Actions apart, each with its own module copy.
 */
const databasesKey = Symbol.for('lumina-terrasses.staff-auth-databases');
const databaseHolder = globalThis as unknown as Record<symbol, WeakMap<object, OpenDatabase> | undefined>;
const databases = (databaseHolder[databasesKey] ??= new WeakMap());
export function databaseOf(auth: StaffAuth): OpenDatabase {
  const database = databases.get(auth);
  if (!database) throw new Error('instance Better Auth créée hors de createStaffAuth : base inconnue');
  return database;
}

export function createStaffAuth(options: StaffAuthOptions) {
  const auth = betterAuthFor(options);
  databases.set(auth, options.database);
  return auth;
}

function betterAuthFor({ database, secret, production, onPasswordLink }: StaffAuthOptions) {
  const isProduction = production ?? process.env.NODE_ENV === 'production';
  return betterAuth({
    appName: site.name,
    baseURL: site.url,
    basePath: AUTH_BASE_PATH,
    secret,
    telemetry: { enabled: false },
    // The project's logger: what a client sent (a callbackURL …) is escaped, never printed raw (lib/safe-log.mjs).
    logger: betterAuthLogger,
    // One SQLite connection per process: a transaction callback that queried outside it would wait on itself.
    database: { db: database.db, type: database.traits.kind, transaction: database.traits.kind === 'postgres' },
    user: { modelName: 'auth_user' },
    session: {
      modelName: 'auth_session',
      expiresIn: SESSION_HOURS * 3600,
      disableSessionRefresh: true,
    },
    account: { modelName: 'auth_account' },
    verification: { modelName: 'auth_verification' },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: PASSWORD_LINK_HOURS * 3600,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => afterPasswordChange(database, user),
      ...(onPasswordLink
        ? {
            sendResetPassword: async ({ user, token }) => {
              await voidOtherPasswordLinks(database, user.id, token);
              onPasswordLink(user.email, token);
            },
          }
        : {}),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: SIGN_IN_PER_MINUTE },
        '/two-factor/*': { window: 60, max: SIGN_IN_PER_MINUTE },
        '/reset-password': { window: 60, max: SIGN_IN_PER_MINUTE },
      },
    },
    // The site's own address and the address the request reached (a preview, the tests), as for the forms.
    trustedOrigins: (request) => [new URL(site.url).origin, ...(request ? [requestOrigin(request) ?? ''] : [])],
    advanced: {
      cookiePrefix: 'lumina-equipe',
      useSecureCookies: isProduction,
      defaultCookieAttributes: { path: '/equipe', sameSite: 'lax', httpOnly: true },
      // Explicit: under NODE_ENV=test Better Auth would skip them, and the tests must see them work.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [AUTH_CLIENT_HEADER] },
    },
    plugins: [twoFactor({ issuer: site.name, twoFactorTable: 'auth_two_factor' })],
    // The second factor switched on (its first code accepted) or off, in the journal: the plugin's own endpoints
    // do it, so the journal learns it from the account's update they make.
    databaseHooks: {
      user: {
        update: {
          after: async (user, context) => {
            const switchedOn = TWO_FACTOR_SWITCHES[context?.path ?? ''];
            if (switchedOn === undefined || Boolean(user.twoFactorEnabled) !== switchedOn) return;
            await recordAudit(
              {
                actor: user.email,
                action: switchedOn ? 'staff.totp.on' : 'staff.totp.off',
                targetType: 'staff',
                targetId: user.email,
              },
              database,
            );
          },
        },
      },
    },
  });
}

/** The endpoints that switch an account's second factor, and to what. */
const TWO_FACTOR_SWITCHES: Record<string, boolean> = {
  '/two-factor/verify-totp': true,
  '/two-factor/disable': false,
};

export type StaffAuth = ReturnType<typeof betterAuthFor>;

/** One instance per storage (Next bundles routes apart: it lives on globalThis, like the storage). */
const holderKey = Symbol.for('lumina-terrasses.staff-auth');
const holder = globalThis as unknown as Record<symbol, WeakMap<Storage, StaffAuth> | undefined>;

/** The server's instance, on the configured storage. */
export async function getStaffAuth(): Promise<StaffAuth> {
  const config = readConfig();
  const storage = await getStorage(config);
  const instances = (holder[holderKey] ??= new WeakMap());
  let auth = instances.get(storage);
  if (!auth) {
    auth = createStaffAuth({ database: storage, secret: staffAuthSecret(config) });
    instances.set(storage, auth);
  }
  return auth;
}
