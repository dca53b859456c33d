import path from 'node:path';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { expect, test, type APIRequestContext } from './hydration';
import Database from 'better-sqlite3';
import { decoded, mailsTo } from './lead-helpers';
import { root } from './back-office-command';
import { startOwnServer } from './own-server';
import { PASSWORD, signIn, staffAdd, staffNavLink, uniqueEmail } from './staff';

/**
 * The staff door against guessing, on the production server: a budget per address typed whatever
 * client addresses the tries come from, the lock and its one alert e-mail, a colleague lifting it, one live
 * password link per account, and a second factor required by default in production.
 */

const SIGN_IN = '/equipe/api/auth/sign-in/email';

function tryPassword(request: APIRequestContext, origin: string, email: string, password: string, ip: string) {
  return request.post(SIGN_IN, {
    data: { email, password },
    headers: { Origin: origin, 'X-Forwarded-For': ip },
  });
}

/**
 * A patient guesser's minutes, in the server's database (the SQLite file of DATA_DIR that the server and the
 * back-office command share): the address's wait is over now.
 */
function waitIsOver(email: string) {
  const db = new Database(path.join(process.env.DATA_DIR ?? path.join(root, 'data'), 'leads.sqlite'));
  try {
    db.prepare('UPDATE staff_sign_in_failures SET next_try_at = ? WHERE email = ?').run(
      new Date(Date.now() - 1000).toISOString(),
      email,
    );
  } finally {
    db.close();
  }
}

