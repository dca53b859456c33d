/** @jest-environment node */
import { testBackends } from '@/test/server/backends';
import { SEED_REPLY_TEMPLATES } from '@/lib/server/db/migrations/0001-baseline/reply-templates';
import { openStorage, type Storage } from '@/lib/server/db/storage';
import { listReplyTemplates } from './reply-templates';

/** A new database, on both backends, starts with the seeded reply templates, edited by no one. */

const seeded = (key: string) => SEED_REPLY_TEMPLATES.find((entry) => entry.key === key);

describe.each(testBackends('reply_templates'))('$name: the reply templates', (backend) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openStorage(backend.config());
  });
  afterAll(async () => {
    await storage.close();
    await backend.cleanup();
  });

  it('gives a new database the seeded templates, unedited', async () => {
    const templates = await listReplyTemplates(storage);
    expect(
      templates.map(({ key, title, subject, body, updatedBy }) => ({ key, title, subject, body, updatedBy })),
    ).toEqual(['devis', 'photos', 'visite'].map((key) => ({ ...seeded(key), updatedBy: null })));
  });
});
