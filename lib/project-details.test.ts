import { fieldErrorsOf, projectFieldsSchema } from './contact-schema';
import { parseEstimateParams } from './estimate-params';
import { NO_PROJECT_DETAILS, parseMetres, postcodeCountry, projectLines, PROJECT_MESSAGES } from './project-details';

describe('postcode → country', () => {
  it.each([
    ['1225', { codePostal: '1225', pays: 'CH' }],
    ['1000', { codePostal: '1000', pays: 'CH' }],
    ['9999', { codePostal: '9999', pays: 'CH' }],
    [' 12 25 ', { codePostal: '1225', pays: 'CH' }],
    ['CH-1225', { codePostal: '1225', pays: 'CH' }],
    ['ch 8001', { codePostal: '8001', pays: 'CH' }],
    ['63000', { codePostal: '63000', pays: 'FR' }],
    ['01000', { codePostal: '01000', pays: 'FR' }],
    ['20000', { codePostal: '20000', pays: 'FR' }],
    ['98800', { codePostal: '98800', pays: 'FR' }],
    ['F-74100', { codePostal: '74100', pays: 'FR' }],
    ['FR-74100', { codePostal: '74100', pays: 'FR' }],
    ['63 000', { codePostal: '63000', pays: 'FR' }],
  ])('%s', (text, expected) => {
    expect(postcodeCountry(text)).toEqual(expected);
  });

  it.each(['', '123', '0999', '00100', '99000', '123456', '12a5', 'CH-63000', 'F-1225', '1225 Genève', '-1225'])(
    'refuses %j',
    (text) => {
      expect(postcodeCountry(text)).toBeNull();
    },
  );
});

describe('metres typed by a person', () => {
  it.each([
    ['4', 400],
    ['4,5', 450],
    ['4.5', 450],
    ['4,25', 425],
    [' 3,50 ', 350],
    ['4,', 400],
    ['0,5', 50],
    ['30', 3000],
    ['6 m', 600],
  ])('%j → %i cm', (text, cm) => {
    expect(parseMetres(text)).toBe(cm);
  });

  it.each(['0', '0,49', '-4', '30,01', '300', '1e3', '4,5,6', '4,255', 'quatre', '', ',5', '4 500'])(
    'refuses %j',
    (text) => {
      expect(parseMetres(text)).toBeNull();
    },
  );
});

describe('project details schema (shared by the form and the API)', () => {
  it('leaves everything out: no details', () => {
    expect(projectFieldsSchema.parse({})).toEqual(NO_PROJECT_DETAILS);
    expect(projectFieldsSchema.parse({ largeur: '  ', pose: '', code_postal: '' })).toEqual(NO_PROJECT_DETAILS);
  });

  it('reads every field, decimals with a comma, and derives the country', () => {
    const details = projectFieldsSchema.parse({
      largeur: '4,5',
      profondeur: '3.2',
      pose: 'adossee',
      code_postal: '1225',
      localite: '  Chêne-Bourg ',
      delai: '3-mois',
      contact_prefere: 'telephone',
      moment_contact: 'matin',
    });
    expect(details).toEqual({
      largeurCm: 450,
      profondeurCm: 320,
      pose: 'adossee',
      codePostal: '1225',
      localite: 'Chêne-Bourg',
      pays: 'CH',
      delai: '3-mois',
      contactPrefere: 'telephone',
      momentContact: 'matin',
      estimation: null,
    });
    expect(projectLines(details, 'Pergola Bioclimatique')).toEqual([
      ['Produit', 'Pergola Bioclimatique'],
      ['Dimensions', '4,5 × 3,2\u00a0m (14,4\u00a0m²)'],
      ['Pose', 'Adossée'],
      ['Lieu', '1225 Chêne-Bourg, Suisse'],
      ['Délai souhaité', 'Dans 3 mois'],
      ['Contact préféré', 'Par téléphone, le matin (8\u00a0h – 12\u00a0h)'],
    ]);
  });

  it('refuses absurd sizes, unknown choices and bad postcodes with French messages', () => {
    const result = projectFieldsSchema.safeParse({
      largeur: '0',
      profondeur: '250',
      pose: 'suspendue',
      code_postal: '123',
      delai: 'demain',
      contact_prefere: 'pigeon',
      moment_contact: 'nuit',
      localite: 'Genève\nBcc: x',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      largeur: PROJECT_MESSAGES.size('largeur'),
      profondeur: PROJECT_MESSAGES.size('profondeur'),
      pose: PROJECT_MESSAGES.choice,
      code_postal: PROJECT_MESSAGES.postcode,
      delai: PROJECT_MESSAGES.choice,
      contact_prefere: PROJECT_MESSAGES.choice,
      moment_contact: PROJECT_MESSAGES.choice,
      localite: 'Ce champ doit tenir sur une seule ligne\u00a0: retirez les retours à la ligne.',
    });
  });

  const estimate = {
    estimation_min: '11230',
    estimation_max: '21850',
    estimation_materiau: 'bioclimatique',
    estimation_largeur: '4',
    estimation_profondeur: '3',
  };

  it('keeps a whole estimate and writes it as the visitor saw it', () => {
    const details = projectFieldsSchema.parse(estimate);
    expect(details.estimation).toEqual({
      minChf: 11230,
      maxChf: 21850,
      materiau: 'bioclimatique',
      largeurCm: 400,
      profondeurCm: 300,
    });
    expect(projectLines(details, null)).toEqual([
      ['Estimation indicative affichée', '11\u00a0230 – 21\u00a0850\u00a0CHF (pergola bioclimatique, 4 × 3\u00a0m)'],
    ]);
  });

  it.each([
    ['min above max', { estimation_min: '30000' }],
    ['a part missing', { estimation_materiau: undefined }],
    ['an unknown material', { estimation_materiau: 'beton' }],
    ['decimals', { estimation_max: '21850.5' }],
    ['a negative amount', { estimation_min: '-5' }],
    ['an absurd amount', { estimation_max: '99999999' }],
    ['an absurd size', { estimation_largeur: '400' }],
  ])('refuses an estimate with %s', (_, change) => {
    const result = projectFieldsSchema.safeParse({ ...estimate, ...change });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({ estimation: PROJECT_MESSAGES.estimate });
  });
});

describe('estimator parameters read by /contact', () => {
  const url = (query: string) => parseEstimateParams(new URLSearchParams(query));

  it('reads the contract of /estimation', () => {
    expect(
      url(
        'produit=pergolas-bioclimatique&largeur=4&profondeur=3&materiau=bioclimatique&estimationMin=11230&estimationMax=21850',
      ),
    ).toEqual({
      produit: 'pergolas-bioclimatique',
      largeurCm: 400,
      profondeurCm: 300,
      estimation: { minChf: 11230, maxChf: 21850, materiau: 'bioclimatique', largeurCm: 400, profondeurCm: 300 },
    });
  });

  it('drops each invalid or absurd value silently', () => {
    expect(
      url('produit=<script>&largeur=4,5&profondeur=-3&materiau=bioclimatique&estimationMin=2&estimationMax=1'),
    ).toEqual({ produit: null, largeurCm: null, profondeurCm: null, estimation: null });
    expect(url('largeur=4.5&profondeur=3&materiau=bois&estimationMin=1e4&estimationMax=20000')).toEqual({
      produit: null,
      largeurCm: 450,
      profondeurCm: 300,
      estimation: null,
    });
    expect(url('')).toEqual({ produit: null, largeurCm: null, profondeurCm: null, estimation: null });
  });
});
