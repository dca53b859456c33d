import 'server-only';
import { isValidPhone } from '@/lib/contact-rules';
import type { Lead } from './repository';

/**
 * The CSV of leads, shared by `npm run leads -- export --csv` and the back-office's export
 * (/equipe/api/demandes/export): UTF-8 with a byte-order mark (Excel), « ; » between cells,
 * CRLF line ends, every cell quoted and protected against formula injection.
 */

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A CSV cell, quoted. Text stays as stored; only what a spreadsheet would evaluate as a formula gets
 * a leading « ' » (issue 12, finding 12): a cell starting with =, @, a tab or a carriage return, or
 * with + or - when it is not a number or a phone number (« +41 79 … » stays as it is).
 */
export function csvCell(value: unknown) {
  let text = value == null ? '' : String(value);
  const formula = /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !NUMBER.test(text) && !isValidPhone(text));
  if (formula) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const CSV_COLUMNS: [string, (lead: Lead) => unknown][] = [
  ['id', (l) => l.id],
  ['date', (l) => l.createdAt],
  ['nom', (l) => l.nom],
  ['prenom', (l) => l.prenom],
  ['email', (l) => l.email],
  ['telephone', (l) => l.telephone],
  ['societe', (l) => l.societe],
  ['produit', (l) => l.produit],
  ['sujet', (l) => l.sujet],
  ['message', (l) => l.message],
  ['piece_jointe', (l) => l.attachment?.filename],
  ['spam', (l) => (l.isSpam ? `oui (${l.spamReason})` : 'non')],
  ['a_verifier', (l) => (l.needsReview ? 'oui' : 'non')],
  ['email_envoye', (l) => l.mailStatus],
];

/** The first line, byte-order mark included. */
export const csvHeader = () => `\uFEFF${CSV_COLUMNS.map(([name]) => name).join(';')}\r\n`;

/** One line per lead, each ending with CRLF. */
export const csvLines = (leads: Lead[]) =>
  leads.map((lead) => `${CSV_COLUMNS.map(([, get]) => csvCell(get(lead))).join(';')}\r\n`).join('');
