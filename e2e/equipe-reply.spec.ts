import { expect, test, type Page } from './hydration';
import { asNewVisitor, decoded, fillRequired, replyMails, send } from './lead-helpers';
import { actionFields, expectRefusedWithoutSession, PASSWORD, signIn, staffAdd, uniqueEmail } from './staff';

/**
 * « Répondre au visiteur » end to end: a staff member answers a lead sent through the
 * public form, from its page; the reply reaches the visitor's address in an SMTP server this spec runs
 * (`npm run back-office -- retry-outbox`, as e2e/quote.spec.ts does for the company e-mail) and the lead's
 * e-mails then show it « envoyé ». Accounts as staff make them (e2e/staff.ts).
 */

const VISITOR = 'lea.projet@example.ch';

/**
 * A lead sent through the public form, then its page, the staff member signed in; `mistypeFirst`: after one
 * wrong password, which keeps the address typed, so only the password is typed again.
 */
async function onNewLead(page: Page, marker: string, contact = '/contact', mistypeFirst = false) {
  await asNewVisitor(page);
  await page.goto(contact);
  await fillRequired(page, marker);
  await send(page);
  const email = uniqueEmail('reponse');
  staffAdd(email, 'Marie Dupont');
  if (mistypeFirst) {
    await signIn(page, email, 'pas le bon mot de passe');
    await expect(page.locator('#connexion-erreur')).toHaveText('E-mail ou mot de passe incorrect.');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  } else {
    await signIn(page, email);
  }
  await expect(page).toHaveURL(/\/equipe$/);
  await page.goto(`/equipe/demandes?q=${marker}`);
  await page.getByRole('list', { name: 'Demandes' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/equipe\/demandes\/\d+$/);
  return Number(/\/equipe\/demandes\/(\d+)/.exec(page.url())?.[1]);
}

const replyForm = (page: Page) => page.locator('form', { has: page.getByLabel('Message au visiteur') });
/** A template is a button of the reply form, sent by GET with what the form holds. */
const templateButton = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: /Partir d’un modèle/ }).getByRole('button', { name });
const emails = (page: Page) => page.locator('#emails');

