import 'server-only';
import { readConfig, type SiteConfig } from '../config';

const startedAt = Date.now();

/**
 * « Now » for the back-office's calendar views (the dashboard's next appointments, the week view). STAFF_CLOCK,
 * for tests and demos only, sets the instant they start from, which then runs at the real pace: a test can open
 * them on a Saturday whatever the day it runs. Everything else (slots, bookings, e-mails) keeps the real time.
 */
export function staffNow(config: SiteConfig = readConfig()): Date {
  if (!config.staffClock) return new Date();
  return new Date(config.staffClock.getTime() + (Date.now() - startedAt));
}
