import { recordAudit } from '@/lib/server/staff/audit';
import { markNotSpam } from '@/lib/server/leads/mail-actions';
import { kickOutbox } from '@/lib/server/mail/sender';
import { leadIdOf, seeOther, staffRoute, wantsJson } from '@/lib/server/staff/route';
import { staffJson } from '@/lib/server/staff/guard';
import { getStorage } from '@/lib/server/db/storage';

/** « Pas un spam »: the flag goes and the company e-mail is sent now. */
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return staffRoute(request, { mutation: true }, async (staff) => {
    const id = leadIdOf((await params).id);
    const database = await getStorage();
    const result = id === null ? { found: false, wasSpam: false } : await markNotSpam(database, id);
    if (!result.found) return staffJson(404, { success: false, message: 'Demande introuvable.' });
    if (result.wasSpam) {
      await recordAudit({ actor: staff.email, action: 'lead.not-spam', targetType: 'lead', targetId: id }, database);
      void kickOutbox();
    }
    if (wantsJson(request))
      return staffJson(200, { success: true, message: 'Demande sortie des spams ; e-mail en file.' });
    return seeOther(`/equipe/demandes/${id}?fait=pas-un-spam`);
  });
}
