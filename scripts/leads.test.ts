/** @jest-environment node */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readConfig, sqlitePath } from '@/lib/server/config';
import { appendToSpool } from '@/features/quote/spool';
import { journalBooking } from '@/features/booking/journal';
import { listComments, storeComment } from '@/features/comments/server/store';
import { confirmSubscription, requestSubscription } from '@/features/newsletter/subscriptions';
import { confirmationToken } from '@/features/newsletter/server/tokens';
import { samples } from '@/test/server/support';
import { leadFields, staffCommandSuite } from '@/test/server/staff-command';
import { getAttachment, getLead, insertLead } from '@/features/quote/leads';

/**
 * The staff command, run as staff run it (test/server/staff-command.ts): each command on the leads, comments,
 * personal data and accounts, and the production bundle beside its development entry. What visitors wrote, as the
 * command prints it: scripts/leads-output.test.ts.
 */

const { cli, leads, npmLeads } = staffCommandSuite();

/** A comment awaiting moderation under an article, as a visitor leaves it. */
const pendingComment = (nom: string, email: string, message: string) =>
  storeComment(cli.storage, { articleSlug: 'carport-solaire', nom, email, message, status: 'pending' });

describe('npm run leads', () => {
  it('list shows the leads with their e-mail and spam status', async () => {
    const { code, stdout } = await leads(['list']);
    expect(code).toBe(0);
    expect(stdout).toContain('2 demande(s) dont 1 spam');
    expect(stdout).toMatch(new RegExp(`#${cli.ids[0]} .*Camille Dupont.*camille@example\\.ch`));
    expect(stdout).toContain('[e-mail en attente, PJ plan.pdf]');
    expect(stdout).toContain('SPAM (honeypot)');
    const json = JSON.parse((await leads(['list', '--no-spam', '--json'])).stdout) as { id: number }[];
    expect(json.map((l) => l.id)).toEqual([cli.ids[0]]);
  }, 45_000);

  it('show prints every field, the attachment and the e-mail state', async () => {
    const { stdout } = await leads(['show', String(cli.ids[0])]);
    expect(stdout).toMatch(/Nom\s+Dupont/);
    expect(stdout).toContain('plan.pdf (application/pdf');
    expect(stdout).toContain('Ligne 1\n=SOMME(A1:A2) "citée"');
    expect(stdout).toContain('E-mail à l’entreprise : en attente, 0 tentative(s)');
    const missing = await leads(['show', '999']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('introuvable');
  }, 45_000);

  it('export --csv writes every lead, quoted and protected against formulas', async () => {
    const { stdout } = await leads(['export', '--csv']);
    const lines = stdout
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id;date;nom;prenom;email;telephone;societe;produit;sujet;message;piece_jointe;spam;a_verifier;email_envoye;' +
        'largeur_m;profondeur_m;surface_m2;pose;code_postal;localite;pays;delai;contact_prefere;moment_contact;' +
        'estimation_min_chf;estimation_max_chf;estimation_materiau;estimation_largeur_m;estimation_profondeur_m;' +
        // The lead's source, appended after the older columns.
        'first_utm_source;first_utm_medium;first_utm_campaign;first_utm_term;first_utm_content;' +
        'last_utm_source;last_utm_medium;last_utm_campaign;last_utm_term;last_utm_content;' +
        'referrer_host;landing_page;form_page;click_id_present;device',
    );
    expect(lines).toHaveLength(3);
    expect(stdout).toContain('"Ligne 1\n=SOMME(A1:A2) ""citée"""');
    // A phone number is not a formula: no visible ' before it.
    expect(stdout).toContain('"+41790000000"'); // E.164
    expect(stdout).not.toContain(`"'+41`);
  }, 45_000);

  it('attachment writes the stored bytes to a file, relative to where the command was run', async () => {
    const { code, stdout } = await leads(['attachment', String(cli.ids[0]), 'copie.pdf']);
    expect(code).toBe(0);
    expect(stdout).toContain('plan.pdf');
    expect(readFileSync(path.join(cli.dataDir, 'copie.pdf')).equals(samples.pdf())).toBe(true);
    expect((await leads(['attachment', String(cli.ids[0]), 'copie.pdf'])).code).toBe(1); // never overwrites silently
    expect((await leads(['attachment', String(cli.ids[1]), 'x.pdf'])).stderr).toContain('pas de pièce jointe');
  }, 45_000);

  it('retry-outbox sends the queued e-mails once SMTP is configured', async () => {
    const without = await leads(['retry-outbox']);
    expect(without.code).toBe(1);
    expect(without.stderr).toContain('SMTP_URL ou MAIL_TO non configuré');
    const sent = await leads(['retry-outbox'], { SMTP_URL: cli.smtp.url, MAIL_TO: 'devis@example.ch' });
    expect(sent.stdout).toContain('Envoyés : 1');
    expect(sent.code).toBe(0);
    expect(cli.smtp.mails).toHaveLength(1);
    expect(cli.smtp.mails[0]?.raw).toContain('plan.pdf');
    expect((await leads(['retry-outbox'], { SMTP_URL: cli.smtp.url, MAIL_TO: 'devis@example.ch' })).stdout).toContain(
      'Envoyés : 0',
    );
    expect(cli.smtp.mails).toHaveLength(1);
  }, 45_000);

  it('moderate records a decision on a comment and refuses unknown statuses or ids', async () => {
    const id = await pendingComment('Léa', 'lea@example.ch', 'Bravo');
    const done = await leads(['moderate', String(id), 'rejected']);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`Commentaire n° ${id} : rejected.`);
    expect((await listComments(cli.storage, { status: 'rejected' })).map((c) => c.id)).toContain(id);
    expect((await leads(['moderate', String(id), 'publie'])).code).toBe(1);
    expect((await leads(['moderate', '999999', 'spam'])).stderr).toContain('introuvable');
    expect((await leads(['comments', '--status', 'refuse'])).stderr).toContain('Statut inconnu');
  }, 45_000);

  it('reply publishes the company’s answer under a comment, approving it, and refuses what cannot be answered', async () => {
    const id = await pendingComment('Paul', 'paul@example.ch', 'Quelle puissance ?');
    const done = await leads(['reply', String(id), 'Environ 6 kWc pour deux places.']);
    expect(done.stderr).toBe('');
    expect(done.stdout).toMatch(
      new RegExp(`^Réponse n° \\d+ publiée sous le commentaire n° ${id}, commentaire approuvé\\.`),
    );
    const all = await listComments(cli.storage);
    expect(all.find((c) => c.id === id)?.status).toBe('approved');
    expect(all.find((c) => c.parentId === id)).toMatchObject({
      isStaffReply: true,
      status: 'approved',
      nom: 'Lumina Terrasses',
      message: 'Environ 6 kWc pour deux places.',
    });
    expect((await leads(['comments'])).stdout).toContain(`réponse de l’entreprise au n° ${id}`);
    expect((await leads(['reply', '999999', 'Bonjour'])).stderr).toContain('introuvable');
    expect((await leads(['reply', String(id)])).code).toBe(1);
  }, 45_000);

  it('personal-data export prints everything stored for an address; erase deletes it all; export then finds nothing', async () => {
    const address = 'nadia@example.ch';
    const secret = 'a-secret-of-forty-characters-for-the-tests';
    const leadId = await insertLead(cli.storage, {
      nom: 'Keller',
      prenom: 'Nadia',
      email: 'Nadia@Example.ch',
      telephone: '+41 79 000 00 02',
      sujet: 'Pergola',
      message: 'Devis',
      isSpam: false,
      outboxKinds: ['company'],
      attachment: { filename: 'terrasse.png', mime: 'image/png', bytes: samples.png() },
    });
    const commentId = await pendingComment('Nadia', address, 'Merci');
    await requestSubscription(cli.storage, { email: address, consentText: 'Texte du pied de page', secret });
    const db = new Database(sqlitePath(readConfig({ DATA_DIR: cli.dataDir })), { readonly: true });
    const subscriberId = Number(
      db.prepare('SELECT id FROM newsletter_subscribers WHERE email = ?').pluck().get(address),
    );
    db.close();
    const now = new Date();
    await confirmSubscription(
      cli.storage,
      confirmationToken(secret, { id: subscriberId, email: address }, now),
      secret,
      null,
      now,
    );

    const exported = await leads(['personal-data', 'export', address]);
    expect(exported.code).toBe(0);
    const data = JSON.parse(exported.stdout) as Record<string, unknown>;
    expect(data).toMatchObject({
      email: address,
      leads: [{ id: leadId, email: 'Nadia@Example.ch', attachment: { filename: 'terrasse.png', mime: 'image/png' } }],
      comments: [{ id: commentId, message: 'Merci', status: 'pending' }],
      subscription: { email: address, consentText: 'Texte du pied de page', confirmedAt: expect.any(String) },
    });

    const erased = await leads(['personal-data', 'erase', address]);
    expect(erased.stderr).toBe('');
    expect(erased.stdout).toContain(
      'Effacé : 1 demande(s) avec 1 pièce(s) jointe(s) et 1 e-mail(s), 1 commentaire(s) avec 0 réponse(s), 1 inscription(s) à la newsletter, 2 e-mail(s) de commentaires ou de newsletter, 0 rendez-vous.',
    );
    const after = await leads(['personal-data', 'export', address]);
    expect(JSON.parse(after.stdout)).toMatchObject({ email: address, leads: [], comments: [], subscription: null });
    expect(after.stderr).toContain(`Aucune donnée enregistrée pour ${address}.`);
    expect(await getAttachment(cli.storage, leadId)).toBeNull();
    expect((await leads(['personal-data', 'erase'])).code).toBe(1);
  }, 60_000);

  it('purge deletes what outlived the privacy policy’s retention times, and --dry-run only counts', async () => {
    const old = await insertLead(cli.storage, {
      nom: 'Ancien',
      prenom: 'Client',
      email: 'ancien@example.ch',
      telephone: '+41 79 000 00 01',
      sujet: 'Pergola',
      message: 'Demande de 2021',
      isSpam: false,
      outboxKinds: ['company'],
    });
    const db = new Database(sqlitePath(readConfig({ DATA_DIR: cli.dataDir })), { timeout: 5000 });
    db.prepare("UPDATE leads SET created_at = '2021-03-01T09:00:00.000Z' WHERE id = ?").run(old);
    db.prepare("UPDATE comments SET created_at = '2021-03-01T09:00:00.000Z' WHERE status = 'rejected'").run();
    db.close();

    const dry = await leads(['purge', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(
      /Demandes reçues avant le \d{4}-\d{2}-\d{2} \(3 ans\) : 1 à supprimer ; rendez-vous terminés avant cette date : 0 à supprimer\./,
    );
    expect(dry.stdout).toMatch(/Commentaires refusés ou spam .*\(30 jours\) : 1 à supprimer\./);
    expect(await getLead(cli.storage, old)).not.toBeNull();

    const purged = await leads(['purge']);
    expect(purged.stdout).toContain(': 1 supprimé(s).');
    expect(await getLead(cli.storage, old)).toBeNull();
    expect(await getLead(cli.storage, cli.ids[0] as number)).not.toBeNull();
    expect(await listComments(cli.storage, { status: 'rejected' })).toEqual([]);
  }, 45_000);

  it('spool and list show the requests waiting in the journal while the database was down', async () => {
    expect((await leads(['spool'])).stdout).toContain('Journal de secours vide');
    const config = readConfig({ DATA_DIR: cli.dataDir });
    for (const message of ['y', 'z']) {
      await appendToSpool(config, {
        ...leadFields,
        nom: 'Panne',
        prenom: 'Base',
        email: 'p@example.ch',
        sujet: 'x',
        message,
      });
    }
    expect((await leads(['spool'])).stdout).toMatch(/Journal de secours : 2 demande\(s\) pas encore en base \(0\.0 Mo/);
    expect((await leads(['list'])).stdout).toContain('Journal de secours : 2 demande(s)');
    // An appointment asked for while the database was down, too.
    await journalBooking(
      config,
      {
        office: 'geneve',
        kind: 'appel',
        startsAt: new Date('2027-03-01T09:00:00Z'),
        name: 'Panne Rendez-vous',
        email: 'r@example.ch',
        phone: '079 555 12 34',
      },
      null,
    );
    expect((await leads(['spool'])).stdout).toContain('Journal de secours : 1 rendez-vous pas encore en base');
    rmSync(path.join(cli.dataDir, 'spool'), { recursive: true, force: true });
  }, 60_000);
  it('staff add makes back-office accounts: with --password-stdin ready to sign in, without it a one-time link', async () => {
    const withPassword = await leads(
      ['staff', 'add', 'Alex@Lumina.test', '--name', 'Alex Martin', '--password-stdin'],
      {},
      'un mot de passe solide\n',
    );
    expect(withPassword).toMatchObject({ code: 0, stderr: '' });
    expect(withPassword.stdout).toContain('Compte alex@lumina.test créé');
    const withLink = await leads(['staff', 'add', 'sam@lumina.test']);
    expect(withLink.code).toBe(0);
    expect(withLink.stdout).toMatch(/valable 24 h\) :\nhttps:\/\/\S+\/equipe\/mot-de-passe\?token=\w{20,}\n/);
    const again = await leads(['staff', 'add', 'alex@lumina.test']);
    expect([again.code, again.stderr.trim()]).toEqual([1, 'Le compte alex@lumina.test existe déjà.']);
    const short = await leads(['staff', 'add', 'kim@lumina.test', '--password-stdin'], {}, 'court\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Mot de passe trop court');

    const list = await leads(['staff', 'list']);
    expect(list.stdout).toMatch(
      /^alex@lumina\.test {2}Alex Martin {2}créé le \d{4}-\d{2}-\d{2} {2}\[0 session\(s\) ouverte\(s\)\]$/m,
    );
    expect(list.stdout).toMatch(/^sam@lumina\.test .*\[mot de passe à choisir, /m);
    expect(list.stdout).not.toContain('kim@');

    expect((await leads(['staff', 'remove', 'sam@lumina.test'])).stdout).toContain('Compte sam@lumina.test supprimé');
    expect((await leads(['staff', 'remove', 'sam@lumina.test'])).code).toBe(1);
    expect((await leads(['staff', 'list'])).stdout).not.toContain('sam@');
    expect((await leads(['staff', 'promote', 'x@lumina.test'])).stderr).toContain('Usage : npm run leads -- staff add');
  }, 90_000);

  it('explains its usage', async () => {
    expect((await leads([])).stdout).toContain('npm run leads -- list');
    expect((await leads(['nimporte'])).code).toBe(1);
  }, 45_000);

  it('stops on a bad setting, naming the variable and what it expects', async () => {
    const bad = await leads(['list'], { RATE_LIMIT_MAX: 'abc' });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('RATE_LIMIT_MAX : un nombre entier ≥ 0 est attendu');
    expect(bad.stdout).toBe('');
    const urls = await leads(['list'], { DATABASE_URL: 'localhost:5432/leads', SMTP_URL: 'mail.example.ch' });
    expect(urls.code).not.toBe(0);
    expect(urls.stderr).toContain('DATABASE_URL : une URL PostgreSQL est attendue');
    expect(urls.stderr).toContain('SMTP_URL : une URL SMTP est attendue');
    const dir = await leads(['list'], { DATA_DIR: '/proc/version/data' });
    expect(dir.code).not.toBe(0);
    expect(dir.stderr).toContain('DATA_DIR : un dossier où ce processus peut écrire est attendu');
  }, 45_000);
});

describe('the production bundle (npm run leads:bundle, installed by deploy/deploy.sh) and npm run leads', () => {
  it('runs with plain Node, reads the same storage and validates the configuration', async () => {
    const list = await leads(['list', '--json']);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { id: number }[]).map((lead) => lead.id)).toEqual(
      expect.arrayContaining(cli.ids),
    );
    const bad = await leads(['list'], { RATE_LIMIT_MAX: 'abc' });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('RATE_LIMIT_MAX');
  }, 45_000);

  it('npm run leads, the development entry, runs the same command from the sources', async () => {
    const list = await npmLeads(['list', '--json']);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { id: number }[]).map((lead) => lead.id)).toEqual(
      expect.arrayContaining(cli.ids),
    );
    const usage = await npmLeads(['staff', 'promote', 'x@lumina.test']);
    expect(usage.code).not.toBe(0);
    expect(usage.stderr).toContain('Usage : npm run leads -- staff add');
  }, 60_000);
});
