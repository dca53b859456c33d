'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Material, Pricing, PricingOption } from '@/content/pricing';
import { formatNumber } from '@/content/price-formulas';
import { estimate, formatChfRange, productFor, type SizeField } from '@/lib/estimate';
import { quoteLink } from '@/lib/quote-link';
import { rememberedProduct, rememberQuote } from '@/lib/quote-context';
import { GOAL_ESTIMATOR_USED } from '@/lib/track-goal';
import { buttonClasses } from '@/components/ui/button-link';
import { IndicativeNote } from './indicative-note';

export type EstimatorProps = {
  /** The price guide, validated on the server (content/pricing.ts) and handed over as data. */
  pricing: Pricing;
  defaultMaterial: Material;
  /**
   * The product page the estimator sits on, if any: the quote request names it. Without one (/estimation), the
   * product a link named (`?produit=`), else the one last estimated in this tab.
   */
  product?: string;
};

/** A product the price guide covers, else none (the reference product of the type is named instead). */
function carriedProduct(pricing: Pricing): string | undefined {
  const key = new URLSearchParams(location.search).get('produit') ?? rememberedProduct();
  return key && Object.hasOwn(pricing.products, key) ? key : undefined;
}

const inputClass = (invalid: boolean) =>
  clsx(
    'block w-full rounded-lg border bg-white py-3 pr-10 pl-4 text-base text-anthracite placeholder:text-muted/80',
    'transition-colors duration-200 focus:border-copper',
    invalid ? 'border-error' : 'border-stone-dark hover:border-muted',
  );

const sizeLabels: Record<SizeField, string> = { width: 'Largeur', depth: 'Profondeur' };

/** The budget estimator: type, width × depth and options in, a CHF range with its breakdown out. */
export function Estimator({ pricing, defaultMaterial, product: pageProduct }: EstimatorProps) {
  const id = useId();
  // Only ever rendered in the browser (EstimatorLoader imports it once mounted): the address and the tab are at hand.
  const [product] = useState(() => pageProduct ?? carriedProduct(pricing));
  const [material, setMaterial] = useState<Material>(
    () => (!pageProduct && product && pricing.products[product]) || defaultMaterial,
  );
  const [sizes, setSizes] = useState<Record<SizeField, string>>({ width: '', depth: '' });
  const [left, setLeft] = useState<Record<SizeField, boolean>>({ width: false, depth: false });
  const [options, setOptions] = useState(
    () =>
      Object.fromEntries(Object.entries(pricing.options).map(([key, option]) => [key, option.included])) as Record<
        PricingOption,
        boolean
      >,
  );

  const result = estimate(pricing, { material, ...sizes, options });
  // « Estimateur utilisé » once per page: when the visitor's sizes first give a price.
  const used = useRef(false);
  useEffect(() => {
    if (!result.ok || used.current) return;
    used.current = true;
    void import('@/lib/visit-signals').then((signals) => signals.trackGoal(GOAL_ESTIMATOR_USED));
  }, [result.ok]);
  // A field's message shows once the visitor has typed in it or left it, not on an untouched form.
  const errorOf = (field: SizeField) =>
    !result.ok && (sizes[field] !== '' || left[field]) ? result.errors[field] : undefined;
  const areaError = result.ok ? undefined : result.errors.area;
  const href = quoteLink({
    material,
    product: productFor(pricing, material, product),
    ...(result.ok ? { width: result.estimate.width, depth: result.estimate.depth, estimate: result.estimate } : {}),
  });
  // Every quote link of the site then finds this estimate (lib/quote-context.ts); a size erased keeps the last one.
  useEffect(() => {
    if (result.ok) rememberQuote(href);
  }, [result.ok, href]);

  const sizeField = (field: SizeField) => {
    const inputId = `${id}-${field}`;
    const error = errorOf(field);
    return (
      <div>
        <label htmlFor={inputId} className="mb-2 block font-semibold">
          {sizeLabels[field]} <span className="font-normal text-muted">(en mètres)</span>
        </label>
        <div className="relative">
          <input
            id={inputId}
            name={field === 'width' ? 'largeur' : 'profondeur'}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={field === 'width' ? 'ex. 4' : 'ex. 3,5'}
            value={sizes[field]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setSizes({ ...sizes, [field]: event.target.value })}
            onBlur={() => setLeft({ ...left, [field]: true })}
            className={inputClass(Boolean(error))}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-muted"
          >
            m
          </span>
        </div>
        {error ? (
          <p id={`${inputId}-error`} className="mt-2 text-sm font-medium text-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="rounded-card bg-white p-5 shadow-card sm:p-8">
      <div className="grid gap-8 lg:grid-cols-2 [&>*]:min-w-0">
        <div className="space-y-6">
          <fieldset className="min-w-0">
            <legend className="mb-3 font-semibold">Type de structure</legend>
            <div className="flex flex-wrap gap-3">
              {(Object.keys(pricing.materials) as Material[]).map((key) => (
                <label
                  key={key}
                  className={clsx(
                    'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 py-2 font-semibold',
                    material === key ? 'border-copper-dark bg-cream' : 'border-stone-dark hover:border-muted',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-materiau`}
                    value={key}
                    checked={material === key}
                    onChange={() => setMaterial(key)}
                    className="size-4 accent-copper-dark"
                  />
                  {pricing.materials[key].label}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
            {sizeField('width')}
            {sizeField('depth')}
          </div>

          <fieldset className="min-w-0">
            <legend className="mb-3 font-semibold">Options</legend>
            <div className="space-y-3">
              {(Object.keys(pricing.options) as PricingOption[]).map((key) => (
                <label key={key} className="flex cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    checked={options[key]}
                    onChange={(event) => setOptions({ ...options, [key]: event.target.checked })}
                    className="mt-1 size-5 shrink-0 accent-copper-dark"
                  />
                  <span>
                    <span className="font-semibold">{pricing.options[key].label}</span>
                    <span className="block text-sm text-muted">
                      {pricing.options[key].hint}, {formatChfRange(pricing.options[key].cost)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <div className="flex flex-col gap-5 rounded-card bg-stone/60 p-5 sm:p-6">
          <div role="status" aria-live="polite" aria-atomic="true">
            {result.ok ? (
              <>
                <p className="text-sm font-semibold tracking-[0.14em] text-copper-dark uppercase">
                  Estimation pour {formatNumber(result.estimate.area)}
                  {'\u00a0'}m²
                </p>
                <p className="mt-2 text-h3 font-bold" data-testid="estimate-total">
                  {formatChfRange(result.estimate)}
                </p>
              </>
            ) : areaError ? (
              <p className="font-medium text-error">{areaError}</p>
            ) : (
              <p className="text-muted">Indiquez la largeur et la profondeur pour obtenir une fourchette de prix.</p>
            )}
          </div>

          {result.ok ? (
            <table className="w-full text-left text-sm" data-testid="estimate-breakdown">
              <caption className="sr-only">Détail de l’estimation</caption>
              <tbody>
                {result.estimate.lines.map((line) => (
                  <tr key={line.key} className="border-b border-stone-dark/60 last:border-0">
                    <th scope="row" className="py-2 pr-3 align-top font-normal">
                      <span className="block font-semibold text-anthracite">{line.label}</span>
                      <span className="block text-muted">{line.detail}</span>
                    </th>
                    <td className="py-2 text-right align-top font-semibold whitespace-nowrap">
                      {formatChfRange(line)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}

          <IndicativeNote />
          <a href={href} className={buttonClasses('primary', 'self-start')}>
            Recevoir un devis précis
          </a>
        </div>
      </div>
    </div>
  );
}
