/** @jest-environment node */
import { POST } from './route';
import { startCrmReceiver, validSignature } from '@/test/server/crm-receiver';
import { routeEnv } from '@/test/server/route-env';
import { contactForm, postRequest, validFields } from '@/test/server/support';
import { getStorage } from '@/lib/server/db/storage';
import { listOutbox } from '@/lib/server/mail/queue-store';
import { waitForOutboxIdle } from '@/lib/server/mail/sender';

/** POST /api/contact with the CRM hook configured, then not: what the hook's receiver gets, what is queued. */

const SECRET = 'route-test-secret-0123456789abcdefgh';
const receiver = startCrmReceiver();
beforeAll(() => receiver.listening);
afterAll(() => receiver.close());
const route = routeEnv({
  prefix: 'leads-crm-hook-',
  smtp: true,
  env: ({ smtp }) => ({
    SMTP_URL: smtp.url,
    MAIL_TO: 'devis@lumina-terrasses.ch',
    RATE_LIMIT_MAX: '0',
    CRM_WEBHOOK_URL: receiver.url(),
    CRM_WEBHOOK_SECRET: SECRET,
  }),
});

async function postLead() {
  const response = await POST(postRequest('/api/contact', contactForm({ produit: 'carports-v' })));
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as { reference: number };
  await waitForOutboxIdle();
  return reference;
}

it('posts the stored lead to the hook, signed, beside the company e-mail', async () => {
  const id = await postLead();
  expect(receiver.received).toHaveLength(1);
  const [post] = receiver.received;
  expect(validSignature(post ?? { headers: {}, body: '' }, SECRET)).toBe(true);
  expect(JSON.parse(post?.body ?? '{}')).toMatchObject({ id, request: { produit: 'carports-v' } });
  expect(route.smtp.mails.map((mail) => mail.to).sort()).toEqual(
    [[validFields.email], ['devis@lumina-terrasses.ch']].sort(),
  );
  const rows = await listOutbox(await getStorage(), { leadId: id });
  expect(rows.map((row) => [row.kind, row.status])).toEqual([
    ['company', 'sent'],
    ['ack', 'sent'],
    ['crm-webhook', 'sent'],
  ]);
});

it('queues nothing for the CRM once the hook is unset', async () => {
  delete process.env.CRM_WEBHOOK_URL;
  delete process.env.CRM_WEBHOOK_SECRET;
  const id = await postLead();
  expect(receiver.received).toHaveLength(1); // the first test's
  // No acknowledgement either: this address had its one of the hour with the first test's lead.
  expect((await listOutbox(await getStorage(), { leadId: id })).map((row) => row.kind)).toEqual(['company']);
});
