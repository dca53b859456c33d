/** @jest-environment node */
import { bundledCommand, runBackOfficeCommand } from '@/test/server/back-office-command';

/**
 * The command itself (scripts/back-office/main.ts): its usage, the configuration checked before anything runs,
 * and its two entries, the bundle deploy/deploy.sh installs (`npm run back-office:bundle`) and
 * `npm run back-office -- ...`, the development one (npm, then tsx compiling the TypeScript, several seconds a call).
 */

const command = bundledCommand();
const backOffice = command.run;
const npmBackOffice = (args: string[]) => runBackOfficeCommand(command.dataDir, args);

describe('npm run back-office', () => {
  it('explains its usage', async () => {
    expect((await backOffice([])).stdout).toContain('npm run back-office -- list');
    expect((await backOffice(['nimporte'])).code).toBe(1);
  }, 45_000);

  it('stops on a bad setting, naming the variable and what it expects', async () => {
    const bad = await backOffice(['list'], { RATE_LIMIT_MAX: 'abc' });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('RATE_LIMIT_MAX : un nombre entier ≥ 0 est attendu');
    expect(bad.stdout).toBe('');
    const urls = await backOffice(['list'], { DATABASE_URL: 'localhost:5432/leads', SMTP_URL: 'mail.example.ch' });
    expect(urls.code).not.toBe(0);
    expect(urls.stderr).toContain('DATABASE_URL : une URL PostgreSQL est attendue');
    expect(urls.stderr).toContain('SMTP_URL : une URL SMTP est attendue');
    const dir = await backOffice(['list'], { DATA_DIR: '/proc/version/data' });
    expect(dir.code).not.toBe(0);
    expect(dir.stderr).toContain('DATA_DIR : un dossier où ce processus peut écrire est attendu');
  }, 45_000);
});

describe('the production bundle (npm run back-office:bundle, installed by deploy/deploy.sh) and npm run back-office', () => {
  it('runs with plain Node, reads the same storage and validates the configuration', async () => {
    const list = await backOffice(['list', '--json']);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { id: number }[]).map((lead) => lead.id)).toEqual(
      expect.arrayContaining(command.sampleLeadIds),
    );
    const bad = await backOffice(['list'], { RATE_LIMIT_MAX: 'abc' });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('RATE_LIMIT_MAX');
  }, 45_000);

  it('npm run back-office, the development entry, runs the same command from the sources', async () => {
    const list = await npmBackOffice(['list', '--json']);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { id: number }[]).map((lead) => lead.id)).toEqual(
      expect.arrayContaining(command.sampleLeadIds),
    );
    const usage = await npmBackOffice(['staff', 'promote', 'x@lumina.test']);
    expect(usage.code).not.toBe(0);
    expect(usage.stderr).toContain('Usage : npm run back-office -- staff add');
  }, 60_000);
});
