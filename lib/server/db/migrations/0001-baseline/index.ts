import 'server-only';
import type { MigrationUp } from '../types';
import { createBookingTables } from './bookings';
import { createCommunityTables } from './community';
import { createCounterTables } from './counters';
import { createLeadTables } from './leads';
import { createMailQueue } from './mail-queue';
import { createReplyTemplates } from './reply-templates';
import { createStaffTables } from './staff';

/**
 * The schema as the site launches with it, every table of every feature. It replaced the 18 migrations
 * written before any production database existed; from the first deployment on, a change is a new migration.
 */
export const createBaseline: MigrationUp = async (db, traits) => {
  await createCounterTables(db);
  await createLeadTables(db, traits);
  await createReplyTemplates(db, traits);
  await createCommunityTables(db, traits);
  await createStaffTables(db, traits);
  await createBookingTables(db, traits);
  await createMailQueue(db, traits);
};
