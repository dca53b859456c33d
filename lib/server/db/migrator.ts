import 'server-only';
import { Migrator, type Migration } from 'kysely';
import type { DialectTraits } from './database';
import { createOrAdoptVersion1 } from './migrations/0001-leads-outbox-newsletter-comments';
import { addNeedsReview } from './migrations/0002-needs-review';
import { addOutboxClaims } from './migrations/0002-outbox-claims';
import { createRateLimits } from './migrations/0002-rate-limits';
import { addRequestKey } from './migrations/0002-request-key';
import { createStaffBackOffice } from './migrations/0003-staff-back-office';
import { community } from './migrations/0004-community';
import { addProjectDetails } from './migrations/0005-project-details';
import { oneMailQueue } from './migrations/0006-one-mail-queue';
import { addCommentReplyNotice } from './migrations/0007-comment-reply-notice';
import { addLeadSources } from './migrations/0008-lead-sources';
import { addLeadOwnerDue } from './migrations/0009-lead-owner-due';
import { addCrmWebhook } from './migrations/0010-crm-webhook';
import { createClickCounts } from './migrations/0011-click-counts';
import { addLeadReplies } from './migrations/0012-lead-replies';
import { addStaffLinks } from './migrations/0013-staff-links';
import { addBookings } from './migrations/0014-bookings';
import { addSignInBudget } from './migrations/0015-sign-in-budget';
import { addBookingAddress } from './migrations/0016-booking-address';
import { rewordReplyTemplates } from './migrations/0017-reply-templates-for-a-person';
import type { AnyDb, MigrationUp } from './migrations/types';

/**
 * Schema migrations, run by Kysely's Migrator when the storage is opened (server, tests and
 * `npm run leads`), on SQLite and PostgreSQL alike; Kysely's `kysely_migration` table records the
 * applied ones. Each lives in migrations/, its id is its file name. Never edit or rename an applied
 * migration: add the next number (0006, 0007 …), so that names sort in the order they apply.
 */
export const MIGRATIONS: Readonly<Record<string, MigrationUp>> = {
  '0001-leads-outbox-newsletter-comments': createOrAdoptVersion1,
  // Four migrations share the number 0002 (they were written side by side before the rule above); their
  // ids stay, since deployed databases record them, and they apply in this (alphabetical) order.
  '0002-needs-review': addNeedsReview,
  '0002-outbox-claims': addOutboxClaims,
  '0002-rate-limits': createRateLimits,
  '0002-request-key': addRequestKey,
  '0003-staff-back-office': createStaffBackOffice,
  '0004-community': community,
  '0005-project-details': addProjectDetails,
  '0006-one-mail-queue': oneMailQueue,
  '0007-comment-reply-notice': addCommentReplyNotice,
  '0008-lead-sources': addLeadSources,
  '0009-lead-owner-due': addLeadOwnerDue,
  '0010-crm-webhook': addCrmWebhook,
  '0011-click-counts': createClickCounts,
  '0012-lead-replies': addLeadReplies,
  '0013-staff-links': addStaffLinks,
  '0014-bookings': addBookings,
  '0015-sign-in-budget': addSignInBudget,
  '0016-booking-address': addBookingAddress,
  '0017-reply-templates-for-a-person': rewordReplyTemplates,
};

/** Every migration's name, in the order they apply. */
export const MIGRATION_NAMES = Object.keys(MIGRATIONS).sort();
/** The name of the latest migration: the schema version this code expects. */
export const LATEST_MIGRATION = MIGRATION_NAMES.at(-1) as string;

function migrationsFor(traits: DialectTraits): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, up]) => [name, { up: (db: AnyDb) => up(db, traits) }]),
  );
}

/**
 * Applies the pending migrations; throws with the failing migration named. Unordered migrations are
 * refused: every database the site has run applied its migrations in name order (each landing applied
 * the pending ones in one run, sorted), so a migration whose name sorts before the last applied one can
 * only be a mistake.
 */
export async function migrateToLatest(db: AnyDb, traits: DialectTraits) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(traits) },
    migrationTableSchema: traits.schema,
    allowUnorderedMigrations: false,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration du schéma impossible${failed ? ` (${failed})` : ''}`, { cause: error });
  }
}
