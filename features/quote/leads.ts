import 'server-only';
import type { Kysely } from 'kysely';
import type { ProjectDetails } from '@/lib/project-details';
import type { LeadSource } from '@/lib/source-fields';
import type { OpenDatabase } from '@/lib/server/db/database';
import type { Storage } from '@/lib/server/db/storage';
import { count, flag, isoText as iso, onStorage } from '@/lib/server/db/storage-call';
import type { SiteConfig } from '@/lib/server/config';
import type { Count, Database, LeadQueueKind, OutboxStatus } from '@/lib/server/db/tables';
import { queueMail } from '@/lib/server/mail/queue-store';
import { projectColumns, projectOf } from './server/project-columns';
import { sourceColumns, sourceOf } from './server/source-columns';
import { kindsToQueue } from './server/ack-rule';
import { firstContactDue } from './due';

/**
 * Lead storage: the lead, its attachment and its e-mails (the mail queue's rows) are written in one transaction;
 * each query is written once with Kysely for SQLite and PostgreSQL (db/database.ts holds what differs).
 */

export interface NewAttachment {
  /** Sanitised file name (no path, safe characters, length-limited). */
  filename: string;
  /** MIME type sniffed from the content. */
  mime: string;
  bytes: Uint8Array;
}

export interface NewLead {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  societe?: string | null;
  sujet: string;
  message: string;
  produit?: string | null;
  /** The optional project details of the quote form; none when left out. */
  project?: ProjectDetails | null;
  /** Where the visitor came from, each value already checked; none when the form sent none. */
  source?: LeadSource | null;
  /** Client address; only a salted hash is stored. */
  ip?: string | null;
  userAgent?: string | null;
  isSpam: boolean;
  spamReason?: string | null;
  /** Filled in faster than a person types: stored and e-mailed, flagged « à vérifier ». */
  needsReview?: boolean;
  attachment?: NewAttachment | null;
  /** What to queue in the same transaction (ignored for spam; the acknowledgement as ack-rule.ts allows): leadOutboxKinds(config). */
  outboxKinds: LeadQueueKind[];
  /** A request replayed from the journal (spool.ts): stored once whatever the number of replays. */
  requestKey?: string;
  /** When the request was received, if not now (ISO 8601). */
  receivedAt?: string;
}

/**
 * What a new lead queues, from the configuration: the company e-mail, the acknowledgement unless MAIL_ACK=0,
 * the CRM hook with CRM_WEBHOOK_URL (never without: an unconfigured hook queues nothing).
 */
export function leadOutboxKinds(config: SiteConfig): LeadQueueKind[] {
  return [
    'company',
    ...(config.mailAck ? (['ack'] as const) : []),
    ...(config.crmWebhook ? (['crm-webhook'] as const) : []),
  ];
}

/** What the visitor wrote, as stored: the fields a lead row, a Lead and a journal record share. */
export type LeadContact = Pick<
  Database['leads'],
  'nom' | 'prenom' | 'email' | 'telephone' | 'societe' | 'sujet' | 'message' | 'produit'
>;

/** The contact fields of a new lead or a stored row, the optional ones null when left out. */
export function contactOf(lead: NewLead | LeadContact): LeadContact {
  return {
    nom: lead.nom,
    prenom: lead.prenom,
    email: lead.email,
    telephone: lead.telephone,
    societe: lead.societe ?? null,
    sujet: lead.sujet,
    message: lead.message,
    produit: lead.produit ?? null,
  };
}

export interface Lead extends LeadContact {
  id: number;
  createdAt: string;
  /** Every field null when the visitor gave none. */
  project: ProjectDetails;
  /** Every field null (and no click id) when unknown. */
  source: LeadSource;
  ipHash: string | null;
  userAgent: string | null;
  isSpam: boolean;
  spamReason: string | null;
  needsReview: boolean;
  attachment: { filename: string; mime: string; size: number } | null;
  /** Status of the company e-mail, null for spam. */
  mailStatus: OutboxStatus | null;
  /** When the first contact is due; null for a lead stored as spam. */
  dueAt: string | null;
  /** The staff member (e-mail) who has the lead. */
  owner: string | null;
  /** When the lead was first contacted; null while it waits. */
  firstContactAt: string | null;
}

export interface LeadAttachment {
  leadId: number;
  filename: string;
  mime: string;
  size: number;
  bytes: Buffer;
}

