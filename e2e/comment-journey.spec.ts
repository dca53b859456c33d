import { expect, test, type Page } from './hydration';
import { getArticles } from '../lib/content';
import { decoded, mailsTo } from './lead-helpers';
import { backOffice } from './back-office-command';
import { signIn, staffAdd, uniqueEmail } from './staff';
import { fillField } from './typing';

/**
 * A commenter's journey across features: what is typed survives a reload, the answer stays where the
 * visitor is looking and says whether a reply will be e-mailed, and staff read that wish on the moderation screen
 * and in their e-mail. Nothing is approved here: the published counts e2e/community.spec.ts checks stay put.
 */

const article = getArticles()[4]!;
/** Where e2e/lead-helpers.ts's SMTP server is told the company's e-mails go. */
const MODERATORS = 'devis@lumina.test';

let visitor = 0;
const address = () => `203.0.113.${(process.pid * 7 + (visitor += 1)) % 250}`;

const comments = (page: Page) => page.locator('#commentaires');
const field = (page: Page, name: string) => comments(page).getByLabel(name, { exact: true });

/** The centre of `selector`'s box is inside the viewport and the element there is part of it (no toast over it). */
async function seenAtItsCentre(page: Page, selector: string) {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return 'absent';
    const box = element.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return `outside the viewport (${Math.round(y)})`;
    const hit = document.elementFromPoint(x, y);
    return hit && element.contains(hit) ? 'seen' : `covered by ${hit?.outerHTML.slice(0, 80)}`;
  }, selector);
}

test('a comment: typed, kept through a reload, sent, answered where it was sent, its reply wish read by staff @journey', async ({
  page,
  browserName,
}) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
  const email = `parcours.${test.info().project.name}.${Date.now()}@example.ch`;
  const marker = `Parcours commentaire E2E ${test.info().project.name} ${Date.now()}`;

  await page.goto(`/conseils/${article.slug}`);
  await comments(page).scrollIntoViewIfNeeded();
  await expect(comments(page).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  await fillField(field(page, 'Nom'), 'Noé Parcours');
  await fillField(field(page, 'E-mail'), email);
  await fillField(field(page, 'Message'), `${marker}\nUne pergola sur un toit plat ?`);
  await comments(page)
    .getByRole('checkbox', { name: /Me prévenir d’une réponse/ })
    .check();

  // Half-way, the page is reloaded: what was typed comes back.
  await page.reload();
  await comments(page).scrollIntoViewIfNeeded();
  await expect(field(page, 'Message')).toHaveValue(`${marker}\nUne pergola sur un toit plat ?`);
  await expect(field(page, 'Nom')).toHaveValue('Noé Parcours');
  await expect(field(page, 'E-mail')).toHaveValue(email);
  await expect(comments(page).getByRole('checkbox', { name: /Me prévenir d’une réponse/ })).toBeChecked();

  await comments(page).getByRole('button', { name: 'Envoyer' }).click();
  const answer = page.getByTestId('comment-sent');
  await expect(answer).toHaveAttribute('role', 'status');
  await expect(answer).toContainText('en attente de modération');
  await expect(answer).toContainText(`Nous vous écrirons à ${email} dès que nous y aurons répondu.`);
  // Where the visitor pressed « Envoyer », in view, under no toast.
  await expect.poll(() => seenAtItsCentre(page, '[data-testid="comment-sent"]')).toBe('seen');
  // The message is gone; who wrote it stays, for a second comment.
  await expect(field(page, 'Message')).toHaveValue('');
  await expect(field(page, 'Nom')).toHaveValue('Noé Parcours');
  await expect(field(page, 'E-mail')).toHaveValue(email);
  // Still there a while later: it is not a passing toast.
  await page.waitForTimeout(7_000);
  await expect(answer).toBeVisible();

  // Sent, the draft is forgotten: a reload starts from an empty form.
  await page.reload();
  await comments(page).scrollIntoViewIfNeeded();
  await expect(comments(page).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  await expect(field(page, 'Message')).toHaveValue('');
  // Firefox itself puts back, on a reload, what the fields last held (the name, kept for a second comment): that is
  // the browser's, not a draft of ours; the message, which was sent, stays empty there too.
  if (browserName !== 'firefox') await expect(field(page, 'Nom')).toHaveValue('');
  await expect(page.getByTestId('comment-sent')).toBeEmpty();

  const stored = (
    JSON.parse(backOffice('comments', '--json')) as { id: number; message: string; status: string }[]
  ).find((comment) => comment.message.startsWith(marker));
  expect(stored?.status).toBe('pending');
  const id = stored!.id;

  // Staff see, in words, that this commenter asked to be told, and where.
  const staff = uniqueEmail('parcours-commentaire');
  staffAdd(staff);
  await signIn(page, staff);
  await expect(page).toHaveURL(/\/equipe$/);
  await page.goto(`/equipe/commentaires?id=${id}`);
  const item = page.locator(`#commentaire-${id}`);
  await expect(item).toContainText(marker);
  await expect(item.getByTestId('reply-wish')).toHaveText(
    `A demandé à être prévenu d’une réponse, par e-mail à ${email}\u00a0: publier une réponse la lui envoie.`,
  );

  // So does the moderators' e-mail, as an SMTP server receives it.
  const moderation = async () =>
    (await mailsTo(MODERATORS)).map(decoded).find((raw) => new RegExp(`^X-Comment-Id: ${id}\\r?$`, 'im').test(raw)) ??
    '';
  await expect.poll(moderation, { timeout: 60_000 }).toContain(marker);
  expect(await moderation()).toContain(
    `Réponse : A demandé à être prévenu d’une réponse, par e-mail à ${email}\u00a0: publier une réponse la lui envoie.`,
  );
});

test.describe('a comment without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posted by the browser: its page, the row pending with the reply wish, the moderators e-mailed @any-viewport', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
    const email = `sans.script.${Date.now()}@example.ch`;
    const marker = `Commentaire sans script ${Date.now()}`;
    await page.goto(`/conseils/${article.slug}`);
    await field(page, 'Nom').fill('Noé Sans Script');
    await field(page, 'E-mail').fill(email);
    await field(page, 'Message').fill(marker);
    await comments(page)
      .getByRole('checkbox', { name: /Me prévenir d’une réponse/ })
      .check();
    await comments(page).getByRole('button', { name: 'Envoyer' }).click();

    await expect(page).toHaveURL(new RegExp(`/commentaires/envoi\\?article=${article.slug}&prevenu=1$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commentaire envoyé');
    await expect(page.getByTestId('comment-sent')).toContainText('Nous vous écrirons dès que nous y aurons répondu.');
    await expect(page.getByRole('link', { name: 'Retour à l’article' })).toHaveAttribute(
      'href',
      `/conseils/${article.slug}#commentaires`,
    );

    const stored = (
      JSON.parse(backOffice('comments', '--json')) as { id: number; message: string; status: string }[]
    ).find((comment) => comment.message === marker);
    expect(stored?.status).toBe('pending');
    const moderation = async () =>
      (await mailsTo(MODERATORS))
        .map(decoded)
        .find((raw) => new RegExp(`^X-Comment-Id: ${stored?.id}\\r?$`, 'im').test(raw)) ?? '';
    await expect.poll(moderation, { timeout: 60_000 }).toContain(marker);
    expect(await moderation()).toContain(`par e-mail à ${email}`);
  });
});
