/** @jest-environment node */
import { bundledCommand, runLeadsCommand } from '@/test/server/back-office-command';

/**
 * The command itself (scripts/back-office/main.ts): its usage, the configuration checked before anything runs,
 * and its two entries, the bundle deploy/deploy.sh installs (`npm run leads:bundle`) and `npm run leads -- ...`,
 * the development one (npm, then tsx compiling the TypeScript, several seconds a call).
 */

const command = bundledCommand();
const leads = command.run;
const npmLeads = (args: string[]) => runLeadsCommand(command.dataDir, args);

describe('npm run leads', () => {
  it('explains its usage', async () => {
    expect((await leads([])).stdout).toContain('npm run leads -- list');
    expect((await leads(['nimporte'])).code).toBe(1);
  }, 45_000);

  it('stops on a bad setting, naming the variable and what it expects', async () => {
    const bad = await leads(['list'], { RATE_LIMIT_MAX: 'abc' });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('RATE_LIMIT_MAX : un nombre entier ≥ 0 est attendu');
    expect(bad.stdout).toBe('');
    const urls = await leads(['list'], { DATABASE_URL: 'localhost:5432/leads', SMTP_URL: 'mail.example.ch' });
    expect(urls.code).not.toBe(0);
    expect(urls.stderr).toContain('DATABASE_URL : une URL PostgreSQL est attendue');
    expect(urls.stderr).toContain('SMTP_URL : une URL SMTP est attendue');
    const dir = await leads(['list'], { DATA_DIR: '/proc/version/data' });
    expect(dir.code).not.toBe(0);
    expect(dir.stderr).toContain('DATA_DIR : un dossier où ce processus peut écrire est attendu');
  }, 45_000);
});

describe('the production bundle (npm run leads:bundle, installed by deploy/deploy.sh) and npm run leads', () => {
  it('runs with plain Node, reads the same storage and validates the configuration', async () => {
    const list = await leads(['list', '--json']);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { id: number }[]).map((lead) => lead.id)).toEqual(
      expect.arrayContaining(command.sampleLeadIds),
    );
    const bad = await leads(['list'], { RATE_LIMIT_MAX: 'abc' });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('RATE_LIMIT_MAX');
  }, 45_000);

  it('npm run leads, the development entry, runs the same command from the sources', async () => {
    const list = await npmLeads(['list', '--json']);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { id: number }[]).map((lead) => lead.id)).toEqual(
      expect.arrayContaining(command.sampleLeadIds),
    );
    const usage = await npmLeads(['staff', 'promote', 'x@lumina.test']);
    expect(usage.code).not.toBe(0);
    expect(usage.stderr).toContain('Usage : npm run leads -- staff add');
  }, 60_000);
});
