/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { loadCollection, readPageFile } from './load-markdown';
import { NBSP } from './french-typography';

/** What an editor sees when a file is wrong: the file, the line and the field, in French. */

const copy = mkdtempSync(path.join(os.tmpdir(), 'contenu-lecture-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  writeFileSync(path.join(copy, file), text);
};
const previous = process.env.CONTENT_DIR;
beforeAll(() => {
  process.env.CONTENT_DIR = copy;
});
afterAll(() => {
  if (previous === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previous;
  rmSync(copy, { recursive: true, force: true });
});

const page = z.object({
  title: z.string().min(1),
  seo: z.object({ title: z.string().max(20, '20 caractères au plus') }),
});
const read = (folder: string) =>
  loadCollection(folder, page.extend({ key: z.string() }), ({ key, data }) => ({ ...data, key }), { keyField: 'key' });

describe('Markdown files of content/', () => {
  it('reads a file: the key is its name, its texts typeset by rule', () => {
    write('bons/terrasse.md', "---\ntitle: 'Une terrasse : au soleil'\nseo:\n  title: Terrasse\n---\n");
    expect(read('bons')).toEqual({
      terrasse: { key: 'terrasse', title: `Une terrasse${NBSP}: au soleil`, seo: { title: 'Terrasse' } },
    });
  });

  it('names the file, the line and the field of a value the schema refuses', () => {
    write('long/terrasse.md', '---\ntitle: Terrasse\nseo:\n  title: Un titre bien trop long pour un moteur\n---\n');
    expect(() => read('long')).toThrow('content/long/terrasse.md:4 — seo.title : 20 caractères au plus');
  });

  it('names the line of a YAML mistake', () => {
    write('yaml/terrasse.md', '---\ntitle: Terrasse\nseo:\n  title: [non fermé\n---\n');
    expect(() => read('yaml')).toThrow(/^content\/yaml\/terrasse\.md:4 — YAML illisible/);
  });

  it('refuses a key written in the file: the file name is the key', () => {
    write('cle/terrasse.md', '---\nkey: autre\ntitle: Terrasse\nseo:\n  title: Terrasse\n---\n');
    expect(() => read('cle')).toThrow('content/cle/terrasse.md:2 — « key » : la clé est le nom du fichier (terrasse)');
  });

  it('reads a page file with its {{values}}, and refuses an unknown value and a body', () => {
    const schema = z.object({ title: z.string() });
    write('pages/essai.md', '---\ntitle: Bureau de {{ville}}\n---\n');
    expect(readPageFile('essai', schema, { ville: 'Chêne-Bourg' })).toEqual({ title: 'Bureau de Chêne-Bourg' });
    expect(() => readPageFile('essai', schema, {})).toThrow('content/pages/essai.md:2 — valeur « {{ville}} » inconnue');
    write('pages/corps.md', '---\ntitle: Essai\n---\n\nUn texte ici.\n');
    expect(() => readPageFile('corps', schema)).toThrow('content/pages/corps.md:5 — cette page n’a pas de corps');
  });
});
