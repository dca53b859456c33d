import type { Metadata } from 'next';
import { phoneText, site, telHref } from '@/content/site';
import { buildMetadata } from '@/lib/seo';
import { JsonLdScript } from 'next-seo';
import { contactPageJsonLd } from '@/lib/json-ld';
import { CompanyJsonLd } from '@/components/seo/company-json-ld';
import { HeroBanner } from '@/components/ui/hero-banner';
import { QualityStrip } from '@/components/ui/quality-strip';
import { ButtonLink, buttonClasses } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { PhoneIcon } from '@/components/ui/icons';
import { OfficeAddress } from '@/components/layout/office-address';
import { QuoteForm } from '@/features/quote/quote-form';
import { BookingOffer } from '@/features/booking/booking-offer';
import { contactFormHeading, contactHero, contactMetadata, officesHeading } from '@/content/contact';

export const metadata: Metadata = buildMetadata({ ...contactMetadata, path: '/contact' });

/** Static page: `?produit=` is read in the browser by the form. */
export default function ContactPage() {
  return (
    <>
      <JsonLdScript
        data={contactPageJsonLd({
          name: contactMetadata.title,
          description: contactMetadata.description,
          path: '/contact',
        })}
        scriptKey="contactpage-jsonld"
      />
      <CompanyJsonLd />
      <HeroBanner hero={contactHero}>
        <a href={telHref(site.phone)} className={buttonClasses('light')}>
          <PhoneIcon width={20} height={20} role="img" aria-hidden={undefined} aria-label="Appeler le" />
          {phoneText(site.phone)}
        </a>
        <ButtonLink href="#demande-de-devis">Remplir le formulaire</ButtonLink>
      </HeroBanner>

      {/* The form is here, the phone is in the hero: no call bar on this page (app/globals.css). */}
      <section
        aria-labelledby="demande-de-devis-title"
        id="demande-de-devis"
        className="scroll-mt-24 bg-cream"
        data-no-call-bar
      >
        <div className="mx-auto grid max-w-content gap-12 px-4 py-16 sm:px-6 lg:grid-cols-12 lg:gap-x-10 lg:py-24">
          <div className="lg:col-span-8 xl:col-span-7">
            <SectionHeading heading={contactFormHeading} id="demande-de-devis-title" align="left" />
            <BookingOffer
              className="mt-6"
              lead={'Vous préférez qu’un conseiller vienne voir votre terrasse, gratuitement et sans engagement\u00a0?'}
            />
            <QuoteForm className="mt-6" projectDetails />
          </div>

          <aside aria-labelledby="bureaux-title" className="lg:col-span-4 lg:pt-2 xl:col-span-5">
            <SectionHeading heading={officesHeading} id="bureaux-title" align="left" />
            <ul className="mt-10 grid gap-6">
              {site.offices.map((office) => (
                <li key={office.countryCode} className="rounded-card bg-white p-6 shadow-card">
                  <h3 className="text-h3 font-bold">
                    {office.label}
                    <span className="ml-2 text-base font-semibold text-muted">{office.country}</span>
                  </h3>
                  <OfficeAddress office={office} className="mt-4" />
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <QualityStrip />
    </>
  );
}
