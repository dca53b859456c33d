import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { describeStorage, readConfig, sqlitePath, type LeadsConfig } from '../config';
import { openDatabase, type DialectTraits, type OpenDatabase } from '../db/database';
import { LATEST_MIGRATION, migrateToLatest } from '../db/migrations';
import type { CommentStatus, Count, Database, OutboxKind, OutboxStatus } from '../db/tables';
import type { ProjectDetails } from '@/lib/project-details';
import { projectColumns, projectOf } from './project-columns';

export { COMMENT_STATUSES, type CommentStatus, type OutboxKind, type OutboxStatus } from '../db/tables';

/**
 * Lead storage: one small interface, each query written once with Kysely for SQLite
 * (default) and PostgreSQL (DATABASE_URL); database.ts holds what differs between them.
 * A lead, its attachment and its outbox rows are written in one transaction.
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
  /** The optional project details of the quote form (issue 16); none when left out. */
  project?: ProjectDetails | null;
  /** Client address; only a salted hash is stored. */
  ip?: string | null;
  userAgent?: string | null;
  isSpam: boolean;
  spamReason?: string | null;
  /** Filled in faster than a person types: stored and e-mailed, flagged « à vérifier ». */
  needsReview?: boolean;
  attachment?: NewAttachment | null;
  /** E-mails to queue in the same transaction (ignored for spam). */
  outboxKinds: OutboxKind[];
  /** A request replayed from the journal (spool.ts): stored once whatever the number of replays. */
  requestKey?: string;
  /** When the request was received, if not now (ISO 8601). */
  receivedAt?: string;
}

export interface Lead {
  id: number;
  createdAt: string;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  societe: string | null;
  sujet: string;
  message: string;
  produit: string | null;
  /** Every field null when the visitor gave none (and for leads stored before migration 0005). */
  project: ProjectDetails;
  ipHash: string | null;
  userAgent: string | null;
  isSpam: boolean;
  spamReason: string | null;
  needsReview: boolean;
  attachment: { filename: string; mime: string; size: number } | null;
  /** Status of the company e-mail, null for spam. */
  mailStatus: OutboxStatus | null;
}

export interface LeadAttachment {
  leadId: number;
  filename: string;
  mime: string;
  size: number;
  bytes: Buffer;
}

export interface OutboxRow {
  id: number;
  leadId: number;
  kind: OutboxKind;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  /** The sender holding the row until nextAttemptAt, null when none. */
  claimedBy: string | null;
}

export interface NewComment {
  articleSlug: string;
  nom: string;
  email: string;
  message: string;
  status: CommentStatus;
  ip?: string | null;
}

export interface StoredComment {
  id: number;
  articleSlug: string;
  nom: string;
  email: string;
  message: string;
  status: CommentStatus;
  createdAt: string;
}

export interface LeadRepository {
  kind: 'sqlite' | 'postgres';
  description: string;
  /** The salted hash stored instead of a client address. */
  hashIp(ip: string | null | undefined): string | null;
  /** The latest applied migration (Kysely's kysely_migration table). */
  schemaVersion: string;
  /**
   * The Kysely handle itself, for the modules that own other tables or queries (staff back-office,
   * audit log, rate limits, outbox claims, delivery health).
   */
  database: OpenDatabase;
  /**
   * Lead + attachment + outbox rows in one transaction; resolves after commit with the lead's id
   * (for a `requestKey` already stored, that lead's id, and nothing is written).
   */
  insertLead(lead: NewLead): Promise<number>;
  getLead(id: number): Promise<Lead | null>;
  listLeads(options?: { limit?: number; offset?: number; includeSpam?: boolean }): Promise<Lead[]>;
  allLeads(): Promise<Lead[]>;
  countLeads(): Promise<{ total: number; spam: number }>;
  getAttachment(leadId: number): Promise<LeadAttachment | null>;
  /**
   * Atomically takes due pending rows for `owner`: attempts + 1, claimed_by = owner and
   * next_attempt_at pushed by the lease (a held row whose lease ran out is due again).
   */
  claimOutbox(options: { now: Date; leaseMs: number; limit: number; owner: string }): Promise<OutboxRow[]>;
  markSent(id: number, sentAt: Date): Promise<void>;
  markRetry(id: number, options: { error: string; nextAttemptAt: Date; failed: boolean }): Promise<void>;
  listOutbox(options?: { leadId?: number }): Promise<OutboxRow[]>;
  /**
   * Makes every failed row, and every pending row no sender holds, due now (attempts reset); a row
   * held by a sender whose lease has not run out is left alone. Returns the row count.
   */
  requeueOutbox(now: Date): Promise<number>;
  addSubscriber(email: string): Promise<{ created: boolean }>;
  addComment(comment: NewComment): Promise<number>;
  listComments(options?: { status?: CommentStatus; limit?: number }): Promise<StoredComment[]>;
  /** A moderator's decision; false when no comment has that id. */
  setCommentStatus(id: number, status: CommentStatus): Promise<boolean>;
  /**
   * Deletes the leads received before `leadsBefore` (with their attachments and e-mails) and the
   * rejected or spam comments written before `commentsBefore`; with `dryRun`, only counts them.
   */
  purgeExpired(options: {
    leadsBefore: Date;
    commentsBefore: Date;
    dryRun?: boolean;
  }): Promise<{ leads: number; comments: number }>;
  close(): Promise<void>;
}

