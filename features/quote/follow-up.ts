import 'server-only';
import type { Kysely } from 'kysely';
import { isoText, withBackOffice, type BackOfficeDatabase } from '@/lib/server/db/backoffice-tables';
import type { OpenDatabase } from '@/lib/server/db/database';
import { markFirstContact } from './first-contact';

/**
 * The sales follow-up of a lead: a status (nouveau → contacté → devis envoyé → gagné / perdu)
 * and dated notes, each with the staff member who wrote it. A lead without a row is « nouveau ».
 * Both tables go with their lead (ON DELETE CASCADE, migrations/0001-baseline/leads.ts).
 */

export const FOLLOW_UP_STATUSES = ['nouveau', 'contacte', 'devis_envoye', 'gagne', 'perdu'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export const FOLLOW_UP_LABELS: Record<FollowUpStatus, string> = {
  nouveau: 'Nouveau',
  contacte: 'Contacté',
  devis_envoye: 'Devis envoyé',
  gagne: 'Gagné',
  perdu: 'Perdu',
};
/** [status, label] in the pipeline's order, for the back-office's selects. */
export const FOLLOW_UP_OPTIONS = FOLLOW_UP_STATUSES.map((status) => [status, FOLLOW_UP_LABELS[status]] as const);

export const isFollowUpStatus = (value: unknown): value is FollowUpStatus =>
  (FOLLOW_UP_STATUSES as readonly unknown[]).includes(value);

export const MAX_NOTE_LENGTH = 5000;

export interface LeadNote {
  id: number;
  createdAt: string;
  author: string;
  /** The status set with this note, if any. */
  status: FollowUpStatus | null;
  body: string;
}

export interface FollowUp {
  status: FollowUpStatus;
  updatedAt: string | null;
  updatedBy: string | null;
  notes: LeadNote[];
}

export async function getFollowUp(database: OpenDatabase, leadId: number): Promise<FollowUp> {
  const db = withBackOffice(database.db);
  const [row, notes] = await Promise.all([
    db.selectFrom('lead_follow_ups').selectAll().where('lead_id', '=', leadId).executeTakeFirst(),
    db.selectFrom('lead_notes').selectAll().where('lead_id', '=', leadId).orderBy('id', 'desc').execute(),
  ]);
  return {
    status: row && isFollowUpStatus(row.status) ? row.status : 'nouveau',
    updatedAt: row ? isoText(row.updated_at) : null,
    updatedBy: row?.updated_by ?? null,
    notes: notes.map((note) => ({
      id: note.id,
      createdAt: isoText(note.created_at),
      author: note.author,
      status: isFollowUpStatus(note.status) ? note.status : null,
      body: note.body,
    })),
  };
}

/** The statuses of several leads at once (the list). */
export async function followUpStatuses(database: OpenDatabase, leadIds: number[]) {
  const statuses = new Map<number, FollowUpStatus>();
  if (leadIds.length === 0) return statuses;
  const rows = await withBackOffice(database.db)
    .selectFrom('lead_follow_ups')
    .select(['lead_id', 'status'])
    .where('lead_id', 'in', leadIds)
    .execute();
  for (const row of rows) if (isFollowUpStatus(row.status)) statuses.set(row.lead_id, row.status);
  return statuses;
}

export type FollowUpChange = { statusChanged: { from: FollowUpStatus; to: FollowUpStatus } | null; noteAdded: boolean };

/**
 * Sets the status and/or adds a note, in one transaction; returns what changed (nothing when
 * the status is the same and the note empty). The caller records the audit entry.
 */
export async function updateFollowUp(
  database: OpenDatabase,
  leadId: number,
  change: { status?: FollowUpStatus; note?: string; author: string; at?: Date },
): Promise<FollowUpChange> {
  return withBackOffice(database.db)
    .transaction()
    .execute((trx) => changeFollowUp(trx, leadId, change));
}

/**
 * The same in the caller's transaction. `onlyFrom`: the status changes only from that one (a reply to
 * the visitor moves « nouveau » to « contacté », never a later status back).
 */
export async function changeFollowUp(
  trx: Kysely<BackOfficeDatabase>,
  leadId: number,
  {
    status,
    note,
    author,
    onlyFrom,
    at = new Date(),
  }: { status?: FollowUpStatus; note?: string; author: string; onlyFrom?: FollowUpStatus; at?: Date },
): Promise<FollowUpChange> {
  const body = note?.trim() ?? '';
  const now = at.toISOString();
  const current = await trx
    .selectFrom('lead_follow_ups')
    .select('status')
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  const from: FollowUpStatus = current && isFollowUpStatus(current.status) ? current.status : 'nouveau';
  const statusChanged =
    status !== undefined && status !== from && (onlyFrom ?? from) === from ? { from, to: status } : null;
  if (statusChanged) {
    await trx
      .insertInto('lead_follow_ups')
      .values({ lead_id: leadId, status: statusChanged.to, updated_at: now, updated_by: author })
      .onConflict((oc) =>
        oc.column('lead_id').doUpdateSet({ status: statusChanged.to, updated_at: now, updated_by: author }),
      )
      .execute();
  }
  // Any status past « nouveau » means the visitor was reached: the first-contact clock stops (once).
  if (statusChanged && statusChanged.to !== 'nouveau') await markFirstContact(trx, leadId, at);
  if (body || statusChanged) {
    await trx
      .insertInto('lead_notes')
      .values({ lead_id: leadId, created_at: now, author, status: statusChanged?.to ?? null, body })
      .execute();
  }
  return { statusChanged, noteAdded: body !== '' };
}
