import 'server-only';
import { sql } from 'kysely';
import { addMailTarget } from './mail-target';
import type { MigrationUp } from './types';

/**
 * Invitations and forgotten passwords from the back-office, e-mailed through the queue:
 * - staff_link_mails: one e-mail with a one-time link to choose a password (Better Auth's reset token),
 *   for an invited colleague ('invitation') or a forgotten password ('reset'). The token is kept only
 *   while it is valid (expires_at): the composer drops an expired row, and each new link deletes the
 *   expired ones (with their outbox rows). Better Auth itself keeps the same token as long, in auth_verification;
 * - outbox.staff_link_id: the link an e-mail of kind `staff-link` carries, deleted with it.
 */
export const addStaffLinks: MigrationUp = async (db, traits) => {
  const { timestamp } = traits.types;
  await db.schema
    .createTable('staff_link_mails')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('invitation', 'reset')`))
    .addColumn('token', 'text', (col) => col.notNull())
    .addColumn('invited_by', 'text')
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_link_mails_expires').on('staff_link_mails').column('expires_at').execute();

  await addMailTarget(db, {
    kind: 'staff-link',
    column: 'staff_link_id',
    references: 'staff_link_mails.id',
    index: 'outbox_staff_link',
  });
};
