import { expect, test, type Page } from './hydration';
import { expectNoAxeViolations, expectReachable, jsonLdOf } from './helpers';
import { backOffice } from './back-office-command';
import { fillField } from './typing';
import { decoded, mailsTo } from './lead-helpers';

/**
 * The quote request, end to end against the production server Playwright starts.
 *
 * Stored leads are read back with the back-office command (`npm run back-office`), run with this
 * process's environment. The webServer inherits the same environment, so both use the
 * same storage: DATA_DIR (default ./data, as for the server) or DATABASE_URL. The test
 * run should export DATA_DIR to a temporary directory (scripts/test-all.sh does).
 */

type StoredLead = {
  id: number;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  sujet: string;
  message: string;
  produit: string | null;
  isSpam: boolean;
  attachment: { filename: string; mime: string; size: number } | null;
};

function storedLeads(): StoredLead[] {
  const output = backOffice('list', '--json', '--limit', '500');
  return JSON.parse(output) as StoredLead[];
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
/** The server flags forms filled in under 3 s as spam; a person takes longer than a script. */
const HUMAN_FILL_MS = 3300;

let visitor = 0;
/**
 * Each test is a different visitor: the per-address limit (5 requests / 10 min) would
 * otherwise throttle the suite. The test server trusts one proxy (TRUST_PROXY=1 in
 * playwright.config.ts) and the tests play it: the server keys on the last X-Forwarded-For entry.
 */
async function asNewVisitor(page: Page) {
  visitor += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${(process.pid + visitor) % 250}` });
}

const form = (page: Page) => page.getByTestId('contact-form');
const field = (page: Page, label: RegExp) => form(page).getByLabel(label);

async function fillForm(page: Page, marker: string, withFile = true) {
  await fillField(field(page, /^Nom/), 'Testeur');
  await fillField(field(page, /^Prénom/), 'Camille');
  await fillField(field(page, /^E-mail/), 'camille.testeur@example.ch');
  await fillField(field(page, /^Téléphone/), '+41 79 123 45 67');
  await fillField(field(page, /^Société/), 'Atelier Test SA');
  await fillField(field(page, /^Sujet/), 'Pergola bioclimatique');
  await fillField(field(page, /^Message/), `Bonjour, devis pour une pergola de 4 x 3 m. ${marker}`);
  if (withFile) {
    await form(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdf });
  }
}

async function waitLikeAPerson(page: Page, since: number) {
  const left = HUMAN_FILL_MS - (Date.now() - since);
  if (left > 0) await page.waitForTimeout(left);
}

const submit = (page: Page) => form(page).getByRole('button', { name: /Envoyer ma demande|Envoi en cours/ });
const fileCount = (page: Page) =>
  form(page)
    .locator('input[type="file"]')
    .evaluate((input: HTMLInputElement) => input.files?.length ?? 0);

test.describe('/contact', () => {
  test.beforeEach(async ({ page }) => {
    await asNewVisitor(page);
  });

  test('shows the hero, the phone call to action, both offices and the structured data @any-viewport', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact et devis gratuit | Lumina Terrasses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obtenez votre devis 100% GRATUIT\u202f!');
    await expect(page.getByText('Contactez-Nous Aujourd’hui')).toBeVisible();
    const call = page.locator('#hero-title ~ div').getByRole('link', { name: /^Appeler le \+41\s22\s700\s12\s34$/ });
    await expect(call).toHaveAttribute('href', 'tel:+41227001234');
    const offices = page.getByRole('complementary', { name: 'Deux adresses, une même équipe' });
    await expect(offices).toContainText('Rue de Genève 88');
    await expect(offices).toContainText('1225 Chêne-Bourg');
    await expect(offices).toContainText('12 boulevard Gergovia');
    await expect(offices).toContainText('63000 Clermont-Ferrand');
    await expect(page.getByTestId('quality-strip').locator('> li')).toHaveCount(4);
    const types = (await jsonLdOf(page)).map((block) => block['@type']);
    expect(types).toEqual([
      'ContactPage',
      'Organization',
      'HomeAndConstructionBusiness',
      'HomeAndConstructionBusiness',
    ]);
  });

  test('marks the required fields, checks them after blur and keeps the button disabled until valid', async ({
    page,
  }) => {
    await page.goto('/contact');
    for (const label of ['Nom', 'Prénom', 'E-mail', 'Téléphone', 'Sujet', 'Message']) {
      await expect(
        form(page)
          .locator('label', { hasText: new RegExp(`^${label}`) })
          .locator('.text-error'),
      ).toHaveText('*');
    }
    await expect(
      form(page)
        .locator('label', { hasText: /^Société/ })
        .locator('.text-error'),
    ).toHaveCount(0);
    await expect(field(page, /^E-mail/)).toHaveAttribute('type', 'email');
    await expect(field(page, /^Téléphone/)).toHaveAttribute('type', 'tel');
    const file = form(page).locator('input[type="file"]');
    await expect(file).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.jpeg,.png');
    await expect(form(page)).toContainText('Formats acceptés: PDF, DOC, DOCX, JPG, PNG');
    await expect(form(page)).toContainText('10\u00a0Mo maximum');
    await expect(submit(page)).toBeDisabled();
    await expect(submit(page)).toHaveCSS('cursor', 'not-allowed');

    const email = field(page, /^E-mail/);
    await fillField(email, 'camille@');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await email.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/Adresse e-mail invalide/);
    await expectNoAxeViolations(page);
    await fillField(email, 'camille@example.ch');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('sends the form with an attachment: success toast, cleared form, lead stored @any-viewport', async ({
    page,
  }) => {
    await page.goto('/contact');
    const loadedAt = Date.now();
    const marker = `e2e-${test.info().project.name}-${Date.now()}`;
    await fillForm(page, marker);
    expect(await fileCount(page)).toBe(1);
    await waitLikeAPerson(page, loadedAt);
    await expect(submit(page)).toBeEnabled();
    // Every layout shift from here on, as the browser reports it to Core Web Vitals.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { layoutShifts: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) seen.push(entry.value);
        }
      }).observe({ type: 'layout-shift' });
    });
    await submit(page).click();

    const toast = page.getByTestId('contact-toast').filter({ hasText: 'Message envoyé!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('bien été reçue');
    // The site's typeface, not sonner's system font stack.
    expect(await toast.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/Inter/i);
    // In the form's place, a lasting answer: its reference, the next step, the office's phone.
    const confirmation = page.getByTestId('contact-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Demande bien reçue' })).toBeFocused();
    await expect(confirmation.getByRole('link', { name: '+41\u00a022\u00a0700\u00a012\u00a034' })).toHaveAttribute(
      'href',
      'tel:+41227001234',
    );
    await expect(toast).toBeHidden({ timeout: 15_000 });
    // When the first contact is due, in the office's hours (the due time, in words).
    await expect(confirmation.getByTestId('contact-next-step')).toContainText(/vous contacte d’ici .+ \d+\s*h/);
    // The answer is in view, within one screen, its phone where a finger lands; nothing visible moved.
    await expect(confirmation.getByRole('heading', { name: 'Demande bien reçue' })).toBeInViewport();
    const box = (await confirmation.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await expectReachable(confirmation.getByRole('link', { name: '+41\u00a022\u00a0700\u00a012\u00a034' }));
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
    const reference = await confirmation.getByTestId('contact-reference').textContent();
    await expectNoAxeViolations(page);
    // Asking for a new form brings back the spec's cleared form.
    await confirmation.getByRole('button', { name: 'Envoyer une autre demande' }).click();
    for (const label of [/^Nom/, /^Prénom/, /^E-mail/, /^Téléphone/, /^Société/, /^Sujet/, /^Message/]) {
      await expect(field(page, label)).toHaveValue('');
    }
    expect(await fileCount(page)).toBe(0);
    await expect(form(page).locator('input[type="file"]')).toHaveValue('');

    const lead = storedLeads().find((l) => l.message.includes(marker));
    await expect(confirmation).toHaveCount(0);
    // The reference is the request's number in the back-office.
    expect(reference).toBe(`n°\u00a0${lead?.id}`);
    expect(lead).toMatchObject({
      nom: 'Testeur',
      prenom: 'Camille',
      email: 'camille.testeur@example.ch',
      telephone: '+41 79 123 45 67',
      sujet: 'Pergola bioclimatique',
      isSpam: false,
      attachment: { filename: 'plan.pdf', mime: 'application/pdf', size: pdf.length },
    });
  });

  test('a click on the toast dismisses it', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, json: { success: true, message: 'Réponse de test.' } }),
    );
    await page.goto('/contact');
    await fillForm(page, 'toast', false);
    await submit(page).click();
    const toast = page.getByTestId('contact-toast');
    await expect(toast).toBeVisible();
    await toast.click();
    await expect(toast).toHaveCount(0);
  });

  test('when the server fails, the values and the file stay and an error toast shows @any-viewport', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500</h1>' }),
    );
    await page.goto('/contact');
    await fillForm(page, 'panne');
    await submit(page).click();

    const toast = page.getByTestId('contact-toast').filter({ hasText: 'Erreur' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Une erreur est survenue lors de l’envoi du message. Veuillez réessayer.');
    await expect(field(page, /^Nom/)).toHaveValue('Testeur');
    await expect(field(page, /^Message/)).toHaveValue(/panne/);
    expect(await fileCount(page)).toBe(1);
    expect(errors.some((text) => text.includes('Erreur lors de l’envoi du formulaire de contact'))).toBe(true);
    await expect(submit(page)).toBeEnabled();

    // A refusal explained by the server (success: false) shows the server's message.
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 422,
        json: { success: false, message: 'Refus expliqué par le serveur.', errors: { telephone: 'Numéro refusé.' } },
      }),
    );
    await submit(page).click();
    await expect(page.getByTestId('contact-toast').filter({ hasText: 'Refus expliqué par le serveur.' })).toBeVisible();
    await expect(form(page).getByText('Numéro refusé.')).toBeVisible();
    await expect(field(page, /^Téléphone/)).toHaveAttribute('aria-invalid', 'true');
    expect(await fileCount(page)).toBe(1);
    await expect(field(page, /^Sujet/)).toHaveValue('Pergola bioclimatique');
  });

  test('a double click sends exactly one request, with a spinner while sending @any-viewport', async ({ page }) => {
    let requests = 0;
    // The request is held until the test has seen the sending state, however slow the machine.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      requests += 1;
      await released;
      await route.continue();
    });
    await page.goto('/contact');
    const loadedAt = Date.now();
    const marker = `e2e-double-${test.info().project.name}-${Date.now()}`;
    await fillForm(page, marker, false);
    await waitLikeAPerson(page, loadedAt);
    await submit(page).dblclick();
    await expect(submit(page)).toHaveText('Envoi en cours...');
    await expect(submit(page)).toBeDisabled();
    release();
    await expect(page.getByTestId('contact-toast').filter({ hasText: 'Message envoyé!' })).toBeVisible();
    expect(requests).toBe(1);
    expect(storedLeads().filter((l) => l.message.includes(marker))).toHaveLength(1);
  });

  test('?produit=carports-v gives the subject as a placeholder; left empty, the stored subject is the product’s @any-viewport', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto('/contact?produit=carports-v');
    const loadedAt = Date.now();
    await expect(field(page, /^Sujet/)).toHaveAttribute('placeholder', 'Demande de devis – Carports V');
    await expect(field(page, /^Sujet/)).toHaveValue('');
    const marker = `e2e-sujet-${test.info().project.name}-${Date.now()}`;
    await fillForm(page, marker, false);
    await fillField(field(page, /^Sujet/), '');
    await waitLikeAPerson(page, loadedAt);
    await submit(page).click();
    await expect(page.getByTestId('contact-confirmation')).toBeVisible();
    expect(storedLeads().find((l) => l.message.includes(marker))).toMatchObject({
      sujet: 'Demande de devis – Carports V',
      produit: 'carports-v',
    });
    await page.goto('/contact?produit=inconnu');
    await expect(field(page, /^Nom/)).toBeVisible();
    await expect(field(page, /^Sujet/)).toHaveValue('');
    await expect(field(page, /^Sujet/)).not.toHaveAttribute('placeholder', /Demande de devis/);
  });

  test('names what is missing beside the grey button; tapping it brings the first field to fix @journey', async ({
    page,
  }) => {
    await page.goto('/contact');
    await fillField(field(page, /^Nom/), 'Testeur');
    await fillField(field(page, /^Prénom/), 'Camille');
    await fillField(field(page, /^E-mail/), 'camille@');
    await fillField(field(page, /^Sujet/), 'Pergola');
    await fillField(field(page, /^Message/), 'Bonjour');
    await field(page, /^Message/).blur();
    await expect(submit(page)).toBeDisabled();
    const summary = page.getByTestId('contact-missing');
    await expect(summary).toHaveAttribute('aria-live', 'polite');
    // What is missing first, then what to correct (« Il manque : téléphone, e-mail valide »).
    await expect(summary).toHaveText('Il manque\u00a0: téléphone, e-mail valide');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await summary.getByRole('button').click();
    await expect(field(page, /^Téléphone/)).toBeFocused();
    await expect(field(page, /^Téléphone/)).toBeInViewport();
    // Every message shows now, the phone's too.
    await expect(form(page).getByText('Adresse e-mail invalide')).toBeVisible();
    await expect(field(page, /^Téléphone/)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, /^Téléphone/)).toHaveAccessibleDescription(/.+/);
    await expectNoAxeViolations(page);
    await fillField(field(page, /^E-mail/), 'camille@example.ch');
    await fillField(field(page, /^Téléphone/), '+41 79 123 45 67');
    await expect(summary).toHaveText('');
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/contact');
    await expectNoAxeViolations(page);
  });
});

test.describe('footer newsletter', () => {
  test('ignores an empty address, refuses an invalid one and confirms a subscription (twice) @journey', async ({
    page,
  }) => {
    await asNewVisitor(page);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter')) calls += 1;
    });
    await page.goto('/contact');
    const input = page.getByLabel('Votre adresse e-mail');
    const button = page.getByRole('button', { name: 'S’inscrire à la newsletter' });
    await button.click();
    await expect(page.getByText('Adresse e-mail invalide', { exact: true })).toHaveCount(0);
    expect(calls).toBe(0);
    await fillField(input, 'lea@');
    await button.click();
    await expect(page.getByText('Adresse e-mail invalide', { exact: true })).toBeVisible();
    expect(calls).toBe(0);
    const address = `lea.${test.info().project.name}.${Date.now()}@example.ch`;
    for (let i = 0; i < 2; i += 1) {
      await fillField(input, address);
      await button.click();
      await expect(page.getByText('Vérifiez votre boîte e-mail').first()).toBeVisible();
      // The message stays where the field was, long after the toast.
      const sent = page.getByTestId('newsletter-sent');
      await expect(sent).toContainText('Vérifiez votre boîte\u00a0: un lien de confirmation vous attend.');
      if (i === 0) {
        await page.waitForTimeout(10_000);
        await expect(sent).toBeVisible();
      }
      await sent.getByRole('button', { name: 'Inscrire une autre adresse' }).click();
      await expect(input).toHaveValue('');
    }
    expect(calls).toBe(2);
  });
});

test.describe('footer newsletter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('checked by the browser, posted by it, then its page; the confirmation e-mail goes @any-viewport', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto('/realisations');
    const input = page.getByLabel('Votre adresse e-mail');
    const button = page.getByRole('button', { name: 'S’inscrire à la newsletter' });
    // Empty: the browser keeps the form.
    await button.click();
    await expect(page).toHaveURL(/\/realisations$/);
    expect(await input.evaluate((field: HTMLInputElement) => field.validity.valueMissing)).toBe(true);

    const address = `sans.script.${Date.now()}@example.ch`;
    await input.fill(address);
    await button.click();
    await expect(page).toHaveURL(/\/newsletter\/inscription\?etat=envoyee$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vérifiez votre boîte e-mail');
    await expect(page.getByTestId('newsletter-sent')).toContainText('cliquez sur son lien pour confirmer');
    const [mail] = await mailsTo(address);
    expect(decoded(mail ?? '')).toMatch(/\/newsletter\/confirmation\?token=/);

    // An address the browser lets through and the server does not.
    await page.goto('/realisations');
    await input.fill('lea@exemple');
    await button.click();
    await expect(page).toHaveURL(/\/newsletter\/inscription\?etat=champs$/);
    await expect(page.getByTestId('newsletter-problem')).toHaveText(
      'Adresse e-mail invalide. Vérifiez-la et réessayez.',
    );
  });
});

test.describe('/realisations', () => {
  test('renders the same contact form and sends it @any-viewport', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/realisations');
    await expect(form(page)).toBeVisible();
    const loadedAt = Date.now();
    const marker = `e2e-realisations-${test.info().project.name}-${Date.now()}`;
    await fillForm(page, marker);
    await waitLikeAPerson(page, loadedAt);
    await submit(page).click();
    await expect(page.getByTestId('contact-toast').filter({ hasText: 'Message envoyé!' })).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer une autre demande' }).click();
    await expect(field(page, /^Message/)).toHaveValue('');
    expect(await fileCount(page)).toBe(0);
    expect(storedLeads().find((l) => l.message.includes(marker))?.attachment?.filename).toBe('plan.pdf');
  });
});

test.describe('the API on the production server', () => {
  const frenchJson = { success: false, message: expect.stringMatching(/[éèàù’]|\u00a0/) };

  test('answers every status in French JSON: 405 with Allow, 403 from another site, 404 @desktop-only', async ({
    request,
  }) => {
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await request.fetch('/api/contact', { method });
      expect(response.status()).toBe(405);
      expect(response.headers()['allow']).toBe('POST');
      expect(await response.json()).toEqual(frenchJson);
    }
    const crossSite = await request.post('/api/newsletter', {
      data: { email: 'lea@example.ch' },
      headers: { origin: 'https://evil.example', 'x-forwarded-for': '203.0.113.250' },
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.json()).toEqual(frenchJson);
    const unknown = await request.get('/api/devis');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual(frenchJson);
  });
});
