import path from 'node:path';
import type { SiteConfig } from '@/lib/server/config';
import { spoolStatus } from '@/features/quote/spool';
import { bookingJournalStatus, REFUSED_FILE } from '@/features/booking/journal';
import { say } from './subcommand';

/** The journal of requests received while the database was down, when it holds any. */
export function spoolLine(config: SiteConfig) {
  const status = spoolStatus(config);
  const bookings = bookingJournalStatus(config);
  const lines = [
    ...(status.requests > 0 || status.damaged > 0
      ? [
          `Journal de secours : ${status.requests} demande(s) pas encore en base (${(status.bytes / 1024 / 1024).toFixed(1)} Mo, ${status.dir}), enregistrée(s) au retour de la base par le serveur` +
            (status.damaged > 0 ? ` ; ${status.damaged} enregistrement(s) illisible(s) à examiner (*.damaged)` : ''),
        ]
      : []),
    // The appointments asked for while the database was down, and those a replay could not book.
    ...(bookings.requests > 0 || bookings.damaged > 0
      ? [
          `Journal de secours : ${bookings.requests} rendez-vous pas encore en base, réservé(s) au retour de la base par le serveur` +
            (bookings.damaged > 0
              ? ` ; ${bookings.damaged} enregistrement(s) illisible(s) à examiner (*.damaged)`
              : ''),
        ]
      : []),
    ...(bookings.refused.length > 0
      ? [
          `${bookings.refused.length} rendez-vous refusé(s) à la relecture (créneau pris entre-temps), à rappeler (${path.join(bookings.dir, REFUSED_FILE)}) :`,
          ...bookings.refused.map(
            ({ booking, receivedAt }) =>
              `  ${booking.startsAt} ${booking.office} ${booking.kind} — ${booking.name}, ${booking.phone}, ${booking.email} (reçu le ${receivedAt})`,
          ),
        ]
      : []),
  ];
  return lines.length ? lines.join('\n') : null;
}

/** `spool`: what waits in the journal, read without the storage (it matters most when the database is down). */
export function spool(config: SiteConfig) {
  say(
    spoolLine(config) ??
      `Journal de secours vide (${spoolStatus(config).dir}) : toutes les demandes et tous les rendez-vous sont en base.`,
  );
}
