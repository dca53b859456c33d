import { createHmac } from 'node:crypto';
import { expect, test, type Browser, type Page } from './hydration';
import { getArticles } from '../lib/content';
import { expectNoAxeViolations } from './helpers';
import { backOffice } from './back-office-command';

/** Newest first, as the blog lists them (lib/site-model.ts). */
const articles = getArticles();

/**
 * What visitors send comes back to them: comments approved with the back-office command appear
 * under their article, as text, and every count is the number published; the newsletter's pages.
 *
 * The back-office command runs with this process's environment, like e2e/contact.spec.ts: the server
 * Playwright starts shares DATA_DIR (or DATABASE_URL) and NEWSLETTER_SECRET (playwright.config.ts).
 * Comments are approved here, so the tests that count them run one after the other, on the desktop
 * project only: the phone project running the same spec at the same time would change the counts.
 */

type StoredComment = {
  id: number;
  articleSlug: string;
  message: string;
  status: string;
  parentId: number | null;
};
const storedComments = () => JSON.parse(backOffice('comments', '--json')) as StoredComment[];

let visitor = 0;
/** Each post comes from another address: the per-address limit would otherwise throttle the suite. */
const nextAddress = () => `198.51.100.${(process.pid + (visitor += 1)) % 250}`;

async function postComment(page: Page, articleSlug: string, message: string) {
  const response = await page.request.post('/api/comments', {
    data: { articleSlug, nom: 'Visiteur E2E', email: 'e2e@example.ch', message, website: '' },
    headers: { 'x-forwarded-for': nextAddress() },
  });
  expect(response.status()).toBe(201);
  const stored = storedComments().find((comment) => comment.message === message);
  expect(stored?.status).toBe('pending');
  return stored!.id;
}

/**
 * The article as a new visitor sees it: a new browser context, so that no answer of the endpoint
 * (cached a minute by the browser, as intended) from an earlier visit is reused.
 */
async function freshArticle(browser: Browser, slug: string, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`/conseils/${slug}`);
  await page.locator('#commentaires').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('comment-thread')).toHaveAttribute('data-state', 'loaded');
  return { page, close: () => context.close() };
}

test('a posted comment shows at once to its author, greyed and pending, and to nobody else @phone-only', async ({
  page,
  browser,
}) => {
  const article = articles[3]!;
  const marker = `En attente E2E ${Date.now()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
  await page.goto(`/conseils/${article.slug}`);
  await page.getByLabel('Nom', { exact: true }).fill('Dominique Auteur');
  await page.getByLabel('E-mail', { exact: true }).fill('dominique.auteur@example.ch');
  await page.getByLabel('Message', { exact: true }).fill(marker);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByTestId('comment-sent')).toContainText('en attente de modération');
  const pending = page.getByTestId('comment-pending').filter({ hasText: marker });
  await expect(pending).toContainText('en attente de modération');
  await expect(pending).toContainText('Dominique Auteur');
  // Kept in the tab: still there after a reload.
  await page.reload();
  await page.locator('#commentaires').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('comment-pending').filter({ hasText: marker })).toBeVisible();
  // Nobody else sees it before approval.
  const other = await freshArticle(browser, article.slug, { width: 390, height: 844 });
  await expect(other.page.getByTestId('comment-thread')).not.toContainText(marker);
  await other.close();
});

test('the comments load for a visitor who jumps to them: the End key, or a link to them @any-viewport', async ({
  browser,
}) => {
  const slug = articles[0]!.slug;
  for (const arrival of ['End key', 'link'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    if (arrival === 'End key') {
      await page.goto(`/conseils/${slug}`);
      await expect(page.getByTestId('comment-thread')).toHaveAttribute('data-state', 'waiting');
      await page.keyboard.press('End');
    } else {
      await page.goto(`/conseils/${slug}#commentaires`);
    }
    // No scrolling back: the thread is loaded where the jump left the visitor.
    await expect(page.getByTestId('comment-thread'), arrival).toHaveAttribute('data-state', 'loaded');
    await expect(page.getByTestId('comment-thread')).not.toContainText('Chargement des commentaires');
    await context.close();
  }
});

