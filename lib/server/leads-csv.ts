import 'server-only';
import type { Lead } from './repository';

/**
 * The CSV of leads, shared by `npm run leads -- export --csv` and the back-office's export
 * (/equipe/api/demandes/export): UTF-8 with a byte-order mark (Excel), « ; » between cells,
 * CRLF line ends, every cell quoted and protected against formula injection.
 */

/** A CSV cell: quoted, and protected against formula injection in spreadsheets. */
export function csvCell(value: unknown) {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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
  ['email_envoye', (l) => l.mailStatus],
];

/** The first line, byte-order mark included. */
export const csvHeader = () => `\uFEFF${CSV_COLUMNS.map(([name]) => name).join(';')}\r\n`;

/** One line per lead, each ending with CRLF. */
export const csvLines = (leads: Lead[]) =>
  leads.map((lead) => `${CSV_COLUMNS.map(([, get]) => csvCell(get(lead))).join(';')}\r\n`).join('');
