import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { expectNoAxeViolations } from './helpers';
import { root } from './staff';

/**
 * The quote form's project details (issue 16), end to end: filled as fast as browser autofill, sent,
 * then found where staff look: `npm run leads -- show <id>` (same storage as the server, as in
 * e2e/contact.spec.ts) and the company e-mail, delivered by `npm run leads -- retry-outbox` to an
 * SMTP server this spec runs.
 */

let visitor = 0;
const asNewVisitor = (page: Page) =>
  page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${(process.pid * 3 + (visitor += 1)) % 250}` });

const leads = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', 'leads', '--', ...args], { cwd: root, env: process.env, encoding: 'utf8' });

/** The id of the lead whose message holds `marker`. */
function leadId(marker: string): number {
  const list = JSON.parse(leads('list', '--json', '--limit', '500')) as { id: number; message: string }[];
  const found = list.find((lead) => lead.message.includes(marker));
  if (!found) throw new Error(`aucune demande avec ${marker}`);
  return found.id;
}

const form = (page: Page) => page.getByTestId('contact-form');

/** The spec's required fields, filled at once (autofill speed: the lead is stored, flagged « à vérifier »). */
async function fillRequired(page: Page, marker: string) {
  const f = form(page);
  await f.getByLabel(/^Nom/).fill('Projet');
  await f.getByLabel(/^Prénom/).fill('Léa');
  await f.getByLabel(/^E-mail/).fill('lea.projet@example.ch');
  await f.getByLabel(/^Téléphone/).fill('+41 79 111 22 33');
  await f.getByLabel(/^Sujet/).fill('Pergola');
  await f.getByLabel(/^Message/).fill(`Bonjour ${marker}`);
}

async function send(page: Page) {
  await form(page).getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByTestId('contact-toast').filter({ hasText: 'Message envoyé!' })).toBeVisible();
}

test.describe('quote form: project details', () => {
  test.beforeEach(async ({ page }) => {
    await asNewVisitor(page);
  });

  test('filled as fast as autofill, sent, stored and e-mailed to the company in a block at the top', async ({
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
    const shown = leads('show', String(id));
    expect(shown).toMatch(/Produit\s+Carports V \(carports-v\)/);
    expect(shown).toMatch(/Dimensions\s+5,5 × 2,5\sm \(13,75\sm²\)/);
    expect(shown).toMatch(/Pose\s+Autoportante/);
    expect(shown).toMatch(/Lieu\s+63000 Clermont-Ferrand, France/);
    expect(shown).toMatch(/Délai souhaité\s+Dans 6 mois/);
    expect(shown).toMatch(/Contact préféré\s+Par e-mail, en fin de journée/);

    // The company e-mail, delivered to a local SMTP server.
    const mails: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = smtp.server.address() as { port: number };
      await promisify(execFile)('npm', ['run', '--silent', 'leads', '--', 'retry-outbox'], {
        cwd: root,
        env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: 'devis@lumina.test' },
      }).catch(() => {}); // exit code 2 when another spec's e-mail could not go: this lead's is checked below
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
    const mail = mails.find((raw) => new RegExp(`^X-Lead-Id: ${id}\\r?$`, 'im').test(raw));
    expect(mail).toBeDefined();
    const text = (mail ?? '')
      .replace(/=\r?\n/g, '')
      .replace(/((?:=[0-9A-F]{2})+)/g, (hex) => Buffer.from(hex.replace(/=/g, ''), 'hex').toString('utf8'));
    const block = text.slice(text.indexOf('PROJET'), text.indexOf('Nom : '));
    expect(text.indexOf('PROJET')).toBeGreaterThan(0);
    expect(block).toContain('Produit : Carports V (carports-v)');
    expect(block).toMatch(/Dimensions : 5,5 × 2,5\sm \(13,75\sm²\)/);
    expect(block).toContain('Lieu : 63000 Clermont-Ferrand, France');
  });

  test('?produit= pre-selects the product in its category', async ({ page }) => {
    await page.goto('/contact?produit=murs-de-verre');
    const select = form(page).getByLabel(/^Produit/);
    await expect(select).toHaveValue('murs-de-verre');
    expect(await select.locator('option:checked').evaluate((o) => (o.parentElement as HTMLOptGroupElement).label)).toBe(
      'Vitrage',
    );
    await expect(form(page).getByLabel(/^Sujet/)).toHaveValue('Demande de devis – Murs de Verre');
  });

  test('the estimator’s link: product, dimensions and estimate carried, sent and stored', async ({ page }) => {
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
    const shown = leads('show', String(leadId(marker)));
    expect(shown).toMatch(/Produit\s+Pergola Bioclimatique \(pergolas-bioclimatique\)/);
    expect(shown).toMatch(/Dimensions\s+4 × 3\sm \(12\sm²\)/);
    expect(shown).toMatch(/Lieu\s+1225, Suisse/);
    expect(shown).toMatch(
      /Estimation indicative affichée\s+11\s230 – 21\s850\sCHF \(pergola bioclimatique, 4 × 3\sm\)/,
    );
  });

  test('absurd estimator parameters are ignored on the page and refused by the API', async ({ page }) => {
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

  test('/realisations keeps the short form', async ({ page }) => {
    await page.goto('/realisations');
    await expect(form(page)).toBeVisible();
    await expect(page.getByTestId('project-fields')).toHaveCount(0);
  });
});
