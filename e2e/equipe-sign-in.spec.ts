import { expect, test, type APIRequestContext } from './hydration';
import { address, sendLead } from './equipe-helpers';
import { comeFrom, expectNoAxeViolations } from './helpers';
import { PASSWORD, signIn, staffAdd, uniqueEmail } from './staff';

/**
 * The back-office's door (/equipe) against strangers, on the production server Playwright starts: every page and
 * API refused without a session, the sign-in page, and its limit on wrong passwords. The staff's own work:
 * e2e/equipe.spec.ts.
 */

const PAGES = [
  '/equipe',
  '/equipe/demandes',
  '/equipe/demandes/1',
  '/equipe/journal',
  '/equipe/securite',
  '/equipe/commentaires',
  '/equipe/commentaires?id=1',
  '/equipe/abonnes',
  '/equipe/donnees-personnelles?email=dominique.testeur@example.ch',
];
const APIS: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/equipe/api/demandes/export'],
  ['GET', '/equipe/api/demandes/1/piece-jointe'],
  ['GET', '/equipe/api/abonnes/export'],
  ['GET', '/equipe/api/donnees-personnelles/export?email=dominique.testeur@example.ch'],
  ['GET', '/equipe/api/nimporte-quoi'],
  ['GET', '/equipe/api/auth/get-session'],
];

async function apiCall(request: APIRequestContext, method: 'GET' | 'POST', url: string, origin: string) {
  return method === 'GET'
    ? request.get(url, { maxRedirects: 0 })
    : request.post(url, { headers: { Origin: origin }, form: { statut: 'perdu', note: 'x' }, maxRedirects: 0 });
}

test.describe('/equipe without a session', () => {
  test.beforeEach(({ page }) => comeFrom(page, address()));

  test('every page sends a stranger to the sign-in page and shows no data @any-viewport', async ({ page }) => {
    await sendLead(page, `stranger-${Date.now()}`);
    for (const url of PAGES) {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(307);
      expect(response.headers().location, url).toBe('/equipe/connexion');
      expect(await response.text(), url).not.toContain('Testeur');
      await page.goto(url);
      await expect(page).toHaveURL(/\/equipe\/connexion$/);
      await expect(page.getByText('Testeur')).toHaveCount(0);
    }
  });

  test('every back-office API answers 401 JSON, uncached, without a session @any-viewport', async ({
    request,
    baseURL,
  }) => {
    for (const [method, url] of APIS) {
      const response = await apiCall(request, method, url, baseURL ?? '');
      const expected = url.endsWith('get-session') ? 200 : 401;
      expect(response.status(), `${method} ${url}`).toBe(expected);
      expect(response.headers()['cache-control'], url).toContain('no-store');
      if (expected === 401) {
        expect(await response.json()).toEqual({
          success: false,
          message: 'Connexion requise\u00a0: connectez-vous à l’espace équipe.',
        });
      } else {
        expect(await response.json()).toBeNull();
      }
    }
  });

  test('the sign-in page: labelled fields, noindex, no-store, accessible; a wrong password is refused @any-viewport', async ({
    page,
  }) => {
    const email = uniqueEmail('refus');
    staffAdd(email);
    const response = await page.goto('/equipe/connexion');
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    await expect(page.getByRole('banner')).toHaveCount(0); // not the public site's header
    // What password managers and the HTML spec both accept on an e-mail field (not « username »).
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('autocomplete', 'email');
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
    await expectNoAxeViolations(page);
    await signIn(page, email, 'pas le bon mot de passe');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('E-mail ou mot de passe incorrect.');
    await expect(page).toHaveURL(/\/equipe\/connexion$/);
    expect((await page.context().cookies()).filter((cookie) => cookie.name.includes('session_token'))).toEqual([]);
  });

  test('20 rapid wrong passwords from one address are refused after the fifth @any-viewport', async ({
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('force');
    staffAdd(email);
    // An address of its own (TEST-NET benchmark range): it is locked out for a minute after this test, and a
    // shared one (address() wraps at 250) could lock out another test's sign-in running at the same time.
    const ip = `198.18.0.${test.info().project.name === 'phone' ? 2 : 1}`;
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const response = await request.post('/equipe/api/auth/sign-in/email', {
        headers: { Origin: baseURL ?? '', 'x-forwarded-for': ip },
        // A new address each time: the budget per address typed (e2e/staff-security.spec.ts) stays out of the way.
        data: { email: `essai-${i}.${email}`, password: `essai ${i}` },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    // Each wrong password costs a second before its answer.
    expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
    const right = await request.post('/equipe/api/auth/sign-in/email', {
      headers: { Origin: baseURL ?? '', 'x-forwarded-for': ip },
      data: { email, password: PASSWORD },
    });
    expect(right.status()).toBe(429);
  });
});