test.describe('comments @desktop-only', () => {
  // Each test runs the back-office command (a Node process through npm) once or twice: seconds each on a loaded
  // machine.
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  test('a comment posted on an article and approved with the command appears under it, with the company’s reply', async ({
    page,
    browser,
  }) => {
    const article = articles[1]!;
    const marker = `Commentaire E2E ${Date.now()}`;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
    await page.goto(`/conseils/${article.slug}`);
    await page.getByLabel('Nom', { exact: true }).fill('Camille Test');
    await page.getByLabel('E-mail', { exact: true }).fill('camille.test@example.ch');
    await page.getByLabel('Message', { exact: true }).fill(`${marker}\nDeuxième ligne.`);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByTestId('comment-sent')).toContainText('en attente de modération');

    const stored = storedComments().find((comment) => comment.message.startsWith(marker));
    expect(stored).toMatchObject({ articleSlug: article.slug, status: 'pending' });
    const before = await freshArticle(browser, article.slug);
    await expect(before.page.getByTestId('comment-thread')).not.toContainText(marker);
    await before.close();

    expect(backOffice('moderate', String(stored!.id), 'approved')).toContain('approved');
    expect(backOffice('reply', String(stored!.id), 'Merci Camille, nous vous rappelons.')).toContain('publiée');

    const after = await freshArticle(browser, article.slug);
    const entry = after.page.getByTestId('comment').filter({ hasText: marker });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Camille Test');
    await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(entry).toContainText(`${marker}\nDeuxième ligne.`, { useInnerText: true });
    await expect(entry).not.toContainText('camille.test@example.ch');
    const reply = after.page.locator('li', { has: entry }).getByTestId('comment-reply');
    await expect(reply).toContainText('Lumina Terrasses');
    await expect(reply).toContainText('Réponse de l’équipe');
    await expect(reply).toContainText('Merci Camille, nous vous rappelons.');
    // Oldest first: the new comment is the last one.
    await expect(after.page.getByTestId('comment').last()).toContainText(marker);
    await after.close();
  });

  test('a comment holding HTML shows it as typed, runs nothing, and long words do not widen the page', async ({
    page,
    browser,
  }) => {
    const article = articles[2]!;
    const html = `<img src=x onerror=alert(1)> <script>alert(2)</script> ${Date.now()}`;
    const long = `https://exemple.ch/${'tres-long-chemin-'.repeat(12)}`;
    const id = await postComment(page, article.slug, `${html}\n${long}`);
    backOffice('moderate', String(id), 'approved');

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 320, height: 640 },
    ]) {
      const { page: visitorPage, close } = await freshArticle(browser, article.slug, viewport);
      const dialogs: string[] = [];
      visitorPage.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const entry = visitorPage.getByTestId('comment').filter({ hasText: html });
      await expect(entry).toHaveCount(1);
      await expect(entry.locator('img, script')).toHaveCount(0);
      await expect(entry).toContainText(long);
      const sideways = await visitorPage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBeLessThanOrEqual(0);
      expect(dialogs).toEqual([]);
      await close();
    }
  });

  test('every count on /conseils is the number of published comments, replies included', async ({ browser }) => {
    const published = storedComments().filter((comment) => comment.status === 'approved');
    const approvedIds = new Set(published.map((comment) => comment.id));
    const expected = Object.fromEntries(articles.map((article) => [article.slug, 0]));
    for (const comment of published) {
      if (comment.parentId === null || approvedIds.has(comment.parentId)) expected[comment.articleSlug]! += 1;
    }
    expect(Object.values(expected).some((count) => count > 0)).toBe(true);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/conseils');
    // Once React holds the list: while it takes over, a count found by the locator can be replaced before its scroll.
    await expect(page.locator('[data-testid="blog-explorer"][data-hydrated="true"]')).toBeVisible();
    const counts = page.locator('[data-testid="comment-count"]');
    await expect(counts).toHaveCount(articles.length);
    for (const article of articles) {
      const count = page.locator(`[data-testid="comment-count"][data-slug="${article.slug}"]`);
      await count.scrollIntoViewIfNeeded();
      await expect(count).toHaveAttribute('data-count', String(expected[article.slug]));
      await expect(count).toHaveText(new RegExp(`^(· )?${expected[article.slug]}\\scommentaires?$`));
    }
    // The article's own header says the same.
    const busiest = articles.reduce((a, b) => (expected[b.slug]! > expected[a.slug]! ? b : a));
    await page.goto(`/conseils/${busiest.slug}`);
    await expect(page.getByTestId('article-meta').getByTestId('comment-count')).toHaveAttribute(
      'data-count',
      String(expected[busiest.slug]),
    );
    await context.close();
  });
});

