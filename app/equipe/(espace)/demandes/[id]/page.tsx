import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { auditSentence } from '@/components/equipe/audit-sentence';
import { MAIL_KIND_LABELS } from '@/components/equipe/lead-labels';
import { humanSize } from '@/lib/file-size';
import { DeliveryLine } from '@/components/equipe/delivery-line';
import { deliveryInWords } from '@/lib/delivery-words';
import { FirstContactCard } from '@/features/quote/ui/staff/first-contact-card';
import { LeadTimeline } from '@/features/quote/ui/staff/lead-timeline';
import { BookingLeadList } from '@/features/booking/ui/staff/lead-list';
import { leadBookings } from '@/features/booking/server/lead-bookings';
import { leadTimeline } from '@/lib/lead-timeline';
import type { MailKind } from '@/lib/server/db/tables';
import { StaffField } from '@/components/equipe/staff-field';
import { ActionButton, StaffSelect } from '@/components/equipe/staff-fields';
import { Notice, staffButton, FactsAndMessage, StaffCard, staffInput, StaffTitle } from '@/components/equipe/staff-ui';
import { productNames } from '@/lib/product-lookup';
import { listAudit } from '@/lib/server/staff/audit';
import { listStaff } from '@/features/staff-accounts/accounts';
import { FOLLOW_UP_LABELS, FOLLOW_UP_OPTIONS, getFollowUp, MAX_NOTE_LENGTH } from '@/features/quote/follow-up';
import { assignOwner, markLeadNotSpam, resendLeadMail, saveFollowUp } from '@/features/quote/server/staff-actions';
import { leadIdOf } from '@/lib/server/staff/route';
import { requireStaffPage } from '@/lib/server/staff/session';
import { frenchDateTime } from '@/lib/zurich-time';
import { projectLines } from '@/lib/project-details';
import { sourceLines } from '@/lib/source-fields';
import { getStorage } from '@/lib/server/db/storage';
import { getLead } from '@/features/quote/leads';
import { listOutbox } from '@/lib/server/mail/queue-store';
import { LeadReplyCard } from '@/features/quote/ui/staff/lead-reply-card';
import { readConfig } from '@/lib/server/config';
import { listLeadReplies, replyBlocked, type LeadReply } from '@/features/quote/replies';
import {
  defaultReplySubject,
  isReplyRefusal,
  replySenderName,
  REPLY_REFUSALS,
} from '@/features/quote/server/reply-rules';
import { listReplyTemplates } from '@/features/quote/server/reply-templates';
import { replyFormState } from '@/features/quote/server/reply-templates-draft';
import { replyFacts } from '@/features/quote/server/reply-templates-values';
import { leadPhone } from '@/lib/phone-number';
import { LeadActions } from '@/features/quote/ui/staff/lead-actions';
import { StaffName } from '@/components/equipe/staff-name';
import { browserInWords } from '@/features/quote/server/browser-words';

export const metadata: Metadata = { title: 'Demande' };

/** The cards an action's answer is shown in: the one its form is in, where the redirect's fragment brings the page back. */
type AnswerCard = 'premier-contact' | 'suivi' | 'emails';

const DONE: Record<string, [AnswerCard, string]> = {
  suivi: ['suivi', 'Suivi enregistré.'],
  responsable: ['premier-contact', 'Responsable enregistré.'],
  'pas-un-spam': ['emails', 'Demande sortie des spams\u00a0: l’e-mail à l’entreprise part maintenant.'],
  renvoi: ['emails', 'Copie de la demande remise en file\u00a0: l’e-mail à l’entreprise repart maintenant.'],
  // The reply's form is further down, but its e-mail and its state are in this card.
  reponse: ['emails', 'Réponse en file\u00a0: elle part maintenant, son état suit.'],
};

const REFUSED: Record<string, [AnswerCard, string]> = {
  statut: ['suivi', 'Statut inconnu\u00a0: rien n’a été enregistré.'],
  responsable: ['premier-contact', 'Ce membre de l’équipe n’existe pas (ou plus)\u00a0: rien n’a été changé.'],
  note: ['suivi', `La note dépasse ${MAX_NOTE_LENGTH} caractères\u00a0: rien n’a été enregistré.`],
  spam: ['emails', 'Demande marquée comme spam\u00a0: utilisez d’abord «\u00a0Pas un spam\u00a0».'],
};

