import 'server-only';
import type { MigrationUp } from './types';

/**
 * Clicks on the public pages' phone and e-mail links, kept only as a count per Swiss
 * day, page and event: no identifier, no address, nothing that tells one visitor from another. The key
 * makes a second row for the same (day, page, event) impossible; a click adds one to its row.
 */
export const createClickCounts: MigrationUp = async (db) => {
  await db.schema
    .createTable('click_counts')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('page', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('click_counts_pkey', ['day', 'page', 'event'])
    .execute();
};
