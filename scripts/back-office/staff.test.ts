/** @jest-environment node */
import { bundledCommand } from '@/test/server/back-office-command';

/** Back-office accounts, made and removed only here (scripts/back-office/staff.ts). */

const command = bundledCommand();
const backOffice = command.run;

describe('npm run back-office', () => {
  it('staff add makes back-office accounts: with --password-stdin ready to sign in, without it a one-time link', async () => {
    const withPassword = await backOffice(
      ['staff', 'add', 'Alex@Lumina.test', '--name', 'Alex Martin', '--password-stdin'],
      {},
      'un mot de passe solide\n',
    );
    expect(withPassword).toMatchObject({ code: 0, stderr: '' });
    expect(withPassword.stdout).toContain('Compte alex@lumina.test créé');
    const withLink = await backOffice(['staff', 'add', 'sam@lumina.test']);
    expect(withLink.code).toBe(0);
    expect(withLink.stdout).toMatch(/valable 24 h\) :\nhttps:\/\/\S+\/equipe\/mot-de-passe\?token=\w{20,}\n/);
    const again = await backOffice(['staff', 'add', 'alex@lumina.test']);
    expect([again.code, again.stderr.trim()]).toEqual([1, 'Le compte alex@lumina.test existe déjà.']);
    const short = await backOffice(['staff', 'add', 'kim@lumina.test', '--password-stdin'], {}, 'court\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Mot de passe trop court');

    const list = await backOffice(['staff', 'list']);
    expect(list.stdout).toMatch(
      /^alex@lumina\.test {2}Alex Martin {2}créé le \d{4}-\d{2}-\d{2} {2}\[0 session\(s\) ouverte\(s\)\]$/m,
    );
    expect(list.stdout).toMatch(/^sam@lumina\.test .*\[mot de passe à choisir, /m);
    expect(list.stdout).not.toContain('kim@');

    expect((await backOffice(['staff', 'remove', 'sam@lumina.test'])).stdout).toContain(
      'Compte sam@lumina.test supprimé',
    );
    expect((await backOffice(['staff', 'remove', 'sam@lumina.test'])).code).toBe(1);
    expect((await backOffice(['staff', 'list'])).stdout).not.toContain('sam@');
    expect((await backOffice(['staff', 'promote', 'x@lumina.test'])).stderr).toContain(
      'Usage : npm run back-office -- staff add',
    );
  }, 90_000);
});
