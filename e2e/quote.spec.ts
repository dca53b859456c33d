import { expect, test } from './hydration';
import { allSlotRadios, cancelByLink, chooseSlot } from './booking-helpers';
import { expectNoAxeViolations } from './helpers';
import {
  asNewVisitor,
  bookingMails,
  companyMail,
  csvCellsOf,
  decoded,
  fillRequired,
  form,
  leadId,
  send,
} from './lead-helpers';
import { backOffice } from './back-office-command';
import { fillField } from './typing';

/**
 * The quote form's project details, end to end: filled as fast as browser autofill, sent,
 * then found where staff look: `npm run back-office -- show <id>` (same storage as the server, as in
 * e2e/contact.spec.ts) and the company e-mail, delivered by `npm run back-office -- retry-outbox` to an
 * SMTP server this spec runs.
 */

test.describe('quote form: project details', () => {
  test.beforeEach(async ({ page }) => {
    await asNewVisitor(page);
  });

  test('filled as fast as autofill, sent, stored and e-mailed to the company in a block at the top @any-viewport', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const marker = `projet${test.info().project.name}${Date.now()}`;
    await page.goto('/contact');
    await fillRequired(page, marker);
    const f = form(page);
    await f.getByLabel(/^Produit/).selectOption('carports-v');
    await f.getByLabel(/^Largeur/).fill('5,5');
    await f.getByLabel(/^Profondeur/).fill('2.5');
    await expect(page.getByTestId('project-area')).toHaveText(/Surface\s:\s13,75\sm²/);
    await f.getByRole('radio', { name: 'Autoportante' }).check();
    await f.getByLabel(/^Code postal/).fill('63000');
    await expect(f.getByText(/Pays\s:\sFrance/)).toBeVisible();
    await f.getByLabel(/^Localité/).fill('Clermont-Ferrand');
    await f.getByLabel(/^Délai souhaité/).selectOption('6-mois');
    await f.getByRole('radio', { name: 'Par e-mail' }).check();
    await f.getByLabel(/^Moment de la journée/).selectOption('soir');
    // Every new field is reachable where it is drawn: nothing covers it (hit test).
    const postcode = f.getByLabel(/^Code postal/);
    await postcode.scrollIntoViewIfNeeded();
    expect(
      await postcode.evaluate((input) => {
        const box = input.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === input;
      }),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await send(page);

    const id = leadId(marker);
    const shown = backOffice('show', String(id));
    expect(shown).toMatch(/Produit\s+Carports V \(carports-v\)/);
    expect(shown).toMatch(/Dimensions\s+5,5 × 2,5\sm \(13,75\sm²\)/);
    expect(shown).toMatch(/Pose\s+Autoportante/);
    expect(shown).toMatch(/Lieu\s+63000 Clermont-Ferrand, France/);
    expect(shown).toMatch(/Délai souhaité\s+Dans 6 mois/);
    expect(shown).toMatch(/Contact préféré\s+Par e-mail, en fin de journée/);

    // The company e-mail, delivered to a local SMTP server.
    const text = await companyMail(id);
    const block = text.slice(text.indexOf('PROJET'), text.indexOf('Nom : '));
    expect(text.indexOf('PROJET')).toBeGreaterThan(0);
    expect(block).toContain('Produit : Carports V (carports-v)');
    expect(block).toMatch(/Dimensions : 5,5 × 2,5\sm \(13,75\sm²\)/);
    expect(block).toContain('Lieu : 63000 Clermont-Ferrand, France');
  });

  test('a 4 × 3 m bioclimatic pergola estimated, carried to the quote form, found in back-office show, the CSV and the e-mail @any-viewport', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const marker = `estimee${test.info().project.name}${Date.now()}`;
    await page.goto('/estimation');
    const estimator = page.getByTestId('estimator');
    await expect(estimator).toHaveAttribute('data-ready', 'true');
    await estimator.getByRole('radio', { name: 'Bioclimatique' }).check();
    await estimator.getByLabel(/Largeur/).fill('4');
    await estimator.getByLabel(/Profondeur/).fill('3');
    const total = (await page.getByTestId('estimate-total').innerText()).replace(/\s/g, ' ');
    expect(total).toBe('10 550 à 23 450 CHF');
    await estimator.getByRole('link', { name: 'Recevoir un devis précis' }).click();

    await expect(page).toHaveURL(/\/contact\?/);
    await expect(form(page).getByLabel(/^Produit/)).toHaveValue('pergolas-bioclimatique');
    await fillRequired(page, marker);
    await form(page)
      .getByLabel(/^Code postal/)
      .fill('1225');
    await form(page)
      .getByLabel(/^Localité/)
      .fill('Chêne-Bourg');
    await send(page);

    const id = leadId(marker);
    const estimate = /Estimation indicative affichée\s+:?\s*10\s550 – 23\s450\sCHF \(pergola bioclimatique, 4 × 3\sm\)/;
    const shown = backOffice('show', String(id));
    expect(shown).toMatch(/Produit\s+Pergola Bioclimatique \(pergolas-bioclimatique\)/);
    expect(shown).toMatch(/Dimensions\s+4 × 3\sm \(12\sm²\)/);
    expect(shown).toMatch(/Lieu\s+1225 Chêne-Bourg, Suisse/);
    expect(shown).toMatch(estimate);

    // The CSV staff open in a spreadsheet: `;`-separated, quoted cells (this lead's message has no `;` nor line break).
    const { cell } = csvCellsOf(marker);
    expect(cell('produit')).toBe('pergolas-bioclimatique');
    expect([cell('largeur_m'), cell('profondeur_m'), cell('pays')]).toEqual(['4', '3', 'CH']);
    expect([cell('estimation_materiau'), cell('estimation_min_chf'), cell('estimation_max_chf')]).toEqual([
      'bioclimatique',
      '10550',
      '23450',
    ]);

    const mail = await companyMail(id);
    const block = mail.slice(mail.indexOf('PROJET'), mail.indexOf('Nom : '));
    expect(block).toContain('Produit : Pergola Bioclimatique (pergolas-bioclimatique)');
    expect(block).toMatch(/Dimensions : 4 × 3\sm \(12\sm²\)/);
    expect(block).toContain('Lieu : 1225 Chêne-Bourg, Suisse');
    expect(block).toMatch(estimate);
  });

  test('?produit= pre-selects the product in its category @any-viewport', async ({ page }) => {
    await page.goto('/contact?produit=murs-de-verre');
    const select = form(page).getByLabel(/^Produit/);
    await expect(select).toHaveValue('murs-de-verre');
    expect(await select.locator('option:checked').evaluate((o) => (o.parentElement as HTMLOptGroupElement).label)).toBe(
      'Vitrage',
    );
    await expect(form(page).getByLabel(/^Sujet/)).toHaveAttribute('placeholder', 'Demande de devis – Murs de Verre');
    await expect(form(page).getByLabel(/^Sujet/)).toHaveValue('');
  });

  test('the estimator’s link: product, dimensions and estimate carried, sent and stored @any-viewport', async ({
    page,
  }) => {
    const marker = `estimation${test.info().project.name}${Date.now()}`;
    await page.goto(
      '/contact?produit=pergolas-bioclimatique&largeur=4&profondeur=3&materiau=bioclimatique&estimationMin=11230&estimationMax=21850',
    );
    await expect(form(page).getByLabel(/^Produit/)).toHaveValue('pergolas-bioclimatique');
    await expect(form(page).getByLabel(/^Largeur/)).toHaveValue('4');
    await expect(form(page).getByLabel(/^Profondeur/)).toHaveValue('3');
    await expect(page.getByTestId('carried-estimate')).toContainText(
      /Estimation indicative affichée\s:\s11\s230 – 21\s850\sCHF \(pergola bioclimatique, 4 × 3\sm\)/,
    );
    await fillRequired(page, marker);
    await form(page)
      .getByLabel(/^Code postal/)
      .fill('1225');
    await send(page);
    const shown = backOffice('show', String(leadId(marker)));
    expect(shown).toMatch(/Produit\s+Pergola Bioclimatique \(pergolas-bioclimatique\)/);
    expect(shown).toMatch(/Dimensions\s+4 × 3\sm \(12\sm²\)/);
    expect(shown).toMatch(/Lieu\s+1225, Suisse/);
    expect(shown).toMatch(
      /Estimation indicative affichée\s+11\s230 – 21\s850\sCHF \(pergola bioclimatique, 4 × 3\sm\)/,
    );
  });

  test('absurd estimator parameters are ignored on the page and refused by the API @any-viewport', async ({ page }) => {
    await page.goto('/contact?largeur=400&profondeur=3&materiau=bioclimatique&estimationMin=9&estimationMax=1');
    await expect(form(page).getByLabel(/^Profondeur/)).toHaveValue('3');
    await expect(form(page).getByLabel(/^Largeur/)).toHaveValue('');
    await expect(page.getByTestId('carried-estimate')).toHaveCount(0);

    const response = await page.request.post('/api/contact', {
      headers: { Origin: new URL(page.url()).origin, Accept: 'application/json' },
      multipart: {
        nom: 'Projet',
        prenom: 'Léa',
        email: 'lea.projet@example.ch',
        telephone: '+41 79 111 22 33',
        sujet: 'Pergola',
        message: 'Bonjour',
        largeur: '400',
        estimation_min: '9',
        estimation_max: '1',
        estimation_materiau: 'bioclimatique',
        estimation_largeur: '4',
        estimation_profondeur: '3',
        fill_ms: '8000',
      },
    });
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors.largeur).toMatch(/^Indiquez la largeur en mètres/);
    expect(body.errors.estimation).toMatch(/^Estimation invalide/);
  });

  test('/realisations keeps the short form @any-viewport', async ({ page }) => {
    await page.goto('/realisations');
    await expect(form(page)).toBeVisible();
    await expect(page.getByTestId('project-fields')).toHaveCount(0);
  });
});

