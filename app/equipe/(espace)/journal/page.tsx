import type { Metadata } from 'next';
import { StaffPages } from '@/components/equipe/staff-pages';
import { auditSentence } from '@/components/equipe/audit-sentence';
import { TARGET_LABELS } from '@/components/equipe/lead-labels';
import { StaffTitle } from '@/components/equipe/staff-ui';
import { StaffName } from '@/components/equipe/staff-name';
import { listStaff } from '@/features/staff-accounts/accounts';
import { listAudit } from '@/lib/server/staff/audit';
import { getStorage } from '@/lib/server/db/storage';
import { requireStaffPage } from '@/lib/server/staff/session';
import { frenchDateTime } from '@/lib/zurich-time';

export const metadata: Metadata = { title: 'Journal' };

const PER_PAGE = 50;

/** The audit log: who changed which lead or comment, and when. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  await requireStaffPage();
  const requested = Number((await searchParams).page);
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const [{ entries, total }, team] = await Promise.all([
    listAudit({ limit: PER_PAGE, offset: (page - 1) * PER_PAGE }),
    getStorage().then(listStaff),
  ]);
  const names = new Map(team.map((member) => [member.email, member.name]));
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <>
      <StaffTitle>Journal des actions</StaffTitle>
      {entries.length === 0 ? (
        <p>Aucune action enregistrée pour l’instant.</p>
      ) : (
        <ol className="divide-y divide-stone rounded-card bg-white shadow-card" aria-label="Actions">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-x-4 gap-y-1 p-3 text-sm md:grid-cols-[10rem_14rem_1fr]">
              <span className="text-muted">{frenchDateTime(entry.at)}</span>
              <span>
                <StaffName email={entry.actor} names={names} />
              </span>
              <span>
                <strong>{auditSentence(entry, names)}</strong>
                {' · '}
                {entry.targetType === 'lead' && entry.targetId ? (
                  <a href={`/equipe/demandes/${entry.targetId}`} className="text-copper-dark underline">
                    Demande n°&nbsp;{entry.targetId}
                  </a>
                ) : entry.targetType === 'booking' && entry.targetId ? (
                  <a href={`/equipe/rendez-vous/${entry.targetId}`} className="text-copper-dark underline">
                    Rendez-vous n°&nbsp;{entry.targetId}
                  </a>
                ) : entry.targetType === 'staff' && entry.targetId ? (
                  <>
                    {TARGET_LABELS.staff} <StaffName email={entry.targetId} names={names} />
                  </>
                ) : (
                  <>
                    {TARGET_LABELS[entry.targetType] ?? 'Autre'}
                    {entry.targetId ? ` ${entry.targetId}` : ''}
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <StaffPages
          previous={page > 1 ? `/equipe/journal?page=${page - 1}` : null}
          next={page < pages ? `/equipe/journal?page=${page + 1}` : null}
          labels={['← Plus récentes', 'Plus anciennes →']}
        >
          Page {page} sur {pages}
        </StaffPages>
      ) : null}
    </>
  );
}
