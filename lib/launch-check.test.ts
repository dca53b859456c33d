/** @jest-environment node */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import manifest from '@/content/generated-images.json';
import { logoStrip, partners } from '@/content/home';
import { isToComplete, site, TO_COMPLETE } from '@/content/site';
import { illustrationsLeft, launchReport, missingLaunchFacts } from './launch-check';

const root = path.resolve(__dirname, '..');
const today = () =>
  missingLaunchFacts({
    legal: site.legal,
    isPlaceholder: isToComplete,
    partners,
    clientLogos: logoStrip.logos,
    illustrations: illustrationsLeft(path.join(root, 'public', 'images'), manifest),
  });

describe('the launch check', () => {
  it('names, on today’s content, each legal fact still « À COMPLÉTER », each example logo and each illustration', () => {
    const items = today().map((fact) => fact.item);
    for (const field of [
      'uid',
      'rcs',
      'shareCapital',
      'vatFr',
      'host.name',
      'host.address',
      'host.phone',
      'emailProvider.name',
      'mediator.name',
      'mediator.url',
    ]) {
      expect(items).toContainEqual(expect.stringContaining(`(content/site.ts, legal.${field})`));
    }
    for (const partner of partners) expect(items).toContain(`${partner.name} (content/home.ts, partners)`);
    expect(items.filter((item) => item.endsWith('(content/home.ts, logoStrip)'))).toHaveLength(28);
    for (const file of Object.keys(manifest)) expect(items).toContain(`public/images/${file}`);
    expect(Object.keys(manifest).length).toBeGreaterThan(50);
  });

  it('is satisfied once every fact is supplied, every logo real and every photo replaced', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'launch-'));
    try {
      mkdirSync(path.join(dir, 'produits'));
      writeFileSync(path.join(dir, 'produits', 'a.jpg'), 'real photo');
      writeFileSync(path.join(dir, 'b.jpg'), 'generated');
      const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
      const fake = { 'produits/a.jpg': sha256('illustration'), 'b.jpg': sha256('generated'), 'c.jpg': sha256('c') };
      // a.jpg was replaced (other content), b.jpg is still the illustration, c.jpg is missing.
      expect(illustrationsLeft(dir, fake)).toEqual(['b.jpg', 'c.jpg']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const complete = missingLaunchFacts({
      legal: { uid: 'CHE-123.456.789', host: { name: 'Infomaniak', phone: '+41 22 820 35 44' } },
      isPlaceholder: (text) => text === TO_COMPLETE,
      partners: partners.map((partner) => ({ ...partner, example: false })),
      clientLogos: [],
      illustrations: [],
    });
    expect(complete).toEqual([]);
    expect(launchReport(complete)).toMatch(/^Prêt pour la mise en ligne/);
    expect(launchReport([{ group: 'Médiateur', item: 'nom' }])).toBe(
      'Mise en ligne impossible : 1 information(s) de l’entreprise manquent encore.\n\nMédiateur (1) :\n  - nom',
    );
  });

  it('`npm run check:launch` fails on today’s content and prints each missing fact', async () => {
    const run = promisify(execFile);
    const failure = await run('npm', ['run', '--silent', 'check:launch'], { cwd: root }).catch(
      (error: { code: number; stdout: string }) => error,
    );
    expect('code' in failure ? failure.code : 0).toBe(1);
    for (const fact of today()) expect(failure.stdout).toContain(fact.item);
  }, 30_000);
});
