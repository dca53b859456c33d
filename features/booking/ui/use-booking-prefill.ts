'use client';

import { useCallback, useRef, type Dispatch, type SetStateAction } from 'react';
import type { OfficeKey } from '@/content/office-hours';
import type { Prefill } from './booking-answers';
import type { PickerText } from './booking-form-fields';
import type { BookingOffice } from './booking-offices';

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
        rue: current.rue || (prefill.street ?? ''),
        localite: current.localite || (prefill.town ?? ''),
        code_postal: current.code_postal || (prefill.postcode ?? ''),
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
