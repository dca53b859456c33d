import { CONTACT_MESSAGES } from '@/lib/contact-rules';
import { getArticle } from '@/lib/content';
import { articlePath, COMMENT_SENT_PAGE } from '@/lib/paths';
import { unlistedPageMetadata } from '@/lib/unlisted-pages';
import { COMMENT_FIELDS } from '@/features/comments/server/handler';
import { FORM_PROBLEMS, isFormProblem } from '@/lib/server/http/form-problems';
import { ButtonLink } from '@/components/ui/button-link';
import { NoticePage } from '@/components/ui/notice-page';
import { RefusedPostNotice } from '@/components/ui/refused-post-notice';

/** Read for each visit (`etat`, the article); not indexed, not in the sitemap. */
export const dynamic = 'force-dynamic';

export const metadata = unlistedPageMetadata(COMMENT_SENT_PAGE);

const PROBLEMS = { champs: CONTACT_MESSAGES.invalid, ...FORM_PROBLEMS } as const;
const LABELS: Record<string, string> = { nom: 'Nom', email: 'E-mail', message: 'Message' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Where an article's comment form lands when posted without JavaScript: POST /api/comments answers 303 here,
 * with the article, and `prevenu=1` for a reply wish, or the code of a refusal and the fields to correct.
 */
export default async function CommentSentPage({ searchParams }: Props) {
  const params = await searchParams;
  const article = getArticle(first(params.article) ?? '');
  const back = article ? (
    <ButtonLink href={`${articlePath(article.slug)}#commentaires`}>Retour à l’article</ButtonLink>
  ) : undefined;
  const code = first(params.erreur);
  if (isFormProblem(code, PROBLEMS)) {
    const named = new Set((first(params.champs) ?? '').split(','));
    const fields = COMMENT_FIELDS.filter((name) => named.has(name)).flatMap((name) => LABELS[name] ?? []);
    return (
      <RefusedPostNotice
        kicker="Commentaire"
        title="Commentaire non envoyé"
        message={PROBLEMS[code]}
        fields={fields}
        next={back}
        testId="comment"
      />
    );
  }
  return (
    <NoticePage kicker="Commentaire" title="Commentaire envoyé" next={back}>
      <div data-testid="comment-sent" className="space-y-4">
        <p>Il est en attente de modération et paraîtra sous l’article une fois relu par notre équipe.</p>
        <p>
          {first(params.prevenu) === '1'
            ? 'Nous vous écrirons dès que nous y aurons répondu.'
            : 'Vous n’avez pas demandé à être prévenu d’une réponse\u00a0: elle paraîtra sous votre commentaire.'}
        </p>
      </div>
    </NoticePage>
  );
}
