import { recordAudit } from '@/lib/server/staff/audit';
import { isFollowUpStatus, MAX_NOTE_LENGTH, updateFollowUp } from '@/lib/server/leads/follow-up';
import { leadIdOf, readForm, seeOther, staffRoute, wantsJson } from '@/lib/server/staff/route';
import { STAFF_MESSAGES, staffJson } from '@/lib/server/staff/guard';
import { getStorage } from '@/lib/server/db/storage';
import { getLead } from '@/lib/server/leads/store';

/** The follow-up form of a lead's page: a status (`statut`) and/or a note (`note`), signed by the staff member. */
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return staffRoute(request, { mutation: true }, async (staff) => {
    const id = leadIdOf((await params).id);
    const storage = await getStorage();
    if (id === null || !(await getLead(storage, id))) {
      return staffJson(404, { success: false, message: 'Demande introuvable.' });
    }
    const form = await readForm(request);
    if (!form) return staffJson(400, { success: false, message: STAFF_MESSAGES.malformed });
    const status = form.get('statut');
    const note = String(form.get('note') ?? '');
    if (status !== null && status !== '' && !isFollowUpStatus(status)) {
      return staffJson(422, { success: false, message: 'Statut inconnu.', errors: { statut: 'Statut inconnu.' } });
    }
    if (note.length > MAX_NOTE_LENGTH) {
      const message = `La note dépasse ${MAX_NOTE_LENGTH} caractères.`;
      return staffJson(422, { success: false, message, errors: { note: message } });
    }
    const change = await updateFollowUp(storage, id, {
      status: isFollowUpStatus(status) ? status : undefined,
      note,
      author: staff.email,
    });
    if (change.statusChanged) {
      await recordAudit(
        { actor: staff.email, action: 'lead.status', targetType: 'lead', targetId: id, details: change.statusChanged },
        storage,
      );
    }
    if (change.noteAdded) {
      await recordAudit({ actor: staff.email, action: 'lead.note', targetType: 'lead', targetId: id }, storage);
    }
    if (wantsJson(request)) return staffJson(200, { success: true, message: 'Suivi enregistré.', ...change });
    return seeOther(`/equipe/demandes/${id}?fait=suivi#suivi`);
  });
}