test.describe('the staff door against guessing', () => {
  test('90 wrong passwords from 30 client addresses: 4 are checked, then the right one waits too, and an unknown address reads the same @desktop-only', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('cible');
    staffAdd(email);
    const origin = baseURL ?? '';
    const run = async (address: string, net: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < 90; i += 1) {
        statuses.push((await tryPassword(request, origin, address, `essai ${i}`, `10.${net}.0.${i % 30}`)).status());
      }
      const right = await tryPassword(request, origin, address, PASSWORD, `10.${net}.1.1`);
      return {
        statuses,
        right: { status: right.status(), body: await right.json(), wait: right.headers()['retry-after'] },
      };
    };
    const account = await run(email, 1);
    expect(account.statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(account.statuses.slice(4)).toEqual(Array(86).fill(429));
    expect(account.right.status).toBe(429);
    expect(Number(account.right.wait)).toBeGreaterThan(0);
    expect(Number(account.right.wait)).toBeLessThanOrEqual(15);
    expect(account.right.body.message).toMatch(/^Trop de tentatives de connexion avec cette adresse/);

    const unknown = await run(uniqueEmail('personne'), 2);
    expect(unknown.statuses).toEqual(account.statuses);
    expect(unknown.right.status).toBe(account.right.status);
    expect(unknown.right.body).toEqual(account.right.body);
  });

  test('a staff member who mistypes keeps the address typed, is told how long to wait, and signs in after it @any-viewport', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('distrait');
    staffAdd(email);
    // A client address of its own: Better Auth's limit per address (5 a minute) is not what this test is about.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.4.${test.info().project.name === 'phone' ? 1 : 0}.1` });
    for (let i = 1; i <= 4; i += 1) await signIn(page, email, `pas le bon ${i}`);
    await expect(page.locator('#connexion-erreur')).toHaveText(
      'E-mail ou mot de passe incorrect. Par sécurité, attendez 15\u00a0secondes avant le prochain essai.',
    );
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.locator('#connexion-erreur')).toHaveText(
      /^Trop de tentatives\. Réessayez dans \d+\u00a0secondes?\.$/,
    );
    // The person waits, as the message says.
    await page.waitForTimeout(15_500);
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/equipe$/);
  });

  test('a patient guesser locks the account: one alert e-mail, the right password refused, a colleague lifts the lock @desktop-only', async ({
    page,
    request,
    baseURL,
  }) => {
    test.skip(Boolean(process.env.DATABASE_URL), 'moves the clock in the SQLite file of DATA_DIR');
    test.setTimeout(120_000);
    const owner = uniqueEmail('proprio');
    const colleague = uniqueEmail('collegue');
    staffAdd(owner, 'Camille Roux');
    staffAdd(colleague, 'Léa Favre');
    const origin = baseURL ?? '';
    const guess = async (i: number) =>
      (await tryPassword(request, origin, owner, `patient ${i}`, `10.3.0.${i}`)).status();
    for (let i = 1; i <= 10; i += 1) {
      waitIsOver(owner);
      expect(await guess(i)).toBe(401);
    }
    const refused = await tryPassword(request, origin, owner, PASSWORD, '10.3.1.1');
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(14 * 60);

    const alerts = (await mailsTo(owner)).map(decoded);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain('Bonjour Camille Roux,');
    expect(alerts[0]).toContain('après 10 mots de passe erronés');
    expect(alerts[0]).not.toContain('patient');
    // Two more guesses in the same incident: no second e-mail.
    for (let i = 11; i <= 12; i += 1) {
      waitIsOver(owner);
      expect(await guess(i)).toBe(401);
    }
    expect(await mailsTo(owner)).toHaveLength(1);

    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '10.3.2.1' });
    await signIn(page, colleague);
    await expect(page).toHaveURL(/\/equipe$/);
    await (await staffNavLink(page, 'Équipe et sécurité')).click();
    await expect(page.getByRole('list', { name: 'Comptes bloqués' })).toContainText(`${owner} · 12\u00a0essais`);
    await page.getByRole('button', { name: `Débloquer ${owner}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Connexion débloquée' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Comptes bloqués' })).toHaveCount(0);
    await page.goto('/equipe/journal');
    const journal = page.getByRole('list', { name: 'Actions' });
    await expect(journal).toContainText('Connexion bloquée après des mots de passe erronés');
    await expect(journal).toContainText('Connexion débloquée');
    // Named as the team knows her, the address on hover.
    await expect(journal.getByTitle(colleague).first()).toHaveText('Léa Favre');

    expect((await tryPassword(request, origin, owner, PASSWORD, '10.3.1.2')).status()).toBe(200);
  });

  test('two password links: the newer voids the older; a used link is refused @desktop-only', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('liens');
    staffAdd(email);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '10.5.0.1' });
    const ask = async () => {
      await page.goto('/equipe/mot-de-passe-oublie');
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Recevoir un lien' }).click();
      await expect(page.getByRole('status')).toContainText('Si cette adresse est celle d’un compte');
      await expect(page.getByRole('button', { name: 'Recevoir un lien' })).toHaveCount(0);
    };
    const linkOf = (mail: string | undefined) =>
      /https?:\/\/\S+\/equipe\/mot-de-passe\?token=(\w+)/.exec(mail ?? '')?.[1];
    await ask();
    const first = linkOf(decoded((await mailsTo(email, 1)).at(-1) ?? ''));
    await ask();
    const second = linkOf(decoded((await mailsTo(email, 2)).at(-1) ?? ''));
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    const choose = async (token: string | undefined, password: string) => {
      await page.goto(`/equipe/mot-de-passe?token=${token}`);
      await page.getByLabel('Nouveau mot de passe').fill(password);
      await page.getByLabel('Confirmer le mot de passe').fill(password);
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    };
    await choose(first, `${PASSWORD} volée`);
    await expect(page.getByRole('alert').filter({ hasText: 'Ce lien n’est plus valable' })).toBeVisible();
    await choose(second, `${PASSWORD} neuve`);
    await expect(page.getByRole('status')).toBeVisible();
    await choose(second, `${PASSWORD} encore`);
    await expect(page.getByRole('alert').filter({ hasText: 'Ce lien n’est plus valable' })).toBeVisible();
    await signIn(page, email, `${PASSWORD} neuve`);
    await expect(page).toHaveURL(/\/equipe$/);
  });
});

test.describe('the second factor, required by default in production', () => {
  let base = '';
  let stop = () => {};

  test.beforeAll(async () => {
    // The same build and database, started as production starts it, without STAFF_REQUIRE_TWO_FACTOR.
    ({ base, stop } = await startOwnServer(11, {}, ['STAFF_REQUIRE_TWO_FACTOR']));
  });
  test.afterAll(() => stop());

  test('an account without one sees nothing until it has set it up, then the dashboard @desktop-only', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('totp');
    staffAdd(email);
    await signIn(page, email, PASSWORD, base);
    await expect(page).toHaveURL(`${base}/equipe/double-authentification`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Double authentification');
    for (const address of ['/equipe', '/equipe/demandes', '/equipe/securite']) {
      await page.goto(`${base}${address}`);
      await expect(page).toHaveURL(`${base}/equipe/double-authentification`);
    }
    const file = await page.request.get(`${base}/equipe/api/demandes/export`);
    expect(file.status()).toBe(403);
    expect((await file.json()).message).toMatch(/^Double authentification requise/);

    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();
    const uri = (await page.getByRole('link', { name: /Ou ouvrez ce lien/ }).getAttribute('href')) ?? '';
    const secret = new TextDecoder().decode(base32.decode(new URL(uri).searchParams.get('secret') ?? ''));
    await page.getByLabel('Code à 6 chiffres').fill(await createOTP(secret).totp());
    await page.getByRole('button', { name: 'Confirmer et activer' }).click();
    await expect(page).toHaveURL(`${base}/equipe`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Double authentification');
  });
});
