/** @jest-environment node */
import { testBackends } from '@/test/server/backends';
import { newLead } from '@/test/server/leads';
import { mailConfig, mailSuite } from '@/test/server/mail-suite';
import { decodedBody, headerOf } from '@/test/server/support';
import { processOutbox } from '@/lib/server/mail/sender';
import { listOutbox } from '@/lib/server/mail/queue-store';
import { addStaff } from '@/features/staff-accounts/accounts';
import { createStaffAuth } from '@/lib/server/staff/auth';
import { listAudit } from '@/lib/server/staff/audit';
import { dashboardCounts } from '@/features/conversions/server/dashboard';
import { updateFollowUp } from '../follow-up';
import { assignLead, AssignRefusedError } from './owner';
import { getLead, insertLead } from '../leads';

/**
 * Who answers a lead and by when, on each database, with a clock the test sets: a lead received on
 * Monday 23 November 2026 at 09:00 in Geneva (08:00 UTC) is due two office hours later, 11:00 (10:00 UTC).
 */

const RECEIVED = '2026-11-23T08:00:00.000Z';
const DUE = '2026-11-23T10:00:00.000Z';
const at = (iso: string) => () => new Date(iso);

describe.each(testBackends('reminders_test'))('$name', (backend) => {
  const env = mailSuite(backend, { smtp: {} });
  const send = (now: string) =>
    processOutbox({ config: mailConfig(backend, env.smtp), storage: env.storage, now: at(now) });
  const reminders = () => env.smtp.mails.filter((mail) => headerOf(mail.raw, 'X-Lead-Reminder'));
  const lead = (overrides: Parameters<typeof newLead>[0] = {}) =>
    insertLead(env.storage, newLead({ receivedAt: RECEIVED, ...overrides }));

  // First: the delays are those of this database's last 30 days, and the later tests contact leads too.
  it('the dashboard leads with what waits and what is late; its median time to first contact follows the contacts', async () => {
    const noon = new Date('2026-11-23T12:00:00.000Z');
    const before = await dashboardCounts(env.storage, noon);
    expect(before.firstContact).toEqual({ count: 0, medianMs: null, p90Ms: null });
    const late = await lead();
    const other = await lead();
    const after = await dashboardCounts(env.storage, noon);
    expect(after.toHandle).toBe(before.toHandle + 2);
    expect(after.overdue).toBe(before.overdue + 2); // due at 10:00 UTC, two hours ago
    await updateFollowUp(env.storage, late, {
      status: 'contacte',
      author: 'test',
      at: new Date('2026-11-23T08:30:00Z'),
    });
    const one = await dashboardCounts(env.storage, noon);
    expect([one.overdue, one.toHandle]).toEqual([before.overdue + 1, before.toHandle + 1]);
    expect(one.firstContact).toEqual({ count: 1, medianMs: 30 * 60_000, p90Ms: 30 * 60_000 });
    await updateFollowUp(env.storage, other, {
      status: 'devis_envoye',
      author: 'test',
      at: new Date('2026-11-23T09:30:00Z'),
    });
    const two = await dashboardCounts(env.storage, noon);
    expect(two.firstContact).toEqual({ count: 2, medianMs: 30 * 60_000, p90Ms: 90 * 60_000 });
  });

  it('is due two office hours after it arrived; one reminder once that time has passed, never a second', async () => {
    const id = await lead({ prenom: 'Rita', nom: 'Retard', telephone: '+41 22 555 66 77' });
    expect((await getLead(env.storage, id))?.dueAt).toBe(DUE);
    await send('2026-11-23T09:59:00.000Z');
    expect(reminders()).toEqual([]);
    await send('2026-11-23T10:01:00.000Z');
    await send('2026-11-23T16:00:00.000Z');
    await send('2026-11-24T10:00:00.000Z');
    const mine = reminders().filter((mail) => headerOf(mail.raw, 'X-Lead-Reminder') === String(id));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.to).toEqual(['devis@lumina-terrasses.ch']);
    const text = decodedBody(mine[0]?.raw ?? '');
    expect(text).toContain(`La demande n° ${id} n’a pas encore été contactée.`);
    expect(text).toContain('+41 22 555 66 77');
    expect(text).toContain(`https://www.lumina-terrasses.ch/equipe/demandes/${id}`);
    expect((await listOutbox(env.storage, { leadId: id })).map((row) => [row.kind, row.status])).toContainEqual([
      'reminder',
      'sent',
    ]);
  });

  it('goes to the owner; none once contacted, and « contacté » records the time to first contact', async () => {
    const auth = createStaffAuth({
      database: env.storage,
      secret: 'a-test-secret-that-is-long-enough-0123456789',
      production: false,
      onPasswordLink: () => {},
    });
    await addStaff(auth, { email: 'Marie@Lumina.test', name: 'Marie' });
    const owned = await lead({ prenom: 'Olga' });
    const contacted = await lead({ prenom: 'Chloé' });
    await expect(assignLead(env.storage, owned, 'inconnu@lumina.test', 'test')).rejects.toThrow(AssignRefusedError);
    expect(await assignLead(env.storage, owned, 'marie@lumina.test', 'chef@lumina.test')).toBe(true);
    expect(await assignLead(env.storage, 999_999, 'marie@lumina.test', 'test')).toBe(false);
    const { entries } = await listAudit({ targetType: 'lead', targetId: owned }, env.storage);
    expect(entries.map((entry) => [entry.action, entry.details])).toEqual([
      ['lead.assign', { from: null, to: 'marie@lumina.test' }],
    ]);

    await updateFollowUp(env.storage, contacted, { status: 'contacte', author: 'test' });
    const firstContact = (await getLead(env.storage, contacted))?.firstContactAt;
    expect(firstContact).not.toBeNull();
    // A later status keeps the first contact's time.
    await updateFollowUp(env.storage, contacted, { status: 'devis_envoye', author: 'test' });
    expect((await getLead(env.storage, contacted))?.firstContactAt).toBe(firstContact);

    await send('2026-11-23T11:00:00.000Z');
    const byLead = (id: number) => reminders().filter((mail) => headerOf(mail.raw, 'X-Lead-Reminder') === String(id));
    expect(byLead(owned).map((mail) => mail.to)).toEqual([['marie@lumina.test']]);
    expect(byLead(contacted)).toEqual([]);
  });

  it('a reminder queued but not yet sent is dropped once the lead is contacted; a spam has no due time', async () => {
    const id = await lead();
    const spam = await lead({ isSpam: true, spamReason: 'test' });
    expect((await getLead(env.storage, spam))?.dueAt).toBeNull();
    // Queued by a pass whose SMTP server is down, then the lead is contacted before the next pass.
    await processOutbox({
      config: { ...mailConfig(backend, env.smtp), smtpUrl: 'smtp://127.0.0.1:9' },
      storage: env.storage,
      now: at('2026-11-23T12:00:00.000Z'),
    });
    expect((await listOutbox(env.storage, { leadId: id })).map((row) => row.kind)).toContain('reminder');
    await updateFollowUp(env.storage, id, { status: 'contacte', author: 'test' });
    await send('2026-11-23T13:00:00.000Z');
    expect(reminders().filter((mail) => headerOf(mail.raw, 'X-Lead-Reminder') === String(id))).toEqual([]);
    // Composed for nothing: the row went, it will not come back.
    expect((await listOutbox(env.storage, { leadId: id })).map((row) => row.kind)).not.toContain('reminder');
    expect((await listOutbox(env.storage, { leadId: spam })).map((row) => row.kind)).toEqual([]);
  });
});
