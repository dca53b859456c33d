/** @jest-environment node */
import path from 'node:path';
import Database from 'better-sqlite3';
import { POST } from './route';
import { POST as confirm } from './confirmation/route';
import { POST as unsubscribe } from './desinscription/route';
import { newsletterSignup } from '@/content/newsletter';
import { waitForOutboxIdle } from '@/lib/server/mail/sender';
import { decodedBody, postRequest, type ReceivedMail } from '@/test/server/support';
import { runBackOfficeCommand } from '@/test/server/back-office-command';
import { routeEnv } from '@/test/server/route-env';

/**
 * The newsletter's double opt-in through its routes, with an SMTP server: the request e-mails a
 * confirmation link, only a confirmed address is a subscriber (`npm run back-office -- subscribers --csv`),
 * every e-mail carries the one-click unsubscription of RFC 8058, and that POST removes the address.
 */

const SECRET = 'a-test-secret-of-more-than-32-characters';
const route = routeEnv({
  prefix: 'leads-newsletter-',
  smtp: true,
  env: ({ smtp }) => ({
    RATE_LIMIT_MAX: '0',
    SMTP_URL: smtp.url,
    MAIL_TO: 'equipe@lumina-terrasses.ch',
    NEWSLETTER_SECRET: SECRET,
  }),
});

const subscribe = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  POST(postRequest('/api/newsletter', typeof body === 'string' ? body : JSON.stringify(body), headers));

function stored() {
  const db = new Database(path.join(route.dataDir, 'leads.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT email, confirmed_at, consent_text FROM newsletter_subscribers ORDER BY id').all();
  } finally {
    db.close();
  }
}

