import 'server-only';
import { checkDataDir, ConfigError, readConfig } from './config';
import { sweepUploads } from './multipart';
import { onShutdown } from '@/lib/graceful-stop.mjs';
import { kickOutbox, shutdownOutbox, startOutboxWorker } from './outbox';
import { startSpoolReplay } from './spool';

/**
 * What the Node server does once at start (instrumentation.ts): validate the configuration and the
 * SQLite folder, then start the outbox sender and register what a graceful stop must do. A bad
 * setting stops the process with the variables named, rather than a site that answers 503 to
 * every form.
 */
export function startServerSide() {
  let config;
  try {
    config = readConfig();
    checkDataDir(config);
    sweepUploads(config.dataDir);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(
      `[config] ${error.message}\nDémarrage interrompu : corrigez ces variables (README, « Configuration »).`,
    );
    process.exit(1);
  }
  startOutboxWorker();
  // Requests answered from the journal while the database was down go in when it answers again.
  startSpoolReplay(config, () => void kickOutbox());
  // On SIGTERM/SIGINT under `npm start`: the e-mails this process holds go back to the queue at once.
  onShutdown(() => shutdownOutbox());
}
