/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkDataDir, CONFIG_VARIABLES, readConfig } from './config';
import { problemsOf } from '@/test/server/config-problems';

const root = path.join(__dirname, '..', '..');

describe('configuration', () => {
  it('has a default for everything, and an empty value counts as unset', () => {
    const defaults = readConfig({});
    expect(defaults).toMatchObject({
      backend: 'sqlite',
      rateLimitMax: 5,
      rateLimitWindowMs: 600_000,
      trustProxy: 0,
      outboxPollMs: 30_000,
      mailAck: true,
    });
    expect(readConfig({ RATE_LIMIT_MAX: '', DATABASE_URL: ' ', MAIL_TO: '' })).toEqual(defaults);
  });

  it('reads valid values', () => {
    expect(
      readConfig({
        DATABASE_URL: 'postgresql://lumina:s3cret@db.internal:5433/lumina',
        DATABASE_SCHEMA: 'leads_2',
        SMTP_URL: 'smtps://user:pw@mail.example.ch:465',
        MAIL_TO: 'devis@lumina-terrasses.ch, info@lumina-terrasses.ch',
        MAIL_FROM: 'Site Lumina <no-reply@lumina-terrasses.ch>',
        MAIL_ACK: '0',
        RATE_LIMIT_MAX: '0',
        TRUST_PROXY: '1',
      }),
    ).toMatchObject({
      backend: 'postgres',
      databaseSchema: 'leads_2',
      mailTo: ['devis@lumina-terrasses.ch', 'info@lumina-terrasses.ch'],
      mailAck: false,
      rateLimitMax: 0,
      trustProxy: 1,
    });
  });

  it('refuses a bad value, naming the variable and what it expects', () => {
    expect(problemsOf({ RATE_LIMIT_MAX: 'abc' })).toEqual([
      'RATE_LIMIT_MAX : un nombre entier ≥ 0 est attendu (0 désactive la limite) (valeur reçue : « abc »)',
    ]);
    const problems = problemsOf({
      DATABASE_SCHEMA: 'Leads; DROP',
      MAIL_TO: 'devis@lumina-terrasses.ch, personne',
      MAIL_FROM: 'Site',
      MAIL_ACK: 'oui',
      RATE_LIMIT_WINDOW_SECONDS: '0',
      TRUST_PROXY: '1.5',
      OUTBOX_POLL_MS: '10',
    });
    expect(problems.map((problem) => problem.split(' : ')[0])).toEqual([
      'DATABASE_SCHEMA',
      'MAIL_TO',
      'MAIL_FROM',
      'MAIL_ACK',
      'RATE_LIMIT_WINDOW_SECONDS',
      'TRUST_PROXY',
      'OUTBOX_POLL_MS',
    ]);
    expect(() => readConfig({ RATE_LIMIT_MAX: '-1' })).toThrow(/Configuration invalide :\n {2}- RATE_LIMIT_MAX : /);
  });

  it('refuses malformed URLs without repeating them (they may hold a password)', () => {
    for (const [name, value] of [
      ['DATABASE_URL', 'lumina:s3cret@127.0.0.1:5432/lumina'],
      ['DATABASE_URL', 'mysql://lumina:s3cret@127.0.0.1/lumina'],
      ['SMTP_URL', 'mail.example.ch:465'],
      ['SMTP_URL', 'https://user:s3cret@mail.example.ch'],
    ] as const) {
      const [problem] = problemsOf({ [name]: value });
      expect(problem).toMatch(new RegExp(`^${name} : une URL (PostgreSQL|SMTP) est attendue`));
      expect(problem).not.toContain('s3cret');
    }
  });

  it('checks the SQLite folder at start: created if missing, refused with DATA_DIR named when unusable', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'leads-config-'));
    try {
      expect(() => checkDataDir(readConfig({ DATA_DIR: path.join(dir, 'a', 'b') }))).not.toThrow();
      expect(() => checkDataDir(readConfig({ DATA_DIR: '/proc/version/data' }))).toThrow(
        /DATA_DIR : un dossier où ce processus peut écrire est attendu ; \/proc\/version\/data est inutilisable/,
      );
      // With PostgreSQL, DATA_DIR is not used.
      expect(() =>
        checkDataDir(readConfig({ DATA_DIR: '/proc/version/data', DATABASE_URL: 'postgres://127.0.0.1/x' })),
      ).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CRM hook (CRM_WEBHOOK_URL, CRM_WEBHOOK_SECRET)', () => {
  const secret = 'k'.repeat(16) + '0123456789abcdef';
  const url = 'https://hooks.example.com/catch/123/s3cretToken';

  it('is off when both are unset, on when both are set', () => {
    expect(readConfig({}).crmWebhook).toBeNull();
    expect(readConfig({ CRM_WEBHOOK_URL: url, CRM_WEBHOOK_SECRET: secret, NODE_ENV: 'production' }).crmWebhook).toEqual(
      { url, secret },
    );
    // http is for tests and development only.
    expect(
      readConfig({ CRM_WEBHOOK_URL: 'http://127.0.0.1:8080/hook', CRM_WEBHOOK_SECRET: secret }).crmWebhook,
    ).toEqual({ url: 'http://127.0.0.1:8080/hook', secret });
  });

  it('takes http in production only towards this very machine, where nothing crosses a network', () => {
    for (const local of ['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://[::1]:9/hook']) {
      const env = { CRM_WEBHOOK_URL: local, CRM_WEBHOOK_SECRET: secret, NODE_ENV: 'production' };
      expect(readConfig(env).crmWebhook).toEqual({ url: local, secret });
    }
    for (const remote of ['http://127.0.0.1.example.com/hook', 'http://10.0.0.1/hook', 'http://localhost.evil/']) {
      expect(problemsOf({ CRM_WEBHOOK_URL: remote, CRM_WEBHOOK_SECRET: secret, NODE_ENV: 'production' })).toHaveLength(
        1,
      );
    }
  });

  it('refuses http in production, a short secret, and one without the other, naming the variable but neither value', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { CRM_WEBHOOK_URL: url.replace('https', 'http'), CRM_WEBHOOK_SECRET: secret, NODE_ENV: 'production' },
        /^CRM_WEBHOOK_URL : une URL https est exigée en production/,
      ],
      [
        { CRM_WEBHOOK_URL: url, CRM_WEBHOOK_SECRET: 'court' },
        /^CRM_WEBHOOK_SECRET : un secret de 32 caractères au moins/,
      ],
      [{ CRM_WEBHOOK_URL: url }, /^CRM_WEBHOOK_SECRET : requis avec CRM_WEBHOOK_URL/],
      [{ CRM_WEBHOOK_SECRET: secret }, /^CRM_WEBHOOK_URL : requise avec CRM_WEBHOOK_SECRET/],
      [
        { CRM_WEBHOOK_URL: 'ftp://hooks.example.com/x', CRM_WEBHOOK_SECRET: secret },
        /^CRM_WEBHOOK_URL : une URL https/,
      ],
    ];
    for (const [env, message] of cases) {
      const problems = problemsOf(env);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(message);
      expect(problems.join()).not.toContain('s3cretToken');
      expect(problems.join()).not.toContain(secret);
    }
  });
});

describe('.env.example', () => {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8');
  const listed = [...text.matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
  const set = Object.fromEntries([...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1], match[2]]));

  it('lists every variable of the site, and docs/configuration.md documents each one it lists', () => {
    expect(listed).toEqual(expect.arrayContaining([...CONFIG_VARIABLES]));
    const readme = readFileSync(path.join(root, 'docs', 'configuration.md'), 'utf8');
    const documented = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((match) => match[1]);
    expect([...documented].sort()).toEqual([...listed].sort());
  });

  it('works as it is for development: valid values, and a data folder inside the project', () => {
    const config = readConfig(set);
    expect(config.backend).toBe('sqlite');
    expect(config.dataDir.startsWith(root)).toBe(true);
  });
});
