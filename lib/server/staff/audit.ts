import 'server-only';
import { isoText, withBackOffice } from '../db/backoffice-tables';
import type { OpenDatabase } from '../db/database';
import { getStorage } from '../db/storage';

/**
 * The audit log: which staff member (or the command) did what to which lead or comment, and
 * when. Shown at /equipe/journal. `details` holds the decision (a status, a count), never
 * the personal data of the lead itself: an erasure must not leave a copy here.
 */

export interface AuditEntry {
  /** The staff member's e-mail, or 'commande' for `npm run back-office`. */
  actor: string;
  /** What was done, e.g. 'lead.status', 'lead.note', 'lead.not-spam', 'lead.resend', 'comment.moderate'. */
  action: string;
  /** 'lead', 'comment', 'subscriber', 'personal-data' … */
  targetType: string;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
}

export interface AuditRecord {
  id: number;
  at: string;
  actor: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown> | null;
}

/** Records one entry; `database` defaults to the process's storage. */
export async function recordAudit(entry: AuditEntry, database?: OpenDatabase): Promise<void> {
  const { db } = database ?? (await getStorage());
  await withBackOffice(db)
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      actor: entry.actor,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId == null ? null : String(entry.targetId),
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Newest first, `limit` per page; optionally one target's entries. */
export async function listAudit(
  options: { limit?: number; offset?: number; targetType?: string; targetId?: string | number } = {},
  database?: OpenDatabase,
): Promise<{ entries: AuditRecord[]; total: number }> {
  const { db } = database ?? (await getStorage());
  const { limit = 50, offset = 0, targetType, targetId } = options;
  const base = withBackOffice(db)
    .selectFrom('audit_log')
    .$if(targetType !== undefined, (qb) => qb.where('target_type', '=', targetType as string))
    .$if(targetId !== undefined, (qb) => qb.where('target_id', '=', String(targetId)));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    entries: rows.map((row) => ({
      id: row.id,
      at: isoText(row.at),
      actor: row.actor,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      details: parseDetails(row.details),
    })),
  };
}
