import { expect, test } from './hydration';
import { expectNoAxeViolations, jsonLdOf } from './helpers';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has its title, canonical and French language @any-viewport', async ({ page }) => {
    await expect(page).toHaveTitle(/\| Lumina Terrasses$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/[^/]+\/?$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_CH');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  test('shows every section in the spec’s order', async ({ page }) => {
    const headings = [
      page.locator('#hero-title'),
      page.locator('#intro-title'),
      page.getByRole('region', { name: 'Nos domaines d’expertise' }),
      page.locator('#partners-title'),
      page.getByRole('heading', { name: 'Ils nous ont fait confiance' }),
      page.locator('#before-after-title'),
      page.locator('#projects-title'),
      page.getByRole('heading', { name: 'Foire aux Questions (FAQ)' }),
      page.locator('#reviews-title'),
      page.locator('#blog-title'),
      page.locator('#banner-title'),
      page.locator('#quality-title'),
    ];
    const tops: number[] = [];
    for (const heading of headings) {
      await expect(heading).toHaveCount(1);
      const box = await heading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      tops.push(box);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('has the spec’s counts @any-viewport', async ({ page }) => {
    await expect(page.getByTestId('faq-list').locator('summary')).toHaveCount(10);
    await expect(page.getByTestId('review-card')).toHaveCount(5);
    await expect(page.getByTestId('project-card')).toHaveCount(4);
    await expect(page.getByTestId('quality-strip').locator('> li')).toHaveCount(4);
    await expect(page.getByTestId('logo-track').locator('img')).toHaveCount(56);
    await expect(page.getByTestId('statistics')).toContainText('+20');
    await expect(page.getByTestId('statistics')).toContainText('+1000');
    for (const title of [
      'Devis Gratuit',
      'Satisfaction Garantie',
      'Expertise Professionnelle',
      'Assistance Continue',
    ]) {
      await expect(page.getByTestId('quality-strip').getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByTestId('article-card')).toHaveCount(7);
  });

  test('links the four blocks to their category pages and the project cards to /realisations @any-viewport', async ({
    page,
  }) => {
    const blocks = page.getByRole('region', { name: 'Nos domaines d’expertise' }).getByRole('link');
    await expect(blocks).toHaveCount(4);
    expect(await blocks.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
      '/pergolas',
      '/carports',
      '/vitrage',
      '/energie-solaire',
    ]);
    const projectLinks = page.getByTestId('project-card').getByRole('link');
    expect(new Set(await projectLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))).toEqual(
      new Set(['/realisations']),
    );
    await expect(page.locator('#banner-title').locator('..').getByRole('link')).toHaveAttribute('href', '/contact');
  });

  test('publishes Organization and LocalBusiness JSON-LD @any-viewport', async ({ page }) => {
    const data = await jsonLdOf(page);
    const org = data.find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({ name: 'Lumina Terrasses', '@context': 'https://schema.org' });
    expect(org?.url).toMatch(/^https:\/\//);
    const offices = data.filter((d) => d['@type'] === 'HomeAndConstructionBusiness');
    expect(offices.map((o) => (o.address as { addressLocality: string }).addressLocality)).toEqual([
      'Chêne-Bourg',
      'Clermont-Ferrand',
    ]);
  });

  test('the FAQ toggles independently and the slider moves', async ({ page }) => {
    // Native <details>: the expanded state is the element's `open`, exposed by the browser to assistive technology.
    const items = page.getByTestId('faq-list').locator('details');
    const questions = items.locator('summary');
    const states = () => items.evaluateAll((all) => all.slice(0, 3).map((d) => (d as HTMLDetailsElement).open));
    await questions.nth(0).click();
    await questions.nth(2).click();
    await expect.poll(states).toEqual([true, false, true]);

    const slider = page.getByRole('slider');
    await expect(slider).toHaveValue('50');
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('48');
  });

  test('the reviews carousel moves to its end and back', async ({ page }, testInfo) => {
    const next = page.getByRole('button', { name: 'Avis suivants' });
    const previous = page.getByRole('button', { name: 'Avis précédents' });
    await expect(previous).toBeDisabled();
    const steps = testInfo.project.name === 'desktop' ? 1 : 4;
    for (let i = 0; i < steps; i += 1) await next.click();
    await expect(next).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Progression des avis' })).toHaveAttribute('value', '100');
    await previous.click();
    await expect(next).toBeEnabled();
  });

  test('has no accessibility violations', async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});

test.describe('site shell', () => {
  test('desktop mega-menu opens on hover and lists the four categories @desktop-only', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Afficher les solutions' });
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Nos Solutions' })
      .hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Pergolas', 'Carports', 'Vitrage', 'Énergie Solaire']) {
      await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await page.mouse.move(10, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('phone menu opens a panel titled Menu @phone-only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Nos Solutions' }).click();
    await expect(dialog.getByRole('link', { name: 'Pompes à Chaleur' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(dialog).toBeHidden();
  });

  test('header search sends a query to /rechercher', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
    const field = page.getByPlaceholder('Rechercher...');
    await expect(field).toBeFocused();
    await field.fill('pergola');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/rechercher\?q=pergola$/);
  });

  test('footer shows both offices with mailto and tel links, and the copyright @any-viewport', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer).toContainText('Chêne-Bourg');
    await expect(footer).toContainText('Clermont-Ferrand');
    await expect(footer).toContainText('© 2025 Lumina Terrasses');
    await expect(footer.getByPlaceholder('E-mail')).toHaveAttribute('type', 'email');
    for (const name of ['Mentions Légales', 'Politique de confidentialité', 'Rechercher']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
  });
});
