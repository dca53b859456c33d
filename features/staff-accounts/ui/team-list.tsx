import { ActionButton } from '@/components/equipe/staff-fields';
import { staffButton } from '@/components/equipe/staff-ui';

type StaffAction = (form: FormData) => Promise<void>;

export interface TeamMember {
  email: string;
  name: string;
  hasPassword: boolean;
  activeSessions: number;
}

/** A removal behind a fold: one tap opens what it does, a second confirms (no JavaScript needed). */
function ConfirmRemoval({
  summary,
  explanation,
  confirm,
  action,
  email,
}: {
  summary: string;
  explanation: string;
  confirm: string;
  action: StaffAction;
  email: string;
}) {
  return (
    <details className="w-full">
      <summary className={staffButton('secondary', 'cursor-pointer list-none')}>{summary}</summary>
      <div className="mt-3 rounded-lg bg-cream p-3">
        <p className="mb-3 text-sm">{explanation}</p>
        <ActionButton action={action} fields={{ email }} variant="danger">
          {confirm}
        </ActionButton>
      </div>
    </details>
  );
}

const sessionsWords = (count: number) =>
  count === 0
    ? 'aucune session ouverte'
    : `${count}\u00a0session${count > 1 ? 's' : ''} ouverte${count > 1 ? 's' : ''}`;

/** « L’équipe »: each account with what can be done to it; one's own account cannot be removed from here. */
export function TeamList({
  team,
  self,
  actions,
}: {
  team: readonly TeamMember[];
  self: string;
  actions: { resend: StaffAction; withdraw: StaffAction; remove: StaffAction };
}) {
  return (
    <ul className="divide-y divide-stone text-sm" aria-label="L’équipe">
      {team.map((member) => (
        <li key={member.email} className="space-y-2 py-3" data-testid="team-member">
          <p>
            <strong>{member.name}</strong>
            {member.email === self ? ' (vous)' : ''}
            <br />
            <span className="break-all text-muted">{member.email}</span>
            <br />
            <span>{member.hasPassword ? sessionsWords(member.activeSessions) : 'Invitation en attente'}</span>
          </p>
          {member.email === self ? null : member.hasPassword ? (
            <ConfirmRemoval
              summary="Retirer le compte…"
              explanation={`${member.name} ne pourra plus se connecter et ses sessions sont fermées sur tous ses appareils. Ce qu’il ou elle a fait reste au journal.`}
              confirm={`Retirer le compte de ${member.name}`}
              action={actions.remove}
              email={member.email}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <ActionButton action={actions.resend} fields={{ email: member.email }}>
                Renvoyer l’invitation
              </ActionButton>
              <ConfirmRemoval
                summary="Retirer l’invitation…"
                explanation="Le lien envoyé ne fonctionnera plus et le compte en attente est supprimé."
                confirm={`Retirer l’invitation de ${member.name}`}
                action={actions.withdraw}
                email={member.email}
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