test.describe('comments endpoints', () => {
  test('answer JSON that browsers and proxies may cache a minute, without any e-mail address @any-viewport', async ({
    request,
  }) => {
    const counts = await request.get('/api/comments/counts');
    expect(counts.status()).toBe(200);
    expect(counts.headers()['cache-control']).toMatch(/^public, max-age=60, stale-while-revalidate=\d+$/);
    expect(Object.keys(((await counts.json()) as { counts: object }).counts).sort()).toEqual(
      articles.map((article) => article.slug).sort(),
    );
    const list = await request.get(`/api/comments?article=${articles[0]!.slug}`);
    expect(list.status()).toBe(200);
    expect(list.headers()['cache-control']).toMatch(/^public, max-age=60/);
    expect(await list.text()).not.toMatch(/@/);
    expect((await request.get('/api/comments?article=inconnu')).status()).toBe(404);
    expect((await request.get('/api/comments')).status()).toBe(400);
  });
});

test.describe('newsletter pages', () => {
  const secret = process.env.NEWSLETTER_SECRET ?? '';
  /** The unsubscribe link's key, as features/newsletter/server/tokens.ts derives it. */
  const keyOf = (email: string) =>
    createHmac('sha256', secret).update(`newsletter-unsubscribe\n${email}`).digest('base64url');

  test('the unsubscribe link shows a button; opening it changes nothing, the button unsubscribes @any-viewport', async ({
    page,
    request,
  }) => {
    const email = `abonne.${test.info().project.name}.${Date.now()}@example.ch`;
    const subscribed = await request.post('/api/newsletter', {
      data: { email },
      headers: { 'x-forwarded-for': nextAddress() },
    });
    expect(subscribed.status()).toBe(200);

    const link = `/newsletter/desinscription?token=${keyOf(email)}`;
    await page.goto(link);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se désinscrire de la newsletter');
    await page.reload(); // a mail scanner opening the link twice: still subscribed
    await expect(page.getByRole('button', { name: 'Me désinscrire' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Désinscription enregistrée');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adresse déjà désinscrite');
  });

  test('a mail program’s one-click POST to the link of the List-Unsubscribe header unsubscribes (RFC 8058) @any-viewport', async ({
    request,
  }) => {
    const email = `clic.${test.info().project.name}.${Date.now()}@example.ch`;
    await request.post('/api/newsletter', { data: { email }, headers: { 'x-forwarded-for': nextAddress() } });
    const link = `/newsletter/desinscription?token=${keyOf(email)}`;
    expect(await (await request.get(link)).text()).toContain('Me désinscrire');
    const oneClick = await request.post(link, {
      form: { 'List-Unsubscribe': 'One-Click' },
      headers: { origin: 'https://mail.example.net' },
    });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toBe('Désinscription enregistrée.');
    expect(await (await request.get(link)).text()).toContain('Adresse déjà désinscrite');
  });

  test('a reply notice’s link: a broken or unknown one says so, with nothing to click, and is not indexed @any-viewport', async ({
    page,
  }) => {
    await page.goto('/commentaires/desinscription?token=x');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lien invalide');
    await page.goto(`/commentaires/desinscription?token=${'z'.repeat(32)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commentaire introuvable');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the confirmed subscription offers the next step: the latest advice, or a budget @any-viewport', async ({
    page,
  }) => {
    // Where /api/newsletter/confirmation sends the subscriber after the button's POST.
    await page.goto('/newsletter/confirmation?etat=confirmee');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription confirmée');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Lire nos derniers conseils' })).toHaveAttribute('href', '/conseils');
    await main.getByRole('link', { name: 'Estimer mon budget' }).click();
    await expect(page).toHaveURL(/\/estimation$/);
  });

  test('a broken confirmation link says so; neither page is in the sitemap @any-viewport', async ({
    page,
    request,
  }) => {
    await page.goto('/newsletter/confirmation?token=1.2.abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lien invalide');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('button', { name: 'Confirmer mon inscription' })).toHaveCount(0);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/newsletter');
  });
});