/** Thrown when the database cannot be opened, read or written: the API answers 503. */
export class StorageUnavailableError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'StorageUnavailableError';
  }
}

const SALT_KEY = 'ip_salt';

/** Comments a moderator turned down: deleted once their retention time is over. Pending ones wait for a decision. */
const REFUSED_COMMENTS: CommentStatus[] = ['rejected', 'spam'];

function hashIp(salt: string, ip: string | null | undefined) {
  if (!ip) return null;
  return createHash('sha256').update(`${salt}:${ip}`).digest('hex').slice(0, 32);
}

/** Timestamps: ISO text from SQLite, Date from PostgreSQL; the application sees ISO text. */
const iso = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);
const flag = (value: boolean) => (value ? 1 : 0);
const count = (value: Count | null | undefined) => Number(value ?? 0);

function toOutbox(row: Selectable<Database['outbox']>): OutboxRow {
  return {
    id: row.id,
    leadId: row.lead_id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: iso(row.next_attempt_at),
    lastError: row.last_error,
    sentAt: row.sent_at === null ? null : iso(row.sent_at),
    claimedBy: row.claimed_by,
  };
}

function toComment(row: Selectable<Database['comments']>): StoredComment {
  return {
    id: row.id,
    articleSlug: row.article_slug,
    nom: row.nom,
    email: row.email,
    message: row.message,
    status: row.status,
    createdAt: iso(row.created_at),
  };
}

/** Every stored row of a lead with its attachment's description and the company e-mail's status (also read by lead-search.ts). */
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
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    societe: row.societe,
    sujet: row.sujet,
    message: row.message,
    produit: row.produit,
    project: projectOf(row),
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
  };
}

