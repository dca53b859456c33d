import { typesetStrings } from './french-typography';

/**
 * The footer's newsletter block. `consent` is the text a visitor reads beside the field: each
 * request stores it (features/newsletter/subscriptions.ts) as the proof of what was consented to, so a
 * change of wording here applies to the requests made afterwards only.
 */
export const newsletterSignup = typesetStrings({
  title: 'Restez inspiré',
  consent:
    'Nouveautés, réalisations et conseils d’aménagement extérieur, une fois par mois au plus. Désinscription en un clic.',
  buttonLabel: 'S’inscrire à la newsletter',
  /** Toast title once the request is sent: the address owner still has to confirm it. */
  sentTitle: 'Vérifiez votre boîte e-mail',
  /** What stays where the field was, after the toast has gone. */
  sentMessage: 'Vérifiez votre boîte : un lien de confirmation vous attend.',
} as const);
