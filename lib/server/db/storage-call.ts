import 'server-only';
import type { Kysely } from 'kysely';
import { StorageUnavailableError, type LeadRepository } from '../leads/repository';
import type { Database } from './tables';

/** A request the stored data does not allow (a French message for staff); passed through as is. */
export class RefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * Runs a query of a module outside repository.ts on the repository's database: every failure of the
 * database becomes StorageUnavailableError, as in repository.ts, so the handlers answer 503.
 */
export async function onStorage<T>(
  repository: LeadRepository,
  what: 'Lecture' | 'Écriture',
  query: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await query(repository.database.db);
  } catch (error) {
    if (error instanceof StorageUnavailableError || error instanceof RefusedError) throw error;
    const label = repository.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    throw new StorageUnavailableError(`${what} ${label} impossible`, error);
  }
}

/** Timestamps: ISO text from SQLite, Date from PostgreSQL; the application sees ISO text. */
export const isoText = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);
export const isoOrNull = (value: string | Date | null) => (value === null ? null : isoText(value));
