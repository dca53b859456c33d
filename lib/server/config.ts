import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ANALYTICS_VARIABLES, parseAnalytics } from '../analytics-config.mjs';

/**
 * Every setting of the lead pipeline, validated from the environment with one zod schema.
 * instrumentation.ts (server start) and `npm run back-office` call `readConfig()` first, so a bad
 * value stops them with the variable named; afterwards the handlers read the same result
 * (re-parsed only when the environment changes, as the tests do). Documented in
 * docs/configuration.md and in .env.example. An empty value counts as unset (systemd's `VAR=`).
 */

/** Thrown when a variable holds a value the site cannot use; the message names each one. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Values not repeated in error messages: they may carry a password. */
const SECRET = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'BETTER_AUTH_SECRET',
  'AUTH_SECRET',
  'NEWSLETTER_SECRET',
  // A hook's address often carries its own token (Zapier, Make: …/hooks/catch/123/abc).
  'CRM_WEBHOOK_URL',
  'CRM_WEBHOOK_SECRET',
]);

const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(unset, z.string().trim().optional());

const integer = (min: number, fallback: number, expected: string) =>
  z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^\d+$/, expected)
      .transform(Number)
      .refine((value) => value >= min, expected)
      .default(fallback),
  );

const urlWithScheme = (schemes: string[], expected: string) =>
  optionalText.refine((value) => {
    if (value === undefined) return true;
    try {
      const url = new URL(value);
      return schemes.includes(url.protocol) && url.hostname !== '';
    } catch {
      return false;
    }
  }, expected);

const address = z.email();
const addressList = optionalText.refine(
  (value) => value === undefined || value.split(',').every((entry) => address.safeParse(entry.trim()).success),
  'une ou plusieurs adresses e-mail séparées par des virgules sont attendues',
);
const addresses = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Signs the back-office's cookies (lib/server/staff/auth.ts): long and random. */
const authSecret = optionalText.refine(
  (value) => value === undefined || (value.length >= 32 && new Set(value).size >= 10),
  'au moins 32 caractères aléatoires sont attendus, p. ex. le résultat de `openssl rand -base64 32`',
);

const envSchema = z.object({
  DATA_DIR: optionalText,
  DATABASE_URL: urlWithScheme(
    ['postgres:', 'postgresql:'],
    'une URL PostgreSQL est attendue, p. ex. postgres://utilisateur:motdepasse@127.0.0.1:5432/base',
  ),
  DATABASE_SCHEMA: optionalText.refine(
    (value) => value === undefined || /^[a-z_][a-z0-9_]{0,62}$/.test(value),
    'un nom de schéma PostgreSQL est attendu : minuscules, chiffres et _, 63 caractères au plus, pas de chiffre en tête',
  ),
  SMTP_URL: urlWithScheme(
    ['smtp:', 'smtps:'],
    'une URL SMTP est attendue, p. ex. smtps://utilisateur:motdepasse@mail.example.ch:465',
  ),
  MAIL_TO: addressList,
  MAIL_FROM: optionalText.refine(
    (value) => value === undefined || address.safeParse(/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).success,
    'une adresse e-mail est attendue, p. ex. Site Lumina Terrasses <no-reply@lumina-terrasses.ch>',
  ),
  MAIL_ACK: z.preprocess(unset, z.enum(['0', '1'], '0 ou 1 est attendu').optional()),
  ALERT_TO: addressList,
  REPLY_TO: optionalText.refine(
    (value) => value === undefined || address.safeParse(value).success,
    'une adresse e-mail est attendue, p. ex. devis@lumina-terrasses.ch',
  ),
  RATE_LIMIT_MAX: integer(0, 5, 'un nombre entier ≥ 0 est attendu (0 désactive la limite)'),
  RATE_LIMIT_WINDOW_SECONDS: integer(1, 600, 'un nombre entier de secondes ≥ 1 est attendu'),
  TRUST_PROXY: integer(0, 0, 'un nombre entier ≥ 0 est attendu (1 derrière nginx)'),
  OUTBOX_POLL_MS: integer(1000, 30_000, 'un nombre entier de millisecondes ≥ 1000 est attendu'),
  UPLOAD_CONCURRENCY: integer(1, 32, 'un nombre entier ≥ 1 est attendu'),
  UPLOAD_TIMEOUT_SECONDS: integer(1, 20, 'un nombre entier de secondes ≥ 1 est attendu'),
  UPLOAD_MIN_BYTES_PER_SECOND: integer(0, 8192, 'un nombre entier ≥ 0 est attendu (0 : pas de débit minimal)'),
  BETTER_AUTH_SECRET: authSecret,
  /** The name Auth.js and Better Auth also accept; BETTER_AUTH_SECRET wins when both are set. */
  AUTH_SECRET: authSecret,
  NEWSLETTER_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'un secret de 32 caractères au moins est attendu, p. ex. la sortie de « openssl rand -base64 48 »',
  ),
  /** The back-office's second factor: required (1) or optional (0); unset, required in production. */
  STAFF_REQUIRE_TWO_FACTOR: z.preprocess(unset, z.enum(['0', '1'], '0 ou 1 est attendu').optional()),
  /** Tests and demos only: the back-office's calendar views count the days from this instant (staff/staff-clock.ts). */
  STAFF_CLOCK: z.preprocess(
    unset,
    z.iso.datetime({ offset: true, error: 'un instant ISO est attendu, p. ex. 2026-12-05T10:00:00+01:00' }).optional(),
  ),
  CRM_WEBHOOK_URL: urlWithScheme(['https:', 'http:'], 'une URL https est attendue, p. ex. https://hooks.zapier.com/…'),
  CRM_WEBHOOK_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'un secret de 32 caractères au moins est attendu, p. ex. la sortie de « openssl rand -hex 32 »',
  ),
});

