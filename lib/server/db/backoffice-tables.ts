import 'server-only';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from './tables';

/**
 * The back-office's tables as Kysely sees them. They live beside tables.ts rather than in it:
 * `withBackOffice(db)` widens the shared handle where they are queried.
 * Better Auth queries its own `auth_*` tables; only the few columns read here are typed.
 */

type Timestamp = ColumnType<string | Date, string, string>;
type Flag = ColumnType<number | boolean | null, 0 | 1, 0 | 1>;

// A type, not an interface: withTables() wants an index signature.
export type BackOfficeTables = {
  audit_log: {
    id: Generated<number>;
    at: Timestamp;
    actor: string;
    action: string;
    target_type: string;
    target_id: string | null;
    /** JSON text. */
    details: string | null;
  };
  lead_follow_ups: {
    lead_id: number;
    status: string;
    updated_at: Timestamp;
    updated_by: string;
  };
  lead_notes: {
    id: Generated<number>;
    lead_id: number;
    created_at: Timestamp;
    author: string;
    status: string | null;
    body: string;
  };
  auth_user: {
    id: string;
    name: string;
    email: string;
    createdAt: Timestamp;
    twoFactorEnabled: Flag;
  };
  auth_session: {
    id: string;
    userId: string;
    token: string;
    expiresAt: Timestamp;
  };
};

export type BackOfficeDatabase = Database & BackOfficeTables;

export const withBackOffice = (db: Kysely<Database>): Kysely<BackOfficeDatabase> => db.withTables<BackOfficeTables>();

/** Timestamps: ISO text from SQLite, Date from PostgreSQL; the application sees ISO text. */
export const isoText = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);
