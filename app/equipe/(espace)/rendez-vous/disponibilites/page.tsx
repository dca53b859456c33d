import type { Metadata } from 'next';
import { officeHours, type OfficeKey } from '@/content/office-hours';
import { BookingClosureForm, BookingPeriodForm } from '@/features/booking/ui/staff/availability-forms';
import { BookingOfficeTabs } from '@/features/booking/ui/staff/office-tabs';
import { ActionButton } from '@/components/equipe/staff-fields';
import { Notice, StaffCard, StaffTitle } from '@/components/equipe/staff-ui';
import { clockText, weekdayName } from '@/lib/french-dates';
import { BOOKING_KIND_LABELS } from '@/features/booking/labels';
import { dayInWords } from '@/lib/french-dates';
import { listClosures, listHours, type HoursRow } from '@/features/booking/server/availability';
import { isOfficeKey } from '@/content/office-hours';
import {
  addClosureAction,
  deleteClosureAction,
  deletePeriodAction,
  savePeriodAction,
} from '@/features/booking/server/staff-actions';
import { BOOKING_KINDS, type BookingKind } from '@/lib/server/db/tables';
import { getStorage } from '@/lib/server/db/storage';
import { requireStaffPage } from '@/lib/server/staff/session';
import { wallClock } from '@/lib/zoned-time';

export const metadata: Metadata = { title: 'Disponibilités des rendez-vous' };

const DONE: Record<string, string> = {
  periode: 'Plage enregistrée\u00a0: les créneaux proposés aux visiteurs suivent dès maintenant.',
  'periode-supprimee': 'Plage supprimée\u00a0: ses créneaux ne sont plus proposés (les rendez-vous pris restent).',
  fermeture: 'Jour fermé\u00a0: plus aucun créneau n’y est proposé.',
  'fermeture-supprimee': 'Jour rouvert\u00a0: ses créneaux sont de nouveau proposés.',
};

/** What a new period starts from: the migration's usual hours for the kind. */
const NEW_PERIOD: Record<BookingKind, { debut: string; fin: string; duree: string }> = {
  visite: { debut: '09:00', fin: '12:00', duree: '60' },
  appel: { debut: '08:00', fin: '12:00', duree: '20' },
};

const periodText = (row: HoursRow) =>
  `${weekdayName(row.weekday)} de ${clockText(row.startMinute)} à ${clockText(row.endMinute)}`;

