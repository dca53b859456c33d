import 'server-only';
import { isValidPhone } from '@/lib/contact-rules';
import {
  areaText,
  CONTACT_PREFERE_LABELS,
  DELAI_LABELS,
  metresText,
  MOMENT_LABELS,
  POSE_LABELS,
} from '@/lib/project-details';
import { SOURCE_FIELDS } from '@/lib/source-fields';
import { zurichDay } from '@/lib/zurich-time';
import { NO_STORE } from '../staff/guard';
import type { Lead } from './store';
import { phoneForExport } from '@/lib/phone-number';

/**
 * The CSV of leads, shared by `npm run leads -- export --csv` and the back-office's export
 * (/equipe/api/demandes/export): UTF-8 with a byte-order mark (Excel), « ; » between cells,
 * CRLF line ends, every cell quoted and protected against formula injection.
 */

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A CSV cell, quoted. Text stays as stored; only what a spreadsheet would evaluate as a formula gets
 * a leading « ' »: a cell starting with =, @, a tab or a carriage return, or
 * with + or - when it is not a number or a phone number (« +41 79 … » stays as it is).
 */
export function csvCell(value: unknown) {
  let text = value == null ? '' : String(value);
  const formula = /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !NUMBER.test(text) && !isValidPhone(text));
  if (formula) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole CSV of `rows`, one column per (name, value) pair: the same BOM, « ; », CRLF and cells as the leads'. */
export function csvDocument<T>(columns: readonly (readonly [string, (row: T) => unknown])[], rows: readonly T[]) {
  const lines = [
    columns.map(([name]) => name).join(';'),
    ...rows.map((row) => columns.map(([, get]) => csvCell(get(row))).join(';')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The headers of a back-office CSV download, `name-<today>.csv`. */
export const csvDownloadHeaders = (name: string) => ({
  ...NO_STORE,
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}-${zurichDay()}.csv"`,
  'X-Content-Type-Options': 'nosniff',
});

const metres = (cm: number | null) => (cm === null ? null : metresText(cm));

const CSV_COLUMNS: [string, (lead: Lead) => unknown][] = [
  ['id', (l) => l.id],
  ['date', (l) => l.createdAt],
  ['nom', (l) => l.nom],
  ['prenom', (l) => l.prenom],
  ['email', (l) => l.email],
  ['telephone', (l) => phoneForExport(l.telephone, l.project?.pays ?? null)],
  ['societe', (l) => l.societe],
  ['produit', (l) => l.produit],
  ['sujet', (l) => l.sujet],
  ['message', (l) => l.message],
  ['piece_jointe', (l) => l.attachment?.filename],
  ['spam', (l) => (l.isSpam ? `oui (${l.spamReason})` : 'non')],
  ['a_verifier', (l) => (l.needsReview ? 'oui' : 'non')],
  ['email_envoye', (l) => l.mailStatus],
  // The project details, last so the columns spreadsheets already use keep their place;
  // metres with a decimal comma, as a French spreadsheet reads them.
  ['largeur_m', (l) => metres(l.project.largeurCm)],
  ['profondeur_m', (l) => metres(l.project.profondeurCm)],
  [
    'surface_m2',
    ({ project: p }) =>
      p.largeurCm !== null && p.profondeurCm !== null ? areaText(p.largeurCm, p.profondeurCm) : null,
  ],
  ['pose', (l) => l.project.pose && POSE_LABELS[l.project.pose]],
  ['code_postal', (l) => l.project.codePostal],
  ['localite', (l) => l.project.localite],
  ['pays', (l) => l.project.pays],
  ['delai', (l) => l.project.delai && DELAI_LABELS[l.project.delai]],
  ['contact_prefere', (l) => l.project.contactPrefere && CONTACT_PREFERE_LABELS[l.project.contactPrefere]],
  ['moment_contact', (l) => l.project.momentContact && MOMENT_LABELS[l.project.momentContact]],
  ['estimation_min_chf', (l) => l.project.estimation?.minChf],
  ['estimation_max_chf', (l) => l.project.estimation?.maxChf],
  ['estimation_materiau', (l) => l.project.estimation?.materiau],
  ['estimation_largeur_m', (l) => metres(l.project.estimation?.largeurCm ?? null)],
  ['estimation_profondeur_m', (l) => metres(l.project.estimation?.profondeurCm ?? null)],
  // Where the lead came from, after every older column; named as the database's columns.
  ...SOURCE_FIELDS.map((field): [string, (lead: Lead) => unknown] =>
    field === 'click_id_present'
      ? [field, (l) => (l.source.click_id_present ? 'oui' : 'non')]
      : [field, (l) => l.source[field]],
  ),
];

/** The first line, byte-order mark included. */
export const csvHeader = () => `\uFEFF${CSV_COLUMNS.map(([name]) => name).join(';')}\r\n`;

/** One line per lead, each ending with CRLF. */
export const csvLines = (leads: Lead[]) =>
  leads.map((lead) => `${CSV_COLUMNS.map(([, get]) => csvCell(get(lead))).join(';')}\r\n`).join('');
