import 'server-only';
import type { DialectTraits } from '@/lib/server/db/database';
import type { AnyDb } from '../types';
import { required } from './columns';

/**
 * The texts staff start a reply from, edited at /equipe/modeles. Frozen with the baseline: later wording is
 * an edit in the back-office (or a migration that rewrites only the templates nobody edited, updated_by null).
 * The placeholders are features/quote/server/reply-templates-values.ts's: « Bonjour Léa, » (no civility is
 * collected), the product as a sentence names it, photos asked only when missing, the visit confirmed when
 * booked or proposed with the booking link.
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

export const SEED_REPLY_TEMPLATES = [
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

export async function createReplyTemplates(db: AnyDb, traits: DialectTraits) {
  await db.schema
    .createTable('reply_templates')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .$call(required({ title: 'text', subject: 'text', body: 'text', updated_at: traits.types.timestamp }))
    .addColumn('updated_by', 'text')
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('reply_templates')
    .values(SEED_REPLY_TEMPLATES.map((template) => ({ ...template, updated_at: now, updated_by: null })))
    .execute();
}
