'use client';

import { useSearchParams } from 'next/navigation';
import { type Dispatch, type RefObject, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { isKind, type Kind } from '@/features/booking/words';
import type { OfficeKey } from '@/content/office-hours';
import { type Prefill, readSlotsAnswer } from './booking-answers';
import type { LoadedSlots, Slots } from './booking-picker-parts';
import { readDraft } from '@/lib/tab-draft';
import { useDraftSaving, useLazyRules } from '@/components/forms/use-form-engine';
import { officeForPostcode } from '@/features/booking/model/rules';
import type { BookingOffice } from './booking-offices';
import type { PickerText } from './booking-form-fields';
import { BOOKING_FIELDS } from './booking-fields';
import { VISIT_ADDRESS_FIELDS, VISIT_LINE_FIELDS } from '@/features/booking/model/address-fields';

/** The booking picker's state from outside its fields: the link's query, the free slots, the draft, the prefill. */

/**
 * Reads `?demande=` in the browser, so that the page stays static, and the pre-fill parameters a link may carry
 * (the cancellation e-mail's « choisir un autre moment »: `type`, `bureau`, `nom`, `email`, `telephone` and the
 * address's fields, `rue`, `code_postal`, `localite`…, the no-JS form's names).
 */
export function QueryFromUrl({
  onQuery,
}: {
  onQuery: (token: string | null, prefill: Prefill & { kind?: Kind }) => void;
}) {
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
      ...Object.fromEntries(VISIT_ADDRESS_FIELDS.map(({ key, form, maxLength }) => [key, text(form, maxLength)])),
    });
  }, [query, onQuery]);
  return null;
}

export const SLOTS_ERROR = 'Les créneaux n’ont pas pu être chargés. Veuillez réessayer dans un instant.';

const messageOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message.slice(0, 300)
    : null;

/**
 * The free slots of an office and kind from GET /api/rendez-vous/creneaux, asked again when either changes or
 * the visitor retries. The first request carries the link's token (`undefined` until the query was read), whose
 * answer brings the quote request's contact; a token refused (forged, expired) is said once and dropped.
 */
export function useFreeSlots({
  office,
  kind,
  onPrefill,
}: {
  office: OfficeKey;
  kind: Kind;
  onPrefill: (prefill: Prefill) => void;
}) {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [tokenNotice, setTokenNotice] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  // The slots answer the request they came for: any other (office, kind, token, retry) is still loading.
  const request = token === undefined ? null : `${office} ${kind} ${token ?? ''} ${reload}`;
  const [loaded, setLoaded] = useState<{ request: string; slots: LoadedSlots } | null>(null);
  const slots: Slots =
    request === null ? { state: 'waiting' } : loaded?.request === request ? loaded.slots : { state: 'loading' };

  useEffect(() => {
    if (token === undefined || request === null) return;
    const controller = new AbortController();
    const done = (slots: LoadedSlots) => setLoaded({ request, slots });
    const query = new URLSearchParams({ bureau: office, type: kind });
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
          if (answer.prefill) onPrefill(answer.prefill);
          return;
        }
        const message = messageOf(body);
        if (token && (response.status === 400 || response.status === 410) && message) {
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
  }, [request, token, office, kind, onPrefill]);

  /** The query's token, taken once: later links do not replace it. */
  const takeToken = useCallback(
    (value: string | null) => setToken((current) => (current === undefined ? value : current)),
    [],
  );
  /** The booking API refused the token: the visitor books without it. */
  const dropToken = useCallback(() => setToken(null), []);
  const retry = useCallback(() => setReload((count) => count + 1), []);
  return { slots, token, tokenNotice, takeToken, dropToken, retry };
}

/** The tab's draft of this form (lib/tab-draft.ts). */
export const BOOKING_DRAFT = 'rendez-vous';

/**
 * What was chosen or typed before hydration is in the fields but not in the state: taken over, once. Then the
 * tab's draft (a reload, the back button, a detour): what was typed comes back, over a link's pre-fill. From
 * then on every change is kept, until the booking is accepted.
 */
