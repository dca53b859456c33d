import 'server-only';
import { sql } from 'kysely';
import type { DialectTraits } from '@/lib/server/db/database';
import type { AnyDb } from '../types';
import { belongsTo, required, withNullable } from './columns';

/** The follow-up states as the baseline creates them (features/quote/follow-up.ts names them in French). */
const FOLLOW_UP_STATUSES = ['nouveau', 'contacte', 'devis_envoye', 'gagne', 'perdu'] as const;

/**
 * The optional project details: the terrace (whole centimetres), where (`pays` CH or FR, derived from the
 * postcode), when and how to call back, and the estimate /estimation showed with the dimensions it used.
 */
const PROJECT_DETAILS = [
  ['largeur_cm', 'integer'],
  ['profondeur_cm', 'integer'],
  ['pose', 'text'],
  ['code_postal', 'text'],
  ['localite', 'text'],
  ['pays', 'text'],
  ['delai', 'text'],
  ['contact_prefere', 'text'],
  ['moment_contact', 'text'],
  ['estimation_min_chf', 'integer'],
  ['estimation_max_chf', 'integer'],
  ['estimation_materiau', 'text'],
  ['estimation_largeur_cm', 'integer'],
  ['estimation_profondeur_cm', 'integer'],
] as const;

const UTM_PARTS = ['source', 'medium', 'campaign', 'term', 'content'];
/** First-touch and last-touch UTM values; null reads « source inconnue ». */
const UTM_COLUMNS = ['first', 'last'].flatMap((touch) =>
  UTM_PARTS.map((part) => [`${touch}_utm_${part}`, 'text'] as const),
);

/**
 * Quote requests and what staff do with them:
 * - leads: the form's fields; `needs_review`, a form filled faster than a person types (a lead to check,
 *   not spam); `request_key`, the idempotency key of a request answered from the outage journal; the project
 *   details; where it came from (whether a click id was present, 0/1, never its value); who answers it
 *   (`owner`) and by when (`due_at`, office hours after arrival), stopped by `first_contact_at`;
 * - attachments (one per lead), follow-up status, notes and staff replies, each deleted with its lead.
 */
export async function createLeadTables(db: AnyDb, traits: DialectTraits) {
  const { timestamp, flag, bytes } = traits.types;

  let leads = db.schema
    .createTable('leads')
    .addColumn('id', 'integer', traits.identity)
    .$call(required({ created_at: timestamp, nom: 'text', prenom: 'text', email: 'text', telephone: 'text' }))
    .addColumn('societe', 'text')
    .$call(required({ sujet: 'text', message: 'text' }))
    .addColumn('produit', 'text')
    .addColumn('ip_hash', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('is_spam', flag, (col) => traits.flag('is_spam')(col.notNull().defaultTo(sql.lit(false))))
    .addColumn('spam_reason', 'text')
    .addColumn('needs_review', flag, (col) => traits.flag('needs_review')(col.notNull().defaultTo(sql.lit(false))))
    .addColumn('request_key', 'text');
  leads = withNullable(withNullable(leads, PROJECT_DETAILS), UTM_COLUMNS)
    .addColumn('click_id_present', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('referrer_host', 'text')
    .addColumn('landing_page', 'text')
    .addColumn('form_page', 'text')
    .addColumn('device', 'text')
    .addColumn('due_at', timestamp)
    .addColumn('owner', 'text')
    .addColumn('first_contact_at', timestamp);
  await leads.execute();
  for (const column of ['created_at', 'pays', 'produit', 'due_at', 'owner'])
    await db.schema.createIndex(`leads_${column}`).on('leads').column(column).execute();
  for (const column of ['first_utm_source', 'last_utm_source', 'first_utm_campaign', 'last_utm_campaign'])
    await db.schema.createIndex(`leads_${column}`).on('leads').column(column).execute();
  await db.schema.createIndex('leads_request_key').unique().on('leads').column('request_key').execute();

  await db.schema
    .createTable('attachments')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('lead_id', 'integer', (col) => col.notNull().unique().references('leads.id').onDelete('cascade'))
    .$call(required({ filename: 'text', mime: 'text', size: 'integer', bytes }))
    .execute();

  const statuses = sql.join(FOLLOW_UP_STATUSES.map((status) => sql.lit(status)));
  await db.schema
    .createTable('lead_follow_ups')
    .addColumn('lead_id', 'integer', (col) => col.primaryKey().references('leads.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in (${statuses})`))
    .$call(required({ updated_at: timestamp, updated_by: 'text' }))
    .execute();
  await db.schema.createIndex('lead_follow_ups_status').on('lead_follow_ups').column('status').execute();

  // Notes and replies: a lead has any number of them.
  const leadRecordTable = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'integer', traits.identity)
      .addColumn('lead_id', 'integer', belongsTo('leads.id'));
  await leadRecordTable('lead_notes')
    .$call(required({ created_at: timestamp, author: 'text' }))
    .addColumn('status', 'text', (col) => col.check(sql`status is null or status in (${statuses})`))
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('lead_notes_lead').on('lead_notes').column('lead_id').execute();

  await leadRecordTable('lead_replies')
    .$call(required({ author_email: 'text', author_name: 'text' }))
    .addColumn('reply_to', 'text')
    .$call(required({ subject: 'text', body: 'text', created_at: timestamp }))
    .execute();
  await db.schema.createIndex('lead_replies_lead').on('lead_replies').column('lead_id').execute();
}
