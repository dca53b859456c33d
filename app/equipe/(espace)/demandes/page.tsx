import type { Metadata } from 'next';
import clsx from 'clsx';
import { MAIL_STATUS_LABELS } from '@/components/equipe/lead-labels';
import { StaffField } from '@/components/equipe/staff-field';
import { DateRangeFields, ProductSelect, StaffSelect } from '@/components/equipe/staff-fields';
import { activeFilterWords, filterSummary, SPAM_OPTIONS } from '@/features/quote/ui/staff/lead-filter-summary';
import { StaffPages } from '@/components/equipe/staff-pages';
import { staffButton, staffInput, StaffTitle } from '@/components/equipe/staff-ui';
import { productNames } from '@/lib/product-lookup';
import { FOLLOW_UP_LABELS, FOLLOW_UP_OPTIONS } from '@/features/quote/follow-up';
import { filterQuery, parseLeadFilter, searchLeads, storedProducts, storedSources } from '@/features/quote/search';
import { requireStaffPage } from '@/lib/server/staff/session';
import { frenchDateTime } from '@/lib/zurich-time';
import { COUNTRIES, COUNTRY_LABELS, sizeText } from '@/lib/project-details';
import { getStorage } from '@/lib/server/db/storage';
import type { Lead } from '@/features/quote/leads';
import { sourceLines } from '@/lib/source-fields';
import { contactClock } from '@/lib/first-contact';
import { listStaff } from '@/features/staff-accounts/accounts';
import { leadPhone } from '@/lib/phone-number';

export const metadata: Metadata = { title: 'Demandes' };