export function useBookingDraft({
  formRef,
  offices,
  kind,
  setKind,
  officeKey,
  chooseOffice,
  guessOffice,
  text,
  setText,
  booked,
  engage,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  offices: readonly BookingOffice[];
  kind: Kind;
  setKind: (kind: Kind) => void;
  /** The office, when the visitor chose it (not guessed from the postcode). */
  officeKey: OfficeKey | null;
  chooseOffice: (office: OfficeKey) => void;
  guessOffice: (office: OfficeKey) => void;
  text: PickerText;
  setText: Dispatch<SetStateAction<PickerText>>;
  booked: boolean;
  engage: () => void;
}) {
  const [read, setRead] = useState(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const checked = form.querySelector<HTMLInputElement>('input[name="type"]:checked')?.value;
    const typed = form.elements.namedItem('code_postal');
    const typedPostcode = typed instanceof HTMLInputElement ? typed.value : '';
    const draft = readDraft(BOOKING_DRAFT) ?? {};
    const chosenKind = isKind(checked) && checked !== 'visite' ? checked : draft.type;
    if (isKind(chosenKind)) setKind(chosenKind);
    const code = typedPostcode || draft.code_postal;
    const guessed = code ? officeForPostcode(code) : null;
    if (guessed) guessOffice(guessed);
    const office = offices.find((candidate) => candidate.key === draft.bureau);
    if (office) chooseOffice(office.key);
    setText((current) => {
      const next = { ...current, code_postal: code || current.code_postal };
      for (const name of [...VISIT_LINE_FIELDS.map(({ form }) => form), ...BOOKING_FIELDS])
        next[name] = draft[name] ?? current[name];
      return next;
    });
    if (draft.nom || draft.email || draft.telephone) engage();
    setRead(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  useDraftSaving(
    BOOKING_DRAFT,
    !read || booked ? null : { type: kind === 'visite' ? undefined : kind, bureau: officeKey ?? undefined, ...text },
  );
}

/** The office shown, and whether the visitor chose it (then neither a postcode nor a link moves it). */
export type OfficeChoice = { key: OfficeKey; chosen: boolean };

/**
 * What a link fills in the booking form: `fillEmpty` for its own parameters, `fromRequest` (once) for the quote
 * request's contact that the slots' answer brings. Neither writes over what the visitor typed or chose.
 */
export function useBookingPrefill({
  offices,
  setText,
  setOffice,
  engage,
}: {
  offices: readonly BookingOffice[];
  setText: Dispatch<SetStateAction<PickerText>>;
  setOffice: Dispatch<SetStateAction<OfficeChoice>>;
  engage: () => void;
}) {
  const fillEmpty = useCallback(
    (prefill: Prefill) => {
      setText((current) => ({
        ...current,
        nom: current.nom || (prefill.name ?? ''),
        email: current.email || (prefill.email ?? ''),
        telephone: current.telephone || (prefill.phone ?? ''),
        ...Object.fromEntries(
          VISIT_ADDRESS_FIELDS.map(({ key, form }) => [form, current[form] || (prefill[key] ?? '')]),
        ),
      }));
      const known = offices.find((candidate) => candidate.key === prefill.office);
      if (known) setOffice((current) => (current.chosen ? current : { key: known.key, chosen: false }));
      if (prefill.name || prefill.email || prefill.phone || prefill.street) engage();
    },
    [offices, setText, setOffice, engage],
  );
  const prefilled = useRef(false);
  const fromRequest = useCallback(
    (prefill: Prefill) => {
      if (prefilled.current) return;
      prefilled.current = true;
      fillEmpty(prefill);
      engage();
    },
    [fillEmpty, engage],
  );
  return { fillEmpty, fromRequest };
}

/**
 * The form's checks (booking-checks.ts, over the quote's rules), asked for when the visitor first touches the form,
 * with the rules useLazyRules loads then: none of it weighs on the page's first load.
 */
export function useBookingChecks() {
  const { engage: engageRules } = useLazyRules();
  const [checks, setChecks] = useState<typeof import('./booking-checks') | null>(null);
  const loading = useRef(false);
  const engage = useCallback(() => {
    engageRules();
    if (loading.current) return;
    loading.current = true;
    import('./booking-checks').then(setChecks, (error: unknown) => {
      console.error('Erreur lors du chargement des contrôles de la réservation:', error);
      loading.current = false; // as the rules do: the next focus or input tries again, the button is not left grey
    });
  }, [engageRules]);
  return { checks, engage };
}
