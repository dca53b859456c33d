/** @jest-environment node */
import Database from 'better-sqlite3';
import { readConfig, sqlitePath } from '@/lib/server/config';
import { listComments, storeComment } from '@/features/comments/server/store';
import { confirmSubscription, requestSubscription } from '@/features/newsletter/subscriptions';
import { confirmationToken } from '@/features/newsletter/server/tokens';
import { getAttachment, getLead, insertLead } from '@/features/quote/leads';
import { samples } from '@/test/server/support';
import { bundledCommand, leadDefaults, storePendingComment } from '@/test/server/back-office-command';

/** A person's data exported and erased, and the retention times applied (scripts/back-office/personal-data.ts). */

const command = bundledCommand();
const backOffice = command.run;

describe('npm run back-office', () => {
  it('personal-data export prints everything stored for an address; erase deletes it all; export then finds nothing', async () => {
    const address = 'nadia@example.ch';
    const secret = 'a-secret-of-forty-characters-for-the-tests';
    const leadId = await insertLead(command.storage, {
      ...leadDefaults,
      nom: 'Keller',
      prenom: 'Nadia',
      email: 'Nadia@Example.ch',
      telephone: '+41 79 000 00 02',
      sujet: 'Pergola',
      message: 'Devis',
      attachment: { filename: 'terrasse.png', mime: 'image/png', bytes: samples.png() },
    });
    const commentId = await storePendingComment(command.storage, 'Nadia', address, 'Merci');
    await requestSubscription(command.storage, { email: address, consentText: 'Texte du pied de page', secret });
    const db = new Database(sqlitePath(readConfig({ DATA_DIR: command.dataDir })), { readonly: true });
    const subscriberId = Number(
      db.prepare('SELECT id FROM newsletter_subscribers WHERE email = ?').pluck().get(address),
    );
    db.close();
    const now = new Date();
    await confirmSubscription(
      command.storage,
      confirmationToken(secret, { id: subscriberId, email: address }, now),
      secret,
      null,
      now,
    );

    const exported = await backOffice(['personal-data', 'export', address]);
    expect(exported.code).toBe(0);
    const data = JSON.parse(exported.stdout) as Record<string, unknown>;
    expect(data).toMatchObject({
      email: address,
      leads: [{ id: leadId, email: 'Nadia@Example.ch', attachment: { filename: 'terrasse.png', mime: 'image/png' } }],
      comments: [{ id: commentId, message: 'Merci', status: 'pending' }],
      subscription: { email: address, consentText: 'Texte du pied de page', confirmedAt: expect.any(String) },
    });

    const erased = await backOffice(['personal-data', 'erase', address]);
    expect(erased.stderr).toBe('');
    expect(erased.stdout).toContain(
      'Effacé : 1 demande(s) avec 1 pièce(s) jointe(s) et 1 e-mail(s), 1 commentaire(s) avec 0 réponse(s), 1 inscription(s) à la newsletter, 2 e-mail(s) de commentaires ou de newsletter, 0 rendez-vous.',
    );
    const after = await backOffice(['personal-data', 'export', address]);
    expect(JSON.parse(after.stdout)).toMatchObject({ email: address, leads: [], comments: [], subscription: null });
    expect(after.stderr).toContain(`Aucune donnée enregistrée pour ${address}.`);
    expect(await getAttachment(command.storage, leadId)).toBeNull();
    expect((await backOffice(['personal-data', 'erase'])).code).toBe(1);
  }, 60_000);

  it('purge deletes what outlived the privacy policy’s retention times, and --dry-run only counts', async () => {
    // The sample spam, received in 2021: older than the 3 years leads are kept.
    const old = command.sampleLeadIds[1] as number;
    const db = new Database(sqlitePath(readConfig({ DATA_DIR: command.dataDir })), { timeout: 5000 });
    db.prepare("UPDATE leads SET created_at = '2021-03-01T09:00:00.000Z' WHERE id = ?").run(old);
    db.close();
    // A comment refused in 2021, long past its 30 days.
    await storeComment(
      command.storage,
      { articleSlug: 'carport-solaire', nom: 'Léa', email: 'lea@example.ch', message: 'Bravo', status: 'rejected' },
      new Date('2021-03-01T09:00:00.000Z'),
    );

    const dry = await backOffice(['purge', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(
      /Demandes reçues avant le \d{4}-\d{2}-\d{2} \(3 ans\) : 1 à supprimer ; rendez-vous terminés avant cette date : 0 à supprimer\./,
    );
    expect(dry.stdout).toMatch(/Commentaires refusés ou spam .*\(30 jours\) : 1 à supprimer\./);
    expect(await getLead(command.storage, old)).not.toBeNull();

    const purged = await backOffice(['purge']);
    expect(purged.stdout).toContain(': 1 supprimé(s).');
    expect(await getLead(command.storage, old)).toBeNull();
    expect(await getLead(command.storage, command.sampleLeadIds[0] as number)).not.toBeNull();
    expect(await listComments(command.storage, { status: 'rejected' })).toEqual([]);
  }, 45_000);
});
