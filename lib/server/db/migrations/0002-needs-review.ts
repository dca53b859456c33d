import 'server-only';
import { sql } from 'kysely';
import type { MigrationUp } from './types';

/**
 * `leads.needs_review`: a form filled in faster than a person types (browser autofill, a pasted
 * message) is a real lead to check, not spam. Leads stored as spam for that reason
 * before this version become such leads; their e-mail is not queued now (they may be old): staff
 * see them flagged « à vérifier » and can send them on.
 */
export const addNeedsReview: MigrationUp = async (db, traits) => {
  await db.schema
    .alterTable('leads')
    .addColumn('needs_review', traits.types.flag, (col) =>
      traits.flag('needs_review')(col.notNull().defaultTo(sql.lit(false))),
    )
    .execute();
  await db
    .updateTable('leads')
    .set({ is_spam: sql.lit(false), spam_reason: null, needs_review: sql.lit(true) })
    .where('spam_reason', '=', 'too-fast')
    .execute();
};