test('the pages a quote posted without JavaScript lands on pass axe, sent or refused @any-viewport', async ({
  page,
}) => {
  // axe runs in the page, hence here with scripts on; the pages hold no script of their own.
  for (const url of ['/contact/confirmation', '/contact/confirmation?erreur=champs&champs=email,telephone']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await expect(page.getByTestId('quote-problem-fields').getByRole('listitem')).toHaveText(['E-mail', 'Téléphone']);
});

test.describe('quote form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => {
    await asNewVisitor(page);
  });

  test('sent by the browser itself: the confirmation page with its reference, the row stored, the company e-mailed @any-viewport', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const marker = `sansscript${Date.now()}`;
    await page.goto('/contact');
    await fillRequired(page, marker);
    await form(page)
      .getByLabel(/^Code postal/)
      .fill('63000');
    await form(page).getByRole('button', { name: 'Envoyer ma demande' }).click();

    await expect(page).toHaveURL(/\/contact\/confirmation\?demande=\d+\.\d+\.[\w-]{43}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demande bien reçue');
    const confirmation = page.getByTestId('contact-confirmation');
    await expect(confirmation).toContainText('Message envoyé! Merci\u00a0! Votre demande a bien été reçue.');
    const id = leadId(marker);
    await expect(page.getByTestId('contact-reference')).toHaveText(`n°\u00a0${id}`);
    await expect(page.getByTestId('contact-next-step')).toContainText(/vous contacte d’ici .+\sh/);
    // A French postcode: the Clermont-Ferrand office answers, and its phone is the one offered.
    await expect(confirmation.getByRole('link', { name: /^\+33/ })).toHaveAttribute('href', /^tel:\+33/);
    expect(backOffice('show', String(id))).toMatch(/Lieu\s+63000, France/);
    expect(await companyMail(id)).toContain(`Bonjour ${marker}`);

    // « Réserver une visite »: the slots the server lists, for this request, its details filled in.
    const token = new URL(page.url()).searchParams.get('demande') ?? '';
    await confirmation.getByRole('link', { name: 'Réserver une visite' }).click();
    await expect(page).toHaveURL(`/rendez-vous/creneaux?demande=${encodeURIComponent(token)}`);
    await expect(page.getByText('Visite gratuite sur place avec le bureau de Clermont-Ferrand')).toBeVisible();
    const booking = page.getByTestId('booking-form');
    await expect(booking.getByLabel(/^Nom et prénom/)).toHaveValue('Léa Projet');
    await expect(booking.getByLabel(/^E-mail/)).toHaveValue('lea.projet@example.ch');
    await expect(booking.getByLabel(/^Code postal/)).toHaveValue('63000');
    await fillField(booking.getByLabel(/^Rue et numéro/), 'Rue Sans Script 4');
    await fillField(booking.getByLabel(/^Localité/), 'Clermont-Ferrand');
    // A slot in the middle of the window: e2e/equipe-bookings.spec.ts takes Clermont's first and last visits.
    const radios = allSlotRadios(booking);
    const count = await radios.count();
    const radio = radios.nth(Math.floor(count / 2) + (Date.now() % 4) * 2);
    await chooseSlot(radio);
    await booking.getByRole('button', { name: 'Réserver ce créneau' }).click();
    await expect(page).toHaveURL(/\/rendez-vous\/confirmation\?cle=[\w-]{32}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rendez-vous réservé');

    // Tied to the request: the office's e-mail of the booking names it.
    const manageKey = new URL(page.url()).searchParams.get('cle') ?? '';
    const mails = (await bookingMails(manageKey)).map(decoded);
    expect(mails.some((mail) => mail.includes(`Demande de devis : n° ${id}`))).toBe(true);
    await cancelByLink(page, manageKey); // the slot free again for the next run
  });

  test('checked by the browser, then refused by the server with the fields to correct, nothing stored @any-viewport', async ({
    page,
  }) => {
    const marker = `refusesansscript${Date.now()}`;
    await page.goto('/contact');
    // An empty required field: the browser itself keeps the form.
    await form(page).getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(
      await form(page)
        .getByLabel(/^Nom/)
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    // An address the browser lets through and the server does not.
    await fillRequired(page, marker);
    await form(page)
      .getByLabel(/^E-mail/)
      .fill('lea@exemple');
    await form(page).getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page).toHaveURL(/\/contact\/confirmation\?erreur=champs&champs=email$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demande non envoyée');
    await expect(page.getByTestId('quote-problem')).toHaveText(
      'Certains champs sont invalides. Veuillez vérifier le formulaire.',
    );
    await expect(page.getByTestId('quote-problem-fields').getByRole('listitem')).toHaveText(['E-mail']);
    expect(() => leadId(marker)).toThrow(/aucune demande/);
  });
});
