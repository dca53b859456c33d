import 'server-only';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertLead } from '@/features/quote/leads';
import { readConfig } from '@/lib/server/config';
import { openStorage, type Storage } from '@/lib/server/db/storage';
import { runAsStaff, runLeadsCommand, samples, startSmtp, type TestSmtp } from './support';

const root = path.resolve(__dirname, '..', '..');

/** What the suite's leads have in common: a phone number, no spam, the company's e-mail queued. */
export const leadFields = { telephone: '+41 79 000 00 00', isSpam: false, outboxKinds: ['company' as const] };

/**
 * The staff command's tests (scripts/leads*.test.ts), the command run as staff run it from a folder of their choice
 * (here the data folder): the bundle deploy/deploy.sh installs (`npm run leads:bundle`), made once per suite and laid
 * out as on the server (app/scripts/leads.cjs beside app/node_modules) by `leads`; `npmLeads`, its development entry
 * (npm, then tsx compiling the TypeScript, several seconds a call), for the test of that entry. `cli`: the data
 * folder, its storage holding two leads (`ids`: one with a PDF attached, one spam) and an SMTP server, all removed
 * after the suite.
 */
export function staffCommandSuite() {
  const cli = {} as { dataDir: string; storage: Storage; smtp: TestSmtp; ids: number[] };
  let app = '';
  const bundled = () => path.join(app, 'scripts', 'leads.cjs');

  beforeAll(async () => {
    cli.dataDir = mkdtempSync(path.join(tmpdir(), 'leads-cli-'));
    app = path.join(cli.dataDir, 'app');
    mkdirSync(app);
    symlinkSync(path.join(root, 'node_modules'), path.join(app, 'node_modules'));
    // The standalone output carries content/'s Markdown files (next.config.mjs): product names come from them.
    cpSync(path.join(root, 'content'), path.join(app, 'content'), {
      recursive: true,
      filter: (source) => !path.extname(source) || source.endsWith('.md'),
    });
    const built = await runAsStaff(
      'npm',
      ['--prefix', root, 'run', '--silent', 'leads:bundle', '--', `--outfile=${bundled()}`],
      cli.dataDir,
    );
    expect(built).toMatchObject({ code: 0 });
    cli.smtp = await startSmtp();
    cli.storage = await openStorage(readConfig({ DATA_DIR: cli.dataDir }));
    cli.ids = [
      await insertLead(cli.storage, {
        ...leadFields,
        nom: 'Dupont',
        prenom: 'Camille',
        email: 'camille@example.ch',
        sujet: 'Pergola',
        message: 'Ligne 1\n=SOMME(A1:A2) "citée"',
        attachment: { filename: 'plan.pdf', mime: 'application/pdf', bytes: samples.pdf() },
      }),
      await insertLead(cli.storage, {
        ...leadFields,
        nom: 'Bot',
        prenom: 'Spam',
        email: 'bot@example.com',
        sujet: 'Viagra',
        message: 'spam',
        isSpam: true,
        spamReason: 'honeypot',
      }),
    ];
  }, 90_000);

  afterAll(async () => {
    await cli.storage.close();
    await cli.smtp.close();
    rmSync(cli.dataDir, { recursive: true, force: true });
  });

  const leads = (args: string[], env: Record<string, string> = {}, input?: string) =>
    runAsStaff(process.execPath, [bundled(), ...args], cli.dataDir, env, input);
  const npmLeads = (args: string[], env: Record<string, string> = {}) => runLeadsCommand(cli.dataDir, args, env);
  return { cli, leads, npmLeads };
}
