import Link from 'next/link';
import { bookingPage } from '@/content/booking';
import { estimationPage } from '@/content/estimation';
import { legalLinks, navLinks } from '@/content/navigation';
import { newsletterSignup } from '@/content/newsletter';
import { site } from '@/content/site';
import { Logo } from './logo';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { OfficeAddress } from './office-address';

const headingClass = 'text-sm font-semibold tracking-[0.14em] text-stone uppercase';
const linkClass =
  'inline-flex min-h-11 items-center text-stone hover:text-white hover:underline underline-offset-4 sm:min-h-9';

/** A titled column of the footer's links. */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { url: string; text: string }[];
}) {
  return (
    <nav aria-labelledby={id} className="lg:col-span-2">
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4">
        {links.map((link) => (
          <li key={link.url}>
            <Link href={link.url} prefetch={false} className={linkClass}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-anthracite text-stone">
      <div className="mx-auto grid max-w-content gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:gap-x-8 [&>*]:min-w-0">
        <section aria-labelledby="footer-newsletter" className="lg:col-span-4">
          <Logo variant="light" />
          <h2 id="footer-newsletter" className="mt-6 text-xl font-bold text-white">
            {newsletterSignup.title}
          </h2>
          <p className="mt-2 max-w-sm">{newsletterSignup.consent}</p>
          <NewsletterForm />
        </section>

        <FooterLinks
          id="footer-navigation"
          title="Navigation"
          links={[
            ...navLinks,
            { url: estimationPage.path, text: estimationPage.footerLabel },
            { url: bookingPage.path, text: bookingPage.offerLabel },
          ]}
        />
        <FooterLinks id="footer-legal" title="Informations" links={legalLinks} />

        <section aria-labelledby="footer-infos" className="md:col-span-2 lg:col-span-4">
          <h2 id="footer-infos" className={headingClass}>
            Infos
          </h2>
          {/* Side by side while the column spans the footer's width; stacked in its narrow desktop column. */}
          <div className="mt-4 grid gap-8 sm:grid-cols-2 lg:grid-cols-1 lg:gap-6">
            {site.offices.map((office) => (
              <div key={office.countryCode}>
                <p className="font-semibold text-white">{office.country}</p>
                <OfficeAddress office={office} tone="dark" className="mt-2" />
              </div>
            ))}
          </div>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-content px-4 py-6 text-sm sm:px-6">
          © {site.copyrightYear} {site.name}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
