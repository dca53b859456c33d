import 'server-only';
import type { OpenDatabase } from '@/lib/server/db/database';
import { listStaff, normaliseEmail } from '@/features/staff-accounts/accounts';
import { recordAudit } from '@/lib/server/staff/audit';

/** Why an assignment was refused, in French, for the back-office. */
export class AssignRefusedError extends Error {}

/**
 * Gives a lead to a staff member (their e-mail), or to nobody (null), audited as « lead.assign » with the
 * previous and the new owner. Only a current staff account can own a lead: its reminder goes to that address.
 * Resolves false when no lead has that id.
 */
export async function assignLead(
  storage: OpenDatabase,
  leadId: number,
  owner: string | null,
  actor: string,
): Promise<boolean> {
  const next = owner === null ? null : normaliseEmail(owner);
  if (next !== null && !(await listStaff(storage)).some((account) => account.email === next)) {
    throw new AssignRefusedError('Ce membre de l’équipe n’existe pas (ou plus)\u00a0: rien n’a été changé.');
  }
  return storage.db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select('owner').where('id', '=', leadId).executeTakeFirst();
    if (!lead) return false;
    if (lead.owner === next) return true;
    await trx.updateTable('leads').set({ owner: next }).where('id', '=', leadId).execute();
    await recordAudit(
      { actor, action: 'lead.assign', targetType: 'lead', targetId: leadId, details: { from: lead.owner, to: next } },
      { db: trx, traits: storage.traits },
    );
    return true;
  });
}
