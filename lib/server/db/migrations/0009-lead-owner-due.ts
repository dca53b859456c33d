import 'server-only';
import type { MigrationUp } from './types';

/**
 * Who answers a lead, and by when:
 * - leads.due_at: when the first contact is due (office hours after its arrival, lib/office-hours.ts); null for
 *   the leads stored before, which nobody is reminded of;
 * - leads.owner: the staff member's e-mail, null while nobody has it;
 * - leads.first_contact_at: when a status past « nouveau » (or a reply) first reached it; stops the clock;
 * - mail kind `reminder` (target lead_id): the one reminder of a lead left uncontacted past its due time,
 *   once per lead by the outbox's UNIQUE (lead_id, kind).
 * Indexed: due_at (the sweep and « en retard »), owner (« mes demandes »).
 */
export const addLeadOwnerDue: MigrationUp = async (db, traits) => {
  const { timestamp } = traits.types;
  await db.schema.alterTable('leads').addColumn('due_at', timestamp).execute();
  await db.schema.alterTable('leads').addColumn('owner', 'text').execute();
  await db.schema.alterTable('leads').addColumn('first_contact_at', timestamp).execute();
  await db.schema.createIndex('leads_due_at').on('leads').column('due_at').execute();
  await db.schema.createIndex('leads_owner').on('leads').column('owner').execute();
  await db.insertInto('mail_kinds').values({ kind: 'reminder' }).execute();
};