/** A relay on this very machine (a local CRM connector, the journey tests' receiver): nothing crosses a network. */
const onThisMachine = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/** The CRM hook's rules across variables: both or neither, and https where it leaves the machine for real. */
function crmWebhookProblems(vars: z.infer<typeof envSchema>, nodeEnv: string | undefined): string[] {
  const url = vars.CRM_WEBHOOK_URL;
  const secret = vars.CRM_WEBHOOK_SECRET;
  if (url && !secret) return ['CRM_WEBHOOK_SECRET : requis avec CRM_WEBHOOK_URL (les envois au CRM sont signés)'];
  if (secret && !url) return ['CRM_WEBHOOK_URL : requise avec CRM_WEBHOOK_SECRET (ou retirez les deux)'];
  if (url && nodeEnv === 'production' && new URL(url).protocol !== 'https:' && !onThisMachine(url)) {
    return [
      'CRM_WEBHOOK_URL : une URL https est exigée en production (la demande et sa signature ne circulent pas en clair)',
    ];
  }
  return [];
}

/** The variables this file reads (docs/configuration.md; .env.example). */
export const CONFIG_VARIABLES = [
  ...(Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[]),
  ...ANALYTICS_VARIABLES,
];

/**
 * `data/` of the project. `next start` and `npm run back-office` run in the project directory;
 * the standalone server (`node .next/standalone/server.js`) changes into
 * .next/standalone, which a new build replaces: its default is moved back to the
 * project's data/ so that leads never live inside the build output.
 */
function defaultDataDir() {
  const cwd = process.cwd();
  if (
    path.basename(cwd) === 'standalone' &&
    fs.existsSync(path.join(/* turbopackIgnore: true */ cwd, '..', 'BUILD_ID'))
  ) {
    return path.resolve(/* turbopackIgnore: true */ cwd, '..', '..', 'data');
  }
  return path.resolve(/* turbopackIgnore: true */ cwd, 'data');
}

