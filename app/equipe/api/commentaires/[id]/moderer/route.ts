import { isCommentStatus } from '@/components/equipe/comment-labels';
import { moderateComment } from '@/lib/server/comments/store';
import { leadIdOf, readForm, seeOther, staffRoute, wantsJson } from '@/lib/server/staff/route';
import { STAFF_MESSAGES, staffJson } from '@/lib/server/staff/guard';
import { getStorage } from '@/lib/server/db/storage';

/**
 * Approuver, Refuser, Spam (`statut`) of /equipe/commentaires, signed by the staff member (the audit
 * entry is written by moderateComment); back to the list the moderator was reading (`retour`).
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return staffRoute(request, { mutation: true }, async (staff) => {
    const id = leadIdOf((await params).id);
    const form = await readForm(request);
    if (!form) return staffJson(400, { success: false, message: STAFF_MESSAGES.malformed });
    const status = form.get('statut');
    if (!isCommentStatus(status)) {
      return staffJson(422, { success: false, message: 'Statut inconnu.', errors: { statut: 'Statut inconnu.' } });
    }
    const comment = id === null ? null : await moderateComment(await getStorage(), id, status, staff.email);
    if (!comment) return staffJson(404, { success: false, message: 'Commentaire introuvable.' });
    if (wantsJson(request)) return staffJson(200, { success: true, message: 'Commentaire modéré.', status });
    const back = form.get('retour');
    return seeOther(
      `/equipe/commentaires?statut=${isCommentStatus(back) ? back : status}&fait=${status}&n=${comment.id}`,
    );
  });
}
