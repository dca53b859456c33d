import 'server-only';
import type { SiteConfig } from '@/lib/server/config';
import { openStorage, type Storage } from '@/lib/server/db/storage';
import { stopOutboxWorker } from '@/lib/server/mail/sender';
import type { Backend } from './backends';
import { startSmtp, type TestSmtp } from './support';

type SmtpOptions = NonNullable<Parameters<typeof startSmtp>[1]>;

/** The storage and the SMTP servers of a mail suite, there from its first test on. */
export type MailSuite<K extends string> = { storage: Storage } & Record<K, TestSmtp>;

/**
 * Registers, in the enclosing describe, the life of a suite that sends e-mail on `backend`: console.warn
 * silenced (the sender warns of each failed try), one SMTP server per entry of `servers` (named as in the
 * result), the storage opened; every mailbox emptied before each test; the sender stopped and all closed after.
 */
export function mailSuite<K extends string>(backend: Backend, servers: Record<K, SmtpOptions>): MailSuite<K> {
  const suite = {} as MailSuite<K>;
  const smtps = () => Object.keys(servers).map((name) => suite[name as K]);
  beforeAll(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    for (const [name, options] of Object.entries<SmtpOptions>(servers)) {
      Object.assign(suite, { [name]: await startSmtp(0, options) });
    }
    suite.storage = await openStorage(backend.config());
  });
  afterAll(async () => {
    stopOutboxWorker();
    await suite.storage.close();
    for (const smtp of smtps()) await smtp.close();
    await backend.cleanup();
    jest.restoreAllMocks();
  });
  beforeEach(() => {
    for (const smtp of smtps()) smtp.mails.length = 0;
  });
  return suite;
}

/** The configuration of a sender that delivers through `smtp` to `mailTo`. */
export const mailConfig = (backend: Backend, smtp: TestSmtp, mailTo = 'devis@lumina-terrasses.ch'): SiteConfig => ({
  ...backend.config(),
  smtpUrl: smtp.url,
  mailTo: [mailTo],
  mailFrom: 'Site <site@lumina-terrasses.ch>',
});
