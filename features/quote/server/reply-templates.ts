import 'server-only';
import type { OpenDatabase } from '@/lib/server/db/database';
import { isoText } from '@/lib/server/db/storage-call';
import { recordAudit } from '@/lib/server/staff/audit';
import { checkReplyText, REPLY_REFUSALS, type ReplyRefusal } from './reply-rules';
import { placeholderValues, type ReplyFacts } from './reply-templates-values';

/**
 * The texts a reply starts from (table reply_templates, seeded by migrations/0001-baseline/reply-templates.ts
 * with asking for photos and sizes, proposing a visit, sending the quote), edited by staff at /equipe/modeles.
 * Choosing one on the lead page fills the form with it, placeholders replaced by the lead's values.
 */

export interface ReplyTemplate {
  key: string;
  title: string;
  subject: string;
  body: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** The placeholders a template may hold, with what each becomes (reply-templates-values.ts). */
export const TEMPLATE_PLACEHOLDERS = {
  '{salutation}':
    '«\u00a0Bonjour Léa,\u00a0», ou «\u00a0Bonjour,\u00a0» sans prénom lisible (comme l’accusé de réception)',
  '{prenom}': 'le prénom du visiteur',
  '{nom}': 'son nom',
  '{produit}':
    'le produit choisi, dans une phrase\u00a0: «\u00a0votre pergola bioclimatique\u00a0» (ou «\u00a0votre projet\u00a0»)',
  '{reference}': 'le numéro de la demande',
  '{photos_dimensions}':
    'la demande des photos de l’emplacement et de ses dimensions, limitée à ce que la demande n’a pas (un merci sinon)',
  '{visite}': 'la visite déjà réservée (jour et heure), ou la proposition d’une visite avec le lien de réservation',
  '{lien_rendez_vous}': 'le lien de réservation d’une visite ou d’un appel, lié à la demande',
} as const satisfies Record<keyof ReturnType<typeof placeholderValues>, string>;

export async function listReplyTemplates(storage: OpenDatabase): Promise<ReplyTemplate[]> {
  const rows = await storage.db.selectFrom('reply_templates').selectAll().orderBy('key').execute();
  return rows.map((row) => ({
    key: row.key,
    title: row.title,
    subject: row.subject,
    body: row.body,
    updatedAt: isoText(row.updated_at),
    updatedBy: row.updated_by,
  }));
}

/** The template's text for this lead: each placeholder replaced (values as stored, shown as text). */
export function fillTemplate(text: string, facts: ReplyFacts): string {
  const values = placeholderValues(facts);
  return text.replace(/\{[a-z_]+\}/g, (key) => (Object.hasOwn(values, key) ? values[key as keyof typeof values] : key));
}

export type TemplateOutcome =
  { status: 'saved' } | { status: 'not-found' } | { status: 'refused'; reason: ReplyRefusal; message: string };

/** Saves staff's edit of a template's subject and text, audited (`template.edit`) in the same transaction. */
export async function saveReplyTemplate(
  storage: OpenDatabase,
  key: string,
  edit: { subject: string; body: string },
  actor: string,
  now = new Date(),
): Promise<TemplateOutcome> {
  const text = checkReplyText(edit);
  if ('refused' in text) return { status: 'refused', reason: text.refused, message: REPLY_REFUSALS[text.refused] };
  return storage.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('reply_templates')
      .set({ subject: text.subject, body: text.body, updated_at: now.toISOString(), updated_by: actor })
      .where('key', '=', key)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { status: 'not-found' } as const;
    await recordAudit(
      { actor, action: 'template.edit', targetType: 'template', targetId: key },
      { db: trx, traits: storage.traits },
    );
    return { status: 'saved' } as const;
  });
}
