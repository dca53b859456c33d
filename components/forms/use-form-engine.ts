'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldErrors } from '@/lib/contact-schema';
import { saveDraft } from '@/lib/tab-draft';

export { useSubmitGuard } from './use-submit-guard';

/**
 * What the site's forms (the quote, the booking) share once hydrated: validation loaded when needed, messages
 * after blur or submit, the summary of what is missing, the focus on the first field to fix, the in-flight guard
 * and the tab's draft. Each form keeps its own fields and what it sends.
 */

export type FormRules = typeof import('@/lib/contact-schema');
const loadRules = () => import('@/lib/contact-schema');

/**
 * zod and the messages are not part of the page's first load: they arrive when the visitor first touches the
 * form (focus, pointer, input). Until then the form counts as not yet valid, which an empty form is anyway.
 */
export function useLazyRules() {
  const [rules, setRules] = useState<FormRules | null>(null);
  const [engaged, setEngaged] = useState(false);
  const loading = useRef(false);
  const engage = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setEngaged(true);
    void loadRules().then(setRules, (error: unknown) => {
      console.error('Erreur lors du chargement de la validation du formulaire:', error);
      loading.current = false; // the next focus or input tries again
    });
  }, []);
  return { rules, engaged, engage };
}

/** Until the rules have arrived, the one error that keeps the button grey. */
export const PENDING: FieldErrors = { form: 'pending' };

type FeedbackOptions = {
  /** The form's own check of what it holds (PENDING until its rules are here). */
  clientErrors: FieldErrors;
  /** Whether the visitor typed or chose something in this field (« e-mail valide » rather than « e-mail »). */
  typedIn: (name: string) => boolean;
  /** The field's place in the form, for the summary's order. */
  order: (name: string) => number;
  /** How the summary names the field: its label in lower case. */
  summaryName: (name: string) => string;
  formRef: RefObject<HTMLFormElement | null>;
  /** Where the focus goes to fix a field; by default the control of that name. */
  focusSelector?: (name: string) => string;
  /** Fields whose message shows at once (a carried estimate the visitor did not type). */
  shownAtOnce?: readonly string[];
};

export function useFieldFeedback({
  clientErrors,
  typedIn,
  order,
  summaryName,
  formRef,
  focusSelector = (name) => `[name="${name}"]`,
  shownAtOnce = [],
}: FeedbackOptions) {
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const isValid = Object.keys(clientErrors).length === 0;
  const errorFor = (name: string) =>
    serverErrors[name] ?? (touched[name] || showAll || shownAtOnce.includes(name) ? clientErrors[name] : undefined);
  const touch = (name: string) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  /** A field the visitor changes loses the server's message about it. */
  const edited = (name: string) =>
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  // What keeps the button grey, once the visitor has started, named beside it: the empty fields first
  // (what is missing), then those to correct, each in the form's order.
  const started = showAll || Object.keys(touched).length > 0;
  const missing =
    clientErrors !== PENDING && started
      ? Object.keys(clientErrors)
          .filter((name) => name !== 'form')
          .sort((a, b) => Number(typedIn(a)) - Number(typedIn(b)) || order(a) - order(b))
      : [];
  const summary = missing.map((name) => (typedIn(name) ? `${summaryName(name)} valide` : summaryName(name)));

  /** Tapping the summary: every message shows, and the first field to fix takes the focus, in view. */
  const fixFirst = () => {
    setShowAll(true);
    const field = formRef.current?.querySelector<HTMLElement>(focusSelector(missing[0] ?? ''));
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  const reset = () => {
    setTouched({});
    setShowAll(false);
    setServerErrors({});
  };
  return {
    isValid,
    errorFor,
    touch,
    edited,
    summary,
    fixFirst,
    reset,
    revealAll: () => setShowAll(true),
    setServerErrors,
  };
}

/**
 * What is typed stays in the tab through a reload, the back button or a detour (lib/tab-draft.ts); `null` while
 * nothing may be saved (before the draft was read back, after the form was sent).
 */
export function useDraftSaving(form: string, draft: Readonly<Record<string, string | undefined>> | null) {
  const text = draft === null ? null : JSON.stringify(draft);
  useEffect(() => {
    if (text !== null) saveDraft(form, JSON.parse(text) as Record<string, string | undefined>);
  }, [form, text]);
}
