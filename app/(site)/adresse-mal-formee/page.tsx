import { unlistedPageMetadata } from '@/lib/unlisted-pages';
import { NotFoundView } from '@/components/layout/not-found-view';

/**
 * The page of an address with a broken %-escape (`/conseils/%ff`), which Next cannot read and would answer with a
 * plain-text 500: `npm start`'s HTTP guard (lib/http-guard.mjs) serves this page instead, with the status 400. Not
 * indexed, not in the sitemap; opened at its own address it is an ordinary page.
 */
export const metadata = unlistedPageMetadata('/adresse-mal-formee');

export default function MalformedAddressPage() {
  return (
    <NotFoundView
      eyebrow="Erreur 400"
      title="Cette adresse est mal formée"
      lead="L’adresse demandée contient un caractère encodé (%) invalide, sans doute un lien copié en partie. Lancez une recherche ou repartez de l’une de nos rubriques."
    />
  );
}
