import 'server-only';
import type { MigrationUp } from './types';

/**
 * The reply templates reworded for a person: « Bonjour Léa, » rather than « Bonjour Léa
 * Morel, » (the site collects no civility for « Madame Morel »), the product as a sentence names it, the photos
 * asked only when missing, the visit confirmed when booked or proposed with the booking link (the placeholders
 * of lib/server/leads/reply-templates-values.ts). Only the templates no one has edited (updated_by null) are
 * rewritten: an edit made at /equipe/modeles is never lost. Frozen, as 0012's seed.
 */

const NBSP = '\u00a0';
const SUBJECT = `Votre demande de devis n°${NBSP}{reference} – Lumina Terrasses`;
const OPENING = [
  '{salutation}',
  '',
  `Merci pour votre demande de devis n°${NBSP}{reference} concernant {produit}.`,
  '',
];
const CLOSING = ['', 'Meilleures salutations,'];

export const REWORDED_TEMPLATES = [
  {
    key: 'photos',
    title: 'Demander des photos et les dimensions',
    subject: SUBJECT,
    body: [...OPENING, '{photos_dimensions}', ...CLOSING].join('\n'),
  },
  {
    key: 'visite',
    title: 'Proposer ou confirmer une visite',
    subject: SUBJECT,
    body: [...OPENING, '{visite}', ...CLOSING].join('\n'),
  },
  {
    key: 'devis',
    title: 'Envoyer le devis',
    subject: `Votre devis n°${NBSP}{reference} – Lumina Terrasses`,
    body: [
      '{salutation}',
      '',
      `Suite à votre demande n°${NBSP}{reference}, voici notre offre pour {produit}${NBSP}:`,
      '',
      '[modèle, dimensions, coloris, montant TTC et délai de pose]',
      '',
      'L’offre est valable 30 jours. Nous restons à votre disposition pour toute question ou pour ajuster le projet.',
      ...CLOSING,
    ].join('\n'),
  },
] as const;

export const rewordReplyTemplates: MigrationUp = async (db) => {
  const now = new Date().toISOString();
  for (const { key, title, subject, body } of REWORDED_TEMPLATES) {
    await db
      .updateTable('reply_templates')
      .set({ title, subject, body, updated_at: now })
      .where('key', '=', key)
      .where('updated_by', 'is', null)
      .execute();
  }
};
