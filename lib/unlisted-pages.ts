import type { Metadata } from 'next';
import {
  BOOKING_CONFIRMATION_PAGE,
  BOOKING_MANAGE_PAGE,
  BOOKING_SLOTS_PAGE,
  COMMENT_SENT_PAGE,
  NEWSLETTER_SIGNUP_PAGE,
  QUOTE_CONFIRMATION_PAGE,
  REPLY_NOTICE_PAGE,
} from './paths';
import { buildMetadata } from './seo';

/**
 * The pages a visitor reaches from a form posted without script or from an e-mail's link: not indexed, not in
 * the sitemap. Their titles stand in one table, so that each page's head is one line and none forgets `noIndex`.
 */
const UNLISTED_PAGES = {
  '/adresse-mal-formee': {
    title: 'Adresse mal formée',
    description: 'L’adresse demandée est mal formée. Recherchez sur le site ou repartez d’une de ses rubriques.',
  },
  [COMMENT_SENT_PAGE]: {
    title: 'Votre commentaire',
    description: 'L’envoi de votre commentaire à Lumina Terrasses.',
  },
  [REPLY_NOTICE_PAGE]: {
    title: 'Avis de réponse à un commentaire',
    description: 'Ne plus être prévenu par e-mail des réponses à votre commentaire.',
  },
  [QUOTE_CONFIRMATION_PAGE]: {
    title: 'Demande de devis',
    description: 'La confirmation de votre demande de devis à Lumina Terrasses.',
  },
  [NEWSLETTER_SIGNUP_PAGE]: {
    title: 'Inscription à la newsletter',
    description: 'Votre inscription à la newsletter de Lumina Terrasses.',
  },
  '/newsletter/confirmation': {
    title: 'Confirmer votre inscription',
    description: 'Confirmation de l’inscription à la newsletter de Lumina Terrasses.',
  },
  '/newsletter/desinscription': {
    title: 'Désinscription de la newsletter',
    description: 'Désinscription de la newsletter de Lumina Terrasses, en un clic.',
  },
  [BOOKING_SLOTS_PAGE]: {
    title: 'Créneaux libres',
    description: 'Les créneaux libres des trois prochaines semaines pour une visite gratuite ou un appel.',
  },
  [BOOKING_CONFIRMATION_PAGE]: {
    title: 'Rendez-vous réservé',
    description: 'La confirmation de votre rendez-vous avec Lumina Terrasses.',
  },
  [BOOKING_MANAGE_PAGE]: {
    title: 'Votre rendez-vous',
    description: 'Déplacer ou annuler votre rendez-vous avec Lumina Terrasses.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type UnlistedPage = keyof typeof UNLISTED_PAGES;

export const unlistedPageMetadata = (path: UnlistedPage): Metadata =>
  buildMetadata({ ...UNLISTED_PAGES[path], path, noIndex: true });
