/** @jest-environment node */
import { testBackends } from '@/test/server/backends';
import { REWORDED_TEMPLATES, rewordReplyTemplates } from '../db/migrations/0017-reply-templates-for-a-person';
import { openStorage, type Storage } from '../db/storage';
import { listReplyTemplates } from './reply-templates';

/**
 * Migration 0017 on both databases: the templates no one edited take the new wording, an edit made at
 * /equipe/modeles stays as it was.
 */

const reworded = (key: string) => REWORDED_TEMPLATES.find((entry) => entry.key === key);

describe.each(testBackends('templates0017'))('$name: 0017-reply-templates-for-a-person', (backend) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openStorage(backend.config());
  });
  afterAll(async () => {
    await storage.close();
    await backend.cleanup();
  });

  it('gives a new database the reworded templates, unedited', async () => {
    const templates = await listReplyTemplates(storage);
    expect(
      templates.map(({ key, title, subject, body, updatedBy }) => ({ key, title, subject, body, updatedBy })),
    ).toEqual(['devis', 'photos', 'visite'].map((key) => ({ ...reworded(key), updatedBy: null })));
  });

  it('rewrites only the templates no one has edited', async () => {
    const before = '2026-01-01T00:00:00.000Z';
    await storage.db
      .updateTable('reply_templates')
      .set({ subject: 'Ancien objet {reference}', body: 'Bonjour {prenom} {nom},\nAncien texte', updated_at: before })
      .where('key', 'in', ['photos', 'devis'])
      .execute();
    const edit = { subject: 'Visite {reference}', body: 'Bonjour {prenom},\nUne visite jeudi ?' };
    await storage.db
      .updateTable('reply_templates')
      .set({
        ...edit,
        title: 'Proposer une visite',
        updated_at: before,
        updated_by: 'marie.dupont@lumina-terrasses.ch',
      })
      .where('key', '=', 'visite')
      .execute();

    await rewordReplyTemplates(storage.db, storage.traits);

    const templates = await listReplyTemplates(storage);
    const byKey = Object.fromEntries(templates.map((template) => [template.key, template]));
    expect(byKey.photos).toMatchObject({ ...reworded('photos'), updatedBy: null });
    expect(byKey.devis).toMatchObject({ ...reworded('devis'), updatedBy: null });
    expect(byKey.photos?.updatedAt).not.toBe(before);
    expect(byKey.visite).toEqual({
      key: 'visite',
      title: 'Proposer une visite',
      ...edit,
      updatedAt: before,
      updatedBy: 'marie.dupont@lumina-terrasses.ch',
    });
  });
});
