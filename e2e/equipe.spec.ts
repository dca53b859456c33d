import { readFileSync } from 'node:fs';
import { expect, test } from './hydration';
import { address, HTML_TEXT, onNewLead, sendLead } from './equipe-helpers';
import { comeFrom, expectNoAxeViolations, expectNoSidewaysScroll } from './helpers';
import { DOMINIQUE, fillRequester, planPdf } from './lead-helpers';
import {
  actionFields,
  expectRefusedWithoutSession,
  postAction,
  signIn,
  signInAsNewStaff,
  staffAdd,
  staffNavLink,
  uniqueEmail,
} from './staff';

/**
 * The staff back-office (/equipe), end to end against the production server Playwright starts
 * (playwright.config.ts; it shares DATA_DIR or DATABASE_URL with this process). Accounts are made
 * as staff make them (e2e/staff.ts); leads are sent through the public form. Strangers at the door:
 * e2e/equipe-sign-in.spec.ts; the forms without JavaScript: e2e/equipe-no-javascript.spec.ts; comments,
 * subscribers and personal data: e2e/equipe-community.spec.ts.
 */

test.describe('/equipe with a staff account', () => {
  test.beforeEach(({ page }) => comeFrom(page, address()));

  test('filters the requests by product and by country, as query-string filters @any-viewport', async ({ page }) => {
    test.setTimeout(90_000);
    const marker = `pays${Date.now()}`;
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    await fillRequester(form, DOMINIQUE, `Carport ${marker}`, `Bonjour ${marker}`);
    await form.getByLabel(/^Produit/).selectOption('carports-solaire');
    await form.getByLabel(/^Largeur/).fill('6');
    await form.getByLabel(/^Profondeur/).fill('5');
    await form.getByLabel(/^Code postal/).fill('74100');
    await form.getByLabel(/^Localité/).fill('Annemasse');
    await form.getByRole('button', { name: /Envoyer ma demande/ }).click();
    await expect(page.getByTestId('contact-toast').filter({ hasText: 'Message envoyé!' })).toBeVisible();

    await signInAsNewStaff(page, 'pays');
    await page.goto('/equipe/demandes');
    await page.getByLabel('Recherche').fill(marker);
    // The filters other than the search fold under a summary of those in use.
    await expect(page.getByTestId('lead-filters')).toHaveText('Filtres\u00a0: aucun');
    await page.getByTestId('lead-filters').click();
    await page.getByLabel('Produit').selectOption('carports-solaire');
    await page.getByLabel('Pays').selectOption('FR');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/produit=carports-solaire/);
    await expect(page).toHaveURL(/pays=FR/);
    await expect(page.getByTestId('lead-filters')).toHaveText(/^Filtres\u00a0: Carport.* · France \(2\)$/);
    await expect(page.getByLabel('Pays')).toBeHidden();
    const items = page.getByRole('list', { name: 'Demandes' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.getByTestId('lead-project')).toHaveText(/6 × 5\sm \(30\sm²\) · 74100 Annemasse, France/);
    await expectNoAxeViolations(page);

    await page.goto(`/equipe/demandes?q=${marker}&pays=CH`);
    await expect(page.getByText('Aucune demande ne correspond.')).toBeVisible();
    await page.goto(`/equipe/demandes?q=${marker}&produit=carports-v&pays=FR`);
    await expect(page.getByText('Aucune demande ne correspond.')).toBeVisible();

    await page.goto(`/equipe/demandes?q=${marker}&pays=FR`);
    await items.getByRole('link').click();
    const detail = page.locator('#demande');
    await expect(detail).toContainText(/Dimensions\s*6 × 5\sm \(30\sm²\)/);
    await expect(detail).toContainText(/Lieu\s*74100 Annemasse, France/);
  });

  test('signs in, finds the request sent seconds before, downloads its attachment, follows it up, signs out @any-viewport', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const marker = `suivi${Date.now()}`;
    await sendLead(page, marker);

    const email = await signInAsNewStaff(page, 'vendeur');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
    const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('lumina-equipe.session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/equipe' });
    await expect(page.getByText('Nouvelles demandes aujourd’hui')).toBeVisible();
    // After the sign-in action's redirect, the new page's title follows its content by a moment.
    await expect(page).toHaveTitle('Tableau de bord | Espace équipe');
    await expectNoAxeViolations(page);

    await (await staffNavLink(page, 'Demandes')).click();
    await page.getByLabel('Recherche').fill(marker);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${marker}`));
    const item = page.getByRole('list', { name: 'Demandes' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Dominique Testeur');
    await expect(item).toContainText(`Carport ${marker}`);
    await expect(item).toContainText('Pièce jointe');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await item.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dominique Testeur');
    // The visitor's HTML is shown as typed, never interpreted.
    const message = page.getByTestId('lead-message');
    await expect(message).toContainText(`${marker} ${HTML_TEXT} fin.`);
    await expect(message.locator('img')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'plan.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('plan.pdf');
    expect(readFileSync(await download.path())).toEqual(planPdf);
    const raw = await page.request.get(new URL(download.url()).pathname);
    expect(raw.headers()['content-disposition']).toMatch(/^attachment; filename="plan\.pdf"/);
    expect(raw.headers()['x-content-type-options']).toBe('nosniff');

    await page.getByLabel('Nouveau statut').selectOption({ label: 'Contacté' });
    await page.getByLabel('Note').fill('Appelé, rappeler jeudi pour le devis.');
    await page.getByRole('button', { name: 'Enregistrer le suivi' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Suivi enregistré.' })).toBeVisible();
    await expect(page.getByTestId('follow-up-status')).toHaveText('Contacté');
    // One note, one place: the timeline, signed with the colleague's name, the address on hover.
    const timeline = page.getByRole('list', { name: 'Chronologie de la demande' });
    const note = timeline.getByRole('listitem').filter({ hasText: 'Note ajoutée' });
    await expect(note).toHaveCount(1);
    await expect(note).toContainText('Appelé, rappeler jeudi pour le devis.');
    await expect(note.getByTitle(email)).toHaveText(email.split('@')[0] ?? '');
    await expect(timeline).toContainText('Statut\u00a0: nouveau → contacté');
    await expect(page.locator('#suivi')).not.toContainText('Appelé, rappeler jeudi');
    await expect(page.locator('#suivi')).toContainText('Les notes (1) sont dans la chronologie');

    await (await staffNavLink(page, 'Journal')).click();
    await expect(page.getByRole('list', { name: 'Actions' })).toContainText('Statut\u00a0: nouveau → contacté');
    await expect(page.getByRole('list', { name: 'Actions' }).getByTitle(email).first()).toBeVisible();

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/equipe\/connexion\?fin=1$/);
    await page.goto('/equipe/demandes');
    await expect(page).toHaveURL(/\/equipe\/connexion$/);
  });

  test('takes a lead: due time shown, given to oneself, and « Contacté » stops the clock @any-viewport', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const id = await onNewLead(page, 'proprio');
    const clock = page.getByTestId('contact-clock');
    await expect(clock).toHaveText(/^À contacter avant le /);
    // One tap to call or write from a phone.
    await expect(page.getByRole('link', { name: '079 765 43 21' })).toHaveAttribute('href', 'tel:+41797654321');
    await expect(page.getByRole('link', { name: 'dominique.testeur@example.ch' })).toHaveAttribute(
      'href',
      'mailto:dominique.testeur@example.ch',
    );
    await expect(page.getByTestId('lead-owner')).toHaveText('personne');
    await page.getByLabel('Attribuer à').selectOption({ label: 'Moi' });
    await page.getByRole('button', { name: 'Attribuer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Responsable enregistré.' })).toBeVisible();
    const owner = (await page.getByTestId('lead-owner').textContent()) ?? '';
    const ownerEmail = /\(([^)]+)\)/.exec(owner)?.[1] ?? '';
    expect(ownerEmail).toMatch(/^proprio-.+@lumina\.test$/);

    await page.getByLabel('Nouveau statut').selectOption({ label: 'Contacté' });
    await page.getByRole('button', { name: 'Enregistrer le suivi' }).click();
    await expect(clock).toHaveText(/^Contacté le .+, \d+\u00a0min après la demande\.$/);
    // The timeline tells it all, newest first, signed, in sentences with no stored key.
    const timeline = page.getByRole('list', { name: 'Chronologie de la demande' }).getByRole('listitem');
    await expect(timeline.first()).toContainText('Statut\u00a0: nouveau → contacté');
    // Signed with the colleague's name (the command's default: the address's local part), the address on hover.
    await expect(timeline.first().getByTitle(ownerEmail)).toHaveText(ownerEmail.split('@')[0] ?? '');
    await expect(timeline.filter({ hasText: 'Responsable\u00a0: personne → ' })).toHaveCount(1);
    await expect(timeline.last()).toContainText('Demande reçue par le site');
    await expect(timeline.last()).toContainText('Dominique Testeur');
    await expect(page.locator('#chronologie')).not.toContainText('lead.');
    // The resend button says whose copy it sends again.
    await page.getByRole('button', { name: 'Renvoyer l’e-mail à l’entreprise' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'l’e-mail à l’entreprise repart' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // The list: « mes demandes » by the owner filter, with the owner's name.
    await page.goto(`/equipe/demandes?responsable=${encodeURIComponent(ownerEmail)}`);
    const items = page.getByRole('list', { name: 'Demandes' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first().getByRole('link')).toHaveAttribute('href', `/equipe/demandes/${id}`);
    await expect(items.first().getByTestId('lead-owner')).toBeVisible();
    // The dashboard leads with what waits and what is late, and the delays to first contact.
    await page.goto('/equipe');
    await expect(page.getByRole('list', { name: 'À faire' }).getByRole('link')).toHaveText([/À traiter/, /En retard/]);
    await expect(page.getByTestId('first-contact-delays')).toContainText('médiane');
  });

  test('refuses a forged cross-origin POST even with a valid session cookie @any-viewport', async ({
    page,
    baseURL,
  }) => {
    const id = await onNewLead(page, 'csrf');
    const form = page.locator('form', { has: page.getByLabel('Note') });
    const forgedFields = await actionFields(form, { statut: 'perdu', note: 'forgé' });
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const forged = await postAction(page.request, page.url(), forgedFields, origin);
      expect(forged.status(), `Origin ${origin}`).toBe(403);
      expect(await forged.json()).toEqual({
        success: false,
        message: 'Action refusée\u00a0: elle doit venir de l’espace équipe de ce site.',
      });
    }
    const revoke = await page.request.post('/equipe/api/auth/revoke-sessions', {
      headers: { Origin: 'https://evil.example' },
      data: {},
    });
    expect(revoke.status()).toBe(403);
    await page.reload();
    await expect(page.getByTestId('follow-up-status')).toHaveText('Nouveau');
    await expect(page.getByRole('list', { name: 'Chronologie de la demande' })).not.toContainText('Note ajoutée');

    // The same fields from this site: the status changes (the action and its bound id were right).
    const genuine = await postAction(page.request, page.url(), await actionFields(form, { statut: 'gagne' }), baseURL);
    expect(genuine.status()).toBe(303);
    expect(genuine.headers().location).toBe(`/equipe/demandes/${id}?fait=suivi#suivi`);
    await page.reload();
    await expect(page.getByTestId('follow-up-status')).toHaveText('Gagné');
  });

  test('an action posted without a session goes to the sign-in page and changes nothing @any-viewport', async ({
    page,
    baseURL,
  }) => {
    await onNewLead(page, 'sanssession');
    const fields = await actionFields(page.locator('form', { has: page.getByLabel('Note') }), {
      statut: 'perdu',
      note: 'sans session',
    });

    await expectRefusedWithoutSession(page.url(), fields, baseURL);
    await page.reload();
    await expect(page.getByTestId('follow-up-status')).toHaveText('Nouveau');
    await expect(page.getByRole('list', { name: 'Chronologie de la demande' })).not.toContainText('sans session');
  });

  test('on a phone the menu folds: each page’s title is on the first screen, the menu opens under « Menu »', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsNewStaff(page, 'menu');
    for (const address of ['/equipe', '/equipe/demandes', '/equipe/journal', '/equipe/securite']) {
      await page.goto(address);
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(title, address).not.toBeNull();
      expect(title!.y + title!.height, address).toBeLessThanOrEqual(844);
      // Folded: no section link in view before the menu is opened.
      await expect(page.getByRole('navigation', { name: 'Espace équipe' })).toBeHidden();
    }
    const journal = await staffNavLink(page, 'Journal');
    await expect(journal).toBeVisible();
    await journal.click();
    await expect(page).toHaveURL(/\/equipe\/journal$/);
    await page.locator('summary', { hasText: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Espace équipe' }).getByRole('link', { name: 'Journal' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  });

  test('invites a colleague from « Équipe et sécurité »; « Mot de passe oublié ? » answers the same for any address @any-viewport', async ({
    page,
  }) => {
    const email = await signInAsNewStaff(page, 'invite');
    await (await staffNavLink(page, 'Équipe et sécurité')).click();
    const colleague = uniqueEmail('collegue');
    await page.getByLabel('Nom').fill('Dominique Martin');
    await page.getByLabel('E-mail').fill(colleague);
    await page.getByRole('button', { name: 'Envoyer l’invitation', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitation envoyée' })).toBeVisible();
    await expect(page.getByTestId('team-member').filter({ hasText: colleague })).toContainText('Invitation en attente');
    await expectNoAxeViolations(page);
    await page.goto('/equipe/journal');
    await expect(page.getByRole('list', { name: 'Actions' })).toContainText('Collègue invité');

    const answers: string[] = [];
    for (const address of [email, uniqueEmail('inconnu')]) {
      await page.context().clearCookies();
      await page.goto('/equipe/connexion');
      await page.getByRole('link', { name: 'Mot de passe oublié\u00a0?' }).click();
      await page.getByLabel('E-mail').fill(address);
      await page.getByRole('button', { name: 'Recevoir un lien' }).click();
      await expect(page).toHaveURL(/\/equipe\/mot-de-passe-oublie\?envoye=1$/);
      answers.push((await page.getByRole('status').textContent()) ?? '');
    }
    expect(answers[0]).toContain('Si cette adresse est celle d’un compte');
    expect(answers[1]).toBe(answers[0]);
  });

  test('signs out everywhere from the security page @any-viewport', async ({ page, browser }) => {
    // Three sign-ins (memory-hard hashing) and an axe pass: over 30 s on a loaded machine.
    test.setTimeout(60_000);
    const email = uniqueEmail('partout');
    staffAdd(email);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await comeFrom(otherPage, address());
    await signIn(otherPage, email);
    await expect(otherPage).toHaveURL(/\/equipe$/);

    await signIn(page, email);
    await expect(page).toHaveURL(/\/equipe$/);
    await page.goto('/equipe/securite');
    await expect(page.getByText('La double authentification est inactive')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Se déconnecter partout' }).click();
    await expect(page).toHaveURL(/\/equipe\/connexion\?fin=partout$/);
    await otherPage.goto('/equipe/demandes');
    await expect(otherPage).toHaveURL(/\/equipe\/connexion$/);
    await other.close();
    // In the journal, under the account's name.
    await signIn(page, email);
    await expect(page).toHaveURL(/\/equipe$/);
    await page.goto('/equipe/journal');
    await expect(
      page
        .getByRole('list', { name: 'Actions' })
        .getByRole('listitem')
        .filter({ has: page.getByTitle(email) })
        .filter({ hasText: 'Déconnexion de toutes ses sessions' }),
    ).toHaveCount(1);
  });
});
