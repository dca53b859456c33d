/** @jest-environment node */
import { listAudit, recordAudit } from '@/lib/server/staff/audit';
import { dashboardCounts } from '@/features/conversions/server/dashboard';
import { deliveryHealth } from '@/lib/server/mail/delivery-health';
import { getFollowUp, updateFollowUp } from '../follow-up';
import { markNotSpam, resendCompanyMail } from './mail-actions';
import { filterQuery, leadsMatching, parseLeadFilter, searchLeads, storedSources } from '../search';
import { csvHeader, csvLines } from './csv';
import { testBackends } from '@/test/server/backends';
import { zurichDay } from '@/lib/zurich-time';
import { storeComment } from '@/features/comments/server/store';
import { getLead, insertLead } from '../leads';
import { newLead } from '@/test/server/leads';
import { listOutbox, markRetry } from '@/lib/server/mail/queue-store';
import { openStorage, type Storage } from '@/lib/server/db/storage';

/** The back-office's own queries (list, follow-up, e-mail actions, audit log, dashboard), on both databases. */

describe.each(testBackends('backoffice_test'))('$name back-office queries', (backend) => {
  let storage: Storage;
  let ids: { old: number; muller: number; spam: number; formula: number };

  beforeAll(async () => {
    storage = await openStorage(backend.config());
    ids = {
      old: await insertLead(storage, newLead({ nom: 'Ancien', email: 'ancien@example.ch', produit: 'carports-v' })),
      muller: await insertLead(
        storage,
        newLead({
          nom: 'Müller',
          prenom: 'Anna',
          email: 'anna@firma.ch',
          telephone: '022 700 12 34',
          message: '100% bio_',
        }),
      ),
      spam: await insertLead(
        storage,
        newLead({
          nom: 'Bot',
          email: 'bot@spam.test',
          isSpam: true,
          spamReason: 'honeypot',
          produit: 'pergola-bioclimatique',
        }),
      ),
      formula: await insertLead(storage, newLead({ nom: '=HYPERLINK("x")', email: 'formula@example.ch' })),
    };
    const created = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await backend.raw(`UPDATE leads SET created_at = '${created}' WHERE id = ${ids.old}`);
  });

  afterAll(async () => {
    await storage.close();
    await backend.cleanup();
  });

  const search = async (query: Record<string, string>) =>
    (await searchLeads(storage, parseLeadFilter(query))).leads.map((l) => l.id);

  it('searches name, e-mail, phone (whatever its spacing) and text, with LIKE wildcards taken literally', async () => {
    expect(await search({ q: 'müller' })).toEqual([ids.muller]);
    expect(await search({ q: 'Anna Müller' })).toEqual([ids.muller]);
    expect(await search({ q: 'FIRMA.CH' })).toEqual([ids.muller]);
    expect(await search({ q: '0227001234' })).toEqual([ids.muller]);
    expect(await search({ q: '100%' })).toEqual([ids.muller]);
    // Unescaped, « _ » would match the « xa » of example.ch.
    expect(await search({ q: 'x_' })).toEqual([]);
    expect(await search({ q: 'personne' })).toEqual([]);
  });

  it('filters spam, product, dates and follow-up status, newest first', async () => {
    expect(await search({})).toEqual([ids.formula, ids.muller, ids.old]);
    expect(await search({ spam: 'spam' })).toEqual([ids.spam]);
    expect(await search({ spam: 'tous' })).toEqual([ids.formula, ids.spam, ids.muller, ids.old]);
    expect(await search({ produit: 'carports-v' })).toEqual([ids.old]);
    // The country derived from the postcode; an unknown value means « all ».
    await backend.raw(`UPDATE leads SET code_postal = '1225', pays = 'CH' WHERE id = ${ids.muller}`);
    await backend.raw(`UPDATE leads SET code_postal = '63000', pays = 'FR' WHERE id = ${ids.old}`);
    expect(await search({ pays: 'CH' })).toEqual([ids.muller]);
    expect(await search({ pays: 'FR', produit: 'carports-v' })).toEqual([ids.old]);
    expect(await search({ pays: 'FR', produit: 'pergola-bioclimatique' })).toEqual([]);
    expect(await search({ pays: 'DE' })).toEqual([ids.formula, ids.muller, ids.old]);
    expect(filterQuery(parseLeadFilter({ pays: 'FR', produit: 'carports-v' }))).toBe('?produit=carports-v&pays=FR');
    // The filter's days are Zurich days (staff's calendar): between 23:00 and 24:00 UTC, the UTC date is yesterday there.
    const today = zurichDay();
    const twoWeeksAgo = zurichDay(new Date(Date.now() - 14 * 86_400_000));
    expect(await search({ du: twoWeeksAgo })).toEqual([ids.formula, ids.muller]);
    expect(await search({ au: twoWeeksAgo })).toEqual([ids.old]);
    expect(await search({ du: 'pas-une-date' })).toHaveLength(3);
    expect((await search({ du: today, au: today })).length).toBeGreaterThanOrEqual(1);

    await updateFollowUp(storage, ids.muller, { status: 'contacte', author: 'a@lumina.test' });
    expect(await search({ statut: 'contacte' })).toEqual([ids.muller]);
    expect(await search({ statut: 'nouveau' })).toEqual([ids.formula, ids.old]);
  });

  it('filters by source and by campaign, first or last touch, and lists the stored ones', async () => {
    await backend.raw(
      `UPDATE leads SET first_utm_source = 'google', first_utm_campaign = 'pergola-geneve', click_id_present = 1 WHERE id = ${ids.muller}`,
    );
    await backend.raw(
      `UPDATE leads SET first_utm_source = 'facebook', last_utm_source = 'google', last_utm_campaign = 'carport-ete' WHERE id = ${ids.old}`,
    );
    expect(await search({ source: 'google' })).toEqual([ids.muller, ids.old]);
    expect(await search({ source: 'facebook' })).toEqual([ids.old]);
    expect(await search({ campagne: 'pergola-geneve' })).toEqual([ids.muller]);
    expect(await search({ source: 'google', campagne: 'carport-ete' })).toEqual([ids.old]);
    expect(await search({ source: 'bing' })).toEqual([]);
    // A value the form would not store is no filter at all.
    expect(await search({ source: '<b>x</b>' })).toEqual([ids.formula, ids.muller, ids.old]);
    expect(filterQuery(parseLeadFilter({ source: 'google', campagne: 'pergola-geneve' }))).toBe(
      '?source=google&campagne=pergola-geneve',
    );
    expect(await storedSources(storage)).toEqual({
      sources: ['facebook', 'google'],
      campaigns: ['carport-ete', 'pergola-geneve'],
    });
    const [muller] = (await searchLeads(storage, parseLeadFilter({ campagne: 'pergola-geneve' }))).leads;
    expect(muller?.source).toMatchObject({ first_utm_source: 'google', click_id_present: true });
  });

  it('keeps the follow-up: status changes and dated notes with their author', async () => {
    const change = await updateFollowUp(storage, ids.old, {
      status: 'devis_envoye',
      note: '  Devis n° 12 envoyé  ',
      author: 'b@lumina.test',
    });
    expect(change).toEqual({ statusChanged: { from: 'nouveau', to: 'devis_envoye' }, noteAdded: true });
    expect(
      await updateFollowUp(storage, ids.old, { status: 'devis_envoye', note: ' ', author: 'b@lumina.test' }),
    ).toEqual({
      statusChanged: null,
      noteAdded: false,
    });
    await updateFollowUp(storage, ids.old, { note: 'Rappeler lundi', author: 'c@lumina.test' });
    const followUp = await getFollowUp(storage, ids.old);
    expect(followUp.status).toBe('devis_envoye');
    expect(followUp.updatedBy).toBe('b@lumina.test');
    expect(followUp.notes.map((n) => [n.author, n.status, n.body])).toEqual([
      ['c@lumina.test', null, 'Rappeler lundi'],
      ['b@lumina.test', 'devis_envoye', 'Devis n° 12 envoyé'],
    ]);
    expect(Date.parse(followUp.notes[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('« Pas un spam » clears the flag and queues the company e-mail; « Renvoyer » queues it again', async () => {
    expect(await resendCompanyMail(storage, ids.spam)).toBe('spam');
    expect(await listOutbox(storage, { leadId: ids.spam })).toEqual([]);
    expect(await markNotSpam(storage, ids.spam)).toEqual({ found: true, wasSpam: true });
    const spamLead = await getLead(storage, ids.spam);
    expect([spamLead?.isSpam, spamLead?.spamReason, spamLead?.mailStatus]).toEqual([false, null, 'pending']);

    const [row] = await listOutbox(storage, { leadId: ids.muller });
    await markRetry(storage, row?.id ?? 0, {
      error: 'SMTP 554',
      nextAttemptAt: new Date(Date.now() + 3600_000),
      failed: true,
    });
    expect(await resendCompanyMail(storage, ids.muller)).toBe('queued');
    const [again] = await listOutbox(storage, { leadId: ids.muller });
    expect(again).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(Date.parse(again?.nextAttemptAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect(await resendCompanyMail(storage, 99_999)).toBe('not-found');
    expect(await markNotSpam(storage, 99_999)).toEqual({ found: false, wasSpam: false });
  });

  it('exports the filter in batches through the formula-safe CSV writer', async () => {
    const batches = [];
    for await (const batch of leadsMatching(storage, parseLeadFilter({ q: 'example.ch' }), 1)) batches.push(batch);
    expect(batches.map((batch) => batch.map((l) => l.id))).toEqual([[ids.old], [ids.formula]]);
    const csv = csvHeader() + csvLines(batches.flat());
    expect(csv.startsWith('\uFEFFid;date;nom;')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('records and lists the audit log, newest first, per target', async () => {
    await recordAudit(
      { actor: 'a@lumina.test', action: 'lead.status', targetType: 'lead', targetId: 7, details: { to: 'gagne' } },
      storage,
    );
    await recordAudit({ actor: 'commande', action: 'personal-data.erase', targetType: 'personal-data' }, storage);
    const { entries, total } = await listAudit({}, storage);
    expect(total).toBe(2);
    expect(entries.map((e) => [e.actor, e.action, e.targetType, e.targetId, e.details])).toEqual([
      ['commande', 'personal-data.erase', 'personal-data', null, null],
      ['a@lumina.test', 'lead.status', 'lead', '7', { to: 'gagne' }],
    ]);
    expect((await listAudit({ targetType: 'lead', targetId: 7 }, storage)).entries).toHaveLength(1);
  });

  it('counts the dashboard: new leads today and this week, e-mails waiting or in error, pending comments', async () => {
    await storeComment(storage, {
      articleSlug: 'x',
      nom: 'A',
      email: 'a@example.ch',
      message: 'Bien',
      status: 'pending',
    });
    const counts = await dashboardCounts(storage);
    expect(counts).toMatchObject({ leadsToday: 3, leadsThisWeek: 3, commentsPending: 1 });
    const [row] = await listOutbox(storage, { leadId: ids.formula });
    await markRetry(storage, row?.id ?? 0, { error: 'connect ECONNREFUSED', nextAttemptAt: new Date(), failed: false });
    const status = await deliveryHealth(storage, backend.config());
    expect(status).toMatchObject({
      smtpConfigured: false,
      // The four lead e-mails and the comment's notice: one queue for every e-mail.
      waiting: 5,
      failed: 0,
      inError: 1,
      lastError: 'connect ECONNREFUSED',
    });
  });
});
