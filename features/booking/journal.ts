import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { SiteConfig } from '@/lib/server/config';
import { journalDir, outageJournal, type ApplyRecord, type ReplayResult } from '@/lib/server/db/outage-journal';
import type { Storage } from '@/lib/server/db/storage';
import { bookSlot, visitorFields, type NewBooking } from './server/store';

/**
 * The appointments asked for while the database was down, under the quote requests' journal rules
 * (db/outage-journal.ts): appended to `$DATA_DIR/spool/bookings.journal` and fsync'ed before the 202, then
 * replayed by bookSlot when the database answers again, each once (bookings.request_key). A replay checks the
 * slot as a new booking would: one taken meanwhile (or now too close) books nothing and queues nothing; the
 * record goes to `bookings.refused` in the same folder and the log says so, for staff to call the visitor back.
 */

interface JournaledBooking {
  key: string;
  receivedAt: string;
  booking: Omit<NewBooking, 'startsAt' | 'requestKey' | 'ipHash'> & { startsAt: string; ip: string | null };
}

/** The records a replay could not book (slot taken meanwhile), kept for staff. */
export const REFUSED_FILE = 'bookings.refused';

const journal = outageJournal<JournaledBooking>({
  stateKey: 'booking-journal',
  file: 'bookings.journal',
  replayPrefix: 'bookings-replay-',
  log: '[rendez-vous]',
  storedLine: (count) => `${count} rendez-vous enregistré(s) en base`,
});

/** Appends a booking to the journal; on disk when it returns, throws when it cannot be written. */
export function journalBooking(config: SiteConfig, booking: NewBooking, ip: string | null): Promise<void> {
  return journal.append(config, {
    key: randomUUID(),
    receivedAt: new Date().toISOString(),
    booking: {
      office: booking.office,
      kind: booking.kind,
      startsAt: booking.startsAt.toISOString(),
      ...visitorFields(booking),
      leadId: booking.leadId ?? null,
      ip,
    },
  });
}

function storeBooking(config: SiteConfig): ApplyRecord<JournaledBooking> {
  return async (storage: Storage, record: JournaledBooking) => {
    const { db } = storage;
    if (await db.selectFrom('bookings').select('id').where('request_key', '=', record.key).executeTakeFirst()) {
      return false; // stored by an earlier replay that stopped before deleting its file
    }
    const { ip, startsAt, leadId, ...booking } = record.booking;
    // A quote request erased meanwhile (privacy) no longer ties it.
    const lead = leadId ? await db.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst() : null;
    const result = await bookSlot(
      storage,
      {
        ...booking,
        startsAt: new Date(startsAt),
        leadId: lead?.id ?? null,
        requestKey: record.key,
        ipHash: storage.hashIp(ip),
      },
      new Date(),
      { crmHook: Boolean(config.crmWebhook) },
    );
    if (result.ok) return true;
    await journal.keepAside(config, REFUSED_FILE, record);
    console.error(
      `[rendez-vous] journal de secours : rendez-vous du ${startsAt} (${booking.office}, ${booking.kind}) reçu le ${record.receivedAt} refusé à la relecture (${result.reason}), rien n’est envoyé : gardé dans ${path.join(/* turbopackIgnore: true */ journalDir(config), REFUSED_FILE)} pour rappeler le visiteur`,
    );
    return false;
  };
}

/** Replays the journal (one replay at a time per process); never throws. */
export const replayBookingJournal = (config: SiteConfig, storage?: Storage): Promise<ReplayResult> =>
  journal.replay(config, storeBooking(config), storage);

/** Whether a booking was journaled since the last complete replay, or a previous run left some. */
export function bookingJournalPending(config: SiteConfig): boolean {
  journal.noticeLeftovers(config);
  return journal.pending();
}

/**
 * At server start (start.ts): replays what a previous run left, then every 10 s while something waits;
 * `onStored` sends the e-mails. Without it, the booking API replays after its next request the database took.
 */
export const startBookingJournalReplay = (config: SiteConfig, onStored: () => void) =>
  journal.startReplay(config, storeBooking(config), onStored);

/** What waits in the journal and what a replay refused. */
export const bookingJournalStatus = (config: SiteConfig) => ({
  ...journal.status(config),
  refused: journal.readAside(config, REFUSED_FILE),
});
