'use client';

import { type Dispatch, type RefObject, type SetStateAction, useCallback, useEffect, useMemo, useState } from 'react';
import { productSubject, type ContactTextField } from '@/lib/contact-rules';
import type { CarriedQuote } from '@/lib/estimate-params';
import { type Estimate, metresText } from '@/lib/project-details';
import type { ProductGroup } from '@/lib/product-lookup';
import type { ProjectValues } from './project-fields';
import { readDraft } from '@/lib/tab-draft';
import { useDraftSaving } from '@/components/forms/use-form-engine';
import { fillEmpty, TEXT_FIELDS } from './contact-form-fields';

/** What the quote form keeps beside its fields: what a link carries, and the tab's draft. */

/**
 * What a link brings to the quote form (read by ProductFromQuery): the product of the page the visitor came
 * from, and the estimator's sizes and estimate.
 */
export function useCarriedQuote({
  productGroups,
  setProject,
  engage,
}: {
  productGroups: readonly ProductGroup[] | undefined;
  setProject: Dispatch<SetStateAction<ProjectValues>>;
  engage: () => void;
}) {
  const [produit, setProduit] = useState<string | null>(null);
  // From a product page the subject is the product's: a placeholder here, written by the server when left empty.
  const [subjectHint, setSubjectHint] = useState<string | null>(null);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const productKeys = useMemo(
    () => new Set(productGroups?.flatMap((group) => group.products.map((product) => product.key))),
    [productGroups],
  );
  const onProduct = useCallback(
    (key: string, name: string) => {
      setProduit(key);
      // A product of the list is picked in the select; a category key stays the lead's product unless one is picked.
      if (productKeys.has(key)) setProject((current) => (current.produit ? current : { ...current, produit: key }));
      setSubjectHint(productSubject(name));
    },
    [productKeys, setProject],
  );
  const onCarried = useCallback(
    (carried: CarriedQuote) => {
      if (!productGroups) return;
      const size = (cm: number | null) => (cm === null ? undefined : metresText(cm));
      setProject((current) => ({
        ...current,
        largeur: current.largeur || (size(carried.largeurCm) ?? ''),
        profondeur: current.profondeur || (size(carried.profondeurCm) ?? ''),
      }));
      if (carried.estimation) {
        setEstimate(carried.estimation);
        engage(); // the estimate is part of what the schema checks
      }
    },
    [productGroups, setProject, engage],
  );
  /** The product sent: the select decides for those it lists; a category key from the link goes when none is. */
  const productToSend = (picked: string) =>
    (productGroups ? picked || (produit && !productKeys.has(produit) ? produit : '') : produit) || null;
  const forget = () => {
    setProduit(null);
    setSubjectHint(null);
    setEstimate(null);
  };
  return { subjectHint, estimate, onProduct, onCarried, productToSend, forget };
}

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
