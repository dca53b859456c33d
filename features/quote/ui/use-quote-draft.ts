'use client';

import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { ContactTextField } from '@/lib/contact-rules';
import { readDraft } from '@/lib/tab-draft';
import { useDraftSaving } from '@/components/forms/use-form-engine';
import { fillEmpty, TEXT_FIELDS } from './contact-form-fields';
import type { ProjectValues } from './project-fields';

/** The tab's draft of the quote form (lib/tab-draft.ts), shared by /contact and /realisations. */
export const QUOTE_DRAFT = 'quote';

type Values = Record<ContactTextField, string>;

/**
 * At hydration, text typed before it is in the fields but not in the state: taken over. The tab's draft fills
 * what is still empty; the project's fields keep what a link carried. Then every change is saved, until sent.
 * Returns null until the draft was read (nothing is saved before), then whether one came back.
 */
export function useQuoteDraft({
  formRef,
  values,
  setValues,
  project,
  setProject,
  sent,
  engage,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  /** null when the form has no project fields. */
  project: ProjectValues | null;
  setProject: Dispatch<SetStateAction<ProjectValues>>;
  sent: boolean;
  engage: () => void;
}) {
  const [restored, setRestored] = useState<boolean | null>(null);
  const withProject = project !== null;
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Values> = {};
    for (const name of TEXT_FIELDS) {
      const field = form.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value)
        typed[name] = field.value;
    }
    const draft = readDraft(QUOTE_DRAFT);
    if (draft) {
      setValues((current) => fillEmpty({ ...current, ...typed }, draft));
      if (withProject) setProject((current) => fillEmpty(current, draft));
    } else if (Object.keys(typed).length > 0) {
      setValues((current) => ({ ...current, ...typed }));
    }
    setRestored(Boolean(draft));
    if (draft || Object.keys(typed).length > 0) engage();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  // Honeypot and timing are never part of the draft.
  useDraftSaving(QUOTE_DRAFT, restored === null || sent ? null : { ...project, ...values });
  return { restored, forgotten: () => setRestored(false) };
}
