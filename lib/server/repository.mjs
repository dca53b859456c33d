import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describeStorage, readConfig, sqlitePath } from './config.mjs';
import { latestVersion, migrations } from './migrations.mjs';

/**
 * Lead storage: one small interface (see repository.d.mts), two back ends.
 * - SQLite (default): `${DATA_DIR}/leads.sqlite`, WAL, synchronous=FULL, one
 *   connection per process; transactions are IMMEDIATE so the server and the
 *   `leads` command never deadlock.
 * - PostgreSQL when DATABASE_URL is set (pool of 10, 5 s connect timeout).
 * A lead, its attachment and its outbox rows are written in one transaction.
 *
 * Plain JavaScript so that `npm run leads` runs it with plain Node 20.
 */

/** Thrown when the database cannot be opened or written: the API answers 503. */
export class StorageUnavailableError extends Error {
  /** @param {string} message @param {unknown} [cause] */
  constructor(message, cause) {
    super(message, { cause });
    this.name = 'StorageUnavailableError';
  }
}

const SALT_KEY = 'ip_salt';

/** @param {string} salt @param {string | null | undefined} ip */
function hashIp(salt, ip) {
  if (!ip) return null;
  return createHash('sha256').update(`${salt}:${ip}`).digest('hex').slice(0, 32);
}

/** @param {unknown} value */
const iso = (value) => (value instanceof Date ? value.toISOString() : value == null ? null : String(value));

/** @param {Record<string, any>} row */
function toLead(row) {
  return {
    id: Number(row.id),
    createdAt: /** @type {string} */ (iso(row.created_at)),
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    societe: row.societe ?? null,
    sujet: row.sujet,
    message: row.message,
    produit: row.produit ?? null,
    ipHash: row.ip_hash ?? null,
    userAgent: row.user_agent ?? null,
    isSpam: Boolean(row.is_spam),
    spamReason: row.spam_reason ?? null,
    attachment:
      row.att_filename != null
        ? { filename: row.att_filename, mime: row.att_mime, size: Number(row.att_size) }
        : null,
    mailStatus: row.mail_status ?? null,
  };
}

/** @param {Record<string, any>} row */
function toOutbox(row) {
  return {
    id: Number(row.id),
    leadId: Number(row.lead_id),
    kind: row.kind,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: /** @type {string} */ (iso(row.next_attempt_at)),
    lastError: row.last_error ?? null,
    sentAt: iso(row.sent_at),
  };
}

/** @param {Record<string, any>} row */
function toAttachment(row) {
  return {
    leadId: Number(row.lead_id),
    filename: row.filename,
    mime: row.mime,
    size: Number(row.size),
    bytes: Buffer.from(row.bytes),
  };
}

const LEAD_COLUMNS = `l.id, l.created_at, l.nom, l.prenom, l.email, l.telephone, l.societe, l.sujet, l.message,
  l.produit, l.ip_hash, l.user_agent, l.is_spam, l.spam_reason,
  a.filename AS att_filename, a.mime AS att_mime, a.size AS att_size,
  (SELECT o.status FROM outbox o WHERE o.lead_id = l.id AND o.kind = 'company') AS mail_status`;
const LEAD_FROM = 'FROM leads l LEFT JOIN attachments a ON a.lead_id = l.id';

/** Every state of a comment (the comments table's CHECK constraint, migration 1). */
export const COMMENT_STATUSES = Object.freeze(['pending', 'approved', 'rejected', 'spam']);

/** Comments a moderator turned down: deleted once their retention time is over. Pending ones wait for a decision. */
const REFUSED_COMMENTS = "('rejected', 'spam')";

/* ------------------------------------------------------------------ */
/* SQLite                                                              */
/* ------------------------------------------------------------------ */