function parseConfig(env: Record<string, string | undefined>) {
  const parsed = envSchema.safeParse(env);
  // The analytics are the build's (lib/analytics-config.mjs); checked here too, so a start names them as well.
  const { analytics, problems } = parseAnalytics(env);
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError([
      ...(parsed.error?.issues ?? []).map((issue) => {
        const name = String(issue.path[0]);
        const value = env[name];
        return `${name} : ${issue.message}${SECRET.has(name) || value === undefined ? '' : ` (valeur reçue : « ${value} »)`}`;
      }),
      ...problems,
    ]);
  }
  const vars = parsed.data;
  const crmProblems = crmWebhookProblems(vars, env.NODE_ENV);
  if (crmProblems.length > 0) throw new ConfigError(crmProblems);
  const databaseUrl = vars.DATABASE_URL ?? '';
  return {
    /** 'postgres' when DATABASE_URL is set, else the SQLite file. */
    backend: databaseUrl ? ('postgres' as const) : ('sqlite' as const),
    databaseUrl,
    /** PostgreSQL schema holding the tables (default: the connection's search_path, normally "public"). */
    databaseSchema: vars.DATABASE_SCHEMA ?? '',
    /**
     * How long a request waits for a PostgreSQL connection before it answers from the outage journal.
     * Not a setting. Longer under jest, whose two workers share two cores with the database server: a
     * connection that waited there is the machine's load, not the code's fault.
     */
    databaseConnectMs: env.NODE_ENV === 'test' ? 30_000 : 5000,
    // turbopackIgnore: a runtime path, not a file of the build (else the whole project is traced).
    dataDir: vars.DATA_DIR ? path.resolve(/* turbopackIgnore: true */ process.cwd(), vars.DATA_DIR) : defaultDataDir(),
    smtpUrl: vars.SMTP_URL ?? '',
    mailFrom: vars.MAIL_FROM ?? 'Site Lumina Terrasses <no-reply@lumina-terrasses.ch>',
    /** The company's addresses. */
    mailTo: addresses(vars.MAIL_TO),
    /** The visitor's acknowledgement (features/quote/server/compose-ack.ts), on unless MAIL_ACK=0. */
    mailAck: vars.MAIL_ACK !== '0',
    /** Staff addresses told, once per incident, when lead e-mails stop going out (delivery-alert.ts). */
    alertTo: addresses(vars.ALERT_TO),
    /** Where the visitor's answers to a staff reply go (features/quote/replies.ts); '' when neither it nor MAIL_TO is set. */
    replyTo: vars.REPLY_TO ?? addresses(vars.MAIL_TO)[0] ?? '',
    /** Successful or rejected submissions allowed per client address and window; 0 turns the limit off. */
    rateLimitMax: vars.RATE_LIMIT_MAX,
    rateLimitWindowMs: vars.RATE_LIMIT_WINDOW_SECONDS * 1000,
    /** Number of reverse proxies in front of Next whose X-Forwarded-For entries are trusted. */
    trustProxy: vars.TRUST_PROXY,
    /** How often the outbox sender looks for due e-mails. */
    outboxPollMs: vars.OUTBOX_POLL_MS,
    /** Contact bodies this process receives at once; one more gets 503 with Retry-After. */
    uploadConcurrency: vars.UPLOAD_CONCURRENCY,
    /** A body with no byte for this long gets 408; so does one slower than uploadMinBytesPerSecond after it. */
    uploadIdleMs: vars.UPLOAD_TIMEOUT_SECONDS * 1000,
    uploadMinBytesPerSecond: vars.UPLOAD_MIN_BYTES_PER_SECOND,
    /** The back-office's signing secret as configured; '' when unset (lib/server/staff/auth-secret.ts decides then). */
    authSecret: vars.BETTER_AUTH_SECRET ?? vars.AUTH_SECRET ?? '',
    /** Key of the newsletter links (confirmation, unsubscription); '' = unset (newsletter/secret.ts). */
    newsletterSecret: vars.NEWSLETTER_SECRET ?? '',
    /** The optional standard analytics (null: none), as the environment names them now; the pages use the build's. */
    analytics,
    /**
     * Whether a staff account must have a second factor before it sees anything (staff/session.ts):
     * STAFF_REQUIRE_TWO_FACTOR, or when unset, on in production (NODE_ENV=production) and off elsewhere.
     */
    requireTwoFactor: vars.STAFF_REQUIRE_TWO_FACTOR
      ? vars.STAFF_REQUIRE_TWO_FACTOR === '1'
      : env.NODE_ENV === 'production',
    /** The instant the back-office's calendar views start from instead of the real time; null: the real time. */
    staffClock: vars.STAFF_CLOCK ? new Date(vars.STAFF_CLOCK) : null,
    /** The CRM hook (mail/crm-webhook.ts): each new lead POSTed, signed; null when unset. */
    crmWebhook:
      vars.CRM_WEBHOOK_URL && vars.CRM_WEBHOOK_SECRET
        ? { url: vars.CRM_WEBHOOK_URL, secret: vars.CRM_WEBHOOK_SECRET }
        : null,
  };
}

/** Every setting of the site, read and checked from the environment (docs/configuration.md). */
export type SiteConfig = ReturnType<typeof parseConfig>;

let last: { key: string; config: SiteConfig } | undefined;

/** The validated configuration; throws ConfigError naming every bad variable. */
export function readConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  // The working directory (relative paths) and NODE_ENV (the CRM hook's https rule) are part of the key.
  const key = JSON.stringify([
    process.cwd(),
    env.NODE_ENV ?? null,
    ...CONFIG_VARIABLES.map((name) => env[name] ?? null),
  ]);
  if (last?.key !== key) last = { key, config: parseConfig(env) };
  return last.config;
}

export function sqlitePath(config: SiteConfig) {
  return path.join(/* turbopackIgnore: true */ config.dataDir, 'leads.sqlite');
}

export function mailConfigured(config: SiteConfig) {
  return Boolean(config.smtpUrl && config.mailTo.length > 0);
}

/**
 * Start-up check of the SQLite folder: it exists or can be created, and the process can write
 * in it. Throws ConfigError naming DATA_DIR; a no-op with PostgreSQL.
 */
export function checkDataDir(config: SiteConfig) {
  if (config.backend !== 'sqlite') return;
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.accessSync(config.dataDir, fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError([
      `DATA_DIR : un dossier où ce processus peut écrire est attendu ; ${config.dataDir} est inutilisable (${reason})`,
    ]);
  }
}

/** A short description of the storage for logs and the CLI (never prints a password). */
export function describeStorage(config: SiteConfig) {
  if (config.backend === 'sqlite') return `SQLite ${sqlitePath(config)}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}${config.databaseSchema ? ` (schéma ${config.databaseSchema})` : ''}`;
}
