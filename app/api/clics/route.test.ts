/** @jest-environment node */
import { GET, POST } from './route';
import { productKeys } from '@/lib/content';
import { productPath } from '@/lib/paths';
import { zurichDay } from '@/lib/zurich-time';
import { closeStorage, getStorage } from '@/lib/server/db/storage';
import { clickCounts, countClick } from '@/features/conversions/server/clicks-store';
import { testBackends } from '@/test/server/backends';
import { nextIp, postRequest } from '@/test/server/support';

/**
 * POST /api/clics on each database (SQLite and, with TEST_DATABASE_URL, PostgreSQL): what a click adds
 * to click_counts, what is refused and with which status, and that concurrent clicks make one row.
 */

const page = productPath(productKeys[0] ?? 'missing');
const text = { 'content-type': 'text/plain;charset=UTF-8' };
const click = (body: unknown, headers: Record<string, string> = text, ip = nextIp()) =>
  POST(
    postRequest('/api/clics', typeof body === 'string' ? body : JSON.stringify(body), {
      'x-forwarded-for': ip,
      ...headers,
    }),
  );

describe.each(testBackends('clicks_test'))('$name', (backend) => {
  const savedEnv = { ...process.env };
  const rows = () =>
    backend.raw('SELECT day, page, event, count FROM click_counts ORDER BY day, page, event') as Promise<
      { day: string; page: string; event: string; count: number }[]
    >;

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    await closeStorage();
    const config = backend.config();
    for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA', 'TRUST_PROXY']) delete process.env[name];
    if (config.backend === 'postgres')
      Object.assign(process.env, { DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: config.databaseSchema });
    else process.env.DATA_DIR = config.dataDir;
    process.env.RATE_LIMIT_MAX = '0';
    await getStorage();
  });

  afterAll(async () => {
    await closeStorage();
    process.env = savedEnv;
    await backend.cleanup();
    jest.restoreAllMocks();
  });

  beforeEach(() => backend.raw('DELETE FROM click_counts'));

  it('answers 204 to a phone click on a public page and adds one to that page’s row of the Swiss day', async () => {
    const first = await click({ e: 'tel', p: page });
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    expect((await click({ e: 'tel', p: page }, { 'content-type': 'application/json' })).status).toBe(204);
    expect((await click({ e: 'mailto', p: '/' })).status).toBe(204);
    const today = zurichDay();
    expect(await rows()).toEqual([
      { day: today, page: '/', event: 'mailto', count: 1 },
      { day: today, page, event: 'tel', count: 2 },
    ]);
  });

  it('refuses an unknown event or page, a malformed or extended body with 400, and stores nothing', async () => {
    for (const body of [
      { e: 'sms', p: page },
      { e: 'tel', p: '/equipe' },
      { e: 'tel', p: '/products/inconnu' },
      { e: 'tel', p: `${page}?utm_source=x` },
      { e: 'tel', p: page, id: 'visiteur-42' },
      { e: 'tel' },
      [{ e: 'tel', p: page }],
      'tel /',
    ]) {
      const response = await click(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
    expect(await rows()).toEqual([]);
  });

  it('refuses an oversized body (413), another type (415), another method (405) and another site (403)', async () => {
    expect((await click({ e: 'tel', p: page, pad: 'x'.repeat(600) })).status).toBe(413);
    // Without Content-Length the body is cut off while it streams.
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(100)));
        controller.close();
      },
    });
    const chunked = postRequest('/api/clics', streamed, text, { duplex: 'half' } as RequestInit);
    expect((await POST(chunked)).status).toBe(413);
    expect((await click({ e: 'tel', p: page }, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    );
    const get = await GET();
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await click({ e: 'tel', p: page }, { ...text, origin: 'https://ailleurs.example' })).status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('limits clicks per address (429 with Retry-After); refusals do not use the allowance', async () => {
    process.env.RATE_LIMIT_MAX = '1';
    try {
      const ip = nextIp();
      expect((await click({ e: 'sms', p: page }, text, ip)).status).toBe(400);
      const statuses = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await click({ e: 'tel', p: page }, text, ip)).status);
      expect(statuses).toEqual([204, 204, 204, 204, 204, 204, 429]);
      const refused = await click({ e: 'tel', p: page }, text, ip);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await click({ e: 'tel', p: page }, text, nextIp())).status).toBe(204);
      expect(await rows()).toEqual([{ day: zurichDay(), page, event: 'tel', count: 7 }]);
    } finally {
      process.env.RATE_LIMIT_MAX = '0';
    }
  });

  it('counts 20 concurrent clicks in one row of 20', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await click({ e: 'mailto', p: page })).status),
    );
    expect(statuses).toEqual(Array(20).fill(204));
    expect(await rows()).toEqual([{ day: zurichDay(), page, event: 'mailto', count: 20 }]);
  });

  it('gives the dashboard the counts of a range of Swiss days', async () => {
    const storage = await getStorage();
    // 23:30 UTC on 30 November is already 1 December in Zurich.
    await countClick(storage, { page, event: 'tel' }, new Date('2026-11-30T23:30:00Z'));
    await countClick(storage, { page, event: 'tel' }, new Date('2026-12-01T10:00:00Z'));
    await countClick(storage, { page: '/', event: 'mailto' }, new Date('2026-11-30T12:00:00Z'));
    await countClick(storage, { page: '/', event: 'mailto' }, new Date('2026-12-05T12:00:00Z'));
    expect(await clickCounts(storage, { from: '2026-11-30', to: '2026-12-01' })).toEqual([
      { day: '2026-11-30', page: '/', event: 'mailto', count: 1 },
      { day: '2026-12-01', page, event: 'tel', count: 2 },
    ]);
  });
});
