'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { OfficeKey } from '@/content/office-hours';
import type { FieldErrors } from '@/lib/contact-schema';
import { CONTACT_LIMITS } from '@/lib/contact-rules';
import { postcodeCountry, PROJECT_MESSAGES } from '@/lib/project-details';
import { forgetDraft, readDraft, saveDraft } from '@/lib/tab-draft';
import { tidyVisitAddress, visitAddressErrors, visitAddressText } from '@/features/booking/model/address';
import { BOOKING_MESSAGES, officeForPostcode } from '@/features/booking/model/rules';
import { isKind, KIND_LABELS, slotInWords, type Kind, type SlotDay } from '@/features/booking/words';
import { BOOKING_SLOTS_PAGE } from '@/lib/paths';
import { MissingSummary, RequiredNote, SubmitButton } from '@/components/forms/field-pieces';
import { buttonClasses } from '@/components/ui/button-link';
import { LastingAnswer } from '@/components/forms/lasting-answer';
import { readBookAnswer, readSlotsAnswer, type FormErrors, type Prefill } from './booking-answers';
import { BookingChoice } from './booking-choice';
import { BOOKING_FIELD_LABELS, BookingFields, type BookingField } from './booking-fields';
import type { BookingOffice } from './booking-offices';
import { MapLink } from './map-link';
import { NoSlot, SlotFieldset, SlotList, slotGridClass } from './slot-list';

/**
 * The booking page's form: the kind, the postcode that chooses the office (which the visitor can
 * change), the free slots of the next three weeks from GET /api/rendez-vous/creneaux, the contact fields (filled
 * from the quote request when the page's link carries `?demande=`), then POST /api/rendez-vous and a lasting
 * confirmation in the form's place.
 *
 * Before JavaScript runs it is a plain GET form to /rendez-vous/creneaux (kind, postcode, office and « Voir les
 * créneaux libres »): without JavaScript the server lists the slots there and the booking works all the same.
 * The slots sit in the page's flow, folded by day; their place is kept while they load, so that nothing
 * on the screen moves. What is typed is kept in the tab (lib/tab-draft.ts) until the booking is accepted.
 */

type ContactSchemaModule = typeof import('@/lib/contact-schema');
const loadSchema = () => import('@/lib/contact-schema');

export const SLOTS_ERROR = 'Les créneaux n’ont pas pu être chargés. Veuillez réessayer dans un instant.';
export const BOOKING_NETWORK_ERROR =
  'Une erreur est survenue lors de l’envoi de votre réservation. Veuillez réessayer.';
const SLOT_REQUIRED = BOOKING_MESSAGES.slot;
/** The tab's draft of this form (lib/tab-draft.ts). */
export const BOOKING_DRAFT = 'rendez-vous';

type Loaded = { state: 'ready'; days: SlotDay[] } | { state: 'error'; message: string };
type Slots =
  | { state: 'waiting' } // before hydration and the query's token are known
  | { state: 'loading' }
  | Loaded;

type Values = Record<BookingField, string>;
const EMPTY: Values = { nom: '', email: '', telephone: '', message: '' };
/** A visit's street and town (the postcode is the choice's). */
type Address = { rue: string; localite: string };

/** What a booked slot leaves in the form's place. */
type Booked = {
  title: string;
  message: string;
  kind: Kind;
  office: BookingOffice;
  startsAt: string;
  place: string | null;
  /** The visit's address as typed, for the answer of a booking kept in the journal (no place in it). */
  address: string;
  manageHref: string | null;
  height: number;
};

/**
 * Reads `?demande=` in the browser, so that the page stays static, and the pre-fill parameters a link may carry
 * (the cancellation e-mail's « choisir un autre moment »: `type`, `bureau`, `nom`, `email`, `telephone`, `rue`,
 * `code_postal`, `localite`, the no-JS form's names).
 */
function QueryFromUrl({ onQuery }: { onQuery: (token: string | null, prefill: Prefill & { kind?: Kind }) => void }) {
  const params = useSearchParams();
  const query = params?.toString() ?? '';
  useEffect(() => {
    const read = new URLSearchParams(query);
    const token = read.get('demande');
    const text = (name: string, max = 300) => read.get(name)?.trim().slice(0, max) || undefined;
    const type = read.get('type');
    onQuery(token && token.length <= 200 ? token : null, {
      kind: isKind(type) ? type : undefined,
      office: text('bureau', 20),
      name: text('nom'),
      email: text('email'),
      phone: text('telephone'),
      street: text('rue'),
      postcode: text('code_postal', 10),
      town: text('localite'),
    });
  }, [query, onQuery]);
  return null;
}

