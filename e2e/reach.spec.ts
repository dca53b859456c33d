import { expect, test } from './hydration';
import { navLinks } from '../content/navigation';
import { solutionsMenu } from '../lib/content';
import { getArticles } from '../lib/content';
import { expectReachable } from './helpers';

const megaMenuLinkCount = solutionsMenu.reduce((count, category) => count + 1 + category.items.length, 0);

/**
 * What a finger or a pointer can actually reach: the phone menu, the desktop mega-menu and the
 * lightbox, hit-tested at each control's centre with `elementFromPoint` rather than `toBeVisible`.
 */

test('the phone menu fills the screen below the header and every link can be tapped @phone-only @journey', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await expect
    .poll(() =>
      dialog.evaluate((panel) => {
        const { left, top, right, bottom } = panel.getBoundingClientRect();
        return [left, top, right, bottom].map(Math.round);
      }),
    )
    .toEqual([0, Math.round(headerBottom), viewport.width, viewport.height]);

  await expectReachable(dialog.getByRole('button', { name: 'Fermer le menu' }));
  await dialog.getByRole('button', { name: 'Nos Solutions' }).click();
  const links = dialog.getByRole('link');
  // The main links but the submenu's own button, "Toutes nos solutions", then the mega-menu's links.
  await expect(links).toHaveCount(navLinks.length - 1 + 1 + megaMenuLinkCount);
  for (const link of await links.all()) await expectReachable(link);

  await dialog.getByRole('link', { name: 'Pompes à Chaleur' }).click();
  await expect(page).toHaveURL(/\/products\/pompes-a-chaleur$/);
  await expect(dialog).toBeHidden();
});

test('the phone menu keeps focus inside, leaves the page inert, closes on Escape and on its backdrop @phone-only', async ({
  page,
}) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Ouvrir le menu' });
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await opener.click();
  await expect(dialog).toBeVisible();
  const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
  // Tab and Shift+Tab past either end stay inside the panel.
  expect(await inDialog()).toBe(true);
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await inDialog()).toBe(true);
  for (let i = 0; i < 14; i += 1) await page.keyboard.press('Shift+Tab');
  expect(await inDialog()).toBe(true);
  // The page behind is inert: the point above the panel (the header) hits the dialog's backdrop, no header control.
  const hit = await page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    return document.elementFromPoint(header.left + 24, header.top + header.height / 2)?.tagName;
  });
  expect(hit).toBe('DIALOG');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');

  await opener.click();
  await expect(dialog).toBeVisible();
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  await page.mouse.click(8, Math.max(2, headerBottom / 2));
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('"Nos Solutions" goes to /solutions, and hover opens a mega-menu whose links can be reached @desktop-only', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  const label = nav.getByRole('link', { name: 'Nos Solutions', exact: true });
  const chevron = nav.getByRole('button', { name: 'Afficher les solutions' });
  await label.hover();
  await expect(chevron).toHaveAttribute('aria-expanded', 'true');
  const panelLinks = page.locator(`#${await chevron.getAttribute('aria-controls')}`).getByRole('link');
  await expect(panelLinks).toHaveCount(megaMenuLinkCount);
  for (const link of await panelLinks.all()) {
    await link.hover();
    await expectReachable(link);
  }
  await page.keyboard.press('Escape');
  await page.mouse.move(10, 700);
  await expect(chevron).toHaveAttribute('aria-expanded', 'false');
  await label.click();
  await expect(page).toHaveURL(/\/solutions$/);
});

test('the mega-menu opens from the keyboard and by a tap on its chevron @desktop-only', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  const chevron = page.getByRole('button', { name: 'Afficher les solutions' });
  await chevron.tap();
  await expect(chevron).toHaveAttribute('aria-expanded', 'true');
  await expectReachable(page.getByRole('banner').getByRole('link', { name: 'Carports Solaire' }).first());
  await chevron.tap();
  await expect(chevron).toHaveAttribute('aria-expanded', 'false');

  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'Accueil' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Nos Solutions', exact: true })).toBeFocused();
  await expect(chevron).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(chevron).toHaveAttribute('aria-expanded', 'false');
  await context.close();
});

/** The screens the lightbox must fit besides the project's own: the common laptop, a phone with its browser bars. */
const smallScreens = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 664 } };

