import {
  attachmentMetaSchema,
  buildContactFieldsSchema,
  commentSchema,
  contactFieldsSchema,
  fieldErrorsOf,
  isValidPhone,
  newsletterSchema,
} from './contact-schema';

const valid = {
  nom: 'Dupont',
  prenom: 'Camille',
  email: 'camille@example.ch',
  telephone: '+41 (0)79 123-45.67',
  sujet: 'Carport',
  message: 'Bonjour',
};

describe('contact schema (shared by the form and the API)', () => {
  it('trims, keeps the company optional and normalises line breaks', () => {
    const result = contactFieldsSchema.parse({ ...valid, nom: '  Dupont ', societe: '  ', message: 'a\r\nb\u0000' });
    expect(result).toEqual({ ...valid, message: 'a\nb', societe: undefined });
  });

  it('reports one French message per field', () => {
    const result = contactFieldsSchema.safeParse({ email: 'x@', telephone: '12', message: 'm'.repeat(5001) });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      nom: 'Veuillez indiquer votre nom.',
      prenom: 'Veuillez indiquer votre prénom.',
      email: 'Adresse e-mail invalide (exemple\u00a0: prenom.nom@exemple.ch).',
      telephone: expect.stringContaining('Numéro de téléphone invalide'),
      sujet: 'Veuillez indiquer le sujet de votre demande.',
      message: '5000\u00a0caractères au maximum.',
    });
  });

  it('refuses line breaks in one-line fields, keeps them in the message', () => {
    const result = contactFieldsSchema.safeParse({
      ...valid,
      nom: 'Dupont\nBcc: x@example.com',
      societe: 'A\u2028B',
      telephone: '079\r123 45 67',
      sujet: 'a\vb',
      message: 'ligne 1\nligne 2',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const oneLine = 'Ce champ doit tenir sur une seule ligne\u00a0: retirez les retours à la ligne.';
    expect(fieldErrorsOf(result.error)).toEqual({ nom: oneLine, societe: oneLine, telephone: oneLine, sujet: oneLine });
    const comment = commentSchema.safeParse({
      articleSlug: 'a',
      nom: 'A\nB',
      email: 'a@b.ch\nBcc: c@d.ch',
      message: 'x\ny',
    });
    expect(comment.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['nom', oneLine],
      ['email', oneLine],
    ]);
  });

  it('can require the company on a page', () => {
    expect(buildContactFieldsSchema({ societe: true }).safeParse(valid).success).toBe(false);
    expect(buildContactFieldsSchema({ societe: true }).safeParse({ ...valid, societe: 'SA' }).success).toBe(true);
  });

  it.each([
    ['+41 79 123 45 67', true],
    ['079.123.45.67', true],
    ['(022) 700-12-34', true],
    ['12345', false],
    ['123456789012345678901', false],
    ['+41 79 ABC', false],
    ['+41 79 123 45 67 ext. 2', false],
  ])('phone %j valid: %s', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });

  it('checks the attachment name and size', () => {
    expect(attachmentMetaSchema.safeParse({ name: 'plan.PDF', size: 10 }).success).toBe(true);
    expect(attachmentMetaSchema.safeParse({ name: 'plan.exe', size: 10 }).success).toBe(false);
    expect(attachmentMetaSchema.safeParse({ name: 'plan.pdf', size: 0 }).success).toBe(false);
    expect(attachmentMetaSchema.safeParse({ name: 'plan.pdf', size: 10 * 1024 * 1024 + 1 }).success).toBe(false);
  });

  it('lower-cases newsletter addresses', () => {
    expect(newsletterSchema.parse({ email: ' Lea@Example.CH ' })).toEqual({ email: 'lea@example.ch' });
  });
});