export function BookingPicker({ offices }: { offices: readonly BookingOffice[] }) {
  const uid = useId();
  const [kind, setKind] = useState<Kind>('visite');
  const [officeKey, setOfficeKey] = useState<OfficeKey>(offices[0]?.key ?? 'geneve');
  const [postcode, setPostcode] = useState('');
  const [address, setAddress] = useState<Address>({ rue: '', localite: '' });
  const officeChosen = useRef(false);
  const office = offices.find((candidate) => candidate.key === officeKey) ?? offices[0]!;

  // `undefined` until the query has been read: the first request carries the token, for the prefill.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [tokenNotice, setTokenNotice] = useState<string | null>(null);

  const [reload, setReload] = useState(0);
  // The slots answer the request they came for: any other (office, kind, token, retry) is still loading.
  const request = token === undefined ? null : `${officeKey} ${kind} ${token ?? ''} ${reload}`;
  const [loaded, setLoaded] = useState<{ request: string; slots: Loaded } | null>(null);
  const slots: Slots =
    request === null ? { state: 'waiting' } : loaded?.request === request ? loaded.slots : { state: 'loading' };
  const [slot, setSlot] = useState<string | null>(null);
  const [taken, setTaken] = useState<{ message: string; next: SlotDay[] } | null>(null);

  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const [rules, setRules] = useState<ContactSchemaModule | null>(null);
  const engaged = useRef(false);
  const engage = useCallback(() => {
    if (engaged.current) return;
    engaged.current = true;
    void loadSchema().then(setRules, (error: unknown) => {
      console.error('Erreur lors du chargement de la validation du formulaire:', error);
      engaged.current = false; // the next focus or input tries again
    });
  }, []);

  /** Fills what is still empty: from the link's parameters first, then from the quote request. */
  const fillEmpty = useCallback(
    (prefill: Prefill) => {
      setValues((current) => ({
        ...current,
        nom: current.nom || (prefill.name ?? ''),
        email: current.email || (prefill.email ?? ''),
        telephone: current.telephone || (prefill.phone ?? ''),
      }));
      setAddress((current) => ({
        rue: current.rue || (prefill.street ?? ''),
        localite: current.localite || (prefill.town ?? ''),
      }));
      if (prefill.postcode) setPostcode((current) => current || prefill.postcode || '');
      const known = offices.find((candidate) => candidate.key === prefill.office);
      if (known && !officeChosen.current) setOfficeKey(known.key);
      if (prefill.name || prefill.email || prefill.phone || prefill.street) engage();
    },
    [offices, engage],
  );
  const prefilled = useRef(false);
  const applyPrefill = useCallback(
    (prefill: Prefill) => {
      if (prefilled.current) return;
      prefilled.current = true;
      fillEmpty(prefill);
      engage();
    },
    [fillEmpty, engage],
  );
  const onQuery = useCallback(
    (value: string | null, prefill: Prefill & { kind?: Kind }) => {
      setToken((current) => (current === undefined ? value : current));
      if (prefill.kind) setKind(prefill.kind);
      fillEmpty(prefill);
    },
    [fillEmpty],
  );

  useEffect(() => {
    if (token === undefined || request === null) return;
    const controller = new AbortController();
    const done = (slots: Loaded) => setLoaded({ request, slots });
    const query = new URLSearchParams({ bureau: officeKey, type: kind });
    if (token) query.set('demande', token);
    fetch(`/api/rendez-vous/creneaux?${query.toString()}`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        const answer = response.ok ? readSlotsAnswer(body) : null;
        if (answer) {
          done({ state: 'ready', days: answer.days });
          if (answer.prefill) applyPrefill(answer.prefill);
          return;
        }
        const message =
          typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
            ? body.message.slice(0, 300)
            : null;
        if (token && (response.status === 400 || response.status === 410) && message) {
          // The link's token was refused (forged, expired): said once, then the slots without it.
          setTokenNotice(message);
          setToken(null);
          return;
        }
        done({ state: 'error', message: message ?? SLOTS_ERROR });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Erreur lors du chargement des créneaux:', error);
        done({ state: 'error', message: SLOTS_ERROR });
      });
    return () => controller.abort();
  }, [request, token, officeKey, kind, applyPrefill]);

  // What was chosen or typed before hydration is in the fields but not in the state: take it over, once. Then the
  // tab's draft (a reload, the back button, a detour): what was typed comes back, over a link's pre-fill.
  const [draftRead, setDraftRead] = useState(false);
  useEffect(() => {
    if (draftRead) return;
    const form = formRef.current;
    const checked = form?.querySelector<HTMLInputElement>('input[name="type"]:checked')?.value;
    const typed = form?.elements.namedItem('code_postal');
    const typedPostcode = typed instanceof HTMLInputElement ? typed.value : '';
    const draft = readDraft(BOOKING_DRAFT) ?? {};
    const chosenKind = isKind(checked) && checked !== 'visite' ? checked : draft.type;
    if (isKind(chosenKind)) setKind(chosenKind);
    const code = typedPostcode || draft.code_postal;
    if (code) {
      setPostcode(code);
      const guessed = officeForPostcode(code);
      if (guessed) setOfficeKey(guessed);
    }
    const office = offices.find((candidate) => candidate.key === draft.bureau);
    if (office) {
      officeChosen.current = true;
      setOfficeKey(office.key);
    }
    setAddress((current) => ({ rue: draft.rue ?? current.rue, localite: draft.localite ?? current.localite }));
    setValues((current) => ({
      nom: draft.nom ?? current.nom,
      email: draft.email ?? current.email,
      telephone: draft.telephone ?? current.telephone,
      message: draft.message ?? current.message,
    }));
    if (draft.nom || draft.email || draft.telephone) engage();
    setDraftRead(true);
  }, [draftRead, offices, engage]);
  useEffect(() => {
    if (!draftRead || booked) return;
    saveDraft(BOOKING_DRAFT, {
      type: kind === 'visite' ? undefined : kind,
      bureau: officeChosen.current ? officeKey : undefined,
      code_postal: postcode,
      rue: address.rue,
      localite: address.localite,
      ...values,
    });
  }, [draftRead, booked, kind, officeKey, postcode, address, values]);

  // Another office or kind lists other slots: the one picked (or refused as taken) no longer stands.
  const forgetSlot = () => {
    setSlot(null);
    setTaken(null);
  };
  const chooseKind = (value: Kind) => {
    setKind(value);
    forgetSlot();
  };
  const chooseOffice = (value: OfficeKey) => {
    officeChosen.current = true;
    setOfficeKey(value);
    forgetSlot();
  };
  const typePostcode = (value: string) => {
    setPostcode(value);
    setServerErrors((current) => ({ ...current, code_postal: undefined }));
    const guessed = officeForPostcode(value);
    if (guessed && guessed !== officeKey) {
      setOfficeKey(guessed);
      forgetSlot();
    }
  };
  const pick = (startsAt: string) => {
    setSlot(startsAt);
    setTouched((current) => ({ ...current, creneau: true }));
    setServerErrors((current) => ({ ...current, creneau: undefined }));
  };
  const changeAddress = (name: keyof Address, value: string) => {
    setAddress((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
  };
  const change = (name: BookingField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
  };
  const blur = (name: string) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  const schema = useMemo(
    () => rules?.buildContactFieldsSchema().pick({ nom: true, email: true, telephone: true }) ?? null,
    [rules],
  );
  const clientErrors = useMemo<FieldErrors>(() => {
    if (!rules || !schema) return { form: 'pending' };
    const result = schema.safeParse(values);
    const errors = result.success ? {} : rules.fieldErrorsOf(result.error);
    if (values.message.trim().length > CONTACT_LIMITS.message)
      errors.message = rules.CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.message);
    if (postcode.trim() && !postcodeCountry(postcode)) errors.code_postal = PROJECT_MESSAGES.postcode;
    if (kind === 'visite') {
      const wrong = visitAddressErrors(tidyVisitAddress({ street: address.rue, postcode, town: address.localite }));
      if (wrong.street) errors.rue = wrong.street;
      if (wrong.postcode) errors.code_postal = wrong.postcode;
      if (wrong.town) errors.localite = wrong.town;
    }
    if (!slot) errors.creneau = SLOT_REQUIRED;
    return errors;
  }, [rules, schema, values, slot, postcode, kind, address]);
  const isValid = Object.keys(clientErrors).length === 0;
  const errorFor = (name: keyof FormErrors) =>
    serverErrors[name] ?? (touched[name] || showAll ? clientErrors[name] : undefined);

  const typedIn = (name: string) =>
    name === 'creneau'
      ? Boolean(slot)
      : name === 'code_postal'
        ? Boolean(postcode.trim())
        : name === 'rue' || name === 'localite'
          ? Boolean(address[name].trim())
          : Boolean(values[name as BookingField]);
  const order = ['rue', 'code_postal', 'localite', 'creneau', 'nom', 'email', 'telephone', 'message'];
  const started = showAll || Object.keys(touched).length > 0;
  const missing =
    rules && started
      ? Object.keys(clientErrors)
          .filter((name) => name !== 'form')
          .sort((a, b) => Number(typedIn(a)) - Number(typedIn(b)) || order.indexOf(a) - order.indexOf(b))
      : [];
  const summaryName = (name: string) => {
    const base =
      name === 'creneau'
        ? 'créneau'
        : name === 'code_postal'
          ? 'code postal'
          : name === 'rue'
            ? 'rue et numéro'
            : name === 'localite'
              ? 'localité'
              : BOOKING_FIELD_LABELS[name as BookingField].toLowerCase();
    return typedIn(name) ? `${base} valide` : base;
  };
  const fixFirst = () => {
    setShowAll(true);
    const first = missing[0] ?? '';
    // A slot of an open day; the days may all be folded, then the list itself.
    const field = formRef.current?.querySelector<HTMLElement>(
      first === 'creneau' ? 'details[open] [name="creneau"], [data-testid="booking-slots"]' : `[name="${first}"]`,
    );
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return; // a second submit while one is in flight is ignored
    if (!isValid || !slot) {
      setShowAll(true);
      engage();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setProblem(null);
    const typedAddress = tidyVisitAddress({ street: address.rue, postcode, town: address.localite });
    const chosen = { kind, office, startsAt: slot, address: visitAddressText(typedAddress) };
    const optional = (text: string) => (text.trim() ? text.trim() : undefined);
    try {
      const response = await fetch('/api/rendez-vous', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          office: office.key,
          kind,
          startsAt: slot,
          name: values.nom.trim(),
          email: values.email.trim(),
          phone: values.telephone.trim(),
          postcode: optional(postcode),
          ...(kind === 'visite' ? { street: optional(address.rue), town: optional(address.localite) } : {}),
          message: optional(values.message),
          demande: token ?? undefined,
        }),
      });
      const body: unknown = await response.json().catch(() => null);
      const answer = readBookAnswer(response.status, body, office.timeZone);
      if (!answer) throw new Error(`Réponse inattendue du serveur (HTTP ${response.status})`);
      const height = formRef.current?.offsetHeight ?? 0;
      switch (answer.outcome) {
        case 'booked':
          forgetDraft(BOOKING_DRAFT);
          setBooked({ ...chosen, title: 'Rendez-vous réservé', ...answer, height });
          break;
        case 'pending':
          forgetDraft(BOOKING_DRAFT);
          setBooked({
            ...chosen,
            title: 'Demande de rendez-vous enregistrée',
            ...answer,
            place: null,
            manageHref: null,
            height,
          });
          break;
        case 'taken':
          setTaken({ message: answer.message, next: answer.next });
          setSlot(null);
          setReload((count) => count + 1);
          break;
        case 'refused':
          setProblem(answer.message);
          setServerErrors(answer.errors);
          if (token && (answer.status === 400 || answer.status === 410) && Object.keys(answer.errors).length === 0) {
            setToken(null); // the link's token, refused: the visitor books without it
          } else if (answer.status === 422) {
            setSlot(null);
            setReload((count) => count + 1);
          }
          break;
      }
    } catch (error) {
      console.error('Erreur lors de l’envoi de la réservation:', error);
      setProblem(BOOKING_NETWORK_ERROR);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const slotHintId = `${uid}-creneaux-aide`;
  const slotError = errorFor('creneau');

  return (
    <div
      className="rounded-card bg-white p-6 shadow-card sm:p-10"
      onFocus={engage}
      onPointerDown={engage}
      onInput={engage}
      onChange={engage}
    >
      {booked ? (
        <BookingConfirmation booked={booked} />
      ) : (
        <form
          ref={formRef}
          method="get"
          action={BOOKING_SLOTS_PAGE}
          noValidate={slots.state !== 'waiting'}
          onSubmit={slots.state === 'waiting' ? undefined : onSubmit}
          aria-busy={submitting}
          className="grid gap-10"
          data-testid="booking-form"
          data-slots={slots.state}
          data-validation={rules ? 'ready' : 'pending'}
        >
          {tokenNotice ? (
            <p role="status" className="rounded-lg bg-cream p-4" data-testid="booking-token-notice">
              {tokenNotice}
            </p>
          ) : null}
          <section aria-labelledby={`${uid}-choix`} className="grid gap-6">
            <h2 id={`${uid}-choix`} className="text-h3 font-bold">
              Votre rendez-vous
            </h2>
            <BookingChoice
              offices={offices}
              idPrefix={uid}
              byPostcode={slots.state === 'waiting'}
              state={{
                kind,
                office: slots.state === 'waiting' ? '' : office.key,
                postcode,
                onKind: chooseKind,
                onOffice: chooseOffice,
                onPostcode: typePostcode,
                onPostcodeBlur: () => blur('code_postal'),
                postcodeError: errorFor('code_postal'),
                // Before JavaScript the form only leads to the slots' page, which asks for the address.
                address:
                  slots.state === 'waiting'
                    ? undefined
                    : {
                        street: address.rue,
                        town: address.localite,
                        onStreet: (text) => changeAddress('rue', text),
                        onTown: (text) => changeAddress('localite', text),
                        onBlur: blur,
                        streetError: errorFor('rue'),
                        townError: errorFor('localite'),
                      },
              }}
            />
          </section>

          <SlotFieldset
            legend="Votre créneau"
            hint={`Les trois prochaines semaines, à l’heure du bureau de ${office.city}.`}
            hintId={slotHintId}
            minHeight={slots.state !== 'error' && !(slots.state === 'ready' && slots.days.length === 0)}
            busy={slots.state === 'loading'}
          >
            {taken ? (
              <div
                role="alert"
                className="mb-6 rounded-lg border border-error/40 bg-white p-4"
                data-testid="booking-taken"
              >
                <p className="font-semibold text-error-dark">{taken.message}</p>
                {taken.next.length > 0 ? (
                  <div className="mt-4">
                    <SlotList
                      days={taken.next}
                      idPrefix={`${uid}-suivants`}
                      name="creneau-propose"
                      checked={slot}
                      onPick={pick}
                      openDays={taken.next.length}
                    />
                  </div>
                ) : null}
              </div>
            ) : null}
            <SlotsState
              slots={slots}
              office={office}
              idPrefix={`${uid}-jour`}
              checked={slot}
              onPick={pick}
              onRetry={() => setReload((count) => count + 1)}
            />
          </SlotFieldset>
          {slotError ? (
            <p role="alert" className="-mt-8 text-sm font-medium text-error" data-testid="booking-slot-error">
              {slotError}
            </p>
          ) : null}

          {slots.state === 'waiting' ? null : (
            <section aria-labelledby={`${uid}-coordonnees`} className="grid gap-6">
              <h2 id={`${uid}-coordonnees`} className="text-h3 font-bold">
                Vos coordonnées
              </h2>
              <BookingFields
                idPrefix={uid}
                phoneHint={kind === 'appel' ? 'Le numéro auquel nous vous appelons.' : undefined}
                values={values}
                errorFor={errorFor}
                onChange={change}
                onBlur={blur}
              />
              {problem ? (
                <p
                  role="alert"
                  className="rounded-lg border border-error/40 p-4 font-medium text-error-dark"
                  data-testid="booking-problem"
                >
                  {problem}
                </p>
              ) : null}
              <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
                <RequiredNote />
                <div className="flex flex-col gap-2 sm:items-end">
                  {/* Three weeks of days above: the choice is recalled where the thumb is. */}
                  <p aria-live="polite" className="sm:text-right" data-testid="booking-chosen-slot">
                    {slot ? (
                      <>
                        Créneau choisi&nbsp;: <strong>{slotInWords(slot, office.timeZone)}</strong>
                      </>
                    ) : (
                      'Aucun créneau choisi pour l’instant.'
                    )}
                  </p>
                  <SubmitButton label="Réserver ce créneau" busy={submitting} blocked={!isValid} />
                  <MissingSummary
                    names={submitting ? [] : missing.map(summaryName)}
                    onFix={fixFirst}
                    testId="booking-missing"
                  />
                </div>
              </div>
            </section>
          )}
        </form>
      )}
      <Suspense fallback={null}>
        <QueryFromUrl onQuery={onQuery} />
      </Suspense>
    </div>
  );
}