/** Every stored row of a lead with its attachment's description and the company e-mail's status (also read by search.ts). */
export function leadQuery(db: Kysely<Database>) {
  return db
    .selectFrom('leads as l')
    .leftJoin('attachments as a', 'a.lead_id', 'l.id')
    .selectAll('l')
    .select(['a.filename as att_filename', 'a.mime as att_mime', 'a.size as att_size'])
    .select((eb) =>
      eb
        .selectFrom('outbox as o')
        .select('o.status')
        .whereRef('o.lead_id', '=', 'l.id')
        .where('o.kind', '=', 'company')
        .as('mail_status'),
    );
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof leadQuery>['executeTakeFirstOrThrow']>>;

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    ...contactOf(row),
    project: projectOf(row),
    source: sourceOf(row),
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
    isSpam: Boolean(row.is_spam),
    spamReason: row.spam_reason,
    needsReview: Boolean(row.needs_review),
    attachment:
      row.att_filename !== null && row.att_mime !== null && row.att_size !== null
        ? { filename: row.att_filename, mime: row.att_mime, size: row.att_size }
        : null,
    mailStatus: row.mail_status,
    dueAt: row.due_at === null ? null : iso(row.due_at),
    owner: row.owner,
    firstContactAt: row.first_contact_at === null ? null : iso(row.first_contact_at),
  };
}

/**
 * Lead + attachment + outbox rows in one transaction; resolves after commit with the lead's id
 * (for a `requestKey` already stored, that lead's id, and nothing is written).
 */
export function insertLead(storage: Storage, lead: NewLead): Promise<number> {
  return onStorage(storage, 'Écriture', (db) =>
    db.transaction().execute(async (trx) => {
      const createdAt = lead.receivedAt ?? new Date().toISOString();
      const inserted = await trx
        .insertInto('leads')
        .values({
          created_at: createdAt,
          ...contactOf(lead),
          ...projectColumns(lead.project ?? undefined),
          ...sourceColumns(lead.source ?? undefined),
          // Nobody calls a spam back: no due time, no reminder.
          due_at: lead.isSpam ? null : firstContactDue(new Date(createdAt), lead.project?.pays).toISOString(),
          ip_hash: storage.hashIp(lead.ip),
          user_agent: lead.userAgent ?? null,
          is_spam: flag(lead.isSpam),
          spam_reason: lead.spamReason ?? null,
          needs_review: flag(lead.needsReview ?? false),
          request_key: lead.requestKey ?? null,
        })
        .onConflict((oc) => oc.column('request_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        const stored = await trx
          .selectFrom('leads')
          .select('id')
          .where('request_key', '=', lead.requestKey ?? '')
          .executeTakeFirstOrThrow();
        return stored.id;
      }
      const { id } = inserted;
      if (lead.attachment) {
        // A view of the bytes, not a copy (an attachment is up to 10 Mo).
        const { buffer, byteOffset, byteLength } = lead.attachment.bytes;
        const bytes = Buffer.from(buffer, byteOffset, byteLength);
        await trx
          .insertInto('attachments')
          .values({
            lead_id: id,
            filename: lead.attachment.filename,
            mime: lead.attachment.mime,
            size: bytes.length,
            bytes,
          })
          .execute();
      }
      const database = { db: trx, traits: storage.traits };
      const kinds = lead.isSpam ? [] : await kindsToQueue(database, lead, new Date(createdAt));
      await queueMail(
        database,
        kinds.map((kind) => ({ kind, leadId: id })),
        new Date(createdAt),
      );
      return id;
    }),
  );
}

export function getLead(storage: OpenDatabase, id: number): Promise<Lead | null> {
  return onStorage(storage, 'Lecture', async (db) => {
    const row = await leadQuery(db).where('l.id', '=', id).executeTakeFirst();
    return row ? toLead(row) : null;
  });
}

export function listLeads(
  storage: OpenDatabase,
  { limit = 50, offset = 0, includeSpam = true }: { limit?: number; offset?: number; includeSpam?: boolean } = {},
): Promise<Lead[]> {
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await leadQuery(db)
      .$if(!includeSpam, (qb) => qb.where('l.is_spam', '=', 0))
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(toLead);
  });
}

export function allLeads(storage: OpenDatabase): Promise<Lead[]> {
  return onStorage(storage, 'Lecture', async (db) => (await leadQuery(db).orderBy('l.id').execute()).map(toLead));
}

export function countLeads(storage: OpenDatabase): Promise<{ total: number; spam: number }> {
  return onStorage(storage, 'Lecture', async (db) => {
    const row = await db
      .selectFrom('leads')
      .select((eb) => [
        eb.fn.countAll<Count>().as('total'),
        eb.fn.countAll<Count>().filterWhere('is_spam', '=', 1).as('spam'),
      ])
      .executeTakeFirstOrThrow();
    return { total: count(row.total), spam: count(row.spam) };
  });
}

export function getAttachment(storage: OpenDatabase, leadId: number): Promise<LeadAttachment | null> {
  return onStorage(storage, 'Lecture', async (db) => {
    const row = await db.selectFrom('attachments').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
    if (!row) return null;
    return {
      leadId: row.lead_id,
      filename: row.filename,
      mime: row.mime,
      size: row.size,
      bytes: Buffer.from(row.bytes),
    };
  });
}
