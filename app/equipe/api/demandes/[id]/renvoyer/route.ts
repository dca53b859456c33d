import { recordAudit } from '@/lib/server/staff/audit';
import { resendCompanyMail } from '@/lib/server/leads/mail-actions';
import { kickOutbox } from '@/lib/server/mail/sender';
import { leadIdOf, seeOther, staffRoute, wantsJson } from '@/lib/server/staff/route';
import { staffJson } from '@/lib/server/staff/guard';
import { getStorage } from '@/lib/server/db/storage';

/** « Renvoyer l’e-mail »: the company e-mail is queued again and the sender started. */
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return staffRoute(request, { mutation: true }, async (staff) => {
    const id = leadIdOf((await params).id);
    const database = await getStorage();
    const result = id === null ? 'not-found' : await resendCompanyMail(database, id);
    if (result === 'not-found') return staffJson(404, { success: false, message: 'Demande introuvable.' });
    if (result === 'spam') {
      return staffJson(409, {
        success: false,
        message: 'Demande marquée comme spam : utilisez d’abord « Pas un spam ».',
      });
    }
    await recordAudit({ actor: staff.email, action: 'lead.resend', targetType: 'lead', targetId: id }, database);
    void kickOutbox();
    if (wantsJson(request)) return staffJson(200, { success: true, message: 'E-mail remis en file.' });
    return seeOther(`/equipe/demandes/${id}?fait=renvoi`);
  });
}
