import 'server-only';

/**
 * Schema migrations, applied in order at start (server, tests and `npm run leads`).
 * Each entry has the SQLite and the PostgreSQL text; `schema_version` records the
 * applied versions. Never edit an applied migration: append a new one.
 */
export const migrations = [
  {
    version: 1,
    name: 'leads, attachments, outbox, newsletter, comments',
    sqlite: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE leads (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        nom TEXT NOT NULL,
        prenom TEXT NOT NULL,
        email TEXT NOT NULL,
        telephone TEXT NOT NULL,
        societe TEXT,
        sujet TEXT NOT NULL,
        message TEXT NOT NULL,
        produit TEXT,
        ip_hash TEXT,
        user_agent TEXT,
        is_spam INTEGER NOT NULL DEFAULT 0 CHECK (is_spam IN (0, 1)),
        spam_reason TEXT
      );
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE TABLE attachments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
        filename TEXT NOT NULL,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        bytes BLOB NOT NULL
      );
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('company', 'ack')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        sent_at TEXT,
        UNIQUE (lead_id, kind)
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE TABLE newsletter_subscribers (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
      );
      CREATE TABLE comments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        article_slug TEXT NOT NULL,
        nom TEXT NOT NULL,
        email TEXT NOT NULL,
        message TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'spam')),
        ip_hash TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX comments_article ON comments (article_slug, status);
    `,
    postgres: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE leads (
        id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        nom TEXT NOT NULL,
        prenom TEXT NOT NULL,
        email TEXT NOT NULL,
        telephone TEXT NOT NULL,
        societe TEXT,
        sujet TEXT NOT NULL,
        message TEXT NOT NULL,
        produit TEXT,
        ip_hash TEXT,
        user_agent TEXT,
        is_spam BOOLEAN NOT NULL DEFAULT FALSE,
        spam_reason TEXT
      );
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE TABLE attachments (
        id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
        filename TEXT NOT NULL,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        bytes BYTEA NOT NULL
      );
      CREATE TABLE outbox (
        id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('company', 'ack')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        last_error TEXT,
        sent_at TIMESTAMPTZ,
        UNIQUE (lead_id, kind)
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE TABLE newsletter_subscribers (
        id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE comments (
        id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        article_slug TEXT NOT NULL,
        nom TEXT NOT NULL,
        email TEXT NOT NULL,
        message TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'spam')),
        ip_hash TEXT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX comments_article ON comments (article_slug, status);
    `,
  },
];

export const latestVersion = migrations.reduce((max, m) => Math.max(max, m.version), 0);
