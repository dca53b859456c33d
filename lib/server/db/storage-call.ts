import 'server-only';
import type { Kysely } from 'kysely';
import type { OpenDatabase } from './database';
import type { Count, Database } from './tables';
import { StorageUnavailableError } from './storage';

/** A request the stored data does not allow (a French message for staff); passed through as is. */
export class RefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * Runs a query on the storage: every failure of the database becomes StorageUnavailableError, so the
 * handlers answer 503 (a RefusedError passes through).
 */
export async function onStorage<T>(
  storage: OpenDatabase,
  what: 'Lecture' | 'Écriture',
  query: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await query(storage.db);
  } catch (error) {
    if (error instanceof StorageUnavailableError || error instanceof RefusedError) throw error;
    const label = storage.traits.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    throw new StorageUnavailableError(`${what} ${label} impossible`, error);
  }
}

/** Timestamps: ISO text from SQLite, Date from PostgreSQL; the application sees ISO text. */
export const isoText = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);
export const isoOrNull = (value: string | Date | null) => (value === null ? null : isoText(value));
/** Booleans: 0/1 in SQLite's INTEGER flags, which PostgreSQL's BOOLEAN columns take as well. */
export const flag = (value: boolean) => (value ? 1 : 0);
/** COUNT(*): a number in SQLite, a bigint string in PostgreSQL. */
export const count = (value: Count | null | undefined) => Number(value ?? 0);
