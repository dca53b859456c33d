import { BOOKING_PAGE, BOOKING_SLOTS_PAGE, QUOTE_CONFIRMATION_PAGE } from '@/lib/paths';
import { unlistedPageMetadata } from '@/lib/unlisted-pages';
import { API_MESSAGES } from '@/lib/server/http/request';
import { quoteConfirmation } from '@/features/quote/server/quote-confirmation';
import { fieldLabelsOf, QUOTE_PROBLEMS, type QuoteProblem } from '@/features/quote/server/quote-navigation';
import { firstParam, type SearchParams } from '@/features/booking/ui/booking-query';
import { CONFIRMATION_OFFICES } from '@/features/quote/ui/confirmation-offices';
import { confirmationOffice, CONTACT_SUCCESS_TITLE, QuoteSentDetails } from '@/features/quote/ui/quote-sent-details';
import { ButtonLink } from '@/components/ui/button-link';
import { NoticePage } from '@/components/ui/notice-page';
import { RefusedPostNotice } from '@/components/ui/refused-post-notice';

/** Read for each visit (the request's token); not indexed, not in the sitemap. */
export const dynamic = 'force-dynamic';

export const metadata = unlistedPageMetadata(QUOTE_CONFIRMATION_PAGE);

const isProblem = (code: string | undefined): code is QuoteProblem => !!code && Object.hasOwn(QUOTE_PROBLEMS, code);

/**
 * The slots page, rendered by the server, tied to the request: this page is reached without script, and the
 * static booking page reads its link's token with its script.
 */
const slotsOfRequest = (token: string) => `${BOOKING_SLOTS_PAGE}?${new URLSearchParams({ demande: token })}`;

/**
 * Where the quote form lands when posted without JavaScript: POST /api/contact answers 303 to `?demande=<token>`
 * once the request is stored (or kept in the journal, then without token), or to `?erreur=<code>` when refused.
 */
export default async function QuoteConfirmationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const problem = firstParam(params, 'erreur');
  if (isProblem(problem)) {
    const fields = problem === 'champs' ? fieldLabelsOf(firstParam(params, 'champs')) : [];
    return (
      <RefusedPostNotice
        kicker="Demande de devis"
        title="Demande non envoyée"
        message={QUOTE_PROBLEMS[problem]}
        fields={fields}
        next={<ButtonLink href="/contact">Revenir au formulaire</ButtonLink>}
        testId="quote"
      />
    );
  }
  const token = firstParam(params, 'demande');
  const found = await quoteConfirmation(token);
  return (
    <NoticePage kicker="Demande de devis" title="Demande bien reçue">
      <div data-testid="contact-confirmation" className="space-y-4">
        <p>
          <strong className="text-anthracite">{CONTACT_SUCCESS_TITLE}</strong> {API_MESSAGES.contactSuccess}
        </p>
        <QuoteSentDetails
          reference={found?.reference ?? null}
          callBack={found?.callBack ?? null}
          office={confirmationOffice(CONFIRMATION_OFFICES, found?.pays)}
          booking={found && token ? slotsOfRequest(token) : BOOKING_PAGE}
        />
      </div>
    </NoticePage>
  );
}
