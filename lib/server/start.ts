import 'server-only';
import { checkDataDir, ConfigError, readConfig } from './config';
import { startCommunityMailWorker } from './community-outbox';
import { newsletterSecret } from './newsletter-secret';
import { startOutboxWorker } from './outbox';

/**
 * What the Node server does once at start (instrumentation.ts): validate the configuration and the
 * SQLite folder (and the newsletter key), then start the e-mail senders. A bad setting stops the process with the variables
 * named, rather than a site that answers 503 to every form.
 */
export function startServerSide() {
  try {
    const config = readConfig();
    checkDataDir(config);
    newsletterSecret(config); // required in production: the newsletter's links are signed with it
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
