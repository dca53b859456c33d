import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './hydration';
import { getArticles } from '../lib/content';
import { HTML_TEXT } from './equipe-helpers';
import { comeFrom, expectNoAxeViolations } from './helpers';
import { actionFields, postAction, signInAsNewStaff, staffNavLink } from './staff';

/** Newest first, as the blog lists them (lib/site-model.ts). */
const articles = getArticles();

/**
 * The back-office's community screens: moderating comments (/equipe/commentaires), the newsletter's
 * subscribers (/equipe/abonnes) and personal-data requests (/equipe/donnees-personnelles). Strangers'
 * answers on these pages and their APIs are checked with the others in e2e/equipe-sign-in.spec.ts.
 */

let visitor = 0;
/**
 * Each test is another client address (TRUST_PROXY=1): per-address limits stay apart. A range no other
 * spec uses: the /equipe specs (e2e/equipe-helpers.ts) count the sign-in attempts of their addresses exactly.
 */
const address = () => `192.0.2.${(process.pid + (visitor += 1)) % 250}`;

async function postComment(page: Page, articleSlug: string, message: string, email = 'e2e.equipe@example.ch') {
  const response = await page.request.post('/api/comments', {
    data: { articleSlug, nom: 'Claude Visiteur', email, message, website: '' },
    headers: { 'x-forwarded-for': address() },
  });
  expect(response.status()).toBe(201);
}

/** The article as a new visitor sees it (a new context: no cached answer of the comments endpoint). */
async function articleThread(browser: Browser, slug: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/conseils/${slug}`);
  await page.locator('#commentaires').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('comment-thread')).toHaveAttribute('data-state', 'loaded');
  return { page, close: () => context.close() };
}

test.beforeEach(({ page }) => comeFrom(page, address()));

// Approving changes the published counts that e2e/community.spec.ts checks on desktop: one project only.
test('a comment is approved and answered from /equipe/commentaires, then shows under its article @desktop-only', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const article = articles[0]!;
  const marker = `Modération E2E ${Date.now()}`;
  await postComment(page, article.slug, `${marker} ${HTML_TEXT}`);
  const staff = await signInAsNewStaff(page, 'moderation');

  await page.getByRole('link', { name: /Commentaires à modérer/ }).click();
  await expect(page).toHaveURL(/\/equipe\/commentaires$/);
  await expect(page.getByRole('link', { name: 'En attente' })).toHaveAttribute('aria-current', 'page');
  const item = page.getByTestId('moderated-comment').filter({ hasText: marker });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Claude Visiteur');
  await expect(item).toContainText('e2e.equipe@example.ch');
  // Posted without « Me prévenir d’une réponse »: staff read that no e-mail will follow their reply.
  await expect(item.getByTestId('reply-wish')).toHaveText(
    'N’a pas demandé à être prévenu d’une réponse\u00a0: aucun e-mail ne lui sera envoyé.',
  );
  await expect(item.getByRole('link', { name: article.title })).toHaveAttribute(
    'href',
    `/conseils/${article.slug}#commentaires`,
  );
  // The visitor's HTML is shown as typed, never interpreted.
  await expect(item.getByTestId('comment-text')).toHaveText(`${marker} ${HTML_TEXT}`);
  await expect(item.locator('img')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const id = (await item.getAttribute('id'))?.replace('commentaire-', '');

  const before = await articleThread(browser, article.slug);
  await expect(before.page.getByTestId('comment-thread')).not.toContainText(marker);
  await before.close();

  await item.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Commentaire n° ${id} approuvé` })).toBeVisible();
  await expect(page.getByTestId('moderated-comment').filter({ hasText: marker })).toHaveCount(0);

  // The moderators' e-mail links to ?id=: the comment is found in its own status and highlighted.
  await page.goto(`/equipe/commentaires?id=${id}`);
  const linked = page.locator(`#commentaire-${id}`);
  await expect(linked).toHaveAttribute('aria-current', 'true');
  await expect(linked).toContainText('Approuvé');
  await expect(page.getByRole('link', { name: 'Approuvé', exact: true })).toHaveAttribute('aria-current', 'page');
  await linked.getByText('Répondre au nom de l’entreprise').click();
  await linked.getByLabel('Réponse publiée sous le commentaire').fill('Merci Claude, nous vous écrivons.');
  await linked.getByRole('button', { name: 'Publier la réponse' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'publié avec la réponse' })).toBeVisible();

  const after = await articleThread(browser, article.slug);
  const entry = after.page.getByTestId('comment').filter({ hasText: marker });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Claude Visiteur');
  await expect(entry.locator('img')).toHaveCount(0);
  await expect(after.page.locator('li', { has: entry }).getByTestId('comment-reply')).toContainText(
    'Merci Claude, nous vous écrivons.',
  );
  await after.close();

  await page.goto('/equipe/journal');
  await expect(page.getByRole('list', { name: 'Actions' })).toContainText('Commentaire modéré');
  await expect(page.getByRole('list', { name: 'Actions' }).getByTitle(staff).first()).toHaveText(
    staff.split('@')[0] ?? '',
  );
});

