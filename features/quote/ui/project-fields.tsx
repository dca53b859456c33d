'use client';

import type { ChangeEvent, ReactNode } from 'react';
import {
  CONTACT_PREFERE_LABELS,
  CONTACTS_PREFERES,
  COUNTRY_LABELS,
  DELAI_LABELS,
  DELAIS,
  ESTIMATE_LABEL,
  estimateText,
  LOCALITE_MAX,
  MOMENT_LABELS,
  MOMENTS,
  parseMetres,
  POSE_LABELS,
  POSES,
  postcodeCountry,
  areaText,
  type Estimate,
  type ProjectField,
} from '@/lib/project-details';
import { estimateFormValues } from '@/lib/estimate-params';
import type { ProductGroup } from '@/lib/product-lookup';

export type ProjectValues = Record<ProjectField | 'produit', string>;
export const EMPTY_PROJECT: ProjectValues = {
  produit: '',
  largeur: '',
  profondeur: '',
  pose: '',
  code_postal: '',
  localite: '',
  delai: '',
  contact_prefere: '',
  moment_contact: '',
};

type Props = {
  groups: readonly ProductGroup[];
  values: ProjectValues;
  estimate: Estimate | null;
  fieldId: (name: string) => string;
  errorFor: (name: string) => string | undefined;
  onChange: (name: keyof ProjectValues, value: string) => void;
  onBlur: (name: string) => () => void;
  inputClass: (invalid: boolean) => string;
};

const labelClass = 'mb-2 block font-semibold';
const radioClass = 'size-5 shrink-0 accent-copper-dark';

/**
 * The optional « Votre projet » fields of the quote form: native controls only (a select,
 * radio groups, decimal keyboards on phones), laid out one per row on phones and two per row above.
 * Validation is the shared zod schema's (projectFieldsSchema), run by the form.
 */
export function ProjectFields({ groups, values, estimate, fieldId, errorFor, onChange, onBlur, inputClass }: Props) {
  const change = (name: keyof ProjectValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange(name, event.target.value);
  const described = (name: string, extra?: string) => {
    const ids = [errorFor(name) ? `${fieldId(name)}-error` : '', extra ?? ''].filter(Boolean).join(' ');
    return ids || undefined;
  };
  const error = (name: string): ReactNode => {
    const message = errorFor(name);
    return message ? (
      <p id={`${fieldId(name)}-error`} role="alert" className="mt-2 text-sm font-medium text-error">
        {message}
      </p>
    ) : null;
  };
  const width = parseMetres(values.largeur);
  const depth = parseMetres(values.profondeur);
  const place = postcodeCountry(values.code_postal);

  const text = (name: 'largeur' | 'profondeur' | 'code_postal' | 'localite', label: string, extra: object = {}) => (
    <div>
      <label htmlFor={fieldId(name)} className={labelClass}>
        {label}
      </label>
      <input
        id={fieldId(name)}
        name={name}
        type="text"
        value={values[name]}
        onChange={change(name)}
        onBlur={onBlur(name)}
        aria-invalid={errorFor(name) ? true : undefined}
        aria-describedby={described(name, name === 'code_postal' && place ? `${fieldId(name)}-pays` : undefined)}
        className={inputClass(Boolean(errorFor(name)))}
        {...extra}
      />
      {error(name)}
    </div>
  );

  const radios = <T extends string>(
    name: 'pose' | 'contact_prefere',
    legend: string,
    options: readonly T[],
    labels: Record<T, string>,
  ) => (
    <fieldset aria-describedby={described(name)}>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option}
              checked={values[name] === option}
              onChange={change(name)}
              onBlur={onBlur(name)}
              className={radioClass}
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {error(name)}
    </fieldset>
  );

  const select = <T extends string>(
    name: 'delai' | 'moment_contact',
    label: string,
    options: readonly T[],
    labels: Record<T, string>,
  ) => (
    <div>
      <label htmlFor={fieldId(name)} className={labelClass}>
        {label}
      </label>
      <select
        id={fieldId(name)}
        name={name}
        value={values[name]}
        onChange={change(name)}
        onBlur={onBlur(name)}
        aria-invalid={errorFor(name) ? true : undefined}
        aria-describedby={described(name)}
        className={inputClass(Boolean(errorFor(name)))}
      >
        <option value="">Non précisé</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
      {error(name)}
    </div>
  );

  return (
    <fieldset
      className="grid gap-6 rounded-card border border-stone-dark p-4 sm:col-span-2 sm:grid-cols-2 sm:p-6"
      data-testid="project-fields"
    >
      <legend className="px-2 text-lg font-bold">Votre projet (facultatif)</legend>
      <p className="-mt-2 text-sm text-muted sm:col-span-2">
        Ces précisions nous évitent de vous rappeler pour les demander. Tout est facultatif.
      </p>

      {estimate ? (
        <p className="rounded-lg bg-cream p-3 sm:col-span-2" data-testid="carried-estimate">
          {ESTIMATE_LABEL}&nbsp;: <strong>{estimateText(estimate)}</strong>
          <span className="block text-sm text-muted">
            Un guide, pas un devis&nbsp;: nous chiffrons votre projet précisément.
          </span>
          {Object.entries(estimateFormValues(estimate)).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </p>
      ) : null}
      {errorFor('estimation') ? <div className="sm:col-span-2">{error('estimation')}</div> : null}

      <div className="sm:col-span-2">
        <label htmlFor={fieldId('produit')} className={labelClass}>
          Produit
        </label>
        <select
          id={fieldId('produit')}
          name="produit"
          value={values.produit}
          onChange={change('produit')}
          className={inputClass(false)}
        >
          <option value="">Je ne sais pas encore</option>
          {groups.map((group) => (
            <optgroup key={group.category} label={group.category}>
              {group.products.map((product) => (
                <option key={product.key} value={product.key}>
                  {product.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>

      {text('largeur', 'Largeur (m)', { inputMode: 'decimal', autoComplete: 'off', placeholder: 'Ex.\u00a0: 4,5' })}
      {text('profondeur', 'Profondeur (m)', { inputMode: 'decimal', autoComplete: 'off', placeholder: 'Ex.\u00a0: 3' })}
      <p className="-mt-3 text-sm text-muted sm:col-span-2" aria-live="polite" data-testid="project-area">
        {width !== null && depth !== null ? `Surface\u00a0: ${areaText(width, depth)}\u00a0m²` : ''}
      </p>

      <div className="sm:col-span-2">{radios('pose', 'Pose', POSES, POSE_LABELS)}</div>

      <div>
        {text('code_postal', 'Code postal', {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: 10,
          placeholder: 'Ex.\u00a0: 1225',
        })}
        <p id={`${fieldId('code_postal')}-pays`} className="mt-2 text-sm text-muted" aria-live="polite">
          {place ? `Pays\u00a0: ${COUNTRY_LABELS[place.pays]}` : ''}
        </p>
      </div>
      {text('localite', 'Localité', {
        autoComplete: 'address-level2',
        maxLength: LOCALITE_MAX,
        placeholder: 'Ex.\u00a0: Chêne-Bourg',
      })}

      {select('delai', 'Délai souhaité', DELAIS, DELAI_LABELS)}
      <div className="hidden sm:block" />

      {radios('contact_prefere', 'Je préfère être contacté(e)', CONTACTS_PREFERES, CONTACT_PREFERE_LABELS)}
      {select('moment_contact', 'Moment de la journée', MOMENTS, MOMENT_LABELS)}
    </fieldset>
  );
}
