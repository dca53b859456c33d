import { unlistedPageMetadata } from '@/lib/unlisted-pages';
import { isSubscribed } from '@/features/newsletter/subscriptions';
import { isUnsubscribeKey } from '@/features/newsletter/server/tokens';
import { NoticePage } from '@/components/ui/notice-page';
import { getStorage } from '@/lib/server/db/storage';

/** Read for each visit (the link's token); not indexed, not in the sitemap. */
export const dynamic = 'force-dynamic';

export const metadata = unlistedPageMetadata('/newsletter/desinscription');

const ANSWERS = ['desinscrit', 'invalide', 'indisponible'];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function stateOf(token: string | undefined) {
  if (!isUnsubscribeKey(token)) return 'invalide';
  try {
    return (await isSubscribed(await getStorage(), token)) ? 'inscrit' : 'absent';
  } catch (error) {
    console.error('[newsletter] lien de désinscription non vérifié:', error);
    return 'indisponible';
  }
}

/**
 * The link of every e-mail to a subscriber (and of its List-Unsubscribe header). Opening it changes
 * nothing (mail scanners open links): the button POSTs the RFC 8058 form to this same address
 * (next.config.mjs routes it to /api/newsletter/desinscription), as a mail program's one-click does.
 */
export default async function NewsletterUnsubscribePage({ searchParams }: Props) {
  const params = await searchParams;
  // `etat` is where /api/newsletter/desinscription sends a browser after the POST.
  const answered = first(params.etat);
  const etat = ANSWERS.includes(answered ?? '') ? answered : await stateOf(first(params.token));
  switch (etat) {
    case 'desinscrit':
      return (
        <NoticePage kicker="Newsletter" title="Désinscription enregistrée">
          <p>Votre adresse a été retirée de notre liste et effacée&nbsp;: vous ne recevrez plus notre newsletter.</p>
        </NoticePage>
      );
    case 'inscrit':
      return (
        <NoticePage
          kicker="Newsletter"
          title="Se désinscrire de la newsletter"
          form={{ button: 'Me désinscrire', fields: { 'List-Unsubscribe': 'One-Click' } }}
        >
          <p>
            Cliquez sur le bouton pour ne plus recevoir notre newsletter. Votre adresse sera effacée de notre liste.
          </p>
        </NoticePage>
      );
    case 'absent':
      return (
        <NoticePage kicker="Newsletter" title="Adresse déjà désinscrite">
          <p>Cette adresse ne figure pas (ou plus) sur notre liste&nbsp;: vous ne recevrez pas notre newsletter.</p>
        </NoticePage>
      );
    case 'indisponible':
      return (
        <NoticePage kicker="Newsletter" title="Service momentanément indisponible">
          <p>
            Votre désinscription n’a pas pu être vérifiée. Veuillez réessayer dans quelques minutes avec le même lien.
          </p>
        </NoticePage>
      );
    default:
      return (
        <NoticePage kicker="Newsletter" title="Lien invalide">
          <p>
            Ce lien de désinscription est incomplet. Ouvrez le lien de l’e-mail reçu, ou écrivez-nous pour être retiré
            de la liste.
          </p>
        </NoticePage>
      );
  }
}
