import { VISIT_ADDRESS_LIMITS } from '@/lib/booking-address';
import { Field } from '@/components/forms/field-pieces';

/**
 * A visit's address on the page without JavaScript (/rendez-vous/creneaux): street and number, postcode (what the
 * previous form gave) and town, required by the browser and checked again by the API. The picker asks the same in
 * its choice (components/booking/booking-choice.tsx).
 */
export function VisitAddressFields({
  idPrefix,
  street,
  postcode,
  town,
}: {
  idPrefix: string;
  street: string;
  postcode: string;
  town: string;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Field id={`${idPrefix}-rue`} label="Rue et numéro" required className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            name="rue"
            type="text"
            autoComplete="street-address"
            maxLength={VISIT_ADDRESS_LIMITS.street}
            placeholder={'Ex.\u00a0: Chemin des Vignes 12'}
            defaultValue={street}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-code-postal`} label="Code postal" required>
        {(control) => (
          <input
            {...control}
            name="code_postal"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            placeholder={'Ex.\u00a0: 1225'}
            defaultValue={postcode}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-localite`} label="Localité" required>
        {(control) => (
          <input
            {...control}
            name="localite"
            type="text"
            autoComplete="address-level2"
            maxLength={VISIT_ADDRESS_LIMITS.town}
            placeholder={'Ex.\u00a0: Chêne-Bourg'}
            defaultValue={town}
          />
        )}
      </Field>
    </div>
  );
}
