import { phoneText, site, telHref } from '@/content/site';
import { PhoneIcon } from '@/components/ui/icons';
import { quoteFormAnchor, quoteFormPath } from '@/lib/quote-link';

/**
 * On phones and tablets (below the laptop header's number and button), a slim bar fixed to the bottom of
 * every public page: « Appeler » and « Devis gratuit », one tap away wherever the visitor is. No script:
 * app/globals.css (.call-bar) pads the page for it, and hides it on /contact, while a field has focus (the
 * keyboard is up) and while the phone menu is open.
 */
export function CallBar() {
  return (
    <nav aria-label="Appeler ou demander un devis" className="call-bar lg:hidden" data-testid="call-bar">
      <a
        // The company's number, its Geneva office's: most visitors are Swiss.
        href={telHref(site.phone)}
        aria-label={`Appeler le ${phoneText(site.phone)}`}
        className="flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full border-2 border-anthracite font-semibold"
      >
        <PhoneIcon width={20} height={20} />
        Appeler
      </a>
      <a
        href={`${quoteFormPath}${quoteFormAnchor}`}
        className="flex min-h-12 flex-1 items-center justify-center rounded-full bg-copper-dark font-semibold text-white"
      >
        Devis gratuit
      </a>
    </nav>
  );
}
