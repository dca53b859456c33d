import type { Metadata } from 'next';
import clsx from 'clsx';
import { StaffCard, StaffTitle, Notice } from '@/components/equipe/staff-ui';
import { FOLLOW_UP_LABELS } from '@/features/quote/follow-up';
import { CONTACT_DELAY_DAYS, dashboardCounts } from '@/features/conversions/server/dashboard';
import { frenchDuration } from '@/lib/first-contact';
import { deliveryHealth } from '@/lib/server/mail/delivery-health';
import { staffNow } from '@/lib/server/staff/staff-clock';
import { readConfig } from '@/lib/server/config';
import { searchLeads, parseLeadFilter } from '@/features/quote/search';
import { requireStaffPage } from '@/lib/server/staff/session';
import { frenchDateTime } from '@/lib/zurich-time';
import { getStorage } from '@/lib/server/db/storage';
import { upcomingBookings } from '@/features/booking/server/upcoming';
import { UpcomingBookings } from '@/features/booking/ui/staff/upcoming';

export const metadata: Metadata = { title: 'Tableau de bord' };

function Figure({ label, value, href, alarm }: { label: string; value: number; href?: string; alarm?: boolean }) {
  const body = (
    <>
      <span className={clsx('block text-3xl font-semibold tabular-nums', alarm && 'text-error-dark')}>{value}</span>
      <span className="mt-1 block text-sm text-muted">{label}</span>
    </>
  );
  return (
    <li className="rounded-card bg-white shadow-card">
      {href ? (
        <a href={href} className="block rounded-card p-4 hover:bg-cream">
          {body}
        </a>
      ) : (
        <div className="p-4">{body}</div>
      )}
    </li>
  );
}

export default async function DashboardPage() {
  await requireStaffPage();
  const config = readConfig();
  const database = await getStorage(config);
  const [counts, delivery, latest, upcoming] = await Promise.all([
    dashboardCounts(database),
    deliveryHealth(database, config),
    searchLeads(database, parseLeadFilter({})),
    upcomingBookings(database, staffNow(config)),
  ]);
  return (
    <>
      <StaffTitle>Tableau de bord</StaffTitle>
      {!delivery.smtpConfigured ? (
        <Notice tone="warning">
          <strong>L’envoi des e-mails n’est pas configuré</strong> (SMTP_URL et MAIL_TO)&nbsp;: les demandes sont
          enregistrées ici, mais personne n’en est prévenu par e-mail.
        </Notice>
      ) : null}
      {delivery.inError > 0 ? (
        <Notice tone="warning">
          <strong>Le dernier envoi d’e-mail a échoué</strong> ({delivery.inError} e-mail(s) en erreur)
          {delivery.lastError ? <>&nbsp;: {delivery.lastError}</> : null}. Les envois sont réessayés automatiquement.
        </Notice>
      ) : null}
      {delivery.alertSentAt ? (
        <Notice tone="warning">
          <strong>Alerte envoyée le {frenchDateTime(delivery.alertSentAt)}</strong> (ALERT_TO)&nbsp;: les e-mails des
          demandes ne partent plus. Elle vaut pour tout l’incident&nbsp;; le prochain envoi réussi le clôt.
        </Notice>
      ) : null}
      <ul className="mb-4 grid grid-cols-2 gap-3 sm:gap-4" aria-label="À faire">
        <Figure
          label="À traiter : demandes au statut Nouveau"
          value={counts.toHandle}
          href="/equipe/demandes?statut=nouveau"
        />
        <Figure
          label="En retard : premier contact dépassé"
          value={counts.overdue}
          href="/equipe/demandes?delai=retard"
          alarm={counts.overdue > 0}
        />
      </ul>
      <div className="mb-4">
        <UpcomingBookings {...upcoming} />
      </div>
      <p className="mb-6 text-sm text-muted" data-testid="first-contact-delays">
        {counts.firstContact.medianMs === null || counts.firstContact.p90Ms === null
          ? `Délai du premier contact : aucune demande contactée ces ${CONTACT_DELAY_DAYS} derniers jours.`
          : `Délai du premier contact sur ${CONTACT_DELAY_DAYS} jours (${counts.firstContact.count} demande(s)) : médiane ${frenchDuration(counts.firstContact.medianMs)}, 9 sur 10 en moins de ${frenchDuration(counts.firstContact.p90Ms)}.`}
      </p>
      <p className="mb-6 text-sm">
        <a href="/equipe/conversions" className="font-semibold text-copper-dark underline">
          Voir les conversions
        </a>{' '}
        <span className="text-muted">
          (demandes par semaine et par source, produit, page d’origine, suivi jusqu’au devis gagné, délais, clics)
        </span>
      </p>
      <ul className="mb-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <Figure label="Nouvelles demandes aujourd’hui" value={counts.leadsToday} href="/equipe/demandes" />
        <Figure label="Nouvelles demandes cette semaine" value={counts.leadsThisWeek} href="/equipe/demandes" />
        <Figure label="E-mails en attente" value={delivery.waiting} />
        <Figure label="E-mails en échec" value={delivery.failed} />
        <Figure label="Commentaires à modérer" value={counts.commentsPending} href="/equipe/commentaires" />
      </ul>
      <StaffCard title="Dernières demandes" id="dernieres">
        {latest.leads.length === 0 ? (
          <p>Aucune demande pour l’instant.</p>
        ) : (
          <ul className="divide-y divide-stone">
            {latest.leads.slice(0, 8).map((lead) => (
              <li key={lead.id}>
                <a
                  href={`/equipe/demandes/${lead.id}`}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 hover:bg-cream"
                >
                  <span className="font-medium">
                    {lead.prenom} {lead.nom} <span className="font-normal text-muted">— {lead.sujet}</span>
                  </span>
                  <span className="text-sm text-muted">
                    {FOLLOW_UP_LABELS[lead.followUp]} · {frenchDateTime(lead.createdAt)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </StaffCard>
    </>
  );
}