async function perDatabaseSalt(db: Kysely<Database>) {
  await db
    .insertInto('meta')
    .values({ key: SALT_KEY, value: randomBytes(16).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', SALT_KEY).executeTakeFirstOrThrow();
  return row.value;
}

function createRepository(
  db: Kysely<Database>,
  traits: DialectTraits,
  salt: string,
  config: LeadsConfig,
): LeadRepository {
  const label = traits.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  /** Every failure of the database becomes StorageUnavailableError (the handlers answer 503). */
  const guard =
    <A extends unknown[], R>(what: string, fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        throw new StorageUnavailableError(`${what} ${label} impossible`, error);
      }
    };
  const read = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => guard('Lecture', fn);
  const write = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => guard('Écriture', fn);

  return {
    kind: traits.kind,
    description: describeStorage(config),
    hashIp: (ip) => hashIp(salt, ip),
    schemaVersion: LATEST_MIGRATION,
    database: { db, traits },

    insertLead: write((lead: NewLead) =>
      db.transaction().execute(async (trx) => {
        const createdAt = lead.receivedAt ?? new Date().toISOString();
        const inserted = await trx
          .insertInto('leads')
          .values({
            created_at: createdAt,
            nom: lead.nom,
            prenom: lead.prenom,
            email: lead.email,
            telephone: lead.telephone,
            societe: lead.societe ?? null,
            sujet: lead.sujet,
            message: lead.message,
            produit: lead.produit ?? null,
            ...projectColumns(lead.project ?? undefined),
            ip_hash: hashIp(salt, lead.ip),
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
        const kinds = lead.isSpam ? [] : lead.outboxKinds;
        if (kinds.length > 0) {
          await trx
            .insertInto('outbox')
            .values(
              kinds.map((kind) => ({
                lead_id: id,
                kind,
                status: 'pending' as const,
                attempts: 0,
                next_attempt_at: createdAt,
              })),
            )
            .execute();
        }
        return id;
      }),
    ),

    getLead: read(async (id: number) => {
      const row = await leadQuery(db).where('l.id', '=', id).executeTakeFirst();
      return row ? toLead(row) : null;
    }),

    listLeads: read(
      async ({
        limit = 50,
        offset = 0,
        includeSpam = true,
      }: { limit?: number; offset?: number; includeSpam?: boolean } = {}) => {
        const rows = await leadQuery(db)
          .$if(!includeSpam, (qb) => qb.where('l.is_spam', '=', 0))
          .orderBy('l.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute();
        return rows.map(toLead);
      },
    ),

    allLeads: read(async () => (await leadQuery(db).orderBy('l.id').execute()).map(toLead)),

    countLeads: read(async () => {
      const row = await db
        .selectFrom('leads')
        .select((eb) => [
          eb.fn.countAll<Count>().as('total'),
          eb.fn.countAll<Count>().filterWhere('is_spam', '=', 1).as('spam'),
        ])
        .executeTakeFirstOrThrow();
      return { total: count(row.total), spam: count(row.spam) };
    }),

    getAttachment: read(async (leadId: number) => {
      const row = await db.selectFrom('attachments').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
      if (!row) return null;
      return {
        leadId: row.lead_id,
        filename: row.filename,
        mime: row.mime,
        size: row.size,
        bytes: Buffer.from(row.bytes),
      };
    }),

    claimOutbox: write(
      async ({ now, leaseMs, limit, owner }: { now: Date; leaseMs: number; limit: number; owner: string }) => {
        const due = db
          .selectFrom('outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now.toISOString())
          .orderBy('id')
          .limit(limit)
          // Two PostgreSQL senders skip each other's rows instead of waiting; SQLite runs one write at a time.
          .$if(traits.rowLocks, (qb) => qb.forUpdate().skipLocked());
        const rows = await db
          .updateTable('outbox')
          .set((eb) => ({
            attempts: eb('attempts', '+', 1),
            next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(),
            claimed_by: owner,
          }))
          .where('id', 'in', due)
          .returningAll()
          .execute();
        return rows.map(toOutbox).sort((a, b) => a.id - b.id);
      },
    ),

    markSent: write(async (id: number, sentAt: Date) => {
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: sentAt.toISOString(), last_error: null, claimed_by: null })
        .where('id', '=', id)
        .execute();
    }),

    markRetry: write(
      async (id: number, { error, nextAttemptAt, failed }: { error: string; nextAttemptAt: Date; failed: boolean }) => {
        await db
          .updateTable('outbox')
          .set({
            status: failed ? 'failed' : 'pending',
            next_attempt_at: nextAttemptAt.toISOString(),
            last_error: error.slice(0, 2000),
            claimed_by: null,
          })
          .where('id', '=', id)
          .execute();
      },
    ),

    listOutbox: read(async ({ leadId }: { leadId?: number } = {}) => {
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .$if(leadId !== undefined, (qb) => qb.where('lead_id', '=', leadId as number))
        .orderBy('id')
        .execute();
      return rows.map(toOutbox);
    }),

    requeueOutbox: write(async (now: Date) => {
      const result = await db
        .updateTable('outbox')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), claimed_by: null })
        .where((eb) =>
          eb.or([
            eb('status', '=', 'failed'),
            eb.and([
              eb('status', '=', 'pending'),
              eb.or([eb('claimed_by', 'is', null), eb('next_attempt_at', '<=', now.toISOString())]),
            ]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    }),

    addSubscriber: write(async (email: string) => {
      const row = await db
        .insertInto('newsletter_subscribers')
        .values({ email, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return { created: row !== undefined };
    }),

    addComment: write(async (comment: NewComment) => {
      const row = await db
        .insertInto('comments')
        .values({
          article_slug: comment.articleSlug,
          nom: comment.nom,
          email: comment.email,
          message: comment.message,
          status: comment.status,
          ip_hash: hashIp(salt, comment.ip),
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }),

    listComments: read(async ({ status, limit = 100 }: { status?: CommentStatus; limit?: number } = {}) => {
      const rows = await db
        .selectFrom('comments')
        .selectAll()
        .$if(status !== undefined, (qb) => qb.where('status', '=', status as CommentStatus))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toComment);
    }),

    setCommentStatus: write(async (id: number, status: CommentStatus) => {
      const result = await db.updateTable('comments').set({ status }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    }),

    purgeExpired: write(
      ({
        leadsBefore,
        commentsBefore,
        dryRun = false,
      }: {
        leadsBefore: Date;
        commentsBefore: Date;
        dryRun?: boolean;
      }) => {
        const expiredLead = (eb: ExpressionBuilder<Database, 'leads'>) =>
          eb('created_at', '<', leadsBefore.toISOString());
        const expiredComment = (eb: ExpressionBuilder<Database, 'comments'>) =>
          eb.and([eb('status', 'in', REFUSED_COMMENTS), eb('created_at', '<', commentsBefore.toISOString())]);
        return db.transaction().execute(async (trx) => {
          if (dryRun) {
            const [leads, comments] = [
              await trx
                .selectFrom('leads')
                .where(expiredLead)
                .select((eb) => eb.fn.countAll<Count>().as('n'))
                .executeTakeFirstOrThrow(),
              await trx
                .selectFrom('comments')
                .where(expiredComment)
                .select((eb) => eb.fn.countAll<Count>().as('n'))
                .executeTakeFirstOrThrow(),
            ];
            return { leads: count(leads.n), comments: count(comments.n) };
          }
          // Attachments and outbox rows go with their lead (ON DELETE CASCADE).
          const leads = await trx.deleteFrom('leads').where(expiredLead).executeTakeFirst();
          const comments = await trx.deleteFrom('comments').where(expiredComment).executeTakeFirst();
          return { leads: Number(leads.numDeletedRows), comments: Number(comments.numDeletedRows) };
        });
      },
    ),

    close: () => db.destroy(),
  };
}

/** Opens the database, applies the pending migrations and reads the salt: a ready repository. */
async function open(config: LeadsConfig): Promise<LeadRepository> {
  let opened: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    opened = await openDatabase(config);
    await migrateToLatest(opened.db, opened.traits);
    const salt = await perDatabaseSalt(opened.db);
    return createRepository(opened.db, opened.traits, salt, config);
  } catch (error) {
    await opened?.db.destroy().catch(() => {});
    const label = config.backend === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    throw new StorageUnavailableError(`Base ${label} inaccessible (${describeStorage(config)})`, error);
  }
}

/* ------------------------------------------------------------------ */
/* Process-wide instance                                               */
/* ------------------------------------------------------------------ */

/**
 * Next bundles the route handlers and instrumentation.ts separately: the instance
 * ({ key, promise }) lives on globalThis so every bundle of this process shares one connection.
 */
const holderKey = Symbol.for('lumina-terrasses.lead-repository');
type Holder = { key: string; promise: Promise<LeadRepository> };
const globalHolder = globalThis as unknown as Record<symbol, Holder | undefined>;

const keyOf = (config: LeadsConfig) =>
  config.backend === 'sqlite' ? `sqlite:${sqlitePath(config)}` : `pg:${config.databaseUrl}#${config.databaseSchema}`;

/** Opens (or reuses) the repository of the current configuration; a failed open is retried on the next call. */
export async function getRepository(config: LeadsConfig = readConfig()): Promise<LeadRepository> {
  const key = keyOf(config);
  const current = globalHolder[holderKey];
  if (current && current.key === key) return current.promise;
  if (current) {
    current.promise.then((repo) => repo.close()).catch(() => {});
  }
  const promise = open(config);
  const entry = { key, promise };
  globalHolder[holderKey] = entry;
  promise.catch(() => {
    if (globalHolder[holderKey] === entry) globalHolder[holderKey] = undefined;
  });
  return promise;
}

/** Opens a repository that the caller owns and closes (tests, `leads` command). */
export function openRepository(config: LeadsConfig = readConfig()): Promise<LeadRepository> {
  return open(config);
}

/** Closes the shared instance (tests, shutdown). */
export async function closeRepository() {
  const current = globalHolder[holderKey];
  globalHolder[holderKey] = undefined;
  if (current) await current.promise.then((repo) => repo.close()).catch(() => {});
}
