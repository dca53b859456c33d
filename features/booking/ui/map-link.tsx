import { mapHref } from '@/features/booking/model/address';

/**
 * « Voir sur la carte »: a visit's address on OpenStreetMap (features/booking/model/address.ts says why that map), in a new
 * tab so that the page stays where it is; 44 px high for a finger.
 */
export function MapLink({ address, className }: { address: string; className?: string }) {
  return (
    <a
      href={mapHref(address)}
      target="_blank"
      rel="noopener noreferrer"
      className={
        className ??
        'inline-flex min-h-11 items-center font-semibold text-copper-dark underline underline-offset-4 hover:text-copper-deep'
      }
      data-testid="booking-map-link"
    >
      Voir sur la carte<span className="sr-only"> (OpenStreetMap, nouvel onglet)</span>
    </a>
  );
}
