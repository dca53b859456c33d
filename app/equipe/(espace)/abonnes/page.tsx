import type { Metadata } from 'next';
import { staffButton, StaffTitle } from '@/components/equipe/staff-ui';
import { listSubscribers } from '@/features/newsletter/subscriptions';
import { requireStaffPage } from '@/lib/server/staff/session';
import { frenchDateTime } from '@/lib/zurich-time';
import { getStorage } from '@/lib/server/db/storage';

export const metadata: Metadata = { title: 'Abonnés' };

/**
 * The newsletter's confirmed subscribers with their proof of consent, as `npm run back-office -- subscribers` lists
 * them.
 */
export default async function SubscribersPage() {
  await requireStaffPage();
  const subscribers = await listSubscribers(await getStorage());
  return (
    <>
      <StaffTitle
        aside={
          <a href="/equipe/api/abonnes/export" className={staffButton('secondary')} download>
            Exporter en CSV
          </a>
        }
      >
        Abonnés
      </StaffTitle>
      <p className="mb-3 text-sm text-muted" role="status">
        {subscribers.length === 0
          ? 'Aucun abonné confirmé pour l’instant.'
          : `${subscribers.length} abonné(s) confirmé(s), dans l’ordre de confirmation. Seules les adresses confirmées par le lien de l’e-mail sont listées.`}
      </p>
      <ol className="space-y-2" aria-label="Abonnés">
        {subscribers.map((subscriber) => (
          <li key={subscriber.id} className="rounded-card bg-white p-4 shadow-card">
            <p className="font-semibold break-all">{subscriber.email}</p>
            <p className="text-sm text-muted">
              {subscriber.confirmedAt ? `Confirmé le ${frenchDateTime(subscriber.confirmedAt)}` : null}
              {subscriber.requestedAt ? ` · demandé le ${frenchDateTime(subscriber.requestedAt)}` : null}
            </p>
            {subscriber.consentText ? (
              <p className="mt-1 text-sm break-words">Consentement&nbsp;: «&nbsp;{subscriber.consentText}&nbsp;»</p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
