import 'server-only';
import type { MigrationUp } from './types';

/**
 * Where an on-site visit takes place: the visitor's street and number and town beside the postcode
 * bookings already keep (null for a call, which carries the number to call, and for the visits booked before);
 * and kind `crm-booking`, a booking tied to a quote request POSTed to the CRM hook (its « reserve » event,
 * outbox.booking_event_id), through the same queue as the lead's.
 */
export const addBookingAddress: MigrationUp = async (db) => {
  await db.schema.alterTable('bookings').addColumn('street', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('town', 'text').execute();
  await db.insertInto('mail_kinds').values({ kind: 'crm-booking' }).execute();
};
