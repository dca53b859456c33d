import { spawn, type ChildProcess } from 'node:child_process';
import { expect, request as requests, test, type Page } from './hydration';
import { comeFrom } from './helpers';
import { postQuote } from './lead-helpers';
import { actionFields, PASSWORD, postAction, signIn, staffAdd, uniqueEmail } from './staff';
import { root } from './back-office-command';

/**
 * What a stranger (or a client rewriting a form) sends must not end in a 500, and nothing
 * it sends may write a line of the server's log. Against the production server Playwright starts (`npm start`);
 * the log is read from a second one this spec starts the same way, on the same build and database.
 */

const FIVE_MB = Buffer.alloc(5 * 1024 * 1024, 'a');
const TOO_LARGE = /^Envoi refusé\u00a0: il dépasse les 64\u00a0Ko qu’accepte un formulaire de ce site\./;
const MALFORMED = 'Adresse mal formée\u00a0: elle contient un caractère encodé (%) invalide.';

let visitor = 0;
/** Each test is another client address (the server trusts one proxy, TRUST_PROXY=1). */
const address = () => `198.51.100.${(process.pid * 11 + (visitor += 1)) % 250}`;

/** The forgotten-password form's fields as a browser without JavaScript posts them (no session needed). */
async function forgottenPasswordFields(page: Page, base = '') {
  await page.goto(`${base}/equipe/mot-de-passe-oublie`);
  const form = page.locator('form').filter({ has: page.locator('input[type="hidden"][name^="$ACTION_ID_"]') });
  return actionFields(form.first());
}

/** A quote request with an attachment, as a visitor's browser posts it; its number. */
async function sendLead(baseURL: string, marker: string): Promise<number> {
  const visitorContext = await requests.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address() } });
  const reference = await postQuote(
    visitorContext,
    baseURL,
    `Carport ${marker}`,
    `Bonjour ${marker}, une pergola pour la terrasse.`,
  );
  await visitorContext.dispose();
  return reference;
}

