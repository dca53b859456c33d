/** @jest-environment node */
import { listComments } from '@/features/comments/server/store';
import { bundledCommand, storePendingComment } from '@/test/server/back-office-command';

/** The blog's comments moderated and answered from the command line (scripts/back-office/comments.ts). */

const command = bundledCommand();
const backOffice = command.run;
const pendingComment = (nom: string, email: string, message: string) =>
  storePendingComment(command.storage, nom, email, message);

describe('npm run back-office', () => {
  it('moderate records a decision on a comment and refuses unknown statuses or ids', async () => {
    const id = await pendingComment('Léa', 'lea@example.ch', 'Bravo');
    const done = await backOffice(['moderate', String(id), 'rejected']);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`Commentaire n° ${id} : rejected.`);
    expect((await listComments(command.storage, { status: 'rejected' })).map((c) => c.id)).toContain(id);
    expect((await backOffice(['moderate', String(id), 'publie'])).code).toBe(1);
    expect((await backOffice(['moderate', '999999', 'spam'])).stderr).toContain('introuvable');
    expect((await backOffice(['comments', '--status', 'refuse'])).stderr).toContain('Statut inconnu');
  }, 45_000);

  it('reply publishes the company’s answer under a comment, approving it, and refuses what cannot be answered', async () => {
    const id = await pendingComment('Paul', 'paul@example.ch', 'Quelle puissance ?');
    const done = await backOffice(['reply', String(id), 'Environ 6 kWc pour deux places.']);
    expect(done.stderr).toBe('');
    expect(done.stdout).toMatch(
      new RegExp(`^Réponse n° \\d+ publiée sous le commentaire n° ${id}, commentaire approuvé\\.`),
    );
    const all = await listComments(command.storage);
    expect(all.find((c) => c.id === id)?.status).toBe('approved');
    expect(all.find((c) => c.parentId === id)).toMatchObject({
      isStaffReply: true,
      status: 'approved',
      nom: 'Lumina Terrasses',
      message: 'Environ 6 kWc pour deux places.',
    });
    expect((await backOffice(['comments'])).stdout).toContain(`réponse de l’entreprise au n° ${id}`);
    expect((await backOffice(['reply', '999999', 'Bonjour'])).stderr).toContain('introuvable');
    expect((await backOffice(['reply', String(id)])).code).toBe(1);
  }, 45_000);
});
