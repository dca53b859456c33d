import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every setting of the lead pipeline, read from the environment at call time
 * (so tests and the `leads` command can point it elsewhere). Documented in the
 * README ("Configuration") and in .env.example.
 *
 * Plain JavaScript on purpose: the staff command `npm run leads` runs this code
 * with plain Node 20 (no TypeScript runner in production installs). Types: config.d.mts.
 */

/** @param {string | undefined} value @param {number} fallback */
function intOr(value, fallback) {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.floor(parsed) : fallback;
}

/**
 * `data/` of the project. `next start` and `npm run leads` run in the project directory;
 * the standalone server (`node .next/standalone/server.js`) changes into
 * .next/standalone, which a new build replaces: its default is moved back to the
 * project's data/ so that leads never live inside the build output.
 */
function defaultDataDir() {
  const cwd = process.cwd();
  if (path.basename(cwd) === 'standalone' && fs.existsSync(path.join(/* turbopackIgnore: true */ cwd, '..', 'BUILD_ID'))) {
    return path.resolve(/* turbopackIgnore: true */ cwd, '..', '..', 'data');
  }
  return path.resolve(/* turbopackIgnore: true */ cwd, 'data');
}

/** @param {Record<string, string | undefined>} [env] */
export function readConfig(env = process.env) {
  const databaseUrl = (env.DATABASE_URL ?? '').trim();
  const schema = (env.DATABASE_SCHEMA ?? '').trim();
  return {
    /** 'postgres' when DATABASE_URL is set, else the SQLite file. */
    backend: databaseUrl ? /** @type {const} */ ('postgres') : /** @type {const} */ ('sqlite'),
    databaseUrl,
    /** PostgreSQL schema holding the tables (default: the connection's search_path, normally "public"). */
    databaseSchema: /^[a-z_][a-z0-9_]{0,62}$/.test(schema) ? schema : '',
    // turbopackIgnore: a runtime path, not a file of the build (else the whole project is traced).
    dataDir: env.DATA_DIR?.trim() ? path.resolve(/* turbopackIgnore: true */ process.cwd(), env.DATA_DIR.trim()) : defaultDataDir(),
    smtpUrl: (env.SMTP_URL ?? '').trim(),
    mailFrom: (env.MAIL_FROM ?? '').trim() || 'Site Lumina Terrasses <no-reply@lumina-terrasses.ch>',
    /** Comma-separated list of the company's addresses. */
    mailTo: (env.MAIL_TO ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    mailAck: env.MAIL_ACK === '1',
    /** Successful or rejected submissions allowed per client address and window; 0 turns the limit off. */
    rateLimitMax: intOr(env.RATE_LIMIT_MAX, 5),
    rateLimitWindowMs: intOr(env.RATE_LIMIT_WINDOW_SECONDS, 600) * 1000,
    /** Number of reverse proxies in front of Next whose X-Forwarded-For entries are trusted. */
    trustProxy: intOr(env.TRUST_PROXY, 0),
    /** How often the outbox sender looks for due e-mails. */
    outboxPollMs: Math.max(1000, intOr(env.OUTBOX_POLL_MS, 30_000)),
  };
}

/** @typedef {ReturnType<typeof readConfig>} LeadsConfig */

/** @param {LeadsConfig} config */
export function sqlitePath(config) {
  return path.join(/* turbopackIgnore: true */ config.dataDir, 'leads.sqlite');
}

/** @param {LeadsConfig} config */
export function mailConfigured(config) {
  return Boolean(config.smtpUrl && config.mailTo.length > 0);
}

/** A short description of the storage for logs and the CLI (never prints a password). */
/** @param {LeadsConfig} config */
export function describeStorage(config) {
  if (config.backend === 'sqlite') return `SQLite ${sqlitePath(config)}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}${config.databaseSchema ? ` (schéma ${config.databaseSchema})` : ''}`;
  } catch {
    return 'PostgreSQL';
  }
}
