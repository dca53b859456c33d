import { expect, type Page } from '@playwright/test';
import { DOMINIQUE, fillRequester, planPdf, sendAtPersonPace } from './lead-helpers';
import { signInAsNewStaff } from './staff';

/**
 * What the back-office specs share: the client addresses of e2e/equipe.spec.ts, e2e/equipe-sign-in.spec.ts and
 * e2e/equipe-no-javascript.spec.ts (one count for the three), the HTML typed into what visitors send, the quote
 * request that staff then find, and a staff member on its page.
 */

let visitor = 0;
/** Each test is another client address (the server trusts one proxy, TRUST_PROXY=1): per-address limits stay apart. */
export const address = () => `198.51.100.${(process.pid * 7 + (visitor += 1)) % 250}`;

/** Typed into a message: the back-office must show it as text. */
export const HTML_TEXT = '<img src=x onerror=alert(1)>';

/** A quote request sent through the public form, as a visitor does (a person takes more than 3 s). */
export async function sendLead(page: Page, marker: string) {
  await sendAtPersonPace(page, async (form) => {
    await fillRequester(form, DOMINIQUE, `Carport ${marker}`, `Bonjour ${marker} ${HTML_TEXT} fin.`);
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: planPdf });
  });
}

/**
 * A staff member signed in, on the page of a lead sent seconds before through the public form, as
 * the server renders it: with its forms' action fields (a client navigation renders forms without them).
 */
export async function onNewLead(page: Page, what: string) {
  const marker = `${what}${Date.now()}`;
  await sendLead(page, marker);
  await signInAsNewStaff(page, what);
  await page.goto(`/equipe/demandes?q=${marker}`);
  await page.getByRole('list', { name: 'Demandes' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/equipe\/demandes\/\d+$/);
  await page.reload();
  return /\/equipe\/demandes\/(\d+)/.exec(page.url())?.[1];
}
