'use server';
import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { CLOSURE_FIELDS, PERIOD_FIELDS, type FormState } from '@/features/booking/model/hours-form';
import { clockText } from '@/lib/french-dates';
import { closureSchema, periodSchema, readForm } from '@/features/booking/model/hours-schema';
import type { OfficeKey } from '@/content/office-hours';
import { withStaff } from '@/lib/server/staff/action';
import { isRecordId } from '@/lib/server/staff/bound';
import { recordAudit } from '@/lib/server/staff/audit';
import type { Staff } from '@/lib/server/staff/session';
import type { OpenDatabase } from '@/lib/server/db/database';
import { nudgeMailQueue } from '@/lib/server/mail/nudge';
import { BOOKING_KINDS, type BookingKind } from '@/lib/server/db/tables';
import { isOfficeKey } from '@/content/office-hours';
import { listFeeds, renewFeed } from './feed';
import { addClosure, addPeriod, deleteClosure, deletePeriod, updatePeriod } from './hours-admin';
import { getBooking, type BookingResult } from './store';
import { cancelBooking, confirmBooking, moveBooking } from './changes';

/**
 * The back-office's actions on appointments: on an appointment's page (confirm, move, cancel: the
 * visitor is told by e-mail, store.ts queues it), on the availability page (periods, closed days) and on the
 * calendar feed's page. Each is audited and ends with a 303 back to its page (`fait`, `erreur`), so it works
 * without JavaScript; the availability forms, read with useActionState, come back with their field messages.
 */

const bookingPage = (id: number) => `/equipe/rendez-vous/${id}`;
const hoursPage = (office: OfficeKey) => `/equipe/rendez-vous/disponibilites?bureau=${office}`;

/** Bound arguments arrive as the browser posts them back: checked like any field (staff/bound.ts). */
const validId = isRecordId;
const isKind = (kind: unknown): kind is BookingKind => (BOOKING_KINDS as readonly unknown[]).includes(kind);
const staffName = (staff: Staff) => staff.name || staff.email;

/** The appointment an action is about; an id that is not one of them is the staff 404 page. */
async function bookingOr404(storage: OpenDatabase, id: number) {
  const booking = validId(id) ? await getBooking(storage, id) : null;
  if (!booking) notFound();
  return booking;
}

/** Audits a change the store made, tells the visitor now, and goes back to the page; a refusal goes back saying why. */
async function afterChange(
  storage: OpenDatabase,
  staff: Staff,
  id: number,
  result: BookingResult,
  action: string,
  details: Record<string, unknown>,
) {
  if (!result.ok) {
    if (result.reason === 'introuvable') notFound();
    redirect(`${bookingPage(id)}?erreur=${result.reason}#actions`);
  }
  await recordAudit({ actor: staff.email, action, targetType: 'booking', targetId: id, details }, storage);
  void nudgeMailQueue();
}

/** « Confirmer le rendez-vous »: the visitor gets the confirmation. */
export async function confirmBookingAction(id: number): Promise<void> {
  await withStaff(async (staff, storage) => {
    const booking = await bookingOr404(storage, id);
    if (booking.status === 'confirme') return;
    const result = await confirmBooking(storage, id, staffName(staff), new Date());
    await afterChange(storage, staff, id, result, 'booking.confirm', { office: booking.office, kind: booking.kind });
  });
  redirect(`${bookingPage(id)}?fait=confirme`);
}

/** « Déplacer »: `creneau`, the start (ISO) of a free slot of the same office and kind. */
export async function moveBookingAction(id: number, form: FormData): Promise<void> {
  await withStaff(async (staff, storage) => {
    const booking = await bookingOr404(storage, id);
    const chosen = new Date(String(form.get('creneau') ?? ''));
    if (Number.isNaN(chosen.getTime())) redirect(`${bookingPage(id)}?erreur=creneau#actions`);
    if (chosen.toISOString() === booking.startsAt) return;
    const result = await moveBooking(storage, id, chosen, { staff: staffName(staff) }, new Date());
    await afterChange(storage, staff, id, result, 'booking.move', {
      office: booking.office,
      from: booking.startsAt,
      to: chosen.toISOString(),
    });
  });
  redirect(`${bookingPage(id)}?fait=deplace`);
}

/** « Annuler le rendez-vous »: the seat is free again, the visitor and the office are told. */
export async function cancelBookingAction(id: number): Promise<void> {
  await withStaff(async (staff, storage) => {
    const booking = await bookingOr404(storage, id);
    const result = await cancelBooking(storage, id, { staff: staffName(staff) }, new Date());
    await afterChange(storage, staff, id, result, 'booking.cancel', { office: booking.office, kind: booking.kind });
  });
  redirect(`${bookingPage(id)}?fait=annule`);
}

