import 'server-only';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '@/lib/server/config';
import { openStorage, type Storage } from '@/lib/server/db/storage';
import { storeComment } from '@/features/comments/server/store';
import { insertLead } from '@/features/quote/leads';
import { samples } from './support';

const root = path.resolve(__dirname, '..', '..');

export type CommandResult = { code: number; stdout: string; stderr: string };

/**
 * Runs `file` as staff run the back-office command: production environment, from the data folder (a folder of their
 * choice), on the SQLite database of `dataDir`; resolves with the exit code and the output, never rejects.
 */
function runAsStaff(
  dataDir: string,
  file: string,
  args: string[],
  env: Record<string, string> = {},
  input?: string,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = execFile(
      file,
      args,
      {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          ...env,
        },
        cwd: dataDir,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input ?? '');
  });
}

/** `npm run back-office -- …`, the development entry: npm, then tsx compiling the TypeScript (seconds a call). */
export const runBackOfficeCommand = (
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
  input?: string,
) => runAsStaff(dataDir, 'npm', ['--prefix', root, 'run', '--silent', 'back-office', '--', ...args], env, input);

/** What every sample lead shares: a phone number, not spam, the company's e-mail queued. */
export const leadDefaults = { telephone: '+41 79 000 00 00', isSpam: false, outboxKinds: ['company' as const] };

/** Camille's lead, with a PDF attachment and a formula in its message, then a spam caught by the honeypot. */
const insertSampleLeads = async (storage: Storage) => [
  await insertLead(storage, {
    ...leadDefaults,
    nom: 'Dupont',
    prenom: 'Camille',
    email: 'camille@example.ch',
    sujet: 'Pergola',
    message: 'Ligne 1\n=SOMME(A1:A2) "citée"',
    attachment: { filename: 'plan.pdf', mime: 'application/pdf', bytes: samples.pdf() },
  }),
  await insertLead(storage, {
    ...leadDefaults,
    nom: 'Bot',
    prenom: 'Spam',
    email: 'bot@example.com',
    sujet: 'Viagra',
    message: 'spam',
    isSpam: true,
    spamReason: 'honeypot',
  }),
];

/**
 * Registers, in the calling test file, the back-office command as deploy/deploy.sh installs it: the bundle of
 * `npm run back-office:bundle`, made before the first test into a fresh data folder laid out as on the server
 * (app/scripts/back-office.cjs beside app/node_modules and content/'s Markdown), with that folder's storage open for
 * the tests and the two sample leads in it. After the last test: the storage closed, the folder deleted.
 */
export function bundledCommand() {
  const state = {} as { dataDir: string; storage: Storage; sampleLeadIds: number[] };
  const bundle = () => path.join(state.dataDir, 'app', 'scripts', 'back-office.cjs');
  beforeAll(async () => {
    state.dataDir = mkdtempSync(path.join(tmpdir(), 'back-office-cli-'));
    const app = path.join(state.dataDir, 'app');
    mkdirSync(app);
    symlinkSync(path.join(root, 'node_modules'), path.join(app, 'node_modules'));
    // The standalone output carries content/'s Markdown files (next.config.mjs): product names come from them.
    cpSync(path.join(root, 'content'), path.join(app, 'content'), {
      recursive: true,
      filter: (source) => !path.extname(source) || source.endsWith('.md'),
    });
    const built = await runAsStaff(state.dataDir, 'npm', [
      '--prefix',
      root,
      'run',
      '--silent',
      'back-office:bundle',
      '--',
      `--outfile=${bundle()}`,
    ]);
    expect(built).toMatchObject({ code: 0 });
    state.storage = await openStorage(readConfig({ DATA_DIR: state.dataDir }));
    state.sampleLeadIds = await insertSampleLeads(state.storage);
  }, 90_000);
  afterAll(async () => {
    await state.storage.close();
    rmSync(state.dataDir, { recursive: true, force: true });
  });
  return {
    get dataDir() {
      return state.dataDir;
    },
    get storage() {
      return state.storage;
    },
    /** Camille's lead, then the spam. */
    get sampleLeadIds() {
      return state.sampleLeadIds;
    },
    /** Runs the bundle with plain Node, as production does. */
    run: (args: string[], env: Record<string, string> = {}, input?: string) =>
      runAsStaff(state.dataDir, process.execPath, [bundle(), ...args], env, input),
  };
}

/** A comment awaiting moderation under an article, as a visitor leaves it. */
export const storePendingComment = (storage: Storage, nom: string, email: string, message: string) =>
  storeComment(storage, { articleSlug: 'carport-solaire', nom, email, message, status: 'pending' });
