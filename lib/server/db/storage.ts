import 'server-only';
import { drawnOnce } from './meta';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describeStorage, readConfig, sqlitePath, type SiteConfig } from '../config';
import { openDatabase, type OpenDatabase } from './database';
import type { Database } from './tables';

/**
 * The storage handle: the opened and migrated database (Kysely + the dialect's traits), its salt for
 * client addresses, and its description. Every query of lib/server is a plain function whose first
 * argument is this handle (or the narrower OpenDatabase, which a transaction satisfies too); the
 * features keep their queries in their own folders (features/quote/leads.ts, mail/queue-store.ts …).
 */
export interface Storage extends OpenDatabase {
  kind: 'sqlite' | 'postgres';
  description: string;
  /** The salted hash stored instead of a client address. */
  hashIp(ip: string | null | undefined): string | null;
  close(): Promise<void>;
}

/** Thrown when the database cannot be opened, read or written: the API answers 503. */
export class StorageUnavailableError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'StorageUnavailableError';
  }
}

const SALT_KEY = 'ip_salt';

const perDatabaseSalt = (db: Kysely<Database>) => drawnOnce(db, SALT_KEY, 16);

/** Brings an opened database to the schema this code expects (migrator.ts), or throws. */
export type SchemaSetup = (db: OpenDatabase['db'], traits: OpenDatabase['traits']) => Promise<void>;

// On globalThis: Next bundles the route handlers and instrumentation.ts apart.
const setupHolder = globalThis as unknown as { __luminaSchemaSetup?: SchemaSetup };

/**
 * The migrations a process applies when it opens a storage, registered at its start (migrator.ts:
 * registerMigrations, called by start.ts, the back-office command and jest's setup). The storage itself does not
 * import the schema's history, so a route that only reads and writes rows does not load it.
 */
export function registerSchemaSetup(setup: SchemaSetup) {
  setupHolder.__luminaSchemaSetup = setup;
}

/** Opens the database, applies the pending migrations and reads the salt: a ready handle. */
async function open(config: SiteConfig): Promise<Storage> {
  let opened: OpenDatabase | undefined;
  try {
    const setup = setupHolder.__luminaSchemaSetup;
    if (!setup) throw new Error('migrations non enregistrées par ce processus (db/migrator.ts : registerMigrations)');
    opened = await openDatabase(config);
    await setup(opened.db, opened.traits);
    const salt = await perDatabaseSalt(opened.db);
    const { db, traits } = opened;
    return {
      db,
      traits,
      kind: traits.kind,
      description: describeStorage(config),
      hashIp: (ip) => (ip ? createHash('sha256').update(`${salt}:${ip}`).digest('hex').slice(0, 32) : null),
      close: () => db.destroy(),
    };
  } catch (error) {
    await opened?.db.destroy().catch(() => {});
    const label = config.backend === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    throw new StorageUnavailableError(`Base ${label} inaccessible (${describeStorage(config)})`, error);
  }
}

/**
 * Next bundles the route handlers and instrumentation.ts separately: the instance
 * ({ key, promise }) lives on globalThis so every bundle of this process shares one connection.
 */
const holderKey = Symbol.for('lumina-terrasses.storage');
type Holder = { key: string; promise: Promise<Storage> };
const globalHolder = globalThis as unknown as Record<symbol, Holder | undefined>;

const keyOf = (config: SiteConfig) =>
  config.backend === 'sqlite' ? `sqlite:${sqlitePath(config)}` : `pg:${config.databaseUrl}#${config.databaseSchema}`;

/** Opens (or reuses) the storage of the current configuration; a failed open is retried on the next call. */
export async function getStorage(config: SiteConfig = readConfig()): Promise<Storage> {
  const key = keyOf(config);
  const current = globalHolder[holderKey];
  if (current && current.key === key) return current.promise;
  if (current) {
    current.promise.then((storage) => storage.close()).catch(() => {});
  }
  const promise = open(config);
  const entry = { key, promise };
  globalHolder[holderKey] = entry;
  promise.catch(() => {
    if (globalHolder[holderKey] === entry) globalHolder[holderKey] = undefined;
  });
  return promise;
}

/** Opens a storage handle that the caller owns and closes (tests, `leads` command). */
export function openStorage(config: SiteConfig = readConfig()): Promise<Storage> {
  return open(config);
}

/** Closes the shared instance (tests, shutdown). */
export async function closeStorage() {
  const current = globalHolder[holderKey];
  globalHolder[holderKey] = undefined;
  if (current) await current.promise.then((storage) => storage.close()).catch(() => {});
}
