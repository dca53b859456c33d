import type { Metadata } from 'next';
import { officeHours, OFFICE_KEYS } from '@/content/office-hours';
import { BookingFeedAddress } from '@/features/booking/ui/staff/feed-address';
import { ActionButton } from '@/components/equipe/staff-fields';
import { Notice, StaffCard, StaffTitle } from '@/components/equipe/staff-ui';
import { FEED_PAST_DAYS, feedUrl, listFeeds } from '@/features/booking/server/feed';
import { renewFeedAction } from '@/features/booking/server/staff-actions';
import { getStorage } from '@/lib/server/db/storage';
import { requireStaffPage } from '@/lib/server/staff/session';
import { frenchDateTime } from '@/lib/zurich-time';

export const metadata: Metadata = { title: 'Agenda des rendez-vous' };

/**
 * Each office's calendar feed: a secret address to subscribe to in Outlook or Google Calendar, drawn here and
 * revoked by drawing another.
 */
export default async function BookingFeedsPage({ searchParams }: { searchParams: Promise<{ fait?: string }> }) {
  await requireStaffPage();
  const feeds = await listFeeds(await getStorage());
  const { fait } = await searchParams;
  return (
    <>
      <p className="mb-2 text-sm">
        <a href="/equipe/rendez-vous" className="font-medium text-copper-dark underline">
          ← Les rendez-vous
        </a>
      </p>
      <StaffTitle>Agenda des rendez-vous</StaffTitle>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          {OFFICE_KEYS.map((office) => {
            const feed = feeds[office];
            const { city } = officeHours[office].office;
            return (
              <StaffCard key={office} title={`Bureau de ${city}`} id={`agenda-${office}`}>
                {fait === office ? (
                  <Notice tone="done">
                    Nouvelle adresse créée&nbsp;: l’ancienne, s’il y en avait une, ne donne plus rien.
                  </Notice>
                ) : null}
                {feed ? (
                  <>
                    <BookingFeedAddress id={`adresse-${office}`} url={feedUrl(feed.token)} />
                    <p className="mt-2 text-sm text-muted">
                      Créée le {frenchDateTime(feed.createdAt)}
                      {feed.createdBy ? ` par ${feed.createdBy}` : ''}.
                    </p>
                    <p className="mt-4 mb-2 text-sm">
                      Adresse transmise par erreur, ou collègue parti&nbsp;? Révoquez-la&nbsp;: les agendas abonnés
                      cessent de recevoir les rendez-vous, et la nouvelle adresse est à ajouter à nouveau.
                    </p>
                    <ActionButton action={renewFeedAction.bind(null, office)} variant="danger">
                      Révoquer et en créer une nouvelle
                    </ActionButton>
                  </>
                ) : (
                  <>
                    <p className="mb-3 text-sm">Pas encore d’adresse pour ce bureau.</p>
                    <ActionButton action={renewFeedAction.bind(null, office)} variant="primary">
                      Créer l’adresse
                    </ActionButton>
                  </>
                )}
              </StaffCard>
            );
          })}
        </div>
        <StaffCard title="L’ajouter à son agenda" id="mode-emploi">
          <div className="space-y-3 text-sm">
            <p>
              L’agenda reçoit les rendez-vous du bureau (visites et appels, sauf les annulés) depuis {FEED_PAST_DAYS}
              &nbsp;jours, avec le nom, le téléphone et l’e-mail du visiteur. Il se met à jour de lui-même, en lecture
              seule&nbsp;: confirmer, déplacer ou annuler se fait ici.
            </p>
            <h3 className="font-semibold">Outlook</h3>
            <ol className="list-decimal space-y-1 pl-5">
              <li>Copiez l’adresse ci-contre.</li>
              <li>
                Dans Outlook (web ou nouvel Outlook)&nbsp;: Calendrier → «&nbsp;Ajouter un calendrier&nbsp;» →
                «&nbsp;S’abonner à partir du web&nbsp;».
              </li>
              <li>Collez l’adresse, donnez un nom (par exemple «&nbsp;Rendez-vous Lumina&nbsp;»), importez.</li>
            </ol>
            <h3 className="font-semibold">Google Agenda</h3>
            <ol className="list-decimal space-y-1 pl-5">
              <li>Copiez l’adresse ci-contre.</li>
              <li>
                Sur ordinateur, dans Google Agenda&nbsp;: «&nbsp;Autres agendas&nbsp;» → «&nbsp;+&nbsp;» → «&nbsp;À
                partir de l’URL&nbsp;».
              </li>
              <li>Collez l’adresse et cliquez sur «&nbsp;Ajouter un agenda&nbsp;».</li>
            </ol>
            <p className="text-muted">
              Google et Outlook relisent l’adresse à leur rythme (de quelques minutes à quelques heures)&nbsp;: un
              changement n’y apparaît pas à la seconde. L’adresse suffit à lire l’agenda&nbsp;: ne la donnez qu’aux
              personnes du bureau.
            </p>
          </div>
        </StaffCard>
      </div>
    </>
  );
}
