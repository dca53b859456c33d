import type { Metadata } from 'next';
import { BreadcrumbJsonLd } from 'next-seo';
import { bookingPage } from '@/content/booking';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { buildMetadata } from '@/lib/seo';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { BookingPicker } from '@/features/booking/ui/booking-picker';
import { bookingOffices } from '@/features/booking/ui/booking-offices';
import { QualityStrip } from '@/components/ui/quality-strip';

export const metadata: Metadata = buildMetadata({ ...bookingPage.metadata, path: bookingPage.path });

const crumbs = [
  { name: 'Accueil', path: '/' },
  { name: bookingPage.name, path: bookingPage.path },
];

/**
 * Static page: the slots load in the browser from /api/rendez-vous/creneaux, and `?demande=` is read
 * there. Without JavaScript its form goes to /rendez-vous/creneaux, where the server lists the slots.
 */
export default function BookingPage() {
  return (
    <>
      <BreadcrumbJsonLd {...breadcrumbJsonLd(crumbs)} />
      <div className="bg-stone/60">
        <div className="mx-auto max-w-content px-4 pt-6 pb-12 sm:px-6 lg:pt-10 lg:pb-16">
          <Breadcrumb crumbs={crumbs} />
          <h1 className="mt-6 text-display font-bold">{bookingPage.title}</h1>
          <p className="mt-6 max-w-3xl text-lg text-anthracite-soft sm:text-xl">{bookingPage.lead}</p>
        </div>
      </div>
      <div className="bg-cream" data-no-call-bar>
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
          <BookingPicker offices={bookingOffices()} />
        </div>
      </div>
      <QualityStrip />
    </>
  );
}
