import 'server-only';
import type { Kysely } from 'kysely';
import type { DialectTraits } from '../database';

/**
 * Migrations see an untyped database (Kysely<any>): the tables' types (tables.ts) describe the latest
 * schema, not the one a migration starts from.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyDb = Kysely<any>;
export type MigrationUp = (db: AnyDb, traits: DialectTraits) => Promise<void>;