/** What the slots' box holds: the no-JS way on, a skeleton, the list, nothing free, or an error. */
function SlotsState({
  slots,
  office,
  idPrefix,
  checked,
  onPick,
  onRetry,
}: {
  slots: Slots;
  office: BookingOffice;
  idPrefix: string;
  checked: string | null;
  onPick: (startsAt: string) => void;
  onRetry: () => void;
}) {
  switch (slots.state) {
    case 'waiting':
      // The server's HTML: without JavaScript the visitor goes on to the slots the server lists.
      return (
        <div className="flex h-full flex-col items-start justify-center gap-4">
          <p>
            Choisissez le type de rendez-vous et le bureau, puis affichez les créneaux libres des trois prochaines
            semaines.
          </p>
          <button type="submit" className={buttonClasses('primary')}>
            Voir les créneaux libres
          </button>
        </div>
      );
    case 'loading':
      return (
        <div data-testid="booking-skeleton">
          <p className="sr-only" role="status">
            Chargement des créneaux libres…
          </p>
          {/* The list's shape: the first day open, the next ones folded. */}
          <div aria-hidden="true" className="grid gap-3">
            <div>
              <div className="h-12 rounded-lg bg-stone motion-safe:animate-pulse" />
              <div className={slotGridClass}>
                {[0, 1, 2, 3, 4].map((time) => (
                  <div key={time} className="h-11 rounded-lg bg-stone motion-safe:animate-pulse" />
                ))}
              </div>
            </div>
            {[0, 1, 2, 3].map((day) => (
              <div key={day} className="h-12 rounded-lg bg-stone motion-safe:animate-pulse" />
            ))}
          </div>
        </div>
      );
    case 'error':
      return (
        <div role="alert" className="flex h-full flex-col items-start justify-center gap-4">
          <p className="font-medium text-error-dark">{slots.message}</p>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-12 items-center rounded-full border border-anthracite/30 px-6 font-semibold hover:border-anthracite"
          >
            Réessayer
          </button>
        </div>
      );
    case 'ready':
      return slots.days.length > 0 ? (
        <SlotList days={slots.days} idPrefix={idPrefix} checked={checked} onPick={onPick} />
      ) : (
        <NoSlot office={office} />
      );
  }
}

