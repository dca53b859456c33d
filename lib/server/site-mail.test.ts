/** @jest-environment node */
import { MAIL_TARGETS, type MailKind } from './db/tables';
import { kindSpec, kindsOf, registeredSweeps } from './mail/kinds';
import { registerSiteMail } from './site-mail';

/** What a process registers at its start (jest's setup does it for every node test, as start.ts for the server). */
describe('the site’s mail kinds, registered', () => {
  beforeAll(() => registerSiteMail());

  it('gives every kind of the queue its spec, each on its lane, and registers the two reminder sweeps', () => {
    const kinds = Object.keys(MAIL_TARGETS) as MailKind[];
    expect(kinds.filter((kind) => !kindSpec(kind))).toEqual([]);
    expect(kindsOf('webhook').sort()).toEqual(['crm-booking', 'crm-webhook']);
    expect(kindsOf('smtp')).toHaveLength(kinds.length - 2);
    expect(registeredSweeps().map(([name]) => name)).toEqual([
      'rappels des demandes en retard',
      'rappels de rendez-vous',
    ]);
  });

  it('is idempotent: registering again keeps one spec per kind and one sweep per name', () => {
    registerSiteMail();
    expect(registeredSweeps()).toHaveLength(2);
    expect([...kindsOf('smtp'), ...kindsOf('webhook')]).toHaveLength(Object.keys(MAIL_TARGETS).length);
  });
});