/** @param {import('./config.mjs').LeadsConfig} config */
function openSqlite(config) {
  let db;
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    db = new Database(sqlitePath(config), { timeout: 5000 });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    const sqliteDb = db;
    db.transaction(() => {
      const row = /** @type {{ v: number | null }} */ (sqliteDb.prepare('SELECT max(version) AS v FROM schema_version').get());
      const current = row.v ?? 0;
      for (const migration of migrations) {
        if (migration.version <= current) continue;
        sqliteDb.exec(migration.sqlite);
        sqliteDb
          .prepare('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)')
          .run(migration.version, new Date().toISOString());
      }
    }).immediate();
    db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(SALT_KEY, randomBytes(16).toString('hex'));
  } catch (error) {
    db?.close();
    throw new StorageUnavailableError(`Base SQLite inaccessible (${sqlitePath(config)})`, error);
  }
  const salt = /** @type {{ value: string }} */ (db.prepare('SELECT value FROM meta WHERE key = ?').get(SALT_KEY)).value;

  const stmt = {
    insertLead: db.prepare(`INSERT INTO leads
      (created_at, nom, prenom, email, telephone, societe, sujet, message, produit, ip_hash, user_agent, is_spam, spam_reason)
      VALUES (@created_at, @nom, @prenom, @email, @telephone, @societe, @sujet, @message, @produit, @ip_hash, @user_agent, @is_spam, @spam_reason)`),
    insertAttachment: db.prepare(
      'INSERT INTO attachments (lead_id, filename, mime, size, bytes) VALUES (?, ?, ?, ?, ?)',
    ),
    insertOutbox: db.prepare('INSERT INTO outbox (lead_id, kind, status, attempts, next_attempt_at) VALUES (?, ?, ?, 0, ?)'),
    getLead: db.prepare(`SELECT ${LEAD_COLUMNS} ${LEAD_FROM} WHERE l.id = ?`),
    listLeads: db.prepare(
      `SELECT ${LEAD_COLUMNS} ${LEAD_FROM} WHERE (@spam = 1 OR l.is_spam = 0) ORDER BY l.id DESC LIMIT @limit OFFSET @offset`,
    ),
    allLeads: db.prepare(`SELECT ${LEAD_COLUMNS} ${LEAD_FROM} ORDER BY l.id`),
    counts: db.prepare('SELECT count(*) AS total, coalesce(sum(is_spam), 0) AS spam FROM leads'),
    getAttachment: db.prepare('SELECT lead_id, filename, mime, size, bytes FROM attachments WHERE lead_id = ?'),
    claim: db.prepare(`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = @lease
      WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= @now ORDER BY id LIMIT @limit)
      RETURNING *`),
    markSent: db.prepare("UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ?"),
    markRetry: db.prepare('UPDATE outbox SET status = @status, next_attempt_at = @next, last_error = @error WHERE id = @id'),
    listOutbox: db.prepare('SELECT * FROM outbox WHERE (@lead IS NULL OR lead_id = @lead) ORDER BY id'),
    requeue: db.prepare(
      "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE status IN ('pending', 'failed')",
    ),
    addSubscriber: db.prepare('INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING'),
    addComment: db.prepare(`INSERT INTO comments (article_slug, nom, email, message, status, ip_hash, created_at)
      VALUES (@article_slug, @nom, @email, @message, @status, @ip_hash, @created_at)`),
    listComments: db.prepare('SELECT * FROM comments WHERE (@status IS NULL OR status = @status) ORDER BY id DESC LIMIT @limit'),
    setCommentStatus: db.prepare('UPDATE comments SET status = ? WHERE id = ?'),
    expiredLeads: db.prepare('SELECT count(*) AS n FROM leads WHERE created_at < ?'),
    deleteExpiredLeads: db.prepare('DELETE FROM leads WHERE created_at < ?'),
    expiredComments: db.prepare(`SELECT count(*) AS n FROM comments WHERE status IN ${REFUSED_COMMENTS} AND created_at < ?`),
    deleteExpiredComments: db.prepare(`DELETE FROM comments WHERE status IN ${REFUSED_COMMENTS} AND created_at < ?`),
  };

  /** @param {{ leadsBefore: Date, commentsBefore: Date, dryRun?: boolean }} options */
  const purgeTx = db.transaction(({ leadsBefore, commentsBefore, dryRun }) => {
    const leadsCut = leadsBefore.toISOString();
    const commentsCut = commentsBefore.toISOString();
    const counts = {
      leads: Number(/** @type {{ n: number }} */ (stmt.expiredLeads.get(leadsCut)).n),
      comments: Number(/** @type {{ n: number }} */ (stmt.expiredComments.get(commentsCut)).n),
    };
    if (!dryRun) {
      stmt.deleteExpiredLeads.run(leadsCut);
      stmt.deleteExpiredComments.run(commentsCut);
    }
    return counts;
  });

  /** @param {import('./repository.mjs').NewLead} lead */
  const insertLeadTx = db.transaction((lead) => {
    const createdAt = new Date().toISOString();
    const { lastInsertRowid } = stmt.insertLead.run({
      created_at: createdAt,
      nom: lead.nom,
      prenom: lead.prenom,
      email: lead.email,
      telephone: lead.telephone,
      societe: lead.societe ?? null,
      sujet: lead.sujet,
      message: lead.message,
      produit: lead.produit ?? null,
      ip_hash: hashIp(salt, lead.ip),
      user_agent: lead.userAgent ?? null,
      is_spam: lead.isSpam ? 1 : 0,
      spam_reason: lead.spamReason ?? null,
    });
    const id = Number(lastInsertRowid);
    if (lead.attachment) {
      const bytes = Buffer.from(lead.attachment.bytes);
      stmt.insertAttachment.run(id, lead.attachment.filename, lead.attachment.mime, bytes.length, bytes);
    }
    for (const kind of lead.isSpam ? [] : lead.outboxKinds) stmt.insertOutbox.run(id, kind, 'pending', createdAt);
    return id;
  });

  /** @template T @param {() => T} fn @returns {Promise<T>} */
  const run = async (fn) => {
    try {
      return fn();
    } catch (error) {
      throw new StorageUnavailableError('Écriture SQLite impossible', error);
    }
  };

  /** @type {import('./repository.mjs').LeadRepository} */
  const repository = {
    kind: 'sqlite',
    description: describeStorage(config),
    schemaVersion: latestVersion,
    insertLead: (lead) => run(() => insertLeadTx.immediate(lead)),
    getLead: async (id) => {
      const row = stmt.getLead.get(id);
      return row ? toLead(/** @type {Record<string, any>} */ (row)) : null;
    },
    listLeads: async ({ limit = 50, offset = 0, includeSpam = true } = {}) =>
      stmt.listLeads.all({ limit, offset, spam: includeSpam ? 1 : 0 }).map((row) => toLead(/** @type {any} */ (row))),
    allLeads: async () => stmt.allLeads.all().map((row) => toLead(/** @type {any} */ (row))),
    countLeads: async () => {
      const row = /** @type {{ total: number, spam: number }} */ (stmt.counts.get());
      return { total: Number(row.total), spam: Number(row.spam) };
    },
    getAttachment: async (leadId) => {
      const row = stmt.getAttachment.get(leadId);
      return row ? toAttachment(/** @type {any} */ (row)) : null;
    },
    claimOutbox: ({ now, leaseMs, limit }) =>
      run(() =>
        stmt.claim
          .all({ now: now.toISOString(), lease: new Date(now.getTime() + leaseMs).toISOString(), limit })
          .map((row) => toOutbox(/** @type {any} */ (row)))
          .sort((a, b) => a.id - b.id),
      ),
    markSent: (id, sentAt) => run(() => void stmt.markSent.run(sentAt.toISOString(), id)),
    markRetry: (id, { error, nextAttemptAt, failed }) =>
      run(
        () =>
          void stmt.markRetry.run({
            id,
            status: failed ? 'failed' : 'pending',
            next: nextAttemptAt.toISOString(),
            error: error.slice(0, 2000),
          }),
      ),
    listOutbox: async ({ leadId } = {}) =>
      stmt.listOutbox.all({ lead: leadId ?? null }).map((row) => toOutbox(/** @type {any} */ (row))),
    requeueOutbox: (now) => run(() => stmt.requeue.run(now.toISOString()).changes),
    addSubscriber: (email) =>
      run(() => ({ created: stmt.addSubscriber.run(email, new Date().toISOString()).changes === 1 })),
    addComment: (comment) =>
      run(() =>
        Number(
          stmt.addComment.run({
            article_slug: comment.articleSlug,
            nom: comment.nom,
            email: comment.email,
            message: comment.message,
            status: comment.status,
            ip_hash: hashIp(salt, comment.ip),
            created_at: new Date().toISOString(),
          }).lastInsertRowid,
        ),
      ),
    listComments: async ({ status, limit = 100 } = {}) =>
      stmt.listComments.all({ status: status ?? null, limit }).map((row) => {
        const r = /** @type {Record<string, any>} */ (row);
        return {
          id: Number(r.id),
          articleSlug: r.article_slug,
          nom: r.nom,
          email: r.email,
          message: r.message,
          status: r.status,
          createdAt: /** @type {string} */ (iso(r.created_at)),
        };
      }),
    setCommentStatus: (id, status) => run(() => stmt.setCommentStatus.run(status, id).changes === 1),
    purgeExpired: (options) => run(() => purgeTx.immediate(options)),
    close: async () => {
      if (db.open) db.close();
    },
  };
  return repository;
}

