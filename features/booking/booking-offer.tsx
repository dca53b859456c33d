import clsx from 'clsx';
import Link from 'next/link';
import { bookingPage } from '@/content/booking';

/**
 * « Réserver une visite » beside a quote's call to action (/contact, product pages): a plain link, rendered by the
 * server, so that pages other than /rendez-vous load nothing of the booking picker.
 */
export function BookingOffer({ lead, className }: { lead: string; className?: string }) {
  return (
    <p className={clsx('text-anthracite-soft', className)} data-testid="booking-offer">
      {lead}{' '}
      <Link
        href={bookingPage.path}
        className="inline-flex min-h-11 items-center font-semibold text-copper-dark underline underline-offset-4 hover:text-copper-deep"
      >
        {bookingPage.offerLabel}
      </Link>
    </p>
  );
}
