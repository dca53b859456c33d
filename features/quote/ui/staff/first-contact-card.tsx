import clsx from 'clsx';
import type { ReactNode } from 'react';
import { contactClock, frenchDuration } from '@/lib/first-contact';
import { frenchDateTime } from '@/lib/zurich-time';
import { StaffSelect } from '@/components/equipe/staff-fields';
import { staffButton, StaffCard } from '@/components/equipe/staff-ui';

/**
 * The lead page's « Premier contact »: by when the visitor must be called, whether that time has passed, or
 * how long the first contact took; and who has the lead, with the form that gives it to someone.
 */
export function FirstContactCard({
  lead,
  staff,
  now,
  assign,
  answer,
}: {
  lead: { createdAt: string; dueAt: string | null; firstContactAt: string | null; owner: string | null };
  staff: readonly { email: string; name: string }[];
  now: Date;
  assign: (form: FormData) => Promise<void>;
  /** The answer to the last assignment, shown here where it was made. */
  answer?: ReactNode;
}) {
  const clock = contactClock(lead, now);
  const owner = staff.find((member) => member.email === lead.owner);
  return (
    <StaffCard title="Premier contact" id="premier-contact">
      {answer}
      <p
        data-testid="contact-clock"
        className={clsx(
          'mb-3 rounded-lg p-3',
          clock.state === 'overdue' ? 'bg-error/10 font-semibold text-error-dark' : 'bg-cream',
        )}
      >
        {clock.state === 'contacted'
          ? `Contacté le ${frenchDateTime(clock.at)}, ${frenchDuration(clock.afterMs)} après la demande.`
          : clock.state === 'overdue'
            ? `En retard de ${frenchDuration(clock.lateMs)} : à appeler avant le ${frenchDateTime(clock.dueAt)}.`
            : clock.state === 'due'
              ? `À contacter avant le ${frenchDateTime(clock.dueAt)}.`
              : 'Pas de délai pour cette demande.'}
      </p>
      <p className="mb-3">
        Responsable&nbsp;:{' '}
        <strong data-testid="lead-owner">
          {lead.owner ? (owner ? `${owner.name} (${owner.email})` : lead.owner) : 'personne'}
        </strong>
      </p>
      <form action={assign} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <StaffSelect
            id="responsable"
            label="Attribuer à"
            defaultValue={lead.owner ?? ''}
            any="Personne"
            options={[
              ['moi', 'Moi'],
              ...staff.map((member) => [member.email, `${member.name} (${member.email})`] as const),
            ]}
          />
        </div>
        <button type="submit" className={staffButton('secondary')}>
          Attribuer
        </button>
      </form>
    </StaffCard>
  );
}