test('the lightbox fits the screen, every control inside it, at the project’s size and a smaller one @journey', async ({
  page,
}, testInfo) => {
  const smaller = testInfo.project.name.endsWith('phone') ? smallScreens.phone : smallScreens.desktop;
  for (const size of [page.viewportSize(), smaller]) {
    if (size) await page.setViewportSize(size);
    await page.goto('/realisations');
    await page
      .getByRole('button', { name: /^Agrandir/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    // The dialog inside the screen and nothing of it cut (its content no taller than its box).
    const [top, bottom, cut] = await dialog.evaluate((box) => {
      const rect = box.getBoundingClientRect();
      return [rect.top >= 0, rect.bottom <= window.innerHeight, box.scrollHeight - box.clientHeight];
    });
    expect([top, bottom, cut], `${size?.width}×${size?.height}`).toEqual([true, true, 0]);
    for (const name of ['Image précédente', 'Image suivante', 'Fermer']) {
      await expectReachable(dialog.getByRole('button', { name, exact: true }));
    }
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
});

/** The phone's call bar: two buttons a thumb reaches on every public page but /contact. */
test.describe('call and quote one tap away', () => {
  const article = getArticles()[0]!;

  test('on a phone, the bottom bar’s two buttons are reachable and never cover the footer’s last line @phone-only', async ({
    page,
  }) => {
    for (const path of ['/', '/products/pergolas-bioclimatique', `/conseils/${article.slug}`]) {
      await page.goto(path);
      const bar = page.getByTestId('call-bar');
      const call = bar.getByRole('link', { name: /^Appeler/ });
      await expect(call).toHaveAttribute('href', 'tel:+41227001234');
      await expect(bar.getByRole('link', { name: 'Devis gratuit' })).toHaveAttribute(
        'href',
        '/contact#demande-de-devis',
      );
      await expectReachable(call);
      await expectReachable(bar.getByRole('link', { name: 'Devis gratuit' }));
      // At the very bottom of the page, the footer's last line shows above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLine = page.getByRole('contentinfo').locator('p').last();
      const [lineBottom, barTop] = await Promise.all([
        lastLine.evaluate((line) => line.getBoundingClientRect().bottom),
        bar.evaluate((element) => element.getBoundingClientRect().top),
      ]);
      expect(lineBottom, path).toBeLessThanOrEqual(barTop);
    }
    // Typing: the keyboard is up, the bar steps aside; the same in the phone menu.
    await page.getByRole('textbox', { name: 'Nom', exact: true }).focus();
    await expect(page.getByTestId('call-bar')).toBeHidden();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).blur();
    await expect(page.getByTestId('call-bar')).toBeVisible();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByTestId('call-bar')).toBeHidden();
    // On /contact the form is the page: no bar, and no room kept for it.
    await page.goto('/contact');
    await expect(page.getByTestId('call-bar')).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });

  test('on laptops, the header holds the number and « Devis gratuit », at 1024, 1366 and 1440 px @desktop-only', async ({
    page,
  }) => {
    for (const [width, height] of [
      [1024, 900],
      [1366, 768],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/products/carports-v');
      // In the header's row from 1280 px, in the strip just above it below (the first of the page either way).
      const top = page.locator('header, [data-testid="header-strip"]');
      await expectReachable(top.getByRole('link', { name: '+41\u00a022\u00a0700\u00a012\u00a034' }).first());
      await expectReachable(top.getByRole('link', { name: 'Devis gratuit' }).first());
      await expect(page.getByTestId('call-bar')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width}`).toBe(0);
    }
  });

  test('a product hero offers the quote and, for a priced product, the estimator, in its first screen', async ({
    page,
  }) => {
    await page.goto('/products/pergolas-bioclimatique');
    const links = page.getByTestId('hero-quote-links');
    const quote = links.getByRole('link', { name: 'Devis gratuit' });
    await expect(quote).toHaveAttribute('href', '/contact?produit=pergolas-bioclimatique#demande-de-devis');
    await expect(quote).toBeInViewport();
    const estimate = links.getByRole('link', { name: 'Estimer mon budget' });
    await expect(estimate).toBeInViewport();
    // In the first screen, where a finger lands, with nothing (the call bar) over them.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectReachable(quote);
    await expectReachable(estimate);
    await estimate.click();
    await expect(page.locator('#estimation')).toBeInViewport();
    // Outside the price guide, no estimator to go to.
    await page.goto('/products/borne-recharge-electrique');
    await expect(page.getByTestId('hero-quote-links').getByRole('link')).toHaveCount(1);
  });
});
