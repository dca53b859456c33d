import { newsletterSignup } from '@/content/newsletter';
import { NEWSLETTER_MESSAGES } from '@/lib/contact-schema';
import { NEWSLETTER_SIGNUP_PAGE } from '@/lib/paths';
import { unlistedPageMetadata } from '@/lib/unlisted-pages';
import { FORM_PROBLEMS, isFormProblem } from '@/lib/server/http/form-problems';
import { NoticePage } from '@/components/ui/notice-page';
import { RefusedPostNotice } from '@/components/ui/refused-post-notice';

/** Read for each visit (`etat`); not indexed, not in the sitemap. */
export const dynamic = 'force-dynamic';

export const metadata = unlistedPageMetadata(NEWSLETTER_SIGNUP_PAGE);

const PROBLEMS = { champs: NEWSLETTER_MESSAGES.invalid, ...FORM_PROBLEMS } as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the footer's form lands when posted without JavaScript: POST /api/newsletter answers 303 here with
 * `?etat=envoyee`, or with the code of a refusal.
 */
export default async function NewsletterSignupPage({ searchParams }: Props) {
  const { etat } = await searchParams;
  const code = Array.isArray(etat) ? etat[0] : etat;
  if (isFormProblem(code, PROBLEMS)) {
    return (
      <RefusedPostNotice
        kicker="Newsletter"
        title="Inscription non enregistrée"
        message={PROBLEMS[code]}
        testId="newsletter"
      />
    );
  }
  return (
    <NoticePage kicker="Newsletter" title={newsletterSignup.sentTitle}>
      <p data-testid="newsletter-sent">{NEWSLETTER_MESSAGES.success}</p>
    </NoticePage>
  );
}
