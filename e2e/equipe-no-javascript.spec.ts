import { expect, request as requests, test } from './hydration';
import { getArticles } from '../lib/content';
import { address, HTML_TEXT } from './equipe-helpers';
import { comeFrom } from './helpers';
import { postQuote } from './lead-helpers';
import { signIn, staffAdd, uniqueEmail } from './staff';

/**
 * The back-office (/equipe) without JavaScript, on the production server Playwright starts: its forms work as
 * plain forms, from the sign-in to the sign-out.
 */

test.describe('/equipe without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ page }) => comeFrom(page, address()));

  test('signs in, changes a status, adds a note, moderates a comment and signs out, all as plain forms @any-viewport', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('sans-js');
    staffAdd(email);
    const marker = `sansjs${Date.now()}`;
    // The visitor's quote and comment, posted as their browser sends them (the form itself is tested with
    // JavaScript in e2e/equipe.spec.ts; a second browser window here once stopped painting under load and hung the
    // click).
    const visitor = await requests.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address() } });
    await postQuote(visitor, baseURL ?? '', `Carport ${marker}`, `Bonjour ${marker} ${HTML_TEXT} fin.`);
    const comment = await visitor.post('/api/comments', {
      data: {
        articleSlug: getArticles()[1]!.slug,
        nom: 'Camille Sans-Script',
        email: 'camille@example.ch',
        message: marker,
        website: '',
      },
    });
    expect(comment.status()).toBe(201);
    await visitor.dispose();

    await signIn(page, email, 'pas le bon mot de passe');
    await expect(page.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect.');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/equipe$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');

    await page.goto(`/equipe/demandes?q=${marker}`);
    await page.getByRole('list', { name: 'Demandes' }).getByRole('link').click();
    await page.getByLabel('Nouveau statut').selectOption({ label: 'Devis envoyé' });
    await page.getByLabel('Note').fill('Devis envoyé par la poste, sans JavaScript.');
    await page.getByRole('button', { name: 'Enregistrer le suivi' }).click();
    await expect(page).toHaveURL(/\?fait=suivi#suivi$/);
    await expect(page.getByRole('status').filter({ hasText: 'Suivi enregistré.' })).toBeVisible();
    await expect(page.getByTestId('follow-up-status')).toHaveText('Devis envoyé');
    await expect(
      page
        .getByRole('list', { name: 'Chronologie de la demande' })
        .getByRole('listitem')
        .filter({ hasText: 'Note ajoutée' }),
    ).toContainText('Devis envoyé par la poste, sans JavaScript.');

    await page.goto('/equipe/commentaires');
    const item = page.getByTestId('moderated-comment').filter({ hasText: marker });
    const id = (await item.getAttribute('id'))?.replace('commentaire-', '');
    await item.getByRole('button', { name: 'Refuser' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Commentaire n° ${id} refusé.` })).toBeVisible();
    await page.goto(`/equipe/commentaires?id=${id}`);
    await expect(page.locator(`#commentaire-${id}`)).toContainText('Refusé');

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/equipe\/connexion\?fin=1$/);
    await page.goto('/equipe/demandes');
    await expect(page).toHaveURL(/\/equipe\/connexion$/);
  });
});
