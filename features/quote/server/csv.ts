import 'server-only';
import { csvCell } from '@/lib/csv';
import {
  areaText,
  CONTACT_PREFERE_LABELS,
  DELAI_LABELS,
  metresText,
  MOMENT_LABELS,
  POSE_LABELS,
} from '@/lib/project-details';
import { SOURCE_FIELDS } from '@/lib/source-fields';
import type { Lead } from '../leads';
import { phoneForExport } from '@/lib/phone-number';

/**
 * The CSV of leads, shared by `npm run back-office -- export --csv` and the back-office's export
 * (/equipe/api/demandes/export): UTF-8 with a byte-order mark (Excel), « ; » between cells,
 * CRLF line ends, every cell quoted and protected against formula injection.
 */

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