/* ------------------------------------------------------------------ */
/* PostgreSQL                                                          */
/* ------------------------------------------------------------------ */

const MIGRATION_LOCK = 74_616_263;

/** @param {import('./config.mjs').LeadsConfig} config */
async function openPostgres(config) {
  const schema = config.databaseSchema;
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 30_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', (error) => console.error('[leads] connexion PostgreSQL perdue:', error.message));

  /** @type {string} */
  let salt;
  try {
    const client = await pool.connect();
    try {
      if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
      );
      const { rows } = await client.query('SELECT max(version) AS v FROM schema_version');
      const current = Number(rows[0]?.v ?? 0);
      for (const migration of migrations) {
        if (migration.version <= current) continue;
        await client.query(migration.postgres);
        await client.query('INSERT INTO schema_version (version) VALUES ($1)', [migration.version]);
      }
      await client.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
        SALT_KEY,
        randomBytes(16).toString('hex'),
      ]);
      const saltRow = await client.query('SELECT value FROM meta WHERE key = $1', [SALT_KEY]);
      salt = saltRow.rows[0].value;
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StorageUnavailableError(`Base PostgreSQL inaccessible (${describeStorage(config)})`, error);
  }

  /** @param {string} text @param {unknown[]} [params] */
  const query = async (text, params) => {
    try {
      return await pool.query(text, params);
    } catch (error) {
      throw new StorageUnavailableError('Requête PostgreSQL impossible', error);
    }
  };

  /** @type {import('./repository.mjs').LeadRepository} */
  const repository = {
    kind: 'postgres',
    description: describeStorage(config),
    schemaVersion: latestVersion,
    insertLead: async (lead) => {
      let client;
      try {
        client = await pool.connect();
      } catch (error) {
        throw new StorageUnavailableError('Connexion PostgreSQL impossible', error);
      }
      try {
        await client.query('BEGIN');
        const { rows } = await client.query(
          `INSERT INTO leads (nom, prenom, email, telephone, societe, sujet, message, produit, ip_hash, user_agent, is_spam, spam_reason)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id, created_at`,
          [
            lead.nom,
            lead.prenom,
            lead.email,
            lead.telephone,
            lead.societe ?? null,
            lead.sujet,
            lead.message,
            lead.produit ?? null,
            hashIp(salt, lead.ip),
            lead.userAgent ?? null,
            lead.isSpam,
            lead.spamReason ?? null,
          ],
        );
        const id = Number(rows[0].id);
        if (lead.attachment) {
          const bytes = Buffer.from(lead.attachment.bytes);
          await client.query('INSERT INTO attachments (lead_id, filename, mime, size, bytes) VALUES ($1, $2, $3, $4, $5)', [
            id,
            lead.attachment.filename,
            lead.attachment.mime,
            bytes.length,
            bytes,
          ]);
        }
        for (const kind of lead.isSpam ? [] : lead.outboxKinds) {
          await client.query(
            "INSERT INTO outbox (lead_id, kind, status, attempts, next_attempt_at) VALUES ($1, $2, 'pending', 0, $3)",
            [id, kind, rows[0].created_at],
          );
        }
        await client.query('COMMIT');
        return id;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw new StorageUnavailableError('Écriture PostgreSQL impossible', error);
      } finally {
        client.release();
      }
    },
    getLead: async (id) => {
      const { rows } = await query(`SELECT ${LEAD_COLUMNS} ${LEAD_FROM} WHERE l.id = $1`, [id]);
      return rows[0] ? toLead(rows[0]) : null;
    },
    listLeads: async ({ limit = 50, offset = 0, includeSpam = true } = {}) => {
      const { rows } = await query(
        `SELECT ${LEAD_COLUMNS} ${LEAD_FROM} WHERE ($3 OR NOT l.is_spam) ORDER BY l.id DESC LIMIT $1 OFFSET $2`,
        [limit, offset, includeSpam],
      );
      return rows.map(toLead);
    },
    allLeads: async () => (await query(`SELECT ${LEAD_COLUMNS} ${LEAD_FROM} ORDER BY l.id`)).rows.map(toLead),
    countLeads: async () => {
      const { rows } = await query('SELECT count(*) AS total, count(*) FILTER (WHERE is_spam) AS spam FROM leads');
      return { total: Number(rows[0].total), spam: Number(rows[0].spam) };
    },
    getAttachment: async (leadId) => {
      const { rows } = await query('SELECT lead_id, filename, mime, size, bytes FROM attachments WHERE lead_id = $1', [leadId]);
      return rows[0] ? toAttachment(rows[0]) : null;
    },
    claimOutbox: async ({ now, leaseMs, limit }) => {
      const { rows } = await query(
        `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $2
         WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1
                      ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [now, new Date(now.getTime() + leaseMs), limit],
      );
      return rows.map(toOutbox).sort((a, b) => a.id - b.id);
    },
    markSent: async (id, sentAt) => {
      await query("UPDATE outbox SET status = 'sent', sent_at = $1, last_error = NULL WHERE id = $2", [sentAt, id]);
    },
    markRetry: async (id, { error, nextAttemptAt, failed }) => {
      await query('UPDATE outbox SET status = $2, next_attempt_at = $3, last_error = $4 WHERE id = $1', [
        id,
        failed ? 'failed' : 'pending',
        nextAttemptAt,
        error.slice(0, 2000),
      ]);
    },
    listOutbox: async ({ leadId } = {}) => {
      const { rows } = await query('SELECT * FROM outbox WHERE ($1::int IS NULL OR lead_id = $1) ORDER BY id', [leadId ?? null]);
      return rows.map(toOutbox);
    },
    requeueOutbox: async (now) => {
      const result = await query(
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1 WHERE status IN ('pending', 'failed')",
        [now],
      );
      return result.rowCount ?? 0;
    },
    addSubscriber: async (email) => {
      const result = await query(
        'INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING',
        [email],
      );
      return { created: result.rowCount === 1 };
    },
    addComment: async (comment) => {
      const { rows } = await query(
        `INSERT INTO comments (article_slug, nom, email, message, status, ip_hash)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [comment.articleSlug, comment.nom, comment.email, comment.message, comment.status, hashIp(salt, comment.ip)],
      );
      return Number(rows[0].id);
    },
    listComments: async ({ status, limit = 100 } = {}) => {
      const { rows } = await query(
        'SELECT * FROM comments WHERE ($1::text IS NULL OR status = $1) ORDER BY id DESC LIMIT $2',
        [status ?? null, limit],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        articleSlug: r.article_slug,
        nom: r.nom,
        email: r.email,
        message: r.message,
        status: r.status,
        createdAt: /** @type {string} */ (iso(r.created_at)),
      }));
    },
    setCommentStatus: async (id, status) =>
      (await query('UPDATE comments SET status = $1 WHERE id = $2', [status, id])).rowCount === 1,
    purgeExpired: async ({ leadsBefore, commentsBefore, dryRun }) => {
      // Attachments and outbox rows go with their lead (ON DELETE CASCADE).
      const leadsSql = dryRun ? 'SELECT count(*) AS n FROM leads WHERE created_at < $1' : 'DELETE FROM leads WHERE created_at < $1';
      const commentsWhere = `status IN ${REFUSED_COMMENTS} AND created_at < $1`;
      const commentsSql = dryRun ? `SELECT count(*) AS n FROM comments WHERE ${commentsWhere}` : `DELETE FROM comments WHERE ${commentsWhere}`;
      const count = (/** @type {import('pg').QueryResult} */ result) => (dryRun ? Number(result.rows[0].n) : (result.rowCount ?? 0));
      return {
        leads: count(await query(leadsSql, [leadsBefore])),
        comments: count(await query(commentsSql, [commentsBefore])),
      };
    },
    close: () => pool.end(),
  };
  return repository;
}

