import { expect, request as requests, test, type APIRequestContext, type Locator, type Page } from './hydration';
import { backOfficeWith } from './back-office-command';

/**
 * Staff accounts for the back-office specs, made as staff make them (the back-office command's `staff add …
 * --password-stdin`, in the DATA_DIR or DATABASE_URL the server Playwright starts shares), and signing in.
 */

export const PASSWORD = 'une phrase de passe assez longue';

/** `name`: the account's display name (unset, the command takes the address's local part). */
export function staffAdd(email: string, name?: string) {
  const named = name ? ['--name', name] : [];
  backOfficeWith({ input: `${PASSWORD}\n` }, 'staff', 'add', email, ...named, '--password-stdin');
}

export const uniqueEmail = (what: string) => `${what}-${test.info().project.name}-${Date.now()}@lumina.test`;

/** `origin`: another server than Playwright's own (e2e/own-server.ts). */
export async function signIn(page: Page, email: string, password = PASSWORD, origin = '') {
  await page.goto(`${origin}/equipe/connexion`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** A new account (`what` names it) signed in on `page`, which is then on the dashboard: its address. */
export async function signInAsNewStaff(page: Page, what: string) {
  const email = uniqueEmail(what);
  staffAdd(email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/equipe$/);
  return email;
}

/**
 * What a form of the back-office posts to its Server Action, as a browser without JavaScript sends
 * it: its hidden fields (the action's reference, the bound id) and the fields typed in `typed`.
 */
export async function actionFields(form: Locator, typed: Record<string, string> = {}) {
  const hidden = await form
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
    );
  return { ...Object.fromEntries(hidden), ...typed } as Record<string, string>;
}

/** Posts those fields to the page's address, as the form does; `origin` undefined sends no Origin header. */
export function postAction(request: APIRequestContext, url: string, fields: Record<string, string>, origin?: string) {
  return request.post(url, {
    multipart: fields,
    headers: origin === undefined ? {} : { Origin: origin },
    maxRedirects: 0,
  });
}

/**
 * Posts those fields from a browser without the staff session (its own request context): the back-office
 * must answer 303 to the sign-in page and change nothing, which the caller then checks on the page.
 */
export async function expectRefusedWithoutSession(url: string, fields: Record<string, string>, baseURL?: string) {
  const stranger = await requests.newContext({ baseURL });
  const answer = await postAction(stranger, url, fields, baseURL);
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe('/equipe/connexion');
  await stranger.dispose();
}

/**
 * A link of the staff menu, as a person reaches it: on a phone the sections fold under « Menu »,
 * which is opened first; from lg up they are in view.
 */
export async function staffNavLink(page: Page, name: string) {
  const menu = page.locator('summary', { hasText: 'Menu' });
  if (await menu.isVisible()) {
    const details = page.locator('details', { has: menu });
    if ((await details.getAttribute('open')) === null) await menu.click();
  }
  return page.getByRole('navigation', { name: 'Espace équipe' }).getByRole('link', { name, exact: true });
}
