import clsx from 'clsx';
import { replyToLead } from '@/features/quote/server/staff-actions';
import { REPLY_LIMITS } from '@/features/quote/server/reply-rules';
import { StaffField, StaffInput } from '@/components/equipe/staff-field';
import { Notice, staffButton, staffInput } from '@/components/equipe/staff-ui';

/**
 * « Répondre au visiteur » on the lead page: the form posts to a Server Action (works without JavaScript).
 * A template is chosen with a button of the same form sent by GET, so the server reads what the form holds: an
 * edited text is kept and replacing it is asked (features/quote/server/reply-templates-draft.ts), never done unseen.
 */
export function LeadReplyCard({
  leadId,
  to,
  senderName,
  replyTo,
  templates,
  chosen,
  pending,
  draft,
  defaultSubject,
  blocked,
  refused,
  version,
}: {
  leadId: number;
  to: string;
  senderName: string;
  replyTo: string;
  templates: readonly { key: string; title: string }[];
  chosen: string | null;
  /** The template asked for while the form held an edited text, which was kept. */
  pending: { key: string; title: string } | null;
  draft: { subject: string; body: string };
  defaultSubject: string;
  /** Why no reply is possible (spam, address erased): shown instead of the form. */
  blocked: string | null;
  /** Why the last reply was refused: shown above the form, which keeps the typed text. */
  refused: string | null;
  /** Changes when the form must show its default text again (a template chosen, a reply sent or refused). */
  version: string;
}) {
  if (blocked) return <p>{blocked}</p>;
  return (
    <>
      {refused ? <Notice tone="warning">{refused}</Notice> : null}
      <p className="mb-3 text-sm">
        À <span className="break-all">{to}</span>, de «&nbsp;{senderName}&nbsp;»
        {replyTo ? (
          <>
            {' '}
            (sa réponse ira à <span className="break-all">{replyTo}</span>)
          </>
        ) : null}
        . Texte seul, sans pièce jointe, signé de votre nom et du téléphone du bureau.
      </p>
      {/* A new key: the fields take the new default text, not what the browser kept. */}
      <form key={version} action={replyToLead.bind(null, leadId)} className="space-y-3">
        {/*
          Enter in « Objet » still sends the reply: implicit submission clicks the form's first submit button, so
          this one comes before the template buttons (hidden from view and from screen readers, which have the
          visible one below).
        */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
          Envoyer la réponse
        </button>
        <fieldset className="text-sm">
          <legend className="mb-1 font-semibold">Partir d’un modèle&nbsp;:</legend>
          <ul className="flex flex-wrap gap-2">
            {templates.map((template) => (
              <li key={template.key}>
                <button
                  type="submit"
                  name="modele"
                  value={template.key}
                  formMethod="get"
                  formAction={`/equipe/demandes/${leadId}#reponse`}
                  formNoValidate
                  aria-current={chosen === template.key ? 'true' : undefined}
                  className={clsx(staffButton('secondary'), chosen === template.key && 'border-copper-dark')}
                >
                  {template.title}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
        {pending ? (
          <Notice tone="info">
            Votre texte modifié est gardé tel quel.{' '}
            <a
              href={`/equipe/demandes/${leadId}?modele=${encodeURIComponent(pending.key)}#reponse`}
              className="font-medium text-copper-dark underline"
            >
              Le remplacer par le modèle «&nbsp;{pending.title}&nbsp;»
            </a>
          </Notice>
        ) : null}
        <StaffInput
          id="objet"
          label="Objet"
          defaultValue={draft.subject}
          placeholder={defaultSubject}
          maxLength={REPLY_LIMITS.subject}
        />
        <StaffField id="texte" label="Message au visiteur">
          <textarea
            id="texte"
            name="texte"
            rows={10}
            required
            maxLength={REPLY_LIMITS.body}
            defaultValue={draft.body}
            className={staffInput}
          />
        </StaffField>
        <button type="submit" className={staffButton('primary')}>
          Envoyer la réponse
        </button>
      </form>
    </>
  );
}
