import 'server-only';
import { csvDocument } from '@/lib/csv';
import type { Subscriber } from '../subscriptions';

/**
 * The confirmed subscribers for the company's mailing tool, shared by `npm run back-office -- subscribers
 * --csv` and the back-office: each address with its proof of consent and the one-click unsubscribe
 * link its e-mails must carry. Same format as the leads' CSV (BOM, « ; », CRLF, formula-safe).
 */
const COLUMNS: [string, (subscriber: Subscriber) => unknown][] = [
  ['email', (s) => s.email],
  ['confirme_le', (s) => s.confirmedAt],
  ['demande_le', (s) => s.requestedAt],
  ['consentement', (s) => s.consentText],
  ['lien_desinscription', (s) => s.unsubscribeUrl],
];

export const subscribersCsv = (subscribers: Subscriber[]): string => csvDocument(COLUMNS, subscribers);