/** A weekly period's form (add when `id` is null, else edit): back with its messages when refused. */
export async function savePeriodAction(
  office: OfficeKey,
  kind: BookingKind,
  id: number | null,
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const refused = await withStaff(async (staff, storage) => {
    if (!isOfficeKey(office) || !isKind(kind) || (id !== null && !validId(id))) notFound();
    const read = readForm(periodSchema, form, PERIOD_FIELDS);
    if (!read.ok) return read.state;
    const period = read.value;
    const saved =
      id === null ? await addPeriod(storage, office, kind, period) : await updatePeriod(storage, id, period);
    if (saved === null) redirect(`${hoursPage(office)}&erreur=introuvable`);
    if (!saved.ok) return { errors: saved.errors, values: read.typed };
    const details = {
      office,
      kind,
      jour: period.jour,
      debut: clockText(period.debut),
      fin: clockText(period.fin),
      duree: period.duree,
      places: period.places,
    };
    await recordAudit(
      {
        actor: staff.email,
        action: id === null ? 'booking-hours.add' : 'booking-hours.edit',
        targetType: 'booking-hours',
        targetId: 'id' in saved ? saved.id : id,
        details,
      },
      storage,
    );
    return null;
  });
  if (refused) return refused;
  redirect(`${hoursPage(office)}&fait=periode#${kind}`);
}

/** « Supprimer » a weekly period: its slots are no longer offered (what is booked stays). */
export async function deletePeriodAction(id: number): Promise<void> {
  const office = await withStaff(async (staff, storage) => {
    const deleted = validId(id) ? await deletePeriod(storage, id) : null;
    if (!deleted) notFound();
    await recordAudit(
      {
        actor: staff.email,
        action: 'booking-hours.delete',
        targetType: 'booking-hours',
        targetId: id,
        details: {
          office: deleted.office,
          kind: deleted.kind,
          jour: deleted.weekday,
          debut: clockText(deleted.startMinute),
          fin: clockText(deleted.endMinute),
        },
      },
      storage,
    );
    return deleted.office;
  });
  redirect(`${hoursPage(office)}&fait=periode-supprimee`);
}

/** A closed day (`jour`, `libelle`): back with its messages when refused; the page says what is still booked. */
export async function addClosureAction(office: OfficeKey, _previous: FormState, form: FormData): Promise<FormState> {
  const outcome = await withStaff(async (staff, storage) => {
    if (!isOfficeKey(office)) notFound();
    const read = readForm(closureSchema, form, CLOSURE_FIELDS);
    if (!read.ok) return read.state;
    const added = await addClosure(storage, office, read.value, new Date());
    if (!added.ok) return { errors: added.errors, values: read.typed };
    await recordAudit(
      {
        actor: staff.email,
        action: 'booking-closure.add',
        targetType: 'booking-closure',
        targetId: added.id,
        details: { office, jour: read.value.jour, libelle: read.value.libelle },
      },
      storage,
    );
    return { held: added.held };
  });
  if ('errors' in outcome) return outcome;
  redirect(`${hoursPage(office)}&fait=fermeture&reserves=${outcome.held}#fermetures`);
}

/** Opens a closed day again, a public holiday included. */
export async function deleteClosureAction(id: number): Promise<void> {
  const office = await withStaff(async (staff, storage) => {
    const deleted = validId(id) ? await deleteClosure(storage, id) : null;
    if (!deleted) notFound();
    await recordAudit(
      {
        actor: staff.email,
        action: 'booking-closure.delete',
        targetType: 'booking-closure',
        targetId: id,
        details: { office: deleted.office, jour: deleted.day, libelle: deleted.label, origine: deleted.origin },
      },
      storage,
    );
    return deleted.office;
  });
  redirect(`${hoursPage(office)}&fait=fermeture-supprimee#fermetures`);
}

/** « Créer l’adresse » / « Révoquer et en créer une nouvelle »: the office's calendar feed gets a new secret. */
export async function renewFeedAction(office: OfficeKey): Promise<void> {
  await withStaff(async (staff, storage) => {
    if (!isOfficeKey(office)) notFound();
    const revoked = Boolean((await listFeeds(storage))[office]);
    await renewFeed(storage, office, staff.email, new Date());
    await recordAudit(
      {
        actor: staff.email,
        action: 'booking-feed.renew',
        targetType: 'booking-feed',
        targetId: office,
        details: { revoked },
      },
      storage,
    );
  });
  redirect(`/equipe/rendez-vous/agenda?fait=${office}#agenda-${office}`);
}
