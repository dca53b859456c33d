/** @jest-environment node */
import { startSmtp, type TestSmtp } from '@/test/server/support';
import { bundledCommand } from '@/test/server/back-office-command';

/** The mail queue sent now, on demand (scripts/back-office/mail-queue.ts). */

const command = bundledCommand();
const backOffice = command.run;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
});

afterAll(() => smtp.close());

describe('npm run back-office', () => {
  it('retry-outbox sends the queued e-mails once SMTP is configured', async () => {
    const without = await backOffice(['retry-outbox']);
    expect(without.code).toBe(1);
    expect(without.stderr).toContain('SMTP_URL ou MAIL_TO non configuré');
    const sent = await backOffice(['retry-outbox'], { SMTP_URL: smtp.url, MAIL_TO: 'devis@example.ch' });
    expect(sent.stdout).toContain('Envoyés : 1');
    expect(sent.code).toBe(0);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.raw).toContain('plan.pdf');
    expect((await backOffice(['retry-outbox'], { SMTP_URL: smtp.url, MAIL_TO: 'devis@example.ch' })).stdout).toContain(
      'Envoyés : 0',
    );
    expect(smtp.mails).toHaveLength(1);
  }, 45_000);
});