/* ------------------------------------------------------------------ */
/* Process-wide instance                                               */
/* ------------------------------------------------------------------ */

/**
 * Next bundles the route handlers and instrumentation.ts separately: the instance
 * ({ key, promise }) lives on globalThis so every bundle of this process shares one connection.
 */
const holderKey = Symbol.for('lumina-terrasses.lead-repository');
/** @type {Record<symbol, { key: string, promise: Promise<import('./repository.mjs').LeadRepository> } | undefined>} */
const globalHolder = /** @type {any} */ (globalThis);

/** @param {import('./config.mjs').LeadsConfig} config */
const keyOf = (config) =>
  config.backend === 'sqlite' ? `sqlite:${sqlitePath(config)}` : `pg:${config.databaseUrl}#${config.databaseSchema}`;

/** Opens (or reuses) the repository of the current configuration; a failed open is retried on the next call. */
export async function getRepository(config = readConfig()) {
  const key = keyOf(config);
  const current = globalHolder[holderKey];
  if (current && current.key === key) return current.promise;
  if (current) {
    current.promise.then((repo) => repo.close()).catch(() => {});
  }
  const promise = config.backend === 'postgres' ? openPostgres(config) : Promise.resolve().then(() => openSqlite(config));
  const entry = { key, promise };
  globalHolder[holderKey] = entry;
  promise.catch(() => {
    if (globalHolder[holderKey] === entry) globalHolder[holderKey] = undefined;
  });
  return promise;
}

/** Opens a repository that the caller owns and closes (tests, `leads` command). */
export async function openRepository(config = readConfig()) {
  return config.backend === 'postgres' ? openPostgres(config) : openSqlite(config);
}

/** Closes the shared instance (tests, shutdown). */
export async function closeRepository() {
  const current = globalHolder[holderKey];
  globalHolder[holderKey] = undefined;
  if (current) await current.promise.then((repo) => repo.close()).catch(() => {});
}
