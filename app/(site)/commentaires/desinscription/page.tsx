import { NoticePage } from '@/components/ui/notice-page';
import { ButtonLink } from '@/components/ui/button-link';
import { unlistedPageMetadata } from '@/lib/unlisted-pages';
import { REPLY_NOTICE_PAGE } from '@/lib/paths';
import { replyNoticePageState, type ReplyNoticePageState } from '@/features/comments/server/reply-notice';

/** Read for each visit (the link's key); not indexed, not in the sitemap. */
export const dynamic = 'force-dynamic';

export const metadata = unlistedPageMetadata(REPLY_NOTICE_PAGE);

/** The outcomes the POST sends a browser back with (`etat`); anything else is read from the key. */
const ANSWERS: readonly ReplyNoticePageState[] = ['arrete', 'inconnu', 'invalide', 'indisponible'];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const toArticles = (
  <ButtonLink href="/conseils" variant="secondary">
    Lire nos conseils
  </ButtonLink>
);

/** The link of every reply notice: its button (a POST) withdraws « Me prévenir d’une réponse ». */
export default async function ReplyNoticePage({ searchParams }: Props) {
  const params = await searchParams;
  const answered = ANSWERS.find((state) => state === first(params.etat));
  const etat = answered ?? (await replyNoticePageState(first(params.token)));
  const kicker = 'Commentaires';
  switch (etat) {
    case 'actif':
      return (
        <NoticePage
          kicker={kicker}
          title="Ne plus être prévenu des réponses"
          form={{ button: 'Ne plus être prévenu', fields: { 'List-Unsubscribe': 'One-Click' } }}
        >
          <p>
            Vous recevez un e-mail quand nous répondons à votre commentaire. Cliquez sur le bouton pour ne plus en
            recevoir&nbsp;; votre commentaire reste publié.
          </p>
        </NoticePage>
      );
    case 'arrete':
      return (
        <NoticePage kicker={kicker} title="C’est noté" next={toArticles}>
          <p>Vous ne recevrez plus d’e-mail lors d’une réponse à ce commentaire.</p>
        </NoticePage>
      );
    case 'inconnu':
      return (
        <NoticePage kicker={kicker} title="Commentaire introuvable" next={toArticles}>
          <p>Ce commentaire a été effacé&nbsp;: aucun e-mail ne vous sera plus envoyé à son sujet.</p>
        </NoticePage>
      );
    case 'indisponible':
      return (
        <NoticePage kicker={kicker} title="Service momentanément indisponible">
          <p>Votre demande n’a pas pu être vérifiée. Veuillez réessayer dans quelques minutes avec le même lien.</p>
        </NoticePage>
      );
    default:
      return (
        <NoticePage kicker={kicker} title="Lien invalide">
          <p>Ce lien est incomplet. Ouvrez le lien de l’e-mail reçu, ou écrivez-nous pour ne plus être prévenu.</p>
        </NoticePage>
      );
  }
}
