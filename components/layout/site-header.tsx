import Link from 'next/link';
import { navLinks } from '@/content/navigation';
import { phoneText, site, telHref } from '@/content/site';
import { PhoneIcon } from '@/components/ui/icons';
import { quoteFormAnchor, quoteFormPath } from '@/lib/quote-link';
import { solutionsMenu } from '@/lib/content';
import { Logo } from './logo';
import { SolutionsMenu } from './solutions-menu';
import { HeaderSearch } from './header-search';
import { MobileMenu } from './mobile-menu';

// The site's own links (header, mega-menu, footer, logo) do not prefetch: some thirty prefetches at every page's
// load competed with the page on phones and slow lines, and a full page load (a no-JS form's post and its 303,
// /rendez-vous/gerer) cancels those still running, which WebKit reports as console errors (« Fetch API cannot
// load …?_rsc=… due to access control checks »). A click fetches the page then; links inside pages still prefetch.
/** The office's number and « Devis gratuit », for laptops (phones have the call bar at the bottom). */
function CallAndQuote({ className }: { className: string }) {
  return (
    <div className={`${className} items-center gap-1`}>
      <a
        href={telHref(site.phone)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold whitespace-nowrap hover:text-copper-dark"
      >
        <PhoneIcon width={18} height={18} />
        {phoneText(site.phone)}
      </a>
      <Link
        href={`${quoteFormPath}${quoteFormAnchor}`}
        prefetch={false}
        className="inline-flex min-h-11 items-center rounded-full bg-copper-dark px-4 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:bg-copper-deep"
      >
        Devis gratuit
      </Link>
    </div>
  );
}

export function SiteHeader() {
  return (
    <>
      {/* 1024–1279 px: the main row has no room left, so a strip above it (it scrolls away; the row stays). */}
      <div className="hidden border-b border-stone bg-cream lg:block xl:hidden" data-testid="header-strip">
        <CallAndQuote className="mx-auto flex max-w-content justify-end px-4 py-1 sm:px-6" />
      </div>
      <HeaderRow />
    </>
  );
}

function HeaderRow() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone">
      {/* The blur sits on a sibling layer: a backdrop-filter on the header itself would become the containing
          block of the phone menu's fixed panel and clip it to the header's 72 px. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85"
      />
      <div className="relative">
        <div className="mx-auto flex h-18 max-w-content items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <nav aria-label="Navigation principale" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {navLinks.map((link) =>
                link.hasDropdown ? (
                  <SolutionsMenu key={link.url} label={link.text} href={link.url} categories={solutionsMenu} />
                ) : (
                  <li key={link.url}>
                    <Link
                      href={link.url}
                      prefetch={false}
                      className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold whitespace-nowrap hover:text-copper-dark"
                    >
                      {link.text}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="flex items-center gap-1">
            {/* From 1280 px the number and the quote fit the header's row; narrower laptops have the strip above. */}
            <CallAndQuote className="hidden xl:flex" />
            <HeaderSearch />
            <MobileMenu links={navLinks} categories={solutionsMenu} />
          </div>
        </div>
      </div>
    </header>
  );
}
