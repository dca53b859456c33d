import 'server-only';
import { sql } from 'kysely';
import type { DialectTraits } from '../../database';
import type { AnyDb } from '../types';
import { belongsTo, required } from './columns';

/**
 * Appointments a visitor books at /rendez-vous: an on-site visit or a phone call with an office.
 * - booking_hours: each office's weekly bookable periods per kind, set by staff (slot length, seats);
 * - booking_closures: days an office takes no appointment (public holidays, preloaded; absences);
 * - bookings: one row per appointment, with the address of a visit (its lines but the postcode
 *   as one JSON text, so that a field of the form needs no column of its own). A slot's seats are numbered: a
 *   partial UNIQUE index on (office, kind, starts_at, seat) over the rows still held, and CHECK (seat BETWEEN 1
 *   AND capacity), make a booking beyond a slot's capacity impossible on SQLite and PostgreSQL alike;
 * - booking_events: every change (booked, confirmed, moved, cancelled, reminded), for staff and the e-mails;
 * - booking_feeds: the secret address of each office's calendar feed (revoked by drawing another).
 */
export async function createBookingTables(db: AnyDb, traits: DialectTraits) {
  const { timestamp } = traits.types;
  const kindCheck = sql`kind in ('visite', 'appel')`;
  await db.schema
    .createTable('booking_hours')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('office', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(kindCheck))
    .addColumn('weekday', 'integer', (col) => col.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('start_minute', 'integer', (col) => col.notNull().check(sql`start_minute between 0 and 1439`))
    .addColumn('end_minute', 'integer', (col) => col.notNull().check(sql`end_minute between 1 and 1440`))
    .addColumn('slot_minutes', 'integer', (col) => col.notNull().check(sql`slot_minutes between 10 and 240`))
    .addColumn('capacity', 'integer', (col) => col.notNull().check(sql`capacity between 1 and 20`))
    .addCheckConstraint('booking_hours_order', sql`start_minute < end_minute`)
    .execute();

  await db.schema
    .createTable('booking_closures')
    .addColumn('id', 'integer', traits.identity)
    .$call(required({ office: 'text', day: 'text', label: 'text' }))
    .addColumn('origin', 'text', (col) => col.notNull().check(sql`origin in ('ferie', 'equipe')`))
    .addUniqueConstraint('booking_closures_office_day', ['office', 'day'])
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('office', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(kindCheck))
    .$call(required({ starts_at: timestamp, ends_at: timestamp, seat: 'integer', capacity: 'integer' }))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('reserve', 'confirme', 'annule')`))
    .$call(required({ name: 'text', email: 'text', phone: 'text' }))
    .addColumn('postcode', 'text')
    .addColumn('message', 'text')
    .addColumn('lead_id', 'integer', (col) => col.references('leads.id').onDelete('set null'))
    .addColumn('manage_key', 'text', (col) => col.notNull().unique())
    .addColumn('request_key', 'text', (col) => col.unique())
    .addColumn('ip_hash', 'text')
    .addColumn('reminded_at', timestamp)
    .$call(required({ created_at: timestamp, updated_at: timestamp }))
    .addColumn('visit_address', 'text')
    .addCheckConstraint('bookings_seat_within_capacity', sql`seat >= 1 and seat <= capacity`)
    .addCheckConstraint('bookings_order', sql`starts_at < ends_at`)
    .execute();
  // The one rule against double booking: a seat of a slot is held by one booking at most.
  await db.schema
    .createIndex('bookings_one_per_seat')
    .on('bookings')
    .columns(['office', 'kind', 'starts_at', 'seat'])
    .unique()
    .where(sql.ref('status'), '<>', 'annule')
    .execute();
  await db.schema.createIndex('bookings_starts_at').on('bookings').column('starts_at').execute();
  await db.schema.createIndex('bookings_lead').on('bookings').column('lead_id').execute();

  await db.schema
    .createTable('booking_events')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('booking_id', 'integer', belongsTo('bookings.id'))
    .addColumn('type', 'text', (col) =>
      col.notNull().check(sql`type in ('reserve', 'confirme', 'deplace', 'annule', 'rappel')`),
    )
    .addColumn('by_staff', 'text')
    .addColumn('starts_at', timestamp, (col) => col.notNull())
    .addColumn('previous_starts_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('booking_events_booking').on('booking_events').column('booking_id').execute();

  await db.schema
    .createTable('booking_feeds')
    .addColumn('office', 'text', (col) => col.primaryKey())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('created_by', 'text')
    .execute();

  // Until staff set their own: visits on weekdays 9–12 h and 14–17 h, calls in office hours, one seat each.
  const weekdays = [1, 2, 3, 4, 5];
  const periods = {
    visite: {
      slot: 60,
      spans: [
        [540, 720],
        [840, 1020],
      ],
    },
    appel: {
      slot: 20,
      spans: [
        [480, 720],
        [810, 1050],
      ],
    },
  } as const;
  const seed = ['geneve', 'clermont'].flatMap((office) =>
    (['visite', 'appel'] as const).flatMap((kind) =>
      weekdays.flatMap((weekday) =>
        periods[kind].spans.map(([start, end]) => ({
          office,
          kind,
          weekday,
          start_minute: start,
          end_minute: end,
          slot_minutes: periods[kind].slot,
          capacity: 1,
        })),
      ),
    ),
  );
  await db.insertInto('booking_hours').values(seed).execute();
}
