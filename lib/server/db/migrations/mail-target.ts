import 'server-only';
import type { AnyDb } from './types';

/**
 * A mail kind about the rows of a table of its own (0012 lead replies, 0013 staff links): outbox.<column>
 * references that table (the e-mail goes with its row), indexed for the queue's lookups, and the kind is
 * allowed in mail_kinds. Applied migrations use it: never change what it does, write another helper instead.
 */
export async function addMailTarget(
  db: AnyDb,
  target: { kind: string; column: string; references: string; index: string },
): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn(target.column, 'integer', (col) => col.references(target.references).onDelete('cascade'))
    .execute();
  await db.schema.createIndex(target.index).on('outbox').column(target.column).execute();
  await db.insertInto('mail_kinds').values({ kind: target.kind }).execute();
}
