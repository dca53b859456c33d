import { expect, test, type Request } from './hydration';
import { asNewVisitor, companyMail, csvCellsOf, fillRequired, leadId, send } from './lead-helpers';
import { backOffice } from './back-office-command';
import { signIn, staffAdd, uniqueEmail } from './staff';

/**
 * Where a lead came from, end to end: a visit from a Google Ads click goes to a product, then to
 * the estimator, then sends the quote. The source reaches the lead page, the list's filters, the CSV and the
 * company e-mail; no request carried it before the form was sent, and no cookie was set.
 */

const LANDING = '/?utm_source=google&utm_medium=cpc&utm_campaign=pergola-geneve&gclid=x';
const SOURCE_LINE = 'Source (1re visite)\u00a0: google / cpc / pergola-geneve';

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

// On a phone, where most advert clicks land; the laptop's device line is checked by the next test.
test('a visit from an advert: its source is kept in the tab, sent with the quote only, and shown to staff @phone-only', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const marker = `source${test.info().project.name}${Date.now()}`;
  const device = test.info().project.name === 'phone' ? 'mobile' : 'desktop';
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  await page.goto(LANDING);
  // The site shell notes the source once the page is interactive.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lumina-source'))).toContain('pergola-geneve');
  await page.goto('/products/pergolas-bioclimatique');
  await page.goto('/estimation');
  const estimator = page.getByTestId('estimator');
  await expect(estimator).toHaveAttribute('data-ready', 'true');
  await estimator.getByLabel(/Largeur/).fill('4');
  await estimator.getByLabel(/Profondeur/).fill('3');
  await expect(page.getByTestId('estimate-total')).toBeVisible();
  await estimator.getByRole('link', { name: 'Recevoir un devis précis' }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  await fillRequired(page, marker);

  // Before the form: only the landing address itself (the visitor's own navigation) named the campaign;
  // nothing was posted, beaconed or fetched with it, and the click id's value never left the address bar.
  const before = [...requests];
  const [landing, ...others] = before;
  expect(landing?.url()).toContain('utm_campaign=pergola-geneve');
  for (const request of others) {
    expect(request.method(), request.url()).not.toBe('POST');
    expect(request.url()).not.toMatch(/utm_|pergola-geneve|gclid/);
    expect(request.postData() ?? '').not.toMatch(/utm_|pergola-geneve|click_id/);
  }

  await send(page);
  const sent = requests.slice(before.length).filter((request) => request.method() === 'POST');
  expect(sent.map((request) => new URL(request.url()).pathname)).toEqual(['/api/contact']);
  const body = sent[0]?.postData() ?? '';
  expect(body).toContain('pergola-geneve');
  expect(body).not.toMatch(/name="gclid"/);

  // No cookie, for the visitor: neither set by the site nor sent with any request.
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  for (const request of requests) expect(await request.headerValue('cookie'), request.url()).toBeNull();

  // What `npm run back-office -- show` reads from the database.
  const id = leadId(marker);
  const shown = backOffice('show', String(id));
  expect(shown).toMatch(/Source \(1re visite\)\s+google \/ cpc \/ pergola-geneve/);
  expect(shown).toMatch(/Identifiant de clic\s+présent/);
  expect(shown).toMatch(/Page d’arrivée\s+\/\s/);
  expect(shown).toMatch(/Page du formulaire\s+\/contact/);

  // The CSV: the source's columns after the older ones.
  const { header, cell } = csvCellsOf(marker);
  expect(header.indexOf('first_utm_source')).toBeGreaterThan(header.indexOf('estimation_profondeur_m'));
  expect(
    ['first_utm_source', 'first_utm_medium', 'first_utm_campaign', 'click_id_present', 'landing_page', 'form_page'].map(
      cell,
    ),
  ).toEqual(['google', 'cpc', 'pergola-geneve', 'oui', '/', '/contact']);
  expect(cell('device')).toBe(device);

  // The company e-mail, delivered to a local SMTP server.
  const mail = await companyMail(id);
  const origin = mail.slice(mail.indexOf('ORIGINE'));
  expect(origin).toContain('Source (1re visite) : google / cpc / pergola-geneve');
  expect(origin).toContain('Identifiant de clic : présent (valeur non conservée)');
  expect(origin).toContain('Page d’arrivée : /');
  expect(origin).toContain('Page du formulaire : /contact');

  // Staff: the list filtered by source and by campaign, then the lead page.
  const email = uniqueEmail('source');
  staffAdd(email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/equipe$/);
  await page.goto('/equipe/demandes');
  await page.getByLabel('Recherche').fill(marker);
  await page.getByTestId('lead-filters').click();
  await page.getByLabel('Source', { exact: true }).selectOption('google');
  await page.getByLabel('Campagne').selectOption('pergola-geneve');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/source=google/);
  await expect(page).toHaveURL(/campagne=pergola-geneve/);
  const items = page.getByRole('list', { name: 'Demandes' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.getByTestId('lead-source')).toHaveText(SOURCE_LINE);
  await page.goto(`/equipe/demandes?q=${marker}&source=bing`);
  await expect(page.getByText('Aucune demande ne correspond.')).toBeVisible();

  await page.goto(`/equipe/demandes/${id}`);
  const detail = page.locator('#demande');
  await expect(detail).toContainText(/Source \(1re visite\)\s*google \/ cpc \/ pergola-geneve/);
  await expect(detail).toContainText(/Identifiant de clic\s*présent/);
  await expect(detail).toContainText(/Page d’arrivée\s*\//);
  await expect(detail).toContainText(/Page du formulaire\s*\/contact/);
  await expect(detail).toContainText(device === 'mobile' ? /Appareil\s*téléphone/ : /Appareil\s*ordinateur/);
});

test('a visit without a source sends a quote all the same, with the page and the device only', async ({ page }) => {
  test.setTimeout(60_000);
  const marker = `sanssource${test.info().project.name}${Date.now()}`;
  await page.goto('/contact');
  await fillRequired(page, marker);
  await send(page);
  const shown = backOffice('show', String(leadId(marker)));
  expect(shown).not.toMatch(/Source \(1re visite\)/);
  expect(shown).toMatch(/Page d’arrivée\s+\/contact/);
  expect(shown).toMatch(/Page du formulaire\s+\/contact/);
  expect(shown).toMatch(test.info().project.name === 'phone' ? /Appareil\s+téléphone/ : /Appareil\s+ordinateur/);
});
