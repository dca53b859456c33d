import { expect, test, type Page } from './hydration';
import { expectNoSidewaysScroll, expectReachable } from './helpers';
import { decoded, mailsTo } from './lead-helpers';
import { PASSWORD, signIn, staffAdd, uniqueEmail } from './staff';

/**
 * The team screen, as an office manager uses it on a phone and a laptop: a colleague invited,
 * the invitation resent (a new link, the first one dead) and withdrawn; a colleague's account removed while they
 * are signed in elsewhere, which ends their session; every change in the journal under the manager's name.
 */

const linkOf = (mail: string | undefined) => /\/equipe\/mot-de-passe\?token=(\w+)/.exec(decoded(mail ?? ''))?.[1];
const member = (page: Page, email: string) => page.getByTestId('team-member').filter({ hasText: email });
const answer = (page: Page) => page.locator('#equipe').getByRole('status');

test('invite, resend, withdraw; remove a signed-in colleague, whose session ends; each change in the journal @any-viewport', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.project.name}${Date.now()}`;
  const address = `10.32.${info.project.name === 'phone' ? 1 : 2}.${Date.now() % 250}`;
  const manager = uniqueEmail('chef');
  staffAdd(manager, `Chef ${tag}`);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await signIn(page, manager);
  await expect(page).toHaveURL(/\/equipe$/);
  await page.goto('/equipe/securite');
  await expect(member(page, manager)).toContainText('(vous)');
  await expect(member(page, manager).getByText('Retirer le compte…')).toHaveCount(0);

  // An invitation, resent: the second e-mail's link is a new one.
  const invited = uniqueEmail('invite');
  await page.getByLabel('Nom').fill(`Dominique ${tag}`);
  await page.getByLabel('E-mail').fill(invited);
  await page.getByRole('button', { name: 'Envoyer l’invitation', exact: true }).click();
  await expect(answer(page)).toContainText('Invitation envoyée');
  await expect(member(page, invited)).toContainText('Invitation en attente');
  const first = linkOf((await mailsTo(invited, 1))[0]);
  await expectReachable(member(page, invited).getByRole('button', { name: 'Renvoyer l’invitation' }));
  await member(page, invited).getByRole('button', { name: 'Renvoyer l’invitation' }).click();
  await expect(answer(page)).toContainText('Invitation renvoyée');
  const second = linkOf((await mailsTo(invited, 2))[1]);
  expect(first).toBeTruthy();
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);

  // Withdrawn: the row goes, and the link it had sent no longer opens an account.
  await member(page, invited).getByText('Retirer l’invitation…').click();
  const withdraw = member(page, invited).getByRole('button', { name: `Retirer l’invitation de Dominique ${tag}` });
  await expectReachable(withdraw);
  await withdraw.click();
  await expect(answer(page)).toContainText('Invitation retirée');
  await expect(member(page, invited)).toHaveCount(0);
  await page.goto(`/equipe/mot-de-passe?token=${second}`);
  await page.getByLabel('Nouveau mot de passe').fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce lien n’est plus valable' })).toBeVisible();

  // A colleague signed in on another device, removed: that device is out at its next page.
  const colleague = uniqueEmail('collegue');
  staffAdd(colleague, `Paul ${tag}`);
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `${address}1` } });
  const theirs = await elsewhere.newPage();
  await signIn(theirs, colleague);
  await expect(theirs).toHaveURL(/\/equipe$/);
  await page.goto('/equipe/securite');
  await expect(member(page, colleague)).toContainText('1\u00a0session ouverte');
  await member(page, colleague).getByText('Retirer le compte…').click();
  const remove = member(page, colleague).getByRole('button', { name: `Retirer le compte de Paul ${tag}` });
  await expectReachable(remove);
  await remove.click();
  await expect(answer(page)).toContainText('Compte retiré');
  await expect(member(page, colleague)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await theirs.goto('/equipe/demandes');
  await expect(theirs).toHaveURL(/\/equipe\/connexion$/);
  await signIn(theirs, colleague);
  await expect(theirs).toHaveURL(/\/equipe\/connexion/);
  await expect(theirs.getByRole('alert')).toBeVisible();
  await elsewhere.close();

  // The journal: each change, signed with the manager's name, the address on hover.
  await page.goto('/equipe/journal');
  const mine = page
    .getByRole('list', { name: 'Actions' })
    .getByRole('listitem')
    .filter({ has: page.getByTitle(manager) });
  for (const sentence of [
    'Compte retiré (ses sessions sont fermées)',
    'Invitation retirée',
    'Invitation renvoyée (le lien précédent ne fonctionne plus)',
    'Collègue invité',
  ]) {
    await expect(mine.filter({ hasText: sentence })).toHaveCount(1);
  }
  await expect(mine.first().getByTitle(manager)).toHaveText(`Chef ${tag}`);
});
