import { BookingLinkInvalid } from '@/components/booking/booking-link-invalid';

/** A confirmation link whose key finds no appointment: 404, in the visitor's words. */
export default function BookingConfirmationNotFound() {
  return <BookingLinkInvalid />;
}