const mailsTo = (address: string) => route.smtp.mails.filter((mail) => mail.to.includes(address));
/** A header's value, its folded lines joined. */
const header = (mail: ReceivedMail | undefined, name: string) =>
  new RegExp(`^${name}:\\s*(.+)$`, 'im').exec((mail?.raw ?? '').replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
const linkIn = (mail: ReceivedMail | undefined, pathname: string) => {
  const match = new RegExp(`https://\\S+${pathname}\\?token=([A-Za-z0-9._-]+)`).exec(decodedBody(mail?.raw ?? ''));
  return match?.[1];
};

async function subscribers() {
  const { code, stdout, stderr } = await runBackOfficeCommand(route.dataDir, ['subscribers', '--csv'], {
    NEWSLETTER_SECRET: SECRET,
  });
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return stdout
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

describe('the newsletter, double opt-in', () => {
  const address = 'lea.martin@example.ch';
  let token: string | undefined;
  let key: string | undefined;

  it('answers a request the same way whatever the address’s state, and e-mails it a confirmation link', async () => {
    const response = await subscribe({ email: '  Lea.Martin@Example.ch ' });
    expect(response.status).toBe(200);
    const answer = await response.json();
    await waitForOutboxIdle();
    const [mail] = mailsTo(address);
    expect(mailsTo(address)).toHaveLength(1);
    expect(header(mail, 'Subject')).toBeDefined();
    token = linkIn(mail, '/newsletter/confirmation');
    key = linkIn(mail, '/newsletter/desinscription');
    expect(token).toMatch(/^\d+\.\d+\.[\w-]{43}$/);
    expect(key).toMatch(/^[\w-]{43}$/);
    // RFC 8058: the one-click link in the header, and the same link visible in the text.
    expect(header(mail, 'List-Unsubscribe')).toBe(
      `<https://www.lumina-terrasses.ch/newsletter/desinscription?token=${key}>`,
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(decodedBody(mail?.raw ?? '')).toContain(
      `désinscrivez cette adresse : https://www.lumina-terrasses.ch/newsletter/desinscription?token=${key}`,
    );
    expect(stored()).toEqual([{ email: address, confirmed_at: null, consent_text: newsletterSignup.consent }]);

    // Again at once: same answer, no second e-mail (a mailbox is not flooded).
    const again = await subscribe({ email: address });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);
    await waitForOutboxIdle();
    expect(mailsTo(address)).toHaveLength(1);
  });

  it('before confirmation, the address is not a subscriber', async () => {
    expect(await subscribers()).toEqual(['email;confirme_le;demande_le;consentement;lien_desinscription']);
  }, 45_000);

  it('a forged or expired token confirms nothing; the link of the e-mail does, once', async () => {
    const post = (value: string) =>
      confirm(
        postRequest(`/api/newsletter/confirmation?token=${encodeURIComponent(value)}`, '', { accept: 'text/html' }),
      );
    const [id, expires] = (token ?? '').split('.');
    for (const forged of ['', 'abc', `${id}.${Number(expires) + 1}.${'A'.repeat(43)}`, `${id}.1.${'A'.repeat(43)}`]) {
      const response = await post(forged);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/newsletter/confirmation?etat=invalide');
    }
    expect(stored()).toEqual([expect.objectContaining({ confirmed_at: null })]);

    const response = await post(token ?? '');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/newsletter/confirmation?etat=confirmee');
    expect(stored()).toEqual([expect.objectContaining({ confirmed_at: expect.stringMatching(/^\d{4}-/) })]);
    expect((await post(token ?? '')).headers.get('location')).toBe('/newsletter/confirmation?etat=confirmee');
  });

  it('once confirmed, `subscribers --csv` lists it with its consent and unsubscribe link; a new request sends nothing', async () => {
    const [head, row, ...rest] = await subscribers();
    expect(head).toBe('email;confirme_le;demande_le;consentement;lien_desinscription');
    expect(rest).toEqual([]);
    expect(row).toMatch(
      new RegExp(
        `^"${address.replace(/\./g, '\\.')}";"\\d{4}-[^"]+";"\\d{4}-[^"]+";"${newsletterSignup.consent.replace(/\./g, '\\.')}";"https://www\\.lumina-terrasses\\.ch/newsletter/desinscription\\?token=${key}"$`,
      ),
    );
    const before = route.smtp.mails.length;
    expect((await subscribe({ email: address })).status).toBe(200);
    await waitForOutboxIdle();
    expect(route.smtp.mails).toHaveLength(before);
  }, 45_000);

  it('the one-click POST (RFC 8058) removes the address from the list, without a session or an Origin', async () => {
    const oneClick = (value: string) =>
      unsubscribe(
        postRequest(`/newsletter/desinscription?token=${value}`, 'List-Unsubscribe=One-Click', {
          'content-type': 'application/x-www-form-urlencoded',
        }),
      );
    const wrong = await oneClick('not-a-key');
    expect(wrong.status).toBe(400);
    expect(stored()).toHaveLength(1);

    const response = await oneClick(key ?? '');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Désinscription enregistrée.');
    expect(stored()).toEqual([]);
    expect(await subscribers()).toHaveLength(1);
    // Again (a second click, a mail program retrying): the same answer.
    expect((await oneClick(key ?? '')).status).toBe(200);
  }, 45_000);
});

describe('POST /api/newsletter, bad requests', () => {
  it('422 with a French message for an invalid or empty address', async () => {
    for (const email of ['lea@', '', 42]) {
      const response = await subscribe({ email });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/adresse e-mail/i);
    }
  });

  it('415 without JSON, 400 for broken JSON, 413 for a huge body', async () => {
    expect((await subscribe({ email: 'a@b.ch' }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await subscribe('{"email":', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await subscribe({ email: `${'a'.repeat(10_000)}@b.ch` })).status).toBe(413);
  });

  it('429 past the limit (twice the contact allowance)', async () => {
    process.env.RATE_LIMIT_MAX = '1';
    try {
      const ip = '192.0.2.77';
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (
            await subscribe(
              { email: `n${i}@example.ch` },
              { 'content-type': 'application/json', 'x-forwarded-for': ip },
            )
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      process.env.RATE_LIMIT_MAX = '0';
    }
  });
});

describe('POST /api/newsletter from the footer without script', () => {
  const navigation = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    'sec-fetch-mode': 'navigate',
  };

  it('stores the request and e-mails the link like the script’s, then sends the browser to its page (303)', async () => {
    const response = await subscribe('email=sans.script%40example.ch', navigation);
    expect([response.status, response.headers.get('location')]).toEqual([303, '/newsletter/inscription?etat=envoyee']);
    expect(stored()).toContainEqual(expect.objectContaining({ email: 'sans.script@example.ch', confirmed_at: null }));
    await waitForOutboxIdle();
    expect(linkIn(mailsTo('sans.script@example.ch')[0], '/newsletter/confirmation')).toBeDefined();
  });

  it('sends a refused address to the same page with the code of the refusal, and stores nothing', async () => {
    const response = await subscribe('email=lea%40', navigation);
    expect([response.status, response.headers.get('location')]).toEqual([303, '/newsletter/inscription?etat=champs']);
    expect(stored()).not.toContainEqual(expect.objectContaining({ email: 'lea@' }));
  });

  it('answers JSON to a form post that is no navigation, and keeps 403 for another site’s', async () => {
    const plain = await subscribe('email=json.form%40example.ch', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(plain.status).toBe(200);
    expect(((await plain.json()) as { success: boolean }).success).toBe(true);
    const foreign = await subscribe('email=x%40example.ch', { ...navigation, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });
});