/** Where and how big, in one line of the list (the detail page has every field). */
function projectSummary(project: Lead['project']): string {
  const place = [project.codePostal, project.localite].filter(Boolean).join(' ');
  return [
    project.largeurCm !== null && project.profondeurCm !== null
      ? sizeText(project.largeurCm, project.profondeurCm)
      : '',
    [place, project.pays ? COUNTRY_LABELS[project.pays] : ''].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The first source line (the first touch's, or else the referrer or the landing page), for the list. */
const sourceSummary = (source: Lead['source']) => {
  const [line] = sourceLines(source);
  return line ? `${line[0]}\u00a0: ${line[1]}` : null;
};

const COUNTRY_OPTIONS = COUNTRIES.map((country) => [country, COUNTRY_LABELS[country]] as const);
const OVERDUE_OPTIONS = [['retard', 'En retard']] as const;

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function LeadsPage({ searchParams }: { searchParams: Search }) {
  await requireStaffPage();
  const filter = parseLeadFilter(await searchParams);
  const database = await getStorage();
  const [page, stored, { sources, campaigns }, staff] = await Promise.all([
    searchLeads(database, filter),
    storedProducts(database),
    storedSources(database),
    listStaff(database),
  ]);
  const now = new Date();
  const staffName = (email: string) => staff.find((member) => member.email === email)?.name ?? email;
  // The chosen value stays a choice even once no stored lead has it.
  const choices = (values: string[], chosen: string) =>
    [...new Set([...values, chosen])].flatMap((value) => (value ? [[value, value] as const] : []));
  const exportHref = `/equipe/api/demandes/export${filterQuery(filter, { page: 1 })}`;

  return (
    <>
      <StaffTitle
        aside={
          <a href={exportHref} className={staffButton('secondary')} download>
            Exporter en CSV
          </a>
        }
      >
        Demandes
      </StaffTitle>

      <form method="get" action="/equipe/demandes" className="mb-6 rounded-card bg-white p-4 shadow-card" role="search">
        <div className="flex flex-wrap items-end gap-2">
          <StaffField id="q" label="Recherche" className="min-w-0 flex-1 basis-56">
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={filter.q}
              placeholder="Nom, e-mail, téléphone, texte…"
              className={staffInput}
            />
          </StaffField>
          <button type="submit" className={staffButton('primary')}>
            Filtrer
          </button>
        </div>
        {/* Folded under the filters in use, so that on a phone the list starts in the first screen. */}
        <details className="mt-2">
          <summary className="cursor-pointer py-2.5 text-sm font-semibold" data-testid="lead-filters">
            {filterSummary(activeFilterWords(filter, staffName))}
          </summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <StaffSelect
              id="statut"
              label="Suivi"
              any="Tous"
              defaultValue={filter.status}
              options={FOLLOW_UP_OPTIONS}
            />
            <ProductSelect stored={stored} defaultValue={filter.produit} />
            <StaffSelect id="pays" label="Pays" any="Tous" defaultValue={filter.pays} options={COUNTRY_OPTIONS} />
            <DateRangeFields from={filter.from} to={filter.to} />
            <StaffSelect id="spam" label="Spam" defaultValue={filter.spam} options={SPAM_OPTIONS} />
            {(
              [
                ['source', 'Source', sources, filter.source],
                ['campagne', 'Campagne', campaigns, filter.campaign],
              ] as const
            ).map(([id, label, values, chosen]) => (
              <StaffSelect
                key={id}
                id={id}
                label={label}
                any="Toutes"
                defaultValue={chosen}
                options={choices(values, chosen)}
              />
            ))}
            <StaffSelect
              id="responsable"
              label="Responsable"
              any="Tous"
              defaultValue={filter.owner}
              options={[['personne', 'Personne'], ...staff.map((member) => [member.email, member.name] as const)]}
            />
            <StaffSelect
              id="delai"
              label="Premier contact"
              any="Tous"
              defaultValue={filter.overdue ? 'retard' : ''}
              options={OVERDUE_OPTIONS}
            />
            <div className="flex items-end">
              <a href="/equipe/demandes" className={staffButton('secondary')}>
                Réinitialiser
              </a>
            </div>
          </div>
        </details>
      </form>

      <p className="mb-3 text-sm text-muted" role="status">
        {page.total === 0
          ? 'Aucune demande ne correspond.'
          : `${page.total} demande(s) — page ${filter.page} sur ${page.pages}`}
      </p>

      <ol className="space-y-2" aria-label="Demandes">
        {page.leads.map((lead) => (
          <li key={lead.id} className="rounded-card bg-white shadow-card">
            <a
              href={`/equipe/demandes/${lead.id}`}
              className="grid gap-x-4 gap-y-1 rounded-card p-4 hover:bg-cream md:grid-cols-[9rem_1fr_14rem_9rem]"
            >
              <span className="text-sm text-muted">
                n°&nbsp;{lead.id} · {frenchDateTime(lead.createdAt)}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold break-words">
                  {lead.prenom} {lead.nom}
                  {lead.societe ? <span className="font-normal text-muted"> — {lead.societe}</span> : null}
                </span>
                <span className="block truncate text-sm">{lead.sujet}</span>
                {lead.produit ? (
                  <span className="block text-sm text-muted">{productNames[lead.produit] ?? lead.produit}</span>
                ) : null}
                {sourceSummary(lead.source) ? (
                  <span className="block text-sm text-muted" data-testid="lead-source">
                    {sourceSummary(lead.source)}
                  </span>
                ) : null}
                {projectSummary(lead.project) ? (
                  <span className="block text-sm text-muted" data-testid="lead-project">
                    {projectSummary(lead.project)}
                  </span>
                ) : null}
              </span>
              <span className="min-w-0 text-sm">
                <span className="block break-all">{lead.email}</span>
                <span className="block whitespace-nowrap">{leadPhone(lead).shown}</span>
              </span>
              <span className="flex flex-wrap content-start gap-1 text-xs font-semibold">
                {contactClock(lead, now).state === 'overdue' ? (
                  <span className="rounded-full bg-error px-2 py-1 text-white" data-testid="lead-overdue">
                    En retard
                  </span>
                ) : null}
                <span className="rounded-full bg-stone px-2 py-1">{FOLLOW_UP_LABELS[lead.followUp]}</span>
                {lead.owner ? (
                  <span className="rounded-full bg-cream px-2 py-1" data-testid="lead-owner">
                    {staffName(lead.owner)}
                  </span>
                ) : null}
                {lead.isSpam ? (
                  <span className="rounded-full bg-error px-2 py-1 text-white">Spam</span>
                ) : lead.mailStatus ? (
                  <span
                    className={clsx(
                      'rounded-full px-2 py-1',
                      lead.mailStatus === 'failed' ? 'bg-error text-white' : 'bg-sky/60',
                    )}
                  >
                    E-mail {MAIL_STATUS_LABELS[lead.mailStatus]}
                  </span>
                ) : null}
                {lead.attachment ? <span className="rounded-full bg-sage/60 px-2 py-1">Pièce jointe</span> : null}
              </span>
            </a>
          </li>
        ))}
      </ol>

      {page.pages > 1 ? (
        <StaffPages
          previous={filter.page > 1 ? `/equipe/demandes${filterQuery(filter, { page: filter.page - 1 })}` : null}
          next={filter.page < page.pages ? `/equipe/demandes${filterQuery(filter, { page: filter.page + 1 })}` : null}
        >
          Page {filter.page} sur {page.pages}
        </StaffPages>
      ) : null}
    </>
  );
}
