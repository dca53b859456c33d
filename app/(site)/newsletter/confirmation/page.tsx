import Link from 'next/link';
import { newsletterSignup } from '@/content/newsletter';
import { ButtonLink } from '@/components/ui/button-link';
import { unlistedPageMetadata } from '@/lib/unlisted-pages';
import { readConfig } from '@/lib/server/config';
import { newsletterSecret } from '@/features/newsletter/server/secret';
import { checkConfirmation } from '@/features/newsletter/subscriptions';
import { NoticePage } from '@/components/ui/notice-page';
import { getStorage } from '@/lib/server/db/storage';

/** Read for each visit (the link's token); not indexed, not in the sitemap. */
export const dynamic = 'force-dynamic';

export const metadata = unlistedPageMetadata('/newsletter/confirmation');

const ANSWERS = ['confirmee', 'expiree', 'invalide', 'indisponible'];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function stateOf(token: string | undefined) {
  try {
    const config = readConfig();
    return await checkConfirmation(await getStorage(config), token, newsletterSecret(config));
  } catch (error) {
    console.error('[newsletter] lien de confirmation non vérifié:', error);
    return 'indisponible' as const;
  }
}

const again = (
  <p>
    Inscrivez-vous à nouveau avec le formulaire en bas de page&nbsp;: vous recevrez un nouveau lien.{' '}
    <Link href="/politique-confidentialite" className="underline underline-offset-4">
      Politique de confidentialité
    </Link>
  </p>
);

/**
 * The link of the confirmation e-mail. Opening it changes nothing (mail scanners open links): the
 * button POSTs to /api/newsletter/confirmation, which answers with this page and `?etat=`.
 */
export default async function NewsletterConfirmationPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = first(params.token);
  // `etat` is where /api/newsletter/confirmation sends the visitor after the POST.
  const answered = first(params.etat);
  const etat = ANSWERS.includes(answered ?? '') ? answered : await stateOf(token);
  switch (etat) {
    case 'confirmee':
    case 'confirmed':
      return (
        <NoticePage
          kicker="Newsletter"
          title="Inscription confirmée"
          next={
            <>
              <ButtonLink href="/conseils">Lire nos derniers conseils</ButtonLink>
              <ButtonLink href="/estimation" variant="secondary">
                Estimer mon budget
              </ButtonLink>
            </>
          }
        >
          <p>Merci&nbsp;! Votre adresse est inscrite à notre newsletter.</p>
          <p>
            Chaque envoi contient un lien de désinscription, qui fonctionne en un clic, sans compte ni mot de passe.
          </p>
        </NoticePage>
      );
    case 'pending':
      return (
        <NoticePage
          kicker="Newsletter"
          title="Confirmez votre inscription"
          form={{
            action: `/api/newsletter/confirmation?token=${encodeURIComponent(token ?? '')}`,
            button: 'Confirmer mon inscription',
          }}
        >
          <p>Vous avez demandé à recevoir notre newsletter&nbsp;:</p>
          <blockquote className="border-l-4 border-copper pl-4 text-anthracite">{newsletterSignup.consent}</blockquote>
          <p>
            Cliquez sur le bouton pour confirmer. Nous conservons la date de votre demande et de votre confirmation.
          </p>
        </NoticePage>
      );
    case 'expired':
    case 'expiree':
      return (
        <NoticePage kicker="Newsletter" title="Ce lien a expiré">
          <p>Le lien de confirmation n’est valable que quelques jours et votre adresse n’a pas été inscrite.</p>
          {again}
        </NoticePage>
      );
    case 'indisponible':
      return (
        <NoticePage kicker="Newsletter" title="Service momentanément indisponible">
          <p>
            Votre confirmation n’a pas pu être enregistrée. Veuillez réessayer dans quelques minutes avec le même lien.
          </p>
        </NoticePage>
      );
    default:
      return (
        <NoticePage kicker="Newsletter" title="Lien invalide">
          <p>Ce lien de confirmation est incomplet ou ne correspond à aucune demande d’inscription.</p>
          {again}
        </NoticePage>
      );
  }
}
