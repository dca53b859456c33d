'use client';

import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { productSubject } from '@/lib/contact-rules';
import type { CarriedQuote } from '@/lib/estimate-params';
import { metresText, type Estimate } from '@/lib/project-details';
import type { ProductGroup } from '@/lib/product-lookup';
import type { ProjectValues } from './project-fields';

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
