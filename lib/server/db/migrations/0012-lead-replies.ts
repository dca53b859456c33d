import 'server-only';
import { addMailTarget } from './mail-target';
import type { MigrationUp } from './types';

/**
 * Replies from the lead page: staff write to the visitor, through the mail queue.
 * - lead_replies: each reply as written (author, Reply-To, subject, body), deleted with its lead;
 * - outbox.reply_id: the reply an e-mail of kind `lead-reply` is about. Not lead_id: UNIQUE (lead_id, kind)
 *   allows one e-mail per kind and lead, and a lead gets many replies. ALTER TABLE ADD COLUMN with
 *   REFERENCES works on SQLite too, the column's default being null;
 * - reply_templates: the texts staff start from, edited at /equipe/modeles, seeded here. The seed is
 *   frozen with this migration: later wording changes are edits in the back-office, not code.
 */

const NEW_LINE = '\n';
const SUBJECT = 'Votre demande de devis n° {reference} – Lumina Terrasses';
/** How every template begins: the visitor by name, and the request they sent. */
const OPENING = [
  'Bonjour {prenom} {nom},',
  '',
  'Merci pour votre demande de devis n° {reference} concernant {produit}.',
  '',
];
const TEMPLATES = [
  {
    key: 'photos',
    title: 'Demander des photos et les dimensions',
    subject: SUBJECT,
    body: [
      ...OPENING,
      'Pour vous préparer une offre précise, pourriez-vous nous envoyer, en réponse à cet e-mail, quelques photos de l’emplacement prévu (une vue d’ensemble, la façade et l’accès) ainsi que les dimensions approximatives de la terrasse (largeur et profondeur en mètres)\u00a0?',
      '',
      'Nous revenons vers vous dès réception.',
      '',
      'Meilleures salutations,',
    ].join(NEW_LINE),
  },
  {
    key: 'visite',
    title: 'Proposer une visite',
    subject: SUBJECT,
    body: [
      ...OPENING,
      'Pour vous conseiller au mieux, nous vous proposons une visite gratuite et sans engagement\u00a0: l’un de nos techniciens prend les mesures sur place et étudie la pose avec vous. Comptez environ une heure.',
      '',
      'Quels jours et quels moments vous conviendraient dans les deux prochaines semaines\u00a0? Répondez simplement à cet e-mail ou appelez-nous.',
      '',
      'Meilleures salutations,',
    ].join(NEW_LINE),
  },
  {
    key: 'devis',
    title: 'Envoyer le devis',
    subject: 'Votre devis n° {reference} – Lumina Terrasses',
    body: [
      'Bonjour {prenom} {nom},',
      '',
      'Suite à votre demande n° {reference}, voici notre offre pour {produit}\u00a0:',
      '',
      '[modèle, dimensions, coloris, montant TTC et délai de pose]',
      '',
      'L’offre est valable 30 jours. Nous restons à votre disposition pour toute question ou pour ajuster le projet.',
      '',
      'Meilleures salutations,',
    ].join(NEW_LINE),
  },
];

export const addLeadReplies: MigrationUp = async (db, traits) => {
  const { timestamp } = traits.types;
  await db.schema
    .createTable('lead_replies')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('author_email', 'text', (col) => col.notNull())
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('lead_replies_lead').on('lead_replies').column('lead_id').execute();

  await addMailTarget(db, {
    kind: 'lead-reply',
    column: 'reply_id',
    references: 'lead_replies.id',
    index: 'outbox_reply',
  });

  await db.schema
    .createTable('reply_templates')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('reply_templates')
    .values(TEMPLATES.map((template) => ({ ...template, updated_at: now, updated_by: null })))
    .execute();
};
