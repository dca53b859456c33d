import 'server-only';
import { isValidPhone } from '@/lib/contact-rules';
import type { Lead } from './repository';

/**
 * The CSV export of leads (staff command; the back-office exports through it too): UTF-8 with a
 * BOM, « ; » separators and CRLF lines, as spreadsheets in French-speaking Switzerland open them.
 * Text stays as stored; only what a spreadsheet would evaluate as a formula gets a leading « ' »:
 * a cell starting with =, @, a tab or a carriage return, or with + or - when it is not a number
 * or a phone number (« +41 79 … » stays as it is).
 */

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

export function csvCell(value: unknown): string {
  let text = value == null ? '' : String(value);
  const formula = /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !NUMBER.test(text) && !isValidPhone(text));
  if (formula) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const LEAD_CSV_COLUMNS: [string, (lead: Lead) => unknown][] = [
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

export function leadsCsv(leads: Lead[]): string {
  const lines = [LEAD_CSV_COLUMNS.map(([name]) => name).join(';')];
  for (const lead of leads) lines.push(LEAD_CSV_COLUMNS.map(([, get]) => csvCell(get(lead))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
