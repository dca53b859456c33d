/** @jest-environment node */
import { deliveryHealth } from './delivery-health';
import { processOutbox, stopOutboxWorker } from './sender';
import { testBackends } from '@/test/server/backends';
import { headerOf, startSmtp, textOf, type TestSmtp } from '@/test/server/support';
import { openStorage, type Storage } from '../db/storage';
import { insertLead } from '@/features/quote/leads';
import { newLead } from '@/test/server/leads';

/**
 * Alerts: when an e-mail has failed 3 times, or nothing could be delivered for an hour
 * while e-mails wait, ONE alert goes to ALERT_TO for the incident; a new incident after a recovery
 * may alert again. And the delivery health the back-office dashboard shows.
 */

const HOUR = 3600_000;

/** A fresh database, an SMTP server that refuses the company's address while `refusing.on`, and a clock. */
function setup(prefix: string) {
  return testBackends(prefix).map((backend) => {
    const env = {
      backend,
      smtp: undefined as unknown as TestSmtp,
      storage: undefined as unknown as Storage,
      refusing: { on: true },
      clock: 0,
      config: () => ({
        ...backend.config(),
        smtpUrl: env.smtp.url,
        mailTo: ['devis@lumina-terrasses.ch'],
        mailFrom: 'Site <site@lumina-terrasses.ch>',
        alertTo: ['alerte@lumina-terrasses.ch'],
      }),
      alerts: () => env.smtp.mails.filter((mail) => mail.to.includes('alerte@lumina-terrasses.ch')),
      delivered: () => env.smtp.mails.filter((mail) => mail.to.includes('devis@lumina-terrasses.ch')),
      /** A send pass `advanceMs` after the previous one. */
      pass: (advanceMs = 0) => {
        env.clock += advanceMs;
        const at = env.clock;
        return processOutbox({ config: env.config(), storage: env.storage, now: () => new Date(at) });
      },
      health: () => deliveryHealth(env.storage, env.config()),
    };
    return [backend.name, env] as const;
  });
}

function lifecycle(env: ReturnType<typeof setup>[number][1]) {
  beforeAll(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    env.smtp = await startSmtp(0, {
      refuse: (address) => env.refusing.on && address === 'devis@lumina-terrasses.ch',
    });
    env.storage = await openStorage(env.backend.config());
    // A little ahead of the leads the test inserts, so that they are due at the first pass.
    env.clock = Date.now() + 5000;
  });
  afterAll(async () => {
    stopOutboxWorker();
    await env.storage?.close();
    await env.smtp.close();
    await env.backend.cleanup();
    jest.restoreAllMocks();
  });
}

describe.each(setup('delivery_alert_test'))('%s: an e-mail failed 3 times', (_name, env) => {
  lifecycle(env);

  it('one alert, none for the failures after it, again for a new incident after a recovery', async () => {
    expect(await env.health()).toMatchObject({
      smtpConfigured: true,
      alertConfigured: true,
      lastSuccessAt: null,
      lastFailureAt: null,
      lastError: null,
      waiting: 0,
      failed: 0,
      inError: 0,
      alertSentAt: null,
    });
    await insertLead(env.storage, newLead());
    await insertLead(env.storage, newLead());
    await env.pass();
    await env.pass(61_000);
    expect(env.alerts()).toHaveLength(0);
    await env.pass(121_000); // the third failure of each
    expect(env.alerts()).toHaveLength(1);
    const raw = env.alerts()[0]?.raw ?? '';
    expect(headerOf(raw, 'Subject')).toMatch(/e-mails des demandes ne partent plus/);
    expect(textOf(raw)).toMatch(/3 fois/);
    expect(textOf(raw)).toMatch(/2 en attente/);
    expect(textOf(raw)).toContain('Boîte pleine');
    await env.pass(241_000);
    await env.pass(481_000);
    expect(env.alerts()).toHaveLength(1);
    const during = await env.health();
    expect(during).toMatchObject({ waiting: 2, failed: 0, inError: 2, lastSuccessAt: null });
    expect(during.lastError).toContain('Boîte pleine');
    expect(Date.parse(during.lastFailureAt ?? '')).toBe(env.clock);
    expect(during.alertSentAt).not.toBeNull();

    env.refusing.on = false;
    await env.pass(961_000);
    expect(env.delivered()).toHaveLength(2);
    const recovered = await env.health();
    expect(recovered).toMatchObject({ waiting: 0, alertSentAt: null });
    expect(Date.parse(recovered.lastSuccessAt ?? '')).toBe(env.clock);

    env.refusing.on = true;
    await insertLead(env.storage, newLead());
    await env.pass();
    await env.pass(61_000);
    await env.pass(121_000);
    expect(env.alerts()).toHaveLength(2);
  });
});

describe.each(setup('delivery_stall_test'))('%s: nothing delivered for an hour', (_name, env) => {
  lifecycle(env);

  it('one alert when e-mails have waited an hour without any delivery', async () => {
    await insertLead(env.storage, newLead());
    await env.pass();
    expect(env.alerts()).toHaveLength(0);
    await env.pass(61 * 60_000); // the second failure, an hour after the e-mail was queued
    expect(env.alerts()).toHaveLength(1);
    expect(textOf(env.alerts()[0]?.raw ?? '')).toMatch(/depuis plus d’une heure/);
    await env.pass(HOUR);
    await env.pass(HOUR);
    expect(env.alerts()).toHaveLength(1);
  });
});
