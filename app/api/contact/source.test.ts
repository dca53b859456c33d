/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POST } from './route';
import { stopOutboxWorker, waitForOutboxIdle } from '@/lib/server/mail/sender';
import { testBackends } from '@/test/server/backends';
import { contactForm, postRequest, startSmtp, textOf, type TestSmtp } from '@/test/server/support';
import { closeStorage, getStorage } from '@/lib/server/db/storage';
import { getLead } from '@/features/quote/leads';
import { NO_SOURCE } from '@/lib/source-fields';
import { ADVERT } from '@/test/source-advert';

/**
 * Where a lead came from, through the real POST /api/contact on SQLite and on PostgreSQL
 * (TEST_DATABASE_URL): stored as columns, forged values dropped without refusing the lead, e-mailed.
 */

const savedEnv = { ...process.env };
let smtp: TestSmtp;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  smtp = await startSmtp();
});

afterAll(async () => {
  stopOutboxWorker();
  await smtp.close();
  process.env = savedEnv;
  jest.restoreAllMocks();
});

describe.each(testBackends('lead_source_test'))('$name: the source of a lead', (backend) => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-source-'));
    const config = backend.config();
    Object.assign(process.env, {
      DATA_DIR: backend.name === 'SQLite' ? config.dataDir : dataDir,
      SMTP_URL: smtp.url,
      MAIL_TO: 'devis@lumina-terrasses.ch',
      RATE_LIMIT_MAX: '0',
    });
    if (backend.name === 'PostgreSQL')
      Object.assign(process.env, { DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: config.databaseSchema });
    else for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA']) delete process.env[name];
  });

  afterAll(async () => {
    await waitForOutboxIdle();
    await closeStorage();
    await backend.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = async (fields: Record<string, string>) => {
    const response = await POST(postRequest('/api/contact', contactForm(fields)));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: number };
    const lead = await getLead(await getStorage(), reference);
    if (!lead) throw new Error(`lead ${reference} introuvable`);
    return lead;
  };

  it('stores each value in its column and e-mails it to the company', async () => {
    const lead = await send({ ...ADVERT, referrer_host: 'www.google.com', first_utm_term: 'pergola' });
    expect(lead.source).toEqual({
      ...NO_SOURCE,
      ...ADVERT,
      first_utm_term: 'pergola',
      click_id_present: true,
      referrer_host: 'www.google.com',
    });
    const [row] = await backend.raw(
      `SELECT first_utm_source, last_utm_campaign, click_id_present, landing_page, form_page, device FROM leads WHERE id = ${lead.id}`,
    );
    expect(row).toEqual({
      first_utm_source: 'google',
      last_utm_campaign: 'pergola-geneve',
      click_id_present: 1,
      landing_page: '/',
      form_page: '/estimation',
      device: 'desktop',
    });

    await waitForOutboxIdle();
    const mail = smtp.mails.find((m) => new RegExp(`^X-Lead-Id: ${lead.id}\r?$`, 'im').test(m.raw));
    const text = textOf(mail?.raw ?? '').replace(/\r\n/g, '\n');
    expect(text).toContain(
      [
        'ORIGINE',
        'Source (1re visite) : google / cpc / pergola-geneve (terme\u00a0: pergola)',
        'Source (dernière) : google / cpc / pergola-geneve',
        'Identifiant de clic : présent (valeur non conservée)',
        'Site référent : www.google.com',
        'Page d’arrivée : /',
        'Page du formulaire : /estimation',
        'Appareil : ordinateur',
      ].join('\n'),
    );
  });

  it('drops forged or absurd values, keeps the rest, and still takes the lead', async () => {
    const lead = await send({
      ...ADVERT,
      first_utm_source: 'g'.repeat(201),
      first_utm_medium: 'cpc\u0001',
      first_utm_campaign: '<img src=x onerror=alert(1)>',
      referrer_host: 'javascript:alert(1)',
      landing_page: 'https://evil.example/',
      form_page: '//evil.example',
      device: 'toaster',
      click_id_present: 'Cj0KCQ-gclid-value',
    });
    expect(lead.source).toEqual({
      ...NO_SOURCE,
      last_utm_source: 'google',
      last_utm_medium: 'cpc',
      last_utm_campaign: 'pergola-geneve',
    });
  });

  it('accepts a request without them: nulls, no click id, « origine inconnue » in the e-mail', async () => {
    const lead = await send({});
    expect(lead.source).toEqual(NO_SOURCE);
    const [row] = await backend.raw(`SELECT click_id_present, first_utm_source FROM leads WHERE id = ${lead.id}`);
    expect(row).toEqual({ click_id_present: 0, first_utm_source: null });
    await waitForOutboxIdle();
    const mail = smtp.mails.find((m) => new RegExp(`^X-Lead-Id: ${lead.id}\r?$`, 'im').test(m.raw));
    expect(textOf(mail?.raw ?? '')).toContain('ORIGINE : inconnue');
  });
});
