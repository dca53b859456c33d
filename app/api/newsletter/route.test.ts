/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { POST } from './route';
import { closeRepository } from '@/lib/server/repository';
import { postRequest } from '@/lib/server/test-support';

const savedEnv = { ...process.env };
let dataDir: string;

const subscribe = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  POST(postRequest('/api/newsletter', typeof body === 'string' ? body : JSON.stringify(body), headers));

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'leads-newsletter-'));
  Object.assign(process.env, { DATA_DIR: dataDir, RATE_LIMIT_MAX: '0' });
  delete process.env.DATABASE_URL;
});

afterAll(async () => {
  await closeRepository();
  process.env = savedEnv;
  rmSync(dataDir, { recursive: true, force: true });
});

function subscribers() {
  const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT email FROM newsletter_subscribers').all();
  } finally {
    db.close();
  }
}

describe('POST /api/newsletter', () => {
  it('stores an address once; subscribing twice answers success both times', async () => {
    const first = await subscribe({ email: '  Lea.Martin@Example.ch ' });
    const second = await subscribe({ email: 'lea.martin@example.ch' });
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        message: 'Merci\u00a0! Votre inscription à la newsletter est enregistrée.',
      });
    }
    expect(subscribers()).toEqual([{ email: 'lea.martin@example.ch' }]);
  });

  it('422 with a French message for an invalid or empty address', async () => {
    for (const email of ['lea@', '', 42]) {
      const response = await subscribe({ email });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/adresse e-mail/i);
    }
  });

  it('415 without JSON, 400 for broken JSON, 413 for a huge body', async () => {
    expect((await subscribe({ email: 'a@b.ch' }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await subscribe('{"email":', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await subscribe({ email: `${'a'.repeat(10_000)}@b.ch` })).status).toBe(413);
  });

  it('429 past the limit (twice the contact allowance)', async () => {
    process.env.RATE_LIMIT_MAX = '1';
    try {
      const ip = '192.0.2.77';
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (
            await subscribe(
              { email: `n${i}@example.ch` },
              { 'content-type': 'application/json', 'x-forwarded-for': ip },
            )
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      process.env.RATE_LIMIT_MAX = '0';
    }
  });
});
