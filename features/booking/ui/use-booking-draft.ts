'use client';

import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { OfficeKey } from '@/content/office-hours';
import { readDraft } from '@/lib/tab-draft';
import { useDraftSaving } from '@/components/forms/use-form-engine';
import { officeForPostcode } from '@/features/booking/model/rules';
import { isKind, type Kind } from '@/features/booking/words';
import type { BookingOffice } from './booking-offices';
import type { PickerText } from './booking-form-fields';

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
      for (const name of ['rue', 'localite', 'nom', 'email', 'telephone', 'message'] as const)
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
