'use server';
import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { COMMENT_LIMITS } from '@/lib/contact-rules';
import { withStaff } from '@/lib/server/staff/action';
import { assertRecordId } from '@/lib/server/staff/bound';
import { isCommentStatus } from '@/lib/server/db/tables';
import { moderateComment, ReplyRefusedError, replyToComment } from './store';
import { nudgeMailQueue } from '@/lib/server/mail/nudge';

/**
 * The moderation screen's actions (/equipe/commentaires), bound to the comment's id by the page.
 * Each ends with a 303 back to the list the moderator was reading (`retour`), with `fait` and `n`
 * (what was done, to which comment) or `erreur` (what was refused).
 */

const list = (form: FormData, fallback: string) => {
  const back = form.get('retour');
  return `/equipe/commentaires?statut=${isCommentStatus(back) ? back : fallback}`;
};

/** Approuver, Refuser, Spam (`statut`), signed by the staff member (moderateComment writes the audit entry). */
export async function moderate(id: number, form: FormData): Promise<void> {
  assertRecordId(id); // bound by the page, posted back by the client (staff/bound.ts)
  const status = form.get('statut');
  await withStaff(async (staff, storage) => {
    if (!isCommentStatus(status)) redirect(`${list(form, 'pending')}&erreur=statut&n=${id}`);
    if (!(await moderateComment(storage, id, status, staff.email))) notFound();
  });
  redirect(`${list(form, String(status))}&fait=${status}&n=${id}`);
}

/** « Répondre au nom de l’entreprise » (`reponse`): published at once; a pending comment is approved with it. */
export async function reply(id: number, form: FormData): Promise<void> {
  assertRecordId(id); // bound by the page, posted back by the client (staff/bound.ts)
  const text = String(form.get('reponse') ?? '');
  await withStaff(async (staff, storage) => {
    const refused = !text.trim() ? 'vide' : text.trim().length > COMMENT_LIMITS.message ? 'trop-long' : null;
    if (refused) redirect(`${list(form, 'approved')}&erreur=${refused}&n=${id}`);
    try {
      await replyToComment(storage, id, text, staff.email);
      void nudgeMailQueue(); // the commenter's notice, if they asked for one
    } catch (error) {
      if (!(error instanceof ReplyRefusedError)) throw error;
      redirect(`${list(form, 'approved')}&erreur=refus&n=${id}`);
    }
  });
  redirect(`${list(form, 'approved')}&fait=reponse&n=${id}`);
}
