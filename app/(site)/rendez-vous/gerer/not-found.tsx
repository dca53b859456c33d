import { BookingLinkInvalid } from '@/components/booking/booking-link-invalid';

/** A manage link whose key finds no appointment (forged, cut): 404, in the visitor's words. */
export default function BookingManageNotFound() {
  return <BookingLinkInvalid />;
}
