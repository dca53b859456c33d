import { isCommentStatus } from '@/components/equipe/comment-labels';
import { replyToComment, ReplyRefusedError } from '@/lib/server/comments/store';
import { leadIdOf, readForm, seeOther, staffRoute, wantsJson } from '@/lib/server/staff/route';
import { STAFF_MESSAGES, staffJson } from '@/lib/server/staff/guard';
import { getStorage } from '@/lib/server/db/storage';

/**
 * « Répondre au nom de l’entreprise » (`reponse`): published at once under the comment, which a
 * pending comment's answer approves; refusals (rejected comment, empty or too long text) in French.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return staffRoute(request, { mutation: true }, async (staff) => {
    const id = leadIdOf((await params).id);
    if (id === null) return staffJson(404, { success: false, message: 'Commentaire introuvable.' });
    const form = await readForm(request);
    if (!form) return staffJson(400, { success: false, message: STAFF_MESSAGES.malformed });
    try {
      await replyToComment(await getStorage(), id, String(form.get('reponse') ?? ''), staff.email);
    } catch (error) {
      if (!(error instanceof ReplyRefusedError)) throw error;
      return staffJson(422, { success: false, message: error.message, errors: { reponse: error.message } });
    }
    if (wantsJson(request)) return staffJson(200, { success: true, message: 'Réponse publiée.' });
    const back = form.get('retour');
    const list = isCommentStatus(back) ? back : 'approved';
    return seeOther(`/equipe/commentaires?statut=${list}&fait=reponse&n=${id}`);
  });
}
