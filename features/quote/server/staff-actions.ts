'use server';
import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { withStaff } from '@/lib/server/staff/action';
import { assertRecordId, assertTemplateKey } from '@/lib/server/staff/bound';
import { recordAudit } from '@/lib/server/staff/audit';
import { nudgeMailQueue } from '@/lib/server/mail/nudge';
import { isFollowUpStatus, MAX_NOTE_LENGTH, updateFollowUp } from '../follow-up';
import { markNotSpam, resendCompanyMail } from './mail-actions';
import { assignLead, AssignRefusedError } from './owner';
import { getLead } from '../leads';
import { readConfig } from '@/lib/server/config';
import { sendLeadReply } from '../replies';
import type { ReplyRefusal } from './reply-rules';
import { saveReplyTemplate } from './reply-templates';

/**
 * The back-office's actions on a lead (its page, /equipe/demandes/[id]), bound to the lead's id by
 * the page. Each ends with a 303 back to the page, `fait` saying what was done, `erreur` what was refused.
 * Each checks its bound value first (staff/bound.ts): the client posts it back and may have rewritten it.
 */

const leadPage = (id: number) => `/equipe/demandes/${id}`;

/** The follow-up form: a status (`statut`) and/or a note (`note`), signed by the staff member. */
export async function saveFollowUp(id: number, form: FormData): Promise<void> {
  assertRecordId(id);
  await withStaff(async (staff, storage) => {
    if (!(await getLead(storage, id))) notFound();
    const status = form.get('statut');
    const note = String(form.get('note') ?? '');
    if (status !== null && status !== '' && !isFollowUpStatus(status)) redirect(`${leadPage(id)}?erreur=statut#suivi`);
    if (note.length > MAX_NOTE_LENGTH) redirect(`${leadPage(id)}?erreur=note#suivi`);
    const change = await updateFollowUp(storage, id, {
      status: isFollowUpStatus(status) ? status : undefined,
      note,
      author: staff.email,
    });
    if (change.statusChanged) {
      const details = change.statusChanged;
      await recordAudit(
        { actor: staff.email, action: 'lead.status', targetType: 'lead', targetId: id, details },
        storage,
      );
    }
    if (change.noteAdded) {
      await recordAudit({ actor: staff.email, action: 'lead.note', targetType: 'lead', targetId: id }, storage);
    }
  });
  redirect(`${leadPage(id)}?fait=suivi#suivi`);
}

/** « Pas un spam »: the flag goes and the company e-mail is sent now, and the CRM hook when it is set. */
export async function markLeadNotSpam(id: number): Promise<void> {
  assertRecordId(id);
  await withStaff(async (staff, storage) => {
    const result = await markNotSpam(storage, id, { crmHook: Boolean(readConfig().crmWebhook) });
    if (!result.found) notFound();
    if (result.wasSpam) {
      await recordAudit({ actor: staff.email, action: 'lead.not-spam', targetType: 'lead', targetId: id }, storage);
      void nudgeMailQueue();
    }
  });
  redirect(`${leadPage(id)}?fait=pas-un-spam#emails`);
}

/** « Renvoyer l’e-mail à l’entreprise »: the company e-mail is queued again and the sender started; never for a spam. */
export async function resendLeadMail(id: number): Promise<void> {
  assertRecordId(id);
  await withStaff(async (staff, storage) => {
    const result = await resendCompanyMail(storage, id);
    if (result === 'not-found') notFound();
    if (result === 'spam') redirect(`${leadPage(id)}?erreur=spam#emails`);
    await recordAudit({ actor: staff.email, action: 'lead.resend', targetType: 'lead', targetId: id }, storage);
    void nudgeMailQueue();
  });
  redirect(`${leadPage(id)}?fait=renvoi#emails`);
}

/** « Responsable » (`responsable`): a staff member's e-mail, `moi`, or empty for nobody; audited by assignLead. */
export async function assignOwner(id: number, form: FormData): Promise<void> {
  assertRecordId(id);
  await withStaff(async (staff, storage) => {
    const chosen = String(form.get('responsable') ?? '').trim();
    const owner = chosen === '' ? null : chosen === 'moi' ? staff.email : chosen;
    try {
      if (!(await assignLead(storage, id, owner, staff.email))) notFound();
    } catch (error) {
      if (!(error instanceof AssignRefusedError)) throw error;
      redirect(`${leadPage(id)}?erreur=responsable#premier-contact`);
    }
  });
  redirect(`${leadPage(id)}?fait=responsable#premier-contact`);
}

/**
 * Where a refused reply or template goes back to: the refusal (`refus`) and, when it fits in an address,
 * what was typed (`objet`, `texte`), which the form shows again. The fields' maxLength keeps a browser's
 * text within the limits, so what is refused is an empty text, or a post not made by the form.
 */
function refusedPage(page: string, reason: ReplyRefusal, typed: Record<string, string>, anchor: string) {
  const query = new URLSearchParams({ refus: reason, ...typed });
  const withText = `${page}${page.includes('?') ? '&' : '?'}${query}`;
  const short = `${page}${page.includes('?') ? '&' : '?'}${new URLSearchParams({ refus: reason })}`;
  return `${withText.length <= MAX_ADDRESS ? withText : short}#${anchor}`;
}
/** Kept well under the 8 Kio of a request line nginx accepts by default. */
const MAX_ADDRESS = 6000;

/** « Répondre au visiteur »: `objet` and `texte`, sent by the queue under the staff member's name. */
export async function replyToLead(id: number, form: FormData): Promise<void> {
  assertRecordId(id);
  const subject = String(form.get('objet') ?? '');
  const body = String(form.get('texte') ?? '');
  await withStaff(async (staff, storage) => {
    const author = { email: staff.email, name: staff.name };
    const outcome = await sendLeadReply(storage, id, { author, replyTo: readConfig().replyTo, subject, body });
    if (outcome.status === 'not-found') notFound();
    if (outcome.status === 'refused') {
      redirect(refusedPage(leadPage(id), outcome.reason, { objet: subject, texte: body }, 'reponse'));
    }
    void nudgeMailQueue();
  });
  redirect(`${leadPage(id)}?fait=reponse#emails`);
}

/** A template's `objet` and `texte`, edited at /equipe/modeles. */
export async function saveTemplate(key: string, form: FormData): Promise<void> {
  assertTemplateKey(key);
  const subject = String(form.get('objet') ?? '');
  const body = String(form.get('texte') ?? '');
  await withStaff(async (staff, storage) => {
    const outcome = await saveReplyTemplate(storage, key, { subject, body }, staff.email);
    if (outcome.status === 'not-found') notFound();
    if (outcome.status === 'refused') {
      const page = `/equipe/modeles?${new URLSearchParams({ modele: key })}`;
      redirect(refusedPage(page, outcome.reason, { objet: subject, texte: body }, `modele-${key}`));
    }
  });
  redirect(`/equipe/modeles?${new URLSearchParams({ fait: key })}#modele-${key}`);
}