test.describe('back-office: replying to a visitor', () => {
  test('a reply from a template reaches the visitor and shows « envoyé » on the lead page @any-viewport', async ({
    page,
  }) => {
    // A lead sent, a sign-in (memory-hard hashing), three posts and the SMTP delivery: over 30 s on a loaded machine.
    test.setTimeout(60_000);
    const marker = `reponse${Date.now()}`;
    const id = await onNewLead(page, marker);
    await expect(page.getByTestId('follow-up-status')).toHaveText('Nouveau');

    // The server fills the form with the chosen template, the lead's values in place.
    await templateButton(page, /photos/).click();
    await expect(page).toHaveURL(/modele=photos/);
    const text = page.getByLabel('Message au visiteur');
    await expect(text).toHaveValue(new RegExp(`^Bonjour Léa,\\n\\nMerci pour votre demande de devis n°\u00a0${id}`));

    // A text of blanks is refused in French, and nothing is queued.
    await text.fill('   ');
    await replyForm(page).getByRole('button', { name: 'Envoyer la réponse' }).click();
    await expect(page.getByText('Le texte est vide\u00a0: rien n’a été envoyé ni enregistré.')).toBeVisible();
    await expect(emails(page).getByText(/Réponse au visiteur/)).toHaveCount(0);

    await page.getByLabel('Objet').fill(`Vos photos ${marker}`);
    await page
      .getByLabel('Message au visiteur')
      .fill(`Bonjour Léa,\nDeux photos de la terrasse, s’il vous plaît.\n${marker}`);
    await replyForm(page).getByRole('button', { name: 'Envoyer la réponse' }).click();
    await expect(page).toHaveURL(/fait=reponse/);
    await expect(page.getByText(/Réponse en file/)).toBeVisible();
    const line = emails(page).getByRole('listitem').filter({ hasText: 'Réponse au visiteur' });
    await expect(line).toContainText(`Vos photos ${marker}`);
    await expect(line).toContainText('par Marie Dupont');
    // A reply is the first contact.
    await expect(page.getByTestId('follow-up-status')).toHaveText('Contacté');
    await expect(page.locator('#chronologie')).toContainText('Réponse envoyée au visiteur');

    const [mail = ''] = await replyMails(id);
    expect(mail).toMatch(new RegExp(`^To: ${VISITOR.replace('.', '\\.')}`, 'm'));
    // Headers unfolded (a long From goes on two lines): the staff member's name over the site's address.
    const headers = mail.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^From: =\?UTF-8\?Q\?Marie_Dupont_=E2=80=93_Lumina_Terrasses\?= <[^@\s]+@[^>\s]+>\r?$/m);
    expect(mail).toMatch(/^Content-Type: text\/plain/m);
    expect(mail).toContain(marker);

    // Once the SMTP server has it, the state says so in words, with the time.
    await page.reload();
    await expect(line.getByTestId('delivery-state')).toHaveText(/^Envoyé (à \d{1,2}\u00a0h|le )/);
  });

  // The office manager's morning at 390 and 1440 px: a mistyped password, an edited template reply, « Envoyé ».
  test('after one wrong password, an edited reply survives a template switch, which asks first; the e-mail greets « Bonjour Léa, », names the product as a sentence and reads « Envoyé »', async ({
    page,
  }) => {
    // A lead sent, two sign-ins, three template loads, a send and its delivery: 26 s on a phone in CI, over 30 s on the laptop there.
    test.setTimeout(75_000);
    const marker = `modeleedite${Date.now()}`;
    const id = await onNewLead(page, marker, '/contact?produit=pergolas-bioclimatique', true);
    await templateButton(page, /photos/).click();
    const text = page.getByLabel('Message au visiteur');
    await expect(text).toHaveValue(
      new RegExp(
        `^Bonjour Léa,\\n\\nMerci pour votre demande de devis n°\u00a0${id} concernant votre pergola bioclimatique\\.`,
      ),
    );
    // The request gave no sizes and no photo: both are asked.
    await expect(text).toHaveValue(/quelques photos de l’emplacement prévu .* ainsi que ses dimensions approximatives/);

    const edited = `${await text.inputValue()}\nP.-S. Merci pour l’appel de ce matin (${marker}).`;
    await text.fill(edited);
    await templateButton(page, /visite/).click();
    await expect(page).toHaveURL(/modele=visite/);
    // The edit is kept as typed, and replacing it is asked.
    await expect(text).toHaveValue(edited);
    const ask = page.getByRole('status').filter({ hasText: 'Votre texte modifié est gardé tel quel.' });
    await expect(ask).toBeVisible();
    await ask.getByRole('link', { name: /^Le remplacer par le modèle «\s?Proposer/ }).click();
    await expect(text).toHaveValue(/^Bonjour Léa,/);
    await expect(text).not.toHaveValue(new RegExp(marker));
    await expect(ask).toHaveCount(0);

    // A text as the template left it gives way to another without a question.
    await templateButton(page, /photos/).click();
    await expect(text).toHaveValue(/quelques photos de l’emplacement prévu/);
    await expect(ask).toHaveCount(0);

    await text.fill(edited);
    await replyForm(page).getByRole('button', { name: 'Envoyer la réponse' }).click();
    await expect(page).toHaveURL(/fait=reponse/);
    const [mail = ''] = await replyMails(id);
    const body = decoded(mail).replace(/\r\n/g, '\n');
    expect(body).toContain(
      `Bonjour Léa,\n\nMerci pour votre demande de devis n°\u00a0${id} concernant votre pergola bioclimatique.`,
    );
    expect(body).toContain(marker);
    await page.reload();
    await expect(
      emails(page).getByRole('listitem').filter({ hasText: 'Réponse au visiteur' }).getByTestId('delivery-state'),
    ).toHaveText(/^Envoyé (à \d{1,2}\u00a0h|le )/);
  });

  test('the reply action posted without a session goes to the sign-in page and sends nothing @any-viewport', async ({
    page,
    baseURL,
  }) => {
    await onNewLead(page, `reponsesanssession${Date.now()}`);
    await page.reload(); // the server's rendering: the form with its action fields
    const fields = await actionFields(replyForm(page), { objet: 'Intrus', texte: 'sans session' });
    await expectRefusedWithoutSession(page.url(), fields, baseURL);
    await page.reload();
    await expect(emails(page).getByText(/Réponse au visiteur/)).toHaveCount(0);
    await expect(page.getByTestId('follow-up-status')).toHaveText('Nouveau');
  });

  test('templates are edited at /equipe/modeles, listed in the staff menu @any-viewport', async ({ page }) => {
    await onNewLead(page, `modeles${Date.now()}`);
    await expect(page.locator('a[href="/equipe/modeles"]').first()).toBeAttached(); // the staff menu
    await page.goto('/equipe/modeles');
    const card = page.locator('#modele-visite');
    const edited = `Bonjour {prenom},\nUne visite jeudi ? ${Date.now()}`;
    await card.getByLabel('Texte').fill(edited);
    await card.getByRole('button', { name: 'Enregistrer le modèle' }).click();
    await expect(page.locator('#modele-visite').getByText('Modèle enregistré.')).toBeVisible();
    await expect(page.locator('#modele-visite').getByLabel('Texte')).toHaveValue(edited);
  });
});
