import type { ReadPhone } from '@/lib/phone-number';
import { telLinkOf } from '@/lib/phone-number';
import { staffButton } from '@/components/equipe/staff-ui';

/**
 * The head of a lead's page: call, write, reply and its status, so that a phone's first screen holds what
 * staff do first; the details follow. One place for the number and the address (the details do not repeat them).
 */
export function LeadActions({ phone, email, status }: { phone: ReadPhone; email: string; status: string }) {
  return (
    <section aria-label="Contacter le visiteur" className="mb-4 rounded-card bg-white p-4 shadow-card sm:p-6">
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <li>
          <a href={telLinkOf(phone)} className={staffButton('primary', 'w-full justify-start sm:w-auto')}>
            Appeler <span className="font-normal whitespace-nowrap">{phone.shown}</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${email}`} className={staffButton('secondary', 'w-full justify-start sm:w-auto')}>
            Écrire à <span className="min-w-0 font-normal break-all">{email}</span>
          </a>
        </li>
        <li>
          <a href="#reponse" className={staffButton('secondary', 'w-full justify-start sm:w-auto')}>
            Répondre
          </a>
        </li>
      </ul>
      {/* Kept as typed, never refused to the visitor: staff check it when they call. */}
      {phone.e164 ? null : (
        <p className="mt-2 text-sm font-semibold text-error-dark" data-testid="phone-check">
          Numéro à vérifier
        </p>
      )}
      <p className="mt-3 text-sm">
        Statut&nbsp;: <strong>{status}</strong> ·{' '}
        <a href="#suivi" className="font-medium text-copper-dark underline">
          changer le statut
        </a>
      </p>
    </section>
  );
}
