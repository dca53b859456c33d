import 'server-only';
import { addMailTarget } from './mail-target';
import type { MigrationUp } from './types';

/**
 * The wrong-password budget of each address tried at the back-office's sign-in
 * (lib/server/staff/sign-in-budget.ts), in the database so that every instance counts together:
 * - staff_sign_in_failures: one row per address with wrong passwords in its current incident (an account
 *   or not: both are treated alike), the earliest next try, and when the lock started (null before it);
 * - staff_lock_alerts: one row per locked incident, what the alert e-mail (kind `staff-lock`) tells the
 *   account's owner and ALERT_TO; kept after the lock ends, as the e-mail's subject.
 */
export const addSignInBudget: MigrationUp = async (db, traits) => {
  const { timestamp } = traits.types;
  await db.schema
    .createTable('staff_sign_in_failures')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('next_try_at', timestamp, (col) => col.notNull())
    .addColumn('last_failure_at', timestamp, (col) => col.notNull())
    .addColumn('locked_at', timestamp)
    .execute();
  await db.schema
    .createIndex('staff_sign_in_failures_last')
    .on('staff_sign_in_failures')
    .column('last_failure_at')
    .execute();
  await db.schema
    .createTable('staff_lock_alerts')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('locked_until', timestamp, (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await addMailTarget(db, {
    kind: 'staff-lock',
    column: 'staff_lock_alert_id',
    references: 'staff_lock_alerts.id',
    index: 'outbox_staff_lock_alert',
  });
};
