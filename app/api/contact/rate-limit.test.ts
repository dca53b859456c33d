/** @jest-environment node */
import pg from 'pg';
import { POST } from './route';
import { waitForOutboxIdle } from '@/lib/server/mail/sender';
import { testDatabaseUrl } from '@/test/server/backends';
import { contactForm, nextIp, postRequest, samples } from '@/test/server/support';
import { closeStorage, getStorage } from '@/lib/server/db/storage';
import { countLeads } from '@/features/quote/leads';
import { routeEnv } from '@/test/server/route-env';

/**
 * The per-address limit of POST /api/contact under concurrency and its
 * allowance, which only stored requests use: the real route, real multipart bodies.
 */

routeEnv({ prefix: 'leads-limit-', unset: ['DATABASE_SCHEMA', 'RATE_LIMIT_MAX'] });

const post = (form: FormData | string, ip: string, headers: Record<string, string> = {}) =>
  POST(postRequest('/api/contact', form, { 'x-forwarded-for': ip, ...headers }));

async function storedCount() {
  return (await countLeads(await getStorage())).total;
}

/** Fires `count` posts from one address at once; the statuses in order. */
async function burst(count: number, ip: string, form: () => FormData) {
  const responses = await Promise.all(Array.from({ length: count }, () => post(form(), ip)));
  return responses.map((response) => response.status);
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});

afterEach(async () => {
  await waitForOutboxIdle();
  delete process.env.RATE_LIMIT_MAX;
});

describe('the per-address limit holds under concurrency', () => {
  it('60 concurrent posts with attachments from one address and a limit of 5: at most 5 stored', async () => {
    process.env.RATE_LIMIT_MAX = '5';
    const before = await storedCount();
    const statuses = await burst(60, nextIp(), () => contactForm({}, { name: 'plan.pdf', bytes: samples.pdf() }));
    expect(tally(statuses)).toEqual({ 201: 5, 429: 55 });
    expect((await storedCount()) - before).toBe(5);
  });
});

describe('only stored requests use the allowance', () => {
  it('two 422 answers, then a valid request: 201 under the default limit', async () => {
    const ip = nextIp();
    expect((await post(contactForm({ email: 'camille@' }), ip)).status).toBe(422);
    expect((await post(contactForm({ telephone: '12' }), ip)).status).toBe(422);
    expect((await post(contactForm(), ip)).status).toBe(201);
  });

  it('refusals of every kind (400, 413, 415, 422) leave the whole allowance, which stored requests then use', async () => {
    process.env.RATE_LIMIT_MAX = '2';
    const ip = nextIp();
    const refusals = [
      await post(contactForm({ nom: null }), ip),
      await post(contactForm({}, { name: 'setup.exe', bytes: samples.exe() }), ip),
      await post('--B\r\nContent-Disposition: form-data; name="nom"\r\n\r\nDup', ip, {
        'content-type': 'multipart/form-data; boundary=B',
      }),
      await post(JSON.stringify({ nom: 'Dupont' }), ip, { 'content-type': 'application/json' }),
      await post('x', ip, { 'content-type': 'multipart/form-data; boundary=B', 'content-length': '99999999' }),
    ];
    expect(refusals.map((response) => response.status)).toEqual([422, 422, 400, 415, 413]);
    expect((await post(contactForm(), ip)).status).toBe(201);
    expect((await post(contactForm(), ip)).status).toBe(201);
    const limited = await post(contactForm(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
  });
});

const pgUrl = testDatabaseUrl();
(pgUrl ? describe : describe.skip)('with PostgreSQL: one limit for every instance', () => {
  const schema = `limit_test_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    await closeStorage();
    Object.assign(process.env, { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema });
  });

  afterAll(async () => {
    await closeStorage();
    delete process.env.DATABASE_URL;
    delete process.env.DATABASE_SCHEMA;
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it('keeps the counters in PostgreSQL: 60 concurrent posts, a limit of 5, 5 stored', async () => {
    process.env.RATE_LIMIT_MAX = '5';
    const before = await storedCount();
    const statuses = await burst(60, nextIp(), () => contactForm());
    expect(tally(statuses)).toEqual({ 201: 5, 429: 55 });
    expect((await storedCount()) - before).toBe(5);
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT hits FROM "${schema}".rate_limits`);
      expect(rows.map((row: { hits: number }) => row.hits)).toEqual([5]);
    } finally {
      await client.end();
    }
  });
});
