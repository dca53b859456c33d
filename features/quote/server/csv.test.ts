import { csvCell } from '@/lib/csv';
import { csvHeader, csvLines } from './csv';
import { NO_PROJECT_DETAILS } from '@/lib/project-details';
import { NO_SOURCE } from '@/lib/source-fields';
import type { Lead } from '../leads';

/** A stored lead without details nor source; each test overrides what it looks at. */
function lead(fields: Partial<Lead>): Lead {
  return {
    id: 1,
    createdAt: '2026-11-23T10:00:00.000Z',
    nom: 'Dupont',
    prenom: 'Camille',
    email: 'camille@example.ch',
    telephone: '+41 79 123 45 67',
    societe: null,
    sujet: 'Pergola',
    message: 'Bonjour',
    produit: null,
    project: NO_PROJECT_DETAILS,
    source: NO_SOURCE,
    ipHash: null,
    userAgent: null,
    isSpam: false,
    spamReason: null,
    needsReview: false,
    attachment: null,
    mailStatus: 'sent',
    dueAt: null,
    owner: null,
    firstContactAt: null,
    ...fields,
  };
}

describe('csvCell', () => {
  it.each(['+41 79 123 45 67', '+41 (0)79 123.45.67', '-12.5', '+3', '-0,75', 'Dupont', ''])(
    'leaves %p as it is (quoted)',
    (text) => {
      expect(csvCell(text)).toBe(`"${text}"`);
    },
  );

  it.each([
    ['=SOMME(A1:A2)', `"'=SOMME(A1:A2)"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ["-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ['+HYPERLINK("http://evil.example")', `"'+HYPERLINK(""http://evil.example"")"`],
  ])('protects %p', (text, expected) => {
    expect(csvCell(text)).toBe(expected);
  });

  it('doubles quotes and turns null into an empty cell', () => {
    expect(csvCell('« 4 x 3 » "adossée"')).toBe('"« 4 x 3 » ""adossée"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });
});

describe('project details in the CSV', () => {
  const base = lead({ id: 7, produit: 'pergolas-bioclimatique' });
  const rows = (one: Lead) => {
    const [header, line] = (csvHeader() + csvLines([one])).replace(/^\uFEFF/, '').split('\r\n');
    const names = (header ?? '').split(';');
    const cells = (line ?? '').split(';').map((cell) => cell.replace(/^"|"$/g, ''));
    return Object.fromEntries(names.map((name, index) => [name, cells[index]]));
  };

  it('has one column per detail, filled from the stored lead', () => {
    const row = rows({
      ...base,
      project: {
        largeurCm: 450,
        profondeurCm: 300,
        pose: 'adossee',
        codePostal: '1225',
        localite: 'Chêne-Bourg',
        pays: 'CH',
        delai: '3-mois',
        contactPrefere: 'telephone',
        momentContact: 'matin',
        estimation: { minChf: 11230, maxChf: 21850, materiau: 'bioclimatique', largeurCm: 400, profondeurCm: 300 },
      },
    });
    expect(row).toMatchObject({
      produit: 'pergolas-bioclimatique',
      largeur_m: '4,5',
      profondeur_m: '3',
      surface_m2: '13,5',
      pose: 'Adossée',
      code_postal: '1225',
      localite: 'Chêne-Bourg',
      pays: 'CH',
      delai: 'Dans 3 mois',
      contact_prefere: 'Par téléphone',
      moment_contact: 'Le matin (8\u00a0h – 12\u00a0h)',
      estimation_min_chf: '11230',
      estimation_max_chf: '21850',
      estimation_materiau: 'bioclimatique',
      estimation_largeur_m: '4',
      estimation_profondeur_m: '3',
      email_envoye: 'sent',
    });
  });

  it('leaves the cells empty for a lead without details', () => {
    const row = rows(base);
    expect([row.largeur_m, row.pays, row.estimation_min_chf, row.surface_m2]).toEqual(['', '', '', '']);
  });
});

describe('the source in the CSV', () => {
  const SOURCE_COLUMNS = [
    'first_utm_source',
    'first_utm_medium',
    'first_utm_campaign',
    'first_utm_term',
    'first_utm_content',
    'last_utm_source',
    'last_utm_medium',
    'last_utm_campaign',
    'last_utm_term',
    'last_utm_content',
    'referrer_host',
    'landing_page',
    'form_page',
    'click_id_present',
    'device',
  ];
  // The header before the source columns: spreadsheets and scripts read these columns by position.
  const BEFORE =
    'id;date;nom;prenom;email;telephone;societe;produit;sujet;message;piece_jointe;spam;a_verifier;email_envoye;largeur_m;profondeur_m;surface_m2;pose;code_postal;localite;pays;delai;contact_prefere;moment_contact;estimation_min_chf;estimation_max_chf;estimation_materiau;estimation_largeur_m;estimation_profondeur_m';

  it('appends its columns after the existing ones, which keep their place', () => {
    expect(csvHeader()).toBe(`\uFEFF${BEFORE};${SOURCE_COLUMNS.join(';')}\r\n`);
  });

  it('fills them from the stored source, the click id as oui / non', () => {
    const stored = lead({
      id: 8,
      source: {
        ...NO_SOURCE,
        first_utm_source: 'google',
        first_utm_medium: 'cpc',
        first_utm_campaign: 'pergola-geneve',
        click_id_present: true,
        referrer_host: 'www.google.com',
        landing_page: '/',
        form_page: '/contact',
        device: 'mobile',
      },
    });
    const line = csvLines([stored]).replace(/\r\n$/, '').split(';');
    const cells = line.slice(-SOURCE_COLUMNS.length).map((cell) => cell.replace(/^"|"$/g, ''));
    expect(Object.fromEntries(SOURCE_COLUMNS.map((name, i) => [name, cells[i]]))).toEqual({
      first_utm_source: 'google',
      first_utm_medium: 'cpc',
      first_utm_campaign: 'pergola-geneve',
      first_utm_term: '',
      first_utm_content: '',
      last_utm_source: '',
      last_utm_medium: '',
      last_utm_campaign: '',
      last_utm_term: '',
      last_utm_content: '',
      referrer_host: 'www.google.com',
      landing_page: '/',
      form_page: '/contact',
      click_id_present: 'oui',
      device: 'mobile',
    });
  });
});
