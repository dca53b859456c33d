import 'server-only';
import { staffAuthSecret } from './auth-secret';
import { checkDataDir, ConfigError, readConfig } from './config';
import { startCommunityMailWorker } from './community-outbox';
import { startOutboxWorker } from './outbox';

/**
 * What the Node server does once at start (instrumentation.ts): validate the configuration, the
 * SQLite folder and the back-office's secret (which also keys the newsletter's links), then start the
 * e-mail senders. A bad setting stops the process with the variables
 * named, rather than a site that answers 503 to every form.
 */
export function startServerSide() {
  try {
    const config = readConfig();
    checkDataDir(config);
    staffAuthSecret(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(
      `[config] ${error.message}\nDémarrage interrompu : corrigez ces variables (README, « Configuration »).`,
    );
    process.exit(1);
  }
  startOutboxWorker();
  startCommunityMailWorker();
}
