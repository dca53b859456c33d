import type { Metadata } from 'next';
import { COMMENT_STATUS_LABELS } from '@/features/comments/labels';
import { isCommentStatus } from '@/lib/server/db/tables';
import { ERASURE_LABELS } from '@/features/personal-data/erasure-labels';
import { humanSize } from '@/lib/file-size';
import { Notice, staffButton, StaffCard, staffInput, staffLabel, StaffTitle } from '@/components/equipe/staff-ui';
import { getArticle } from '@/lib/content';
import { exportPersonalData, isEmpty, type PersonalDataExport } from '@/features/personal-data/server/personal-data';
import { ADDRESS_REFUSED, personalDataAddress } from '@/features/personal-data/server/address';
import { erase } from '@/features/personal-data/server/staff-actions';
import { requireStaffPage } from '@/lib/server/staff/session';
import { frenchDateTime } from '@/lib/zurich-time';
import { getStorage } from '@/lib/server/db/storage';

export const metadata: Metadata = { title: 'Données personnelles' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * A person's request about their data (access, portability, erasure), by e-mail address: what
 * `npm run back-office -- personal-data export` prints, readable and as JSON, then the erasure, which
 * asks for the address a second time.
 */
export default async function PersonalDataPage({ searchParams }: { searchParams: Search }) {
  await requireStaffPage();
  const query = await searchParams;
  const typed = typeof query.email === 'string' ? query.email : '';
  const address = personalDataAddress(typed);
  const data = address ? await exportPersonalData(await getStorage(), address) : null;
  const erased =
    query.efface === '1'
      ? (Object.keys(ERASURE_LABELS) as (keyof typeof ERASURE_LABELS)[]).map(
          (key) => [key, Number(query[key]) || 0] as const,
        )
      : null;

  return (
    <>
      <StaffTitle>Données personnelles</StaffTitle>
      {erased ? (
        <Notice tone="done">
          <strong>Données effacées.</strong> Supprimé&nbsp;:{' '}
          {erased.map(([key, count]) => `${count} ${ERASURE_LABELS[key]}`).join(', ')}. L’effacement est inscrit au
          journal, sans l’adresse.
        </Notice>
      ) : null}
      <form
        method="get"
        action="/equipe/donnees-personnelles"
        className="mb-6 rounded-card bg-white p-4 shadow-card"
        role="search"
      >
        <label htmlFor="email" className={staffLabel}>
          E-mail de la personne
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="email"
            name="email"
            type="email"
            required
            maxLength={254}
            defaultValue={typed}
            className={`${staffInput} sm:max-w-md`}
            aria-describedby={typed && !address ? 'email-erreur' : undefined}
          />
          <button type="submit" className={staffButton('primary')}>
            Voir les données
          </button>
        </div>
        {typed && !address ? (
          <p id="email-erreur" className="mt-2 text-sm text-error-dark">
            {ADDRESS_REFUSED}
          </p>
        ) : null}
      </form>
      {data ? <Found data={data} confirmationRefused={query.erreur === 'confirmation'} /> : null}
    </>
  );
}

function Found({ data, confirmationRefused }: { data: PersonalDataExport; confirmationRefused: boolean }) {
  if (isEmpty(data)) {
    return (
      <Notice tone="info">
        Aucune donnée enregistrée pour <strong className="break-all">{data.email}</strong>.
      </Notice>
    );
  }
  const download = `/equipe/api/donnees-personnelles/export?email=${encodeURIComponent(data.email)}`;
  return (
    <div className="space-y-4" data-testid="personal-data">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold break-all">Données enregistrées pour {data.email}</h2>
        <a href={download} className={staffButton('secondary')} download>
          Télécharger en JSON
        </a>
      </div>
      <StaffCard title={`Demandes de devis (${data.leads.length})`} id="demandes">
        {data.leads.length === 0 ? (
          <p className="text-sm">Aucune.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {data.leads.map((lead) => (
              <li key={lead.id} className="break-words">
                n°&nbsp;{lead.id} · {frenchDateTime(lead.createdAt)} · {lead.prenom} {lead.nom} — {lead.sujet}
                {lead.attachment
                  ? ` · pièce jointe ${lead.attachment.filename} (${humanSize(lead.attachment.size)})`
                  : ''}
                {` · ${lead.emails.length} e-mail(s)`}
              </li>
            ))}
          </ul>
        )}
      </StaffCard>
      <StaffCard title={`Commentaires (${data.comments.length})`} id="commentaires">
        {data.comments.length === 0 ? (
          <p className="text-sm">Aucun.</p>
        ) : (
          <ul className="space-y-3 text-sm">
            {data.comments.map((comment) => (
              <li key={comment.id}>
                <p className="text-muted">
                  n°&nbsp;{comment.id} · {frenchDateTime(comment.createdAt)} ·{' '}
                  {getArticle(comment.articleSlug)?.title ?? comment.articleSlug} ·{' '}
                  {isCommentStatus(comment.status) ? COMMENT_STATUS_LABELS[comment.status] : comment.status}
                  {comment.replies.length ? ` · ${comment.replies.length} réponse(s) de l’entreprise` : ''}
                </p>
                <p className="break-words whitespace-pre-wrap">
                  {comment.nom}&nbsp;: {comment.message}
                </p>
              </li>
            ))}
          </ul>
        )}
      </StaffCard>
      <StaffCard title="Newsletter" id="newsletter">
        {data.subscription ? (
          <div className="space-y-1 text-sm">
            <p>
              {data.subscription.confirmedAt
                ? `Abonné, confirmé le ${frenchDateTime(data.subscription.confirmedAt)}`
                : 'Inscription non confirmée'}
              {data.subscription.requestedAt ? ` (demandée le ${frenchDateTime(data.subscription.requestedAt)})` : ''}
            </p>
            {data.subscription.consentText ? (
              <p className="break-words">Consentement&nbsp;: «&nbsp;{data.subscription.consentText}&nbsp;»</p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm">Pas d’inscription.</p>
        )}
      </StaffCard>
      <StaffCard title="Effacer toutes les données" id="effacer">
        {confirmationRefused ? (
          <Notice tone="warning">L’adresse retapée ne correspond pas&nbsp;: rien n’a été effacé.</Notice>
        ) : null}
        <p className="mb-3 text-sm">
          Efface définitivement tout ce qui est listé ci-dessus, pièces jointes et e-mails en file compris. Les e-mails
          déjà reçus dans les boîtes de l’entreprise sont à supprimer à la main.
        </p>
        <form action={erase} className="space-y-3">
          <input type="hidden" name="email" value={data.email} />
          <div>
            <label htmlFor="confirmation" className={staffLabel}>
              Retapez l’adresse pour confirmer
            </label>
            <input
              id="confirmation"
              name="confirmation"
              type="email"
              required
              autoComplete="off"
              className={`${staffInput} sm:max-w-md`}
            />
          </div>
          <button type="submit" className={staffButton('danger')}>
            Effacer toutes les données
          </button>
        </form>
      </StaffCard>
    </div>
  );
}
