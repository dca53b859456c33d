/** @jest-environment node */
import { conversions, NO_SOURCE_LABEL, parseConversionFilter } from './conversions';
import { updateFollowUp, type FollowUpStatus } from '@/features/quote/follow-up';
import { insertLead } from '@/features/quote/leads';
import { countClick } from './clicks-store';
import { openStorage, type Storage } from '@/lib/server/db/storage';
import { testBackends } from '@/test/server/backends';
import { newLead } from '@/test/server/leads';
import { NO_SOURCE } from '@/lib/source-fields';

const HOUR = 3_600_000;

/** The conversion dashboard's queries on a seeded database, on both databases. */
describe.each(testBackends('conversions_test'))('$name conversion dashboard', (backend) => {
  let storage: Storage;

  async function lead(
    receivedAt: string,
    {
      utm = null,
      referrer = null,
      produit = null,
      page = null,
      status,
      contactAfterHours = 0,
      spam = false,
    }: {
      utm?: string | null;
      referrer?: string | null;
      produit?: string | null;
      page?: string | null;
      status?: FollowUpStatus;
      contactAfterHours?: number;
      spam?: boolean;
    },
  ) {
    const id = await insertLead(
      storage,
      newLead({
        receivedAt,
        produit,
        isSpam: spam,
        source: { ...NO_SOURCE, first_utm_source: utm, referrer_host: referrer, form_page: page },
      }),
    );
    if (status) {
      const at = new Date(Date.parse(receivedAt) + contactAfterHours * HOUR);
      await updateFollowUp(storage, id, { status, author: 'chef@example.ch', at });
    }
  }

  beforeAll(async () => {
    storage = await openStorage(backend.config());
    // 00:30 on Monday 2 November in Zurich: the first week's, though still 1 November in UTC.
    await lead('2026-11-01T23:30:00.000Z', {});
    await lead('2026-11-02T09:00:00.000Z', {
      utm: 'google',
      produit: 'pergola-toile',
      page: '/contact',
      status: 'gagne',
      contactAfterHours: 2,
    });
    await lead('2026-11-03T10:00:00.000Z', {
      utm: 'google',
      referrer: 'www.google.com',
      produit: 'carports-v',
      page: '/products/carports-v',
      status: 'perdu',
      contactAfterHours: 4,
    });
    await lead('2026-11-10T08:00:00.000Z', {
      referrer: 'www.bing.com',
      produit: 'pergola-toile',
      page: '/contact',
      status: 'devis_envoye',
      contactAfterHours: 1,
    });
    await lead('2026-11-11T08:00:00.000Z', { status: 'contacte', contactAfterHours: 3 });
    await lead('2026-11-16T07:00:00.000Z', { utm: 'google', produit: 'pergola-toile', page: '/contact' });
    // Never counted: spam, and 23 November in Zurich (after the range).
    await lead('2026-11-10T09:00:00.000Z', { utm: 'google', produit: 'pergola-toile', spam: true });
    await lead('2026-11-22T23:30:00.000Z', { utm: 'google', produit: 'pergola-toile', status: 'gagne' });
    const click = (page: string, event: 'tel' | 'mailto', at: string) =>
      countClick(storage, { page, event }, new Date(at));
    await click('/contact', 'tel', '2026-11-05T10:00:00Z');
    await click('/contact', 'tel', '2026-11-05T11:00:00Z');
    await click('/contact', 'mailto', '2026-11-12T11:00:00Z');
    await click('/products/carports-v', 'tel', '2026-11-21T22:59:00Z');
    await click('/contact', 'tel', '2026-11-22T23:30:00Z');
  });

  afterAll(async () => {
    await storage.close();
    await backend.cleanup();
  });

  const range = { from: '2026-11-02', to: '2026-11-22', produit: '', source: '' };

  it('counts the leads per Swiss week and first-touch source, spam and later leads left out', async () => {
    const data = await conversions(storage, range);
    expect(data.total).toBe(6);
    expect(data.weeks).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(data.perWeek).toEqual([
      { source: 'google', counts: [2, 0, 1] },
      { source: NO_SOURCE_LABEL, counts: [1, 1, 0] },
      { source: 'www.bing.com', counts: [0, 1, 0] },
    ]);
    expect(data.sources).toEqual([NO_SOURCE_LABEL, 'google', 'www.bing.com']);
  });

  it('counts the leads per product and page of origin', async () => {
    const data = await conversions(storage, range);
    expect(data.byProduct).toEqual([
      { key: 'pergola-toile', count: 3 },
      { key: '', count: 2 },
      { key: 'carports-v', count: 1 },
    ]);
    expect(data.byPage).toEqual([
      { key: '/contact', count: 3 },
      { key: '', count: 2 },
      { key: '/products/carports-v', count: 1 },
    ]);
  });

  it('counts the funnel by the stage each lead reached, and the win rate of the closed leads', async () => {
    expect((await conversions(storage, range)).funnel).toEqual({
      received: 6,
      contacted: 4,
      quoted: 3,
      won: 1,
      lost: 1,
      winRate: 0.5,
    });
  });

  it('gives the median and 90th percentile of the time to first contact per week', async () => {
    expect((await conversions(storage, range)).delays).toEqual([
      { week: '2026-11-02', count: 2, medianMs: 2 * HOUR, p90Ms: 4 * HOUR },
      { week: '2026-11-09', count: 2, medianMs: 1 * HOUR, p90Ms: 3 * HOUR },
      { week: '2026-11-16', count: 0, medianMs: null, p90Ms: null },
    ]);
  });

  it('sums the phone and e-mail link clicks per page over the Swiss days of the range', async () => {
    expect((await conversions(storage, range)).clicks).toEqual([
      { page: '/contact', tel: 2, mailto: 1 },
      { page: '/products/carports-v', tel: 1, mailto: 0 },
    ]);
  });

  it('filters by product and by source', async () => {
    const byProduct = await conversions(storage, { ...range, produit: 'pergola-toile' });
    expect(byProduct.total).toBe(3);
    expect(byProduct.funnel).toMatchObject({ received: 3, contacted: 2, won: 1, lost: 0, winRate: 1 });
    const bySource = await conversions(storage, { ...range, source: NO_SOURCE_LABEL });
    expect(bySource.perWeek).toEqual([{ source: NO_SOURCE_LABEL, counts: [1, 1, 0] }]);
    const oneDay = await conversions(storage, { ...range, from: '2026-11-10', to: '2026-11-10' });
    expect(oneDay.total).toBe(1);
    expect(oneDay.weeks).toEqual(['2026-11-09']);
  });
});

describe('parseConversionFilter', () => {
  const now = new Date('2026-11-26T10:00:00Z');

  it('defaults to the current Swiss week and the 11 before it', () => {
    expect(parseConversionFilter({}, now)).toEqual({ from: '2026-09-07', to: '2026-11-26', produit: '', source: '' });
  });

  it('drops malformed values and a reversed range, and keeps a range within a year', () => {
    expect(
      parseConversionFilter({ du: '2026-12-01', au: '2026-11-20', produit: '<b>', source: '<script>' }, now),
    ).toEqual({ from: '2026-08-31', to: '2026-11-20', produit: '', source: '' });
    expect(parseConversionFilter({ du: '2020-01-01', au: '2026-11-20' }, now).from).toBe('2025-11-20');
    expect(parseConversionFilter({ source: NO_SOURCE_LABEL, produit: 'carports-v' }, now)).toMatchObject({
      source: NO_SOURCE_LABEL,
      produit: 'carports-v',
    });
  });
});
