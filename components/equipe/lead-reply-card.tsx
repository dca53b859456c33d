import clsx from 'clsx';
import { replyToLead } from '@/lib/server/leads/staff-actions';
import { REPLY_LIMITS } from '@/lib/server/leads/reply-rules';
import { StaffField, StaffInput } from './staff-field';
import { Notice, staffButton, staffInput } from './staff-ui';

/**
 * « Répondre au visiteur » on the lead page: the form posts to a Server Action (works without JavaScript),
 * and a template is chosen with a plain link (`?modele=<key>`) that the server answers with the form filled.
 */
export function LeadReplyCard({
  leadId,
  to,
  senderName,
  replyTo,
  templates,
  chosen,
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
      <nav aria-label="Modèles de réponse" className="mb-4 text-sm">
        <p className="mb-1 font-semibold">Partir d’un modèle&nbsp;:</p>
        <ul className="flex flex-wrap gap-2">
          {templates.map((template) => (
            <li key={template.key}>
              <a
                href={`/equipe/demandes/${leadId}?modele=${encodeURIComponent(template.key)}#reponse`}
                aria-current={chosen === template.key ? 'true' : undefined}
                className={clsx(staffButton('secondary'), chosen === template.key && 'border-copper-dark')}
              >
                {template.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* A new key: the fields take the new default text, not what the browser kept. */}
      <form key={version} action={replyToLead.bind(null, leadId)} className="space-y-3">
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