/** Each office's weekly periods per kind and its closed days, public holidays included. */
export default async function AvailabilityPage({
  searchParams,
}: {
  searchParams: Promise<{ bureau?: string; fait?: string; erreur?: string; reserves?: string }>;
}) {
  await requireStaffPage();
  const { bureau, fait, erreur, reserves } = await searchParams;
  const office: OfficeKey = isOfficeKey(bureau) ? bureau : 'geneve';
  const { timeZone, office: place } = officeHours[office];
  const today = wallClock(new Date(), timeZone).day;
  const storage = await getStorage();
  const [hours, closures] = await Promise.all([listHours(storage, office), listClosures(storage, office, today)]);
  const held = Number(reserves);

  return (
    <>
      <p className="mb-2 text-sm">
        <a href={`/equipe/rendez-vous?bureau=${office}`} className="font-medium text-copper-dark underline">
          ← Les rendez-vous
        </a>
      </p>
      <StaffTitle>Disponibilités</StaffTitle>
      <BookingOfficeTabs current={office} href={(key) => `/equipe/rendez-vous/disponibilites?bureau=${key}`} />
      {DONE[fait ?? ''] ? <Notice tone="done">{DONE[fait ?? '']}</Notice> : null}
      {fait === 'fermeture' && held > 0 ? (
        <Notice tone="warning">
          {held}&nbsp;rendez-vous déjà pris ce jour-là restent à déplacer ou annuler (voir la semaine).
        </Notice>
      ) : null}
      {erreur === 'introuvable' ? (
        <Notice tone="warning">Cette plage n’existe plus (supprimée entre-temps)&nbsp;: rien n’a été changé.</Notice>
      ) : null}
      <p className="mb-4 text-sm">
        Heures de {place.city} ({timeZone}). Les visiteurs voient les créneaux libres des trois semaines à venir, au
        plus tôt 12&nbsp;h à l’avance. Une modification ne déplace ni n’annule aucun rendez-vous déjà pris.
      </p>

      <div className="space-y-4">
        {BOOKING_KINDS.map((kind) => {
          const periods = hours.filter((row) => row.kind === kind);
          return (
            <StaffCard key={kind} title={BOOKING_KIND_LABELS[kind]} id={kind}>
              {periods.length === 0 ? (
                <p className="mb-4 text-sm">Aucune plage&nbsp;: ce type de rendez-vous n’est pas proposé.</p>
              ) : (
                <ul className="mb-6 space-y-4" aria-label={`Plages\u00a0: ${BOOKING_KIND_LABELS[kind]}`}>
                  {periods.map((row) => (
                    <li key={row.id} className="rounded-lg bg-cream p-3">
                      <p className="mb-2 text-sm font-semibold first-letter:uppercase">{periodText(row)}</p>
                      <BookingPeriodForm
                        key={[row.weekday, row.startMinute, row.endMinute, row.slotMinutes, row.capacity].join('-')}
                        action={savePeriodAction.bind(null, office, kind, row.id)}
                        prefix={`plage-${row.id}`}
                        legend={`Plage du ${periodText(row)}`}
                        submitLabel="Enregistrer"
                        initial={{
                          jour: String(row.weekday),
                          debut: clockText(row.startMinute),
                          fin: clockText(row.endMinute),
                          duree: String(row.slotMinutes),
                          places: String(row.capacity),
                        }}
                      />
                      <div className="mt-2">
                        <ActionButton
                          action={deletePeriodAction.bind(null, row.id)}
                          variant="danger"
                          ariaLabel={`Supprimer la plage du ${periodText(row)}`}
                        >
                          Supprimer
                        </ActionButton>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <h3 className="mb-2 text-sm font-semibold">Ajouter une plage</h3>
              <BookingPeriodForm
                key={`nouvelle-${periods.length}-${fait ?? ''}`}
                action={savePeriodAction.bind(null, office, kind, null)}
                prefix={`nouvelle-${kind}`}
                legend={`Nouvelle plage\u00a0: ${BOOKING_KIND_LABELS[kind]}`}
                submitLabel="Ajouter"
                initial={{ jour: '1', places: '1', ...NEW_PERIOD[kind] }}
              />
            </StaffCard>
          );
        })}

        <StaffCard title="Jours fermés" id="fermetures">
          <p className="mb-3 text-sm">
            Aucun créneau n’est proposé ces jours-là. Les jours fériés ({office === 'geneve' ? 'Genève' : 'France'})
            sont chargés deux ans à l’avance&nbsp;; un jour férié supprimé ici ne revient pas.
          </p>
          <BookingClosureForm
            key={`fermeture-${closures.length}`}
            action={addClosureAction.bind(null, office)}
            today={today}
          />
          {closures.length === 0 ? (
            <p className="mt-4 text-sm">Aucun jour fermé à venir.</p>
          ) : (
            <ul className="mt-4 divide-y divide-stone" aria-label="Jours fermés à venir">
              {closures.map((closure) => (
                <li key={closure.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    <strong>{dayInWords(closure.day)}</strong> · {closure.label}{' '}
                    <span className="rounded-full bg-stone px-2 py-0.5 text-xs font-semibold">
                      {closure.origin === 'ferie' ? 'Jour férié' : 'Équipe'}
                    </span>
                  </span>
                  <ActionButton
                    action={deleteClosureAction.bind(null, closure.id)}
                    ariaLabel={`Rouvrir le ${dayInWords(closure.day)} (${closure.label})`}
                  >
                    Rouvrir
                  </ActionButton>
                </li>
              ))}
            </ul>
          )}
        </StaffCard>
      </div>
    </>
  );
}
