/** @jest-environment node */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '@/lib/server/config';
import { appendToSpool } from '@/features/quote/spool';
import { journalBooking } from '@/features/booking/journal';
import { bundledCommand, leadDefaults } from '@/test/server/back-office-command';

/** The outage journal, read with or without the database (scripts/back-office/outage-journal.ts). */

const command = bundledCommand();
const backOffice = command.run;

describe('npm run back-office', () => {
  it('spool and list show the requests waiting in the journal while the database was down', async () => {
    expect((await backOffice(['spool'])).stdout).toContain('Journal de secours vide');
    const config = readConfig({ DATA_DIR: command.dataDir });
    for (const message of ['y', 'z']) {
      await appendToSpool(config, {
        ...leadDefaults,
        nom: 'Panne',
        prenom: 'Base',
        email: 'p@example.ch',
        sujet: 'x',
        message,
      });
    }
    expect((await backOffice(['spool'])).stdout).toMatch(
      /Journal de secours : 2 demande\(s\) pas encore en base \(0\.0 Mo/,
    );
    expect((await backOffice(['list'])).stdout).toContain('Journal de secours : 2 demande(s)');
    // An appointment asked for while the database was down, too.
    await journalBooking(
      config,
      {
        office: 'geneve',
        kind: 'appel',
        startsAt: new Date('2027-03-01T09:00:00Z'),
        name: 'Panne Rendez-vous',
        email: 'r@example.ch',
        phone: '079 555 12 34',
      },
      null,
    );
    expect((await backOffice(['spool'])).stdout).toContain('Journal de secours : 1 rendez-vous pas encore en base');
    rmSync(path.join(command.dataDir, 'spool'), { recursive: true, force: true });
  }, 60_000);
});
