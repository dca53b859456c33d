import type { Metadata } from 'next';
import { officeHours } from '@/content/office-hours';
import { BookingOfficeTabs } from '@/features/booking/ui/staff/office-tabs';
import { BookingWeek, BookingWeekNav } from '@/features/booking/ui/staff/week';
import { DateRangeFields } from '@/components/equipe/staff-fields';
import { staffButton, StaffCard, StaffTitle } from '@/components/equipe/staff-ui';
import { dayInWords } from '@/lib/french-dates';
import { isOfficeKey } from '@/content/office-hours';
import { officeWeek, weekParam } from '@/features/booking/server/week';
import { getStorage } from '@/lib/server/db/storage';
import { requireStaffPage } from '@/lib/server/staff/session';
import { staffNow } from '@/lib/server/staff/staff-clock';
import { addDays, wallClock } from '@/lib/zoned-time';

export const metadata: Metadata = { title: 'Rendez-vous' };

/** An office's week of appointments (`bureau`, `semaine`: any day of the week), with the previous and next weeks. */
export default async function BookingsWeekPage({
  searchParams,
}: {
  searchParams: Promise<{ bureau?: string; semaine?: string }>;
}) {
  await requireStaffPage();
  const { bureau, semaine } = await searchParams;
  const office = isOfficeKey(bureau) ? bureau : 'geneve';
  const now = staffNow();
  const monday = weekParam(semaine, office, now);
  const sunday = addDays(monday, 6);
  const days = await officeWeek(await getStorage(), office, monday);
  const today = wallClock(now, officeHours[office].timeZone).day;
  const weekHref = (day: string, chosen = office) => `/equipe/rendez-vous?bureau=${chosen}&semaine=${day}`;
  const held = days.flatMap((day) => day.bookings).filter((booking) => booking.status !== 'annule').length;

  return (
    <>
      <StaffTitle
        aside={
          <div className="flex flex-wrap gap-2">
            <a href={`/equipe/rendez-vous/disponibilites?bureau=${office}`} className={staffButton('secondary')}>
              Disponibilités
            </a>
            <a href="/equipe/rendez-vous/agenda" className={staffButton('secondary')}>
              Agenda (Outlook, Google)
            </a>
          </div>
        }
      >
        Rendez-vous
      </StaffTitle>
      <BookingOfficeTabs current={office} href={(key) => weekHref(monday, key)} />
      <BookingWeekNav previous={weekHref(addDays(monday, -7))} next={weekHref(addDays(monday, 7))}>
        <p className="font-semibold">
          Du {dayInWords(monday, { year: false })} au {dayInWords(sunday)}
        </p>
        {today < monday || today > sunday ? (
          <a href={weekHref(today)} className="text-copper-dark underline">
            {today < monday ? 'Voir la semaine en cours' : 'Revenir à cette semaine'}
          </a>
        ) : null}
      </BookingWeekNav>
      <p className="my-4 text-sm" role="status">
        {held === 0 ? 'Aucun rendez-vous dans la semaine.' : `${held} rendez-vous dans la semaine`} · heures de{' '}
        {officeHours[office].office.city} ({officeHours[office].timeZone})
      </p>
      <BookingWeek days={days} today={today} />

      <div className="mt-6">
        <StaffCard title="Exporter en CSV" id="export">
          <form method="get" action="/equipe/api/rendez-vous/export" className="grid gap-3 sm:grid-cols-3">
            <input type="hidden" name="bureau" value={office} />
            <DateRangeFields from={monday} to={sunday} />
            <div className="flex items-end">
              <button type="submit" className={staffButton('secondary')}>
                Exporter en CSV
              </button>
            </div>
          </form>
          <p className="mt-2 text-sm text-muted">
            Les rendez-vous de {officeHours[office].office.city} entre ces deux jours (inclus), annulés compris.
          </p>
        </StaffCard>
      </div>
    </>
  );
}