test.describe('no 500 a stranger can cause', () => {
  test.beforeEach(({ page }) => comeFrom(page, address()));

  test('a 5 MB Server Action body is refused with 413 and a French message, with or without JavaScript @any-viewport', async ({
    page,
    baseURL,
  }) => {
    const fields = await forgottenPasswordFields(page);
    const actionId = Object.keys(fields)
      .find((name) => name.startsWith('$ACTION_ID_'))
      ?.slice('$ACTION_ID_'.length);
    expect(actionId).toBeTruthy();
    const multipart = {
      ...fields,
      email: 'personne@lumina.test',
      remplissage: { name: 'a.txt', mimeType: 'text/plain', buffer: FIVE_MB },
    };

    // Without JavaScript: the form's fields, multipart, no Next-Action header; the answer is a small French page.
    const plain = await page.request.post('/equipe/mot-de-passe-oublie', {
      multipart,
      headers: { Origin: baseURL ?? '' },
      maxRedirects: 0,
    });
    expect(plain.status()).toBe(413);
    expect(plain.headers()['content-type']).toBe('text/html; charset=utf-8');
    const html = await plain.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(/Envoi refusé\u00a0: il dépasse les 64\u00a0Ko/);

    // As the page's JavaScript posts it (Next-Action): French JSON.
    const fetched = await page.request.post('/equipe/mot-de-passe-oublie', {
      multipart,
      headers: { Origin: baseURL ?? '', 'Next-Action': actionId ?? '', Accept: 'text/x-component' },
      maxRedirects: 0,
    });
    expect(fetched.status()).toBe(413);
    expect(await fetched.json()).toEqual({ success: false, message: expect.stringMatching(TOO_LARGE) });

    // A public page: it has no Server Action, but Next reads a multipart POST as one.
    const publicPage = await page.request.post('/contact', { multipart: { remplissage: multipart.remplissage } });
    expect(publicPage.status()).toBe(413);
  });

  test('an address with a broken %-escape: 400, in French JSON under the APIs @any-viewport', async ({ request }) => {
    for (const path of [
      '/api/agenda/%ff.ics',
      '/api/rendez-vous/%ff',
      '/api/contact/%zz',
      '/api/%c0%af',
      '/equipe/api/demandes/%ff/piece-jointe',
    ]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(400);
      expect(await answer.json(), path).toEqual({ success: false, message: MALFORMED });
    }
  });

  test('an address with a broken %-escape: 400, the site’s page with its header and footer elsewhere @any-viewport', async ({
    page,
  }) => {
    for (const path of ['/conseils/%ff', '/%ff', '/equipe/demandes/%ff', '/conseils/%e2%82']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(400);
      expect(response?.headers()['cache-control'], path).toBe('no-store');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette adresse est mal formée');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });

  test('a bound value rewritten by the client (lead id, template key) is a 404, never a 500 @any-viewport', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const id = await sendLead(baseURL ?? '', `lie${Date.now()}`);
    const email = uniqueEmail('lie');
    staffAdd(email);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/equipe$/);

    /** Every form of the page whose bound value is `bound`: posted with that value replaced by each forgery. */
    async function forgeBound(url: string, bound: unknown, forgeries: unknown[]) {
      await page.goto(url);
      const forms = page.locator('form').filter({ has: page.locator('input[type="hidden"][name^="$ACTION_"]') });
      let posted = 0;
      for (const form of await forms.all()) {
        const fields = await actionFields(form, { note: 'forgé', statut: 'perdu', objet: 'Forgé', texte: 'Forgé' });
        const boundField = Object.keys(fields).find(
          (name) => /^\$ACTION_\d+:1$/.test(name) && fields[name] === JSON.stringify([bound]),
        );
        if (!boundField) continue;
        for (const forged of forgeries) {
          const answer = await postAction(
            page.request,
            url,
            { ...fields, [boundField]: JSON.stringify([forged]) },
            baseURL,
          );
          expect(answer.status(), `${boundField} = ${JSON.stringify([forged])}`).toBe(404);
          posted += 1;
        }
      }
      return posted;
    }

    const forgedIds = [{ id }, [id], -id, 0, 1.5, String(id), null];
    // The follow-up, owner, reply and resend forms of the lead's page.
    expect(await forgeBound(`/equipe/demandes/${id}`, id, forgedIds)).toBeGreaterThanOrEqual(3 * forgedIds.length);
    expect(await forgeBound('/equipe/modeles', 'devis', [{ key: 'devis' }, ['devis'], 42, '../devis'])).toBe(4);

    await page.goto(`/equipe/demandes/${id}`);
    await expect(page.getByTestId('follow-up-status')).toHaveText('Nouveau');
    await expect(page.getByRole('list', { name: 'Chronologie de la demande' })).not.toContainText('Note ajoutée');
  });

  test('a lead’s attachment keeps its own policy: default-src ’none’; sandbox @any-viewport', async ({
    page,
    baseURL,
  }) => {
    const id = await sendLead(baseURL ?? '', `csp${Date.now()}`);
    const email = uniqueEmail('csp');
    staffAdd(email);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/equipe$/);
    const attachment = await page.request.get(`/equipe/api/demandes/${id}/piece-jointe`);
    expect(attachment.status()).toBe(200);
    expect(attachment.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(attachment.headers()['content-disposition']).toMatch(/^attachment; filename="plan\.pdf"/);
    // Every other address keeps the site-wide policy.
    const lead = await page.request.get(`/equipe/demandes/${id}`);
    expect(lead.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'/);
  });
});

test.describe('the server’s log', () => {
  // One worker, in order, sharing the server below (a failed test does not skip the others).
  test.describe.configure({ mode: 'default' });
  const port = Number(process.env.E2E_PORT ?? 3100) + 12;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let log = '';

  test.beforeAll(async () => {
    // The same build and database, started as production starts it (no proxy in front: TRUST_PROXY=0), its
    // output kept.
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', TRUST_PROXY: '0' };
    env.BETTER_AUTH_SECRET ??= 'e2e-only: Vq7Lx2Nf9Rk4Tb8Wz3Hc6Jm1Pd5Sg0Ya';
    env.STAFF_REQUIRE_TWO_FACTOR = '0';
    env.NEXT_TELEMETRY_DISABLED = '1';
    server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk) => (log += String(chunk)));
    server.stderr?.on('data', (chunk) => (log += String(chunk)));
    await expect
      .poll(async () => (await fetch(`${base}/equipe/connexion`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  const lines = () => log.split('\n');

  test('a forged callbackURL sent to Better Auth’s door is one escaped line, never a line of its own @desktop-only', async () => {
    const stranger = await requests.newContext({ baseURL: base });
    const forged = await stranger.post('/equipe/api/auth/sign-in/email', {
      headers: { Origin: base },
      data: {
        email: 'personne@lumina.test',
        password: 'pas le bon mot de passe',
        callbackURL: '/x\n[leads] 2026-11-29 password reset done for boss@lumina.ch',
      },
    });
    expect(forged.status()).toBe(403);
    await stranger.dispose();
    await expect.poll(() => log).toContain('Invalid callbackURL');
    expect(log).toContain('Invalid callbackURL: /x\\n[leads] 2026-11-29 password reset done for boss@lumina.ch');
    expect(lines().filter((line) => line.startsWith('[leads] 2026-11-29'))).toEqual([]);
  });

  test('a 5 MB Server Action body is one log line, without a stack trace @desktop-only', async ({ page }) => {
    const fields = await forgottenPasswordFields(page, base);
    const stranger = await requests.newContext({ baseURL: base });
    const big = await stranger.post('/equipe/mot-de-passe-oublie', {
      headers: { Origin: base },
      multipart: { ...fields, remplissage: { name: 'a.txt', mimeType: 'text/plain', buffer: FIVE_MB } },
      maxRedirects: 0,
    });
    await stranger.dispose();
    await expect.poll(() => lines().filter((line) => line.includes('[http] 413'))).toHaveLength(1);
    expect(big.status()).toBe(413);
    expect(log).not.toContain('Body exceeded');
    expect(lines().filter((line) => /^\s+at /.test(line))).toEqual([]);
  });

  test('a form sign-in logs no false « x-lumina-client-ip absent » @desktop-only', async ({ page }) => {
    const email = uniqueEmail('journal');
    staffAdd(email);
    await signIn(page, email, PASSWORD, base);
    await expect(page).toHaveURL(`${base}/equipe`);
    expect(lines().filter((line) => line.includes('x-lumina-client-ip absent'))).toEqual([]);
  });
});
