import 'server-only';
import { staffAuthSecret } from './staff/auth-secret';
import { checkDataDir, ConfigError, readConfig } from './config';
import { sweepUploads } from './http/multipart';
import { onShutdown } from '@/lib/graceful-stop.mjs';
import { kickOutbox, shutdownOutbox, startOutboxWorker } from './mail/sender';
import { registerSiteMail } from './site-mail';
import { registerMigrations } from './db/migrator';
import { startSpoolReplay } from '@/features/quote/spool';
import { startHolidayUpkeep } from '@/features/booking/holiday-upkeep';
import { startBookingJournalReplay } from '@/features/booking/journal';

/**
 * What the Node server does once at start (instrumentation.ts): validate the configuration, the
 * SQLite folder and the back-office's secret (which also keys the newsletter's links), then start the
 * e-mail sender, the replay of the journal kept while the database was down, the load of the public
 * holidays the booking slots skip (now, then once a day), and register what a graceful stop must do.
 * A bad setting stops the process with the variables named, rather than a site that answers 503 to
 * every form.
 */
export function startServerSide() {
  let config;
  try {
    config = readConfig();
    checkDataDir(config);
    staffAuthSecret(config);
    sweepUploads(config.dataDir);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One log line each: the log escapes line breaks (lib/safe-log.mjs).
    const lines = [
      ...error.message.split('\n'),
      'Démarrage interrompu : corrigez ces variables (docs/configuration.md).',
    ];
    for (const line of lines) console.error(`[config] ${line}`);
    process.exit(1);
  }
  if (config.staffClock) {
    console.warn(
      `[config] STAFF_CLOCK : l’espace équipe compte les jours depuis ${config.staffClock.toISOString()} (essais seulement).`,
    );
  }
  // The schema every storage of this process is brought to when it opens, then what the queue sends and the
  // reminders it queues: before the first request and the sender's first pass.
  registerMigrations();
  registerSiteMail();
  startOutboxWorker();
  // Requests and bookings answered from their journals while the database was down go in when it answers again.
  startSpoolReplay(config, () => void kickOutbox());
  startBookingJournalReplay(config, () => void kickOutbox());
  startHolidayUpkeep();
  // On SIGTERM/SIGINT under `npm start`: the e-mails this process holds go back to the queue at once.
  onShutdown(() => shutdownOutbox());
}
