import 'server-only';
import type { ColumnType, Generated } from 'kysely';

/**
 * The tables as Kysely sees them (created by migrations.ts). Where the two databases store a
 * value differently, the type says what each returns; repository.ts converts on reading.
 */

/** ISO 8601 text in SQLite, TIMESTAMPTZ in PostgreSQL (read back as a Date); always written as ISO text. */
type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;
/** INTEGER 0/1 in SQLite, BOOLEAN in PostgreSQL (which accepts 0/1 parameters); written as 0/1. */
type Flag = ColumnType<number | boolean, 0 | 1, 0 | 1>;
/** count(*) comes back as a number from SQLite and as a string (bigint) from PostgreSQL. */
export type Count = number | string | bigint;

export type OutboxKind = 'company' | 'ack';
export type OutboxStatus = 'pending' | 'sent' | 'failed';
/** Every state of a comment (the CHECK constraint of migration 0001). */
export const COMMENT_STATUSES = Object.freeze(['pending', 'approved', 'rejected', 'spam'] as const);
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export interface Database {
  /** Per-database settings; today the salt of the client-address hashes (`ip_salt`). */
  meta: { key: string; value: string };
  leads: {
    id: Generated<number>;
    created_at: Timestamp;
    nom: string;
    prenom: string;
    email: string;
    telephone: string;
    societe: string | null;
    sujet: string;
    message: string;
    produit: string | null;
    ip_hash: string | null;
    user_agent: string | null;
    is_spam: Flag;
    spam_reason: string | null;
    /** Filled in faster than a person types: a lead like any other, flagged for a look (0002-needs-review). */
    needs_review: Flag;
    /** Idempotency key of a request replayed from the journal (0002-request-key); null otherwise. */
    request_key: string | null;
  };
  attachments: {
    id: Generated<number>;
    lead_id: number;
    filename: string;
    mime: string;
    size: number;
    bytes: Uint8Array;
  };
  outbox: {
    id: Generated<number>;
    lead_id: number;
    kind: OutboxKind;
    status: OutboxStatus;
    attempts: number;
    next_attempt_at: Timestamp;
    last_error: string | null;
    sent_at: NullableTimestamp;
    /** The sender holding the row until next_attempt_at (0002-outbox-claims); null when none. */
    claimed_by: string | null;
  };
  newsletter_subscribers: {
    id: Generated<number>;
    email: string;
    created_at: Timestamp;
  };
  /** Per-address request counters shared by every instance (PostgreSQL only; migration 0002-rate-limits). */
  rate_limits: {
    bucket: string;
    /** Epoch milliseconds; bigint, which PostgreSQL returns as a string. */
    window_start: ColumnType<number | string, number, number>;
    hits: number;
  };
  comments: {
    id: Generated<number>;
    article_slug: string;
    nom: string;
    email: string;
    message: string;
    status: CommentStatus;
    ip_hash: string | null;
    created_at: Timestamp;
  };
}