/** The lasting answer: what was booked, when (in words, on the office's clock), where, and the way to change it. */
function BookingConfirmation({ booked }: { booked: Booked }) {
  const { office } = booked;
  const place =
    booked.place ?? (booked.kind === 'appel' ? 'appel téléphonique au numéro que vous avez donné' : booked.address);
  return (
    <LastingAnswer title={booked.title} headingLevel="h2" height={booked.height} testId="booking-confirmation">
      <p>{booked.message}</p>
      <p>
        {KIND_LABELS[booked.kind]}, le{' '}
        <strong data-testid="booking-when">{slotInWords(booked.startsAt, office.timeZone)}</strong> (heure de{' '}
        {office.city}).
      </p>
      <p>
        Lieu&nbsp;: <span data-testid="booking-place">{place}</span>
        {booked.kind === 'visite' && place ? (
          <>
            {' '}
            <MapLink address={place} />
          </>
        ) : null}
      </p>
      {booked.manageHref ? (
        <>
          <p>L’e-mail de confirmation contient l’invitation à ajouter à votre agenda.</p>
          <p>
            Un empêchement&nbsp;?{' '}
            <a
              href={booked.manageHref}
              className="inline-flex min-h-11 items-center font-semibold text-copper-dark underline underline-offset-4 hover:text-copper-deep"
            >
              Déplacer ou annuler le rendez-vous
            </a>{' '}
            (jusqu’à 12&nbsp;h avant).
          </p>
        </>
      ) : null}
      <p>
        Une question&nbsp;? Appelez le bureau de {office.label}&nbsp;:{' '}
        <a
          href={office.telHref}
          className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-copper-dark underline"
        >
          {office.phoneText}
        </a>
      </p>
    </LastingAnswer>
  );
}
