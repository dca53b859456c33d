/** @jest-environment node */
import { leadFields, staffCommandSuite } from '@/test/server/staff-command';
import { insertLead } from '@/features/quote/leads';

/**
 * What visitors wrote, as the staff command prints it (run as staff run it: test/server/staff-command.ts): inert in
 * a terminal, and a request's project details in words. The commands themselves: scripts/leads.test.ts.
 */

const { cli, leads } = staffCommandSuite();

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
    id = await insertLead(cli.storage, { ...hostile, isSpam: false, outboxKinds: ['company'] });
  });

  it('list and show print the text without control or escape sequences', async () => {
    const list = await leads(['list']);
    inert(list.stdout);
    expect(list.stdout).toContain('Dupont');
    const show = await leads(['show', String(id)]);
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
      const { stdout } = await leads(args);
      inert(stdout.replace(/\n/g, ''));
      const parsed = JSON.parse(stdout) as typeof hostile | (typeof hostile & { id: number })[];
      const lead = Array.isArray(parsed) ? parsed.find((entry) => entry.id === id) : parsed;
      // Stored as sent, apart from CRLF and CR which the form schema turns into LF on input.
      expect(lead).toMatchObject({ nom: hostile.nom, prenom: hostile.prenom, sujet: hostile.sujet });
    }
  }, 45_000);

  it('the CSV keeps the text as stored', async () => {
    const { stdout } = await leads(['export', '--csv']);
    expect(stdout).toContain(hostile.nom);
  }, 45_000);
});

describe('npm run leads -- show with project details', () => {
  it('prints the product name, the dimensions, the place with its country and the estimate', async () => {
    const id = await insertLead(cli.storage, {
      ...leadFields,
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
    const { code, stdout } = await leads(['show', String(id)]);
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
    const json = JSON.parse((await leads(['show', String(id), '--json'])).stdout) as { project: { pays: string } };
    expect(json.project.pays).toBe('CH');
  }, 45_000);
});