/** Every field of a lead, as text (React escapes it: whatever HTML a visitor typed shows as typed). */
export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{
    fait?: string;
    erreur?: string;
    /** The reply form: a template chosen, or a refused reply coming back with what was typed. */
    modele?: string;
    refus?: string;
    objet?: string;
    texte?: string;
  }>;
}) {
  const staff = await requireStaffPage();
  const id = leadIdOf((await params).id);
  const storage = await getStorage();
  const lead = id === null ? null : await getLead(storage, id);
  if (!lead) notFound();
  const [outbox, followUp, audit, replies, templates, team, bookings] = await Promise.all([
    listOutbox(storage, { leadId: lead.id }),
    getFollowUp(storage, lead.id),
    listAudit({ targetType: 'lead', targetId: lead.id, limit: 100 }, storage),
    listLeadReplies(storage, lead.id),
    listReplyTemplates(storage),
    listStaff(storage),
    leadBookings(storage, lead.id),
  ]);
  const names = new Map(team.map((member) => [member.email, member.name]));
  const { fait, erreur, modele, refus, objet, texte } = await searchParams;
  const done = DONE[fait ?? ''];
  const refused = REFUSED[erreur ?? ''];
  const answerIn = (card: AnswerCard) => (
    <>
      {done?.[0] === card ? <Notice tone="done">{done[1]}</Notice> : null}
      {refused?.[0] === card ? <Notice tone="warning">{refused[1]}</Notice> : null}
    </>
  );
  const replyOf = new Map(replies.map((reply) => [reply.id, reply]));
  // A status changed without a note is a note row with no text: the timeline tells it as the status change.
  const written = followUp.notes.filter((note) => note.body);
  const blocked = replyBlocked(lead);
  const now = new Date();
  const phone = leadPhone(lead);
  const browser = browserInWords(lead.userAgent);
  const reply = replyFormState(templates, replyFacts(lead, bookings, { config: readConfig(), now }), {
    modele,
    refus,
    objet,
    texte,
  });
  // The e-mail address and the phone number are at the head of the page (LeadActions).
  const fields: [string, ReactNode][] = [
    ['Nom', lead.nom],
    ['Prénom', lead.prenom],
    ['Société', lead.societe],
    ['Produit', lead.produit ? (productNames[lead.produit] ?? lead.produit) : null],
    // The project details, those the visitor gave.
    ...projectLines(lead.project, null),
    ['Sujet', lead.sujet],
    ['Reçue le', frenchDateTime(lead.createdAt)],
    [
      'Navigateur',
      browser ? (
        <details key="navigateur">
          <summary className="cursor-pointer" title={lead.userAgent ?? undefined}>
            {browser}
          </summary>
          <p className="mt-1 text-sm break-all text-muted">{lead.userAgent}</p>
        </details>
      ) : (
        lead.userAgent
      ),
    ],
    // Where the visitor came from, what is known of it.
    ...sourceLines(lead.source),
  ];

  return (
    <>
      <p className="mb-2 text-sm">
        <a href="/equipe/demandes" className="font-medium text-copper-dark underline">
          ← Toutes les demandes
        </a>
      </p>
      <StaffTitle>
        Demande n°&nbsp;{lead.id} · {lead.prenom} {lead.nom}
      </StaffTitle>
      {lead.isSpam ? (
        <Notice tone="warning">
          Marquée comme spam ({lead.spamReason ?? 'sans raison enregistrée'})&nbsp;: aucun e-mail n’a été envoyé.
        </Notice>
      ) : null}
      <LeadActions phone={phone} email={lead.email} status={FOLLOW_UP_LABELS[followUp.status]} />

      {/* On a phone the columns stack: who calls by when comes before the details. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <FirstContactCard
            lead={lead}
            staff={team}
            now={now}
            assign={assignOwner.bind(null, lead.id)}
            answer={answerIn('premier-contact')}
          />
          <StaffCard title="La demande" id="demande">
            <FactsAndMessage facts={fields} message={lead.message} messageTestId="lead-message" />
            <h3 className="mt-5 mb-1 text-sm font-semibold text-muted">Pièce jointe</h3>
            {lead.attachment ? (
              <p>
                <a
                  href={`/equipe/api/demandes/${lead.id}/piece-jointe`}
                  className="font-medium break-all text-copper-dark underline"
                  download
                >
                  {lead.attachment.filename}
                </a>{' '}
                <span className="text-sm text-muted">
                  ({lead.attachment.mime}, {humanSize(lead.attachment.size)})
                </span>
              </p>
            ) : (
              <p>Aucune.</p>
            )}
          </StaffCard>

          <StaffCard title="E-mails" id="emails">
            {answerIn('emails')}
            {outbox.length === 0 ? (
              <p>Aucun e-mail en file{lead.isSpam ? ' (spam)' : ''}.</p>
            ) : (
              <ul className="space-y-3">
                {outbox.map((row) => (
                  <li key={row.id} className="rounded-lg bg-cream p-3 text-sm">
                    <p className="font-semibold">{MAIL_KIND_LABELS[row.kind]}</p>
                    <ReplyLine reply={row.replyId === null ? undefined : replyOf.get(row.replyId)} />
                    <DeliveryLine delivery={deliveryInWords(row, now)} />
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              {lead.isSpam ? (
                <ActionButton action={markLeadNotSpam.bind(null, lead.id)} variant="primary">
                  Pas un spam
                </ActionButton>
              ) : (
                <ActionButton action={resendLeadMail.bind(null, lead.id)}>
                  Renvoyer l’e-mail à l’entreprise
                </ActionButton>
              )}
            </div>
            {lead.isSpam ? null : (
              <p className="mt-2 text-sm text-muted">
                Renvoie à l’adresse de l’entreprise la copie de cette demande (le visiteur ne reçoit rien).
              </p>
            )}
          </StaffCard>
        </div>

        <div className="space-y-4">
          <StaffCard title="Rendez-vous" id="rendez-vous">
            <BookingLeadList bookings={bookings} />
          </StaffCard>
          <StaffCard title="Répondre au visiteur" id="reponse">
            <LeadReplyCard
              leadId={lead.id}
              to={lead.email}
              senderName={replySenderName(staff.name)}
              replyTo={readConfig().replyTo}
              templates={templates}
              chosen={reply.chosen?.key ?? null}
              pending={reply.pending}
              draft={reply.draft}
              defaultSubject={defaultReplySubject(lead.id)}
              blocked={blocked ? REPLY_REFUSALS[blocked] : null}
              refused={isReplyRefusal(refus) ? REPLY_REFUSALS[refus] : null}
              version={[reply.chosen?.key, reply.pending?.key, replies.length, refus].join('|')}
            />
          </StaffCard>

          <StaffCard title="Suivi" id="suivi">
            {answerIn('suivi')}
            <p className="mb-4">
              Statut&nbsp;: <strong data-testid="follow-up-status">{FOLLOW_UP_LABELS[followUp.status]}</strong>
              {followUp.updatedAt ? (
                <span className="block text-sm text-muted">
                  depuis le {frenchDateTime(followUp.updatedAt)}, par{' '}
                  <StaffName email={followUp.updatedBy} names={names} />
                </span>
              ) : null}
            </p>
            <form action={saveFollowUp.bind(null, lead.id)} className="space-y-3">
              <StaffSelect
                id="statut"
                label="Nouveau statut"
                defaultValue={followUp.status}
                options={FOLLOW_UP_OPTIONS}
              />
              <StaffField id="note" label="Note">
                <textarea id="note" name="note" rows={3} maxLength={MAX_NOTE_LENGTH} className={staffInput} />
              </StaffField>
              <button type="submit" className={staffButton('primary')}>
                Enregistrer le suivi
              </button>
            </form>
            {written.length > 0 ? (
              <p className="mt-4 text-sm">
                Les notes ({written.length}) sont dans la{' '}
                <a href="#chronologie" className="text-copper-dark underline">
                  chronologie
                </a>
                , avec le reste de l’historique.
              </p>
            ) : null}
          </StaffCard>

          <StaffCard title="Chronologie" id="chronologie">
            <LeadTimeline
              events={leadTimeline({
                lead,
                mails: outbox,
                audit: audit.entries,
                notes: followUp.notes,
                replies,
                mailLabel: (kind) => MAIL_KIND_LABELS[kind as MailKind] ?? kind,
                auditSentence: (entry) => auditSentence(entry, names),
                names,
                bookings,
              })}
            />
          </StaffCard>
        </div>
      </div>
    </>
  );
}

/** A reply's e-mail in the list: its subject, author and date; the text opens on demand. */
function ReplyLine({ reply }: { reply: LeadReply | undefined }) {
  if (!reply) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer break-words">
        «&nbsp;{reply.subject}&nbsp;» · par {reply.authorName || reply.authorEmail} · le{' '}
        {frenchDateTime(reply.createdAt)}
      </summary>
      <p className="mt-2 break-words whitespace-pre-wrap">{reply.body}</p>
    </details>
  );
}