test('a forged cross-origin POST does not moderate a comment, even with a session @any-viewport', async ({
  page,
  baseURL,
}) => {
  const marker = `Forgé E2E ${test.info().project.name} ${Date.now()}`;
  await postComment(page, articles[1]!.slug, marker);
  await signInAsNewStaff(page, 'moderation-csrf');
  await page.goto('/equipe/commentaires');
  const item = page.getByTestId('moderated-comment').filter({ hasText: marker });
  const id = (await item.getAttribute('id'))?.replace('commentaire-', '');

  const moderation = await actionFields(
    item.locator('form', { has: page.getByRole('button', { name: /^Approuver/ }) }),
  );
  const answer = await actionFields(
    item.locator('form', { has: page.getByLabel('Réponse publiée sous le commentaire') }),
    {
      reponse: 'forgée',
    },
  );
  for (const origin of ['https://evil.example', 'null', undefined]) {
    for (const [what, fields] of [
      ['approve', moderation],
      ['reply', answer],
    ] as const) {
      const forged = await postAction(page.request, page.url(), fields, origin);
      expect(forged.status(), `${what} from ${origin}`).toBe(403);
    }
  }
  await page.reload();
  await expect(item).toContainText('En attente');
  await expect(item).not.toContainText('forgée');

  const refuse = await actionFields(item.locator('form', { has: page.getByRole('button', { name: /^Refuser/ }) }));
  const genuine = await postAction(page.request, page.url(), refuse, baseURL);
  expect(genuine.status()).toBe(303);
  expect(genuine.headers().location).toBe(`/equipe/commentaires?statut=pending&fait=rejected&n=${id}`);
  await page.goto(`/equipe/commentaires?id=${id}`);
  await expect(page.locator(`#commentaire-${id}`)).toContainText('Refusé');
  // A refused comment gets no public answer.
  await expect(page.locator(`#commentaire-${id}`).getByText('Répondre au nom de l’entreprise')).toHaveCount(0);
});

test('the subscribers page lists confirmed addresses only and exports them as CSV @any-viewport', async ({ page }) => {
  const pending = `pas-confirme.${test.info().project.name}.${Date.now()}@example.ch`;
  const subscribed = await page.request.post('/api/newsletter', {
    data: { email: pending },
    headers: { 'x-forwarded-for': address() },
  });
  expect(subscribed.status()).toBe(200);
  await signInAsNewStaff(page, 'abonnes');
  await (await staffNavLink(page, 'Abonnés')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abonnés');
  await expect(page.getByRole('status')).toContainText(/abonné|Aucun abonné/);
  await expect(page.getByText(pending)).toHaveCount(0);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter en CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^abonnes-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFemail;confirme_le;demande_le;consentement;lien_desinscription\r\n')).toBe(true);
  expect(csv).not.toContain(pending);
  const raw = await page.request.get('/equipe/api/abonnes/export');
  expect(raw.headers()['content-disposition']).toMatch(/^attachment; filename="abonnes-/);
  expect(raw.headers()['cache-control']).toContain('no-store');
});

test('a personal-data request: the data of an address with a comment, its JSON, then its erasure @any-viewport', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const person = `personne.${test.info().project.name}.${Date.now()}@example.ch`;
  const marker = `Données E2E ${Date.now()}`;
  await postComment(page, articles[2]!.slug, marker, person);
  await signInAsNewStaff(page, 'donnees');
  await (await staffNavLink(page, 'Données personnelles')).click();
  await page.getByLabel('E-mail de la personne').fill(person.toUpperCase());
  await page.getByRole('button', { name: 'Voir les données' }).click();
  const found = page.getByTestId('personal-data');
  await expect(found.getByRole('heading', { name: `Données enregistrées pour ${person}` })).toBeVisible();
  await expect(found).toContainText(marker);
  await expect(found).toContainText('Commentaires (1)');
  await expect(found).toContainText('Pas d’inscription.');
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger en JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^donnees-personnelles-.*\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    email: string;
    comments: { message: string }[];
  };
  expect(exported.email).toBe(person);
  expect(exported.comments.map((comment) => comment.message)).toEqual([marker]);

  // The erasure asks for the address a second time.
  await page.getByLabel('Retapez l’adresse pour confirmer').fill('autre@example.ch');
  await page.getByRole('button', { name: 'Effacer toutes les données' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'rien n’a été effacé' })).toBeVisible();
  await expect(page.getByTestId('personal-data')).toContainText(marker);
  await page.getByLabel('Retapez l’adresse pour confirmer').fill(person);
  await page.getByRole('button', { name: 'Effacer toutes les données' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Données effacées.' })).toContainText(
    '0 demande(s) de devis, 0 pièce(s) jointe(s), 0 e-mail(s) de demandes, 1 commentaire(s)',
  );

  await page.getByLabel('E-mail de la personne').fill(person);
  await page.getByRole('button', { name: 'Voir les données' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aucune donnée enregistrée' })).toContainText(person);
  const after = await page.request.get(`/equipe/api/donnees-personnelles/export?email=${encodeURIComponent(person)}`);
  expect(await after.json()).toMatchObject({ email: person, leads: [], comments: [], subscription: null });

  await page.goto('/equipe/journal');
  await expect(page.getByRole('list', { name: 'Actions' })).toContainText('Données personnelles effacées');
  await expect(page.getByRole('list', { name: 'Actions' })).not.toContainText(person);
});
