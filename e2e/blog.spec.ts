import { expect, test, type Page } from './hydration';
import { getArticles } from '../lib/content';
import { categoryOf, frenchDate, publishedAt, relatedArticles } from '../lib/blog';
import { excerptOf } from '../lib/blog-card';
import { matchesQuery } from '../lib/text-match';
import { expectNoAxeViolations, jsonLdOf } from './helpers';

/** Newest first, as the blog lists them (lib/site-model.ts). */
const articles = getArticles();

/** Expected cards, derived from content (never hard-coded): spec sections 5 and 9. */
const cards = articles.map((article, index) => ({
  slug: article.slug,
  title: article.title,
  excerpt: excerptOf(article),
  category: categoryOf(article.title),
  featured: index === 0,
}));
const featured = cards[0]!;
/** The site search's rule (lib/text-match.ts): every word of the query in the title or excerpt, case and accents ignored. */
const matching = (category: string, query: string) =>
  cards.filter(
    (card) =>
      (category === 'Tous les articles' || card.category === category) &&
      matchesQuery([card.title, card.excerpt], query),
  );
const gridSlugs = (page: Page) =>
  page
    .getByTestId('article-grid')
    .getByTestId('article-card')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')));

/** Waits for the client filter to replace the server-rendered fallback. */
async function openBlog(page: Page, path = '/conseils') {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-testid="blog-explorer"][data-hydrated="true"]')).toBeVisible();
}

/** Checks the featured card and the grid show exactly the expected cards. */
async function expectShown(page: Page, expected: typeof cards) {
  const expectedGrid = expected.filter((card) => !card.featured).map((card) => card.slug);
  await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(expectedGrid.length);
  expect(await gridSlugs(page)).toEqual(expectedGrid);
  expect(await gridSlugs(page)).not.toContain(featured.slug);
  await expect(page.getByTestId('featured-article')).toHaveCount(expected.some((card) => card.featured) ? 1 : 0);
}

test.describe('blog list /conseils', () => {
  test('shows the title, the featured article once and the other articles in the grid', async ({ page }) => {
    await openBlog(page);
    await expect(page).toHaveTitle(/^Idées & Conseils \| Lumina Terrasses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Idées & Conseils');
    await expect(page.getByPlaceholder('Rechercher des articles...')).toBeVisible();
    for (const chip of ['Tous les articles', 'Carport', 'Énergie', 'Pergola']) {
      await expect(page.getByRole('button', { name: chip, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Tous les articles' })).toHaveAttribute('aria-pressed', 'true');

    const hero = page.getByTestId('featured-article');
    await expect(hero).toHaveAttribute('data-slug', featured.slug);
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText(featured.title);
    await expect(hero).toContainText(featured.excerpt);
    await expect(hero).toContainText(`Par ${articles[0]!.author}`);
    await expect(hero).toContainText(frenchDate(articles[0]!.date));
    // Counts load when they come near the viewport (below the fold on a phone).
    await hero.getByTestId('comment-count').scrollIntoViewIfNeeded();
    await expect(hero.getByTestId('comment-count')).toHaveAttribute('data-count', /^\d+$/);
    await expect(hero).toContainText(/\d+\scommentaires?/);
    await expect(hero.locator('img')).toHaveCount(1);
    await expect(hero.getByRole('link', { name: 'Lire l’article' })).toHaveAttribute(
      'href',
      `/conseils/${featured.slug}`,
    );
    await expectShown(page, cards);
  });

  test('links the RSS feed and publishes CollectionPage JSON-LD @any-viewport', async ({ page }) => {
    await openBlog(page);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/conseils\/rss\.xml$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/conseils$/);
    const collection = (await jsonLdOf(page)).find((d) => d['@type'] === 'CollectionPage');
    expect(collection).toMatchObject({ name: 'Idées & Conseils' });
    expect((collection?.mainEntity as { itemListElement: unknown[] }).itemListElement).toHaveLength(articles.length);
  });

  test('category chips refilter the grid at once and write ?categorie=', async ({ page }) => {
    await openBlog(page);
    for (const chip of ['Carport', 'Énergie', 'Pergola'] as const) {
      await page.getByRole('button', { name: chip, exact: true }).click();
      await expect(page.getByRole('button', { name: chip, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`[?&]categorie=${encodeURIComponent(chip)}`));
      await expectShown(page, matching(chip, ''));
    }
    await page.getByRole('button', { name: 'Tous les articles' }).click();
    await expect(page).toHaveURL(/\/conseils$/);
    await expectShown(page, cards);
  });

  test('the search box refilters on title or excerpt, case-insensitively, combined with the chip @any-viewport', async ({
    page,
  }) => {
    await openBlog(page);
    const box = page.getByPlaceholder('Rechercher des articles...');
    // A word of a title, typed in capitals, and a word found only in an excerpt.
    const titleWord = 'GARAGE';
    await box.fill(titleWord);
    await expect(page).toHaveURL(/[?&]q=GARAGE/);
    await expectShown(page, matching('Tous les articles', titleWord));

    const excerptWord = cards
      .flatMap((card) => card.excerpt.split(/[\s,.:;!?’']+/))
      .find((word) => word.length > 6 && !cards.some((card) => card.title.toLowerCase().includes(word.toLowerCase())))!;
    await box.fill(excerptWord);
    const byExcerpt = matching('Tous les articles', excerptWord);
    expect(byExcerpt.length).toBeGreaterThan(0);
    await expectShown(page, byExcerpt);

    await box.fill('solaire');
    // The query reaches the URL first; a chip clicked during that update could be re-rendered away.
    await expect(page).toHaveURL(/[?&]q=solaire/);
    for (const chip of ['Carport', 'Énergie']) {
      const button = page.getByRole('button', { name: chip, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expectShown(page, matching(chip, 'solaire'));
    }
  });

  test('the search box ignores accents, like the site search: « energie » finds « Énergie » @any-viewport', async ({
    page,
  }) => {
    await openBlog(page);
    await page.getByPlaceholder('Rechercher des articles...').fill('energie');
    await expect(page).toHaveURL(/[?&]q=energie/);
    const expected = matching('Tous les articles', 'energie');
    // Articles whose title carries the accented word are among them.
    const accented = cards.filter((card) => card.title.includes('énergie'));
    expect(accented.length).toBeGreaterThan(0);
    expect(expected).toEqual(expect.arrayContaining(accented));
    await expectShown(page, expected);
  });

  test('on a phone, a sent query brings the first result into view, and the count links to the results @phone-only', async ({
    page,
  }) => {
    await openBlog(page);
    const box = page.getByPlaceholder('Rechercher des articles...');
    await box.fill('pergola');
    const status = page.getByTestId('blog-status');
    await expect(status).toContainText(/\d+\u00a0articles? sur \d+/);
    // The first result: the featured article when it matches, else the grid's first card.
    const first = page.locator('#resultats article').first();
    await box.press('Enter');
    await expect(first).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await status.getByRole('link', { name: 'Voir les résultats' }).click();
    await expect(first).toBeInViewport();
  });

  test('shows a French empty state and resets from it @any-viewport', async ({ page }) => {
    await openBlog(page);
    await page.getByPlaceholder('Rechercher des articles...').fill('zzqxw introuvable');
    const empty = page.getByTestId('blog-empty');
    await expect(empty).toBeVisible();
    await expect(empty).toContainText('Aucun article trouvé');
    await expect(empty).toContainText('zzqxw introuvable');
    await expect(page.getByTestId('article-card')).toHaveCount(0);
    await expect(page.getByTestId('featured-article')).toHaveCount(0);
    await empty.getByRole('button', { name: 'Afficher tous les articles' }).click();
    await expect(page).toHaveURL(/\/conseils$/);
    await expectShown(page, cards);
  });

  test('the filter state round-trips through the URL @any-viewport', async ({ page }) => {
    const query = 'solaire';
    await openBlog(page, `/conseils?categorie=Carport&q=${query}`);
    await expect(page.getByRole('button', { name: 'Carport', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByPlaceholder('Rechercher des articles...')).toHaveValue(query);
    await expectShown(page, matching('Carport', query));

    await page.getByRole('button', { name: 'Tous les articles' }).click();
    await expect(page).toHaveURL(new RegExp(`/conseils\\?q=${query}$`));
    await expectShown(page, matching('Tous les articles', query));

    await page.getByPlaceholder('Rechercher des articles...').fill('');
    await expect(page).toHaveURL(/\/conseils$/);

    // An accent-less ?categorie= still selects its chip.
    await openBlog(page, '/conseils?categorie=energie');
    await expect(page.getByRole('button', { name: 'Énergie', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectShown(page, matching('Énergie', ''));
  });

  test('has no accessibility violations', async ({ page }) => {
    await openBlog(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('blog list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every article @any-viewport', async ({ page }) => {
    await page.goto('/conseils');
    await expect(page.getByTestId('featured-article')).toHaveAttribute('data-slug', featured.slug);
    await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(articles.length - 1);
  });
});

test.describe('article pages /conseils/{slug}', () => {
  for (const article of articles) {
    test(`${article.slug} renders its parts and related articles @any-viewport`, async ({ page, request }) => {
      const response = await page.goto(`/conseils/${article.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      const meta = page.getByTestId('article-meta');
      await expect(meta.locator('time')).toHaveAttribute('dateTime', publishedAt(article.date));
      await expect(meta.locator('time')).toHaveText(frenchDate(article.date));
      await expect(meta).toContainText(`Par ${article.author}`);
      // Loaded from /api/comments/counts (e2e/community.spec.ts checks the figures).
      await expect(meta.getByTestId('comment-count')).toHaveAttribute('data-count', /^\d+$/);
      await expect(meta.getByTestId('comment-count')).toHaveText(/^· \d+\scommentaires?$/);
      await expect(page.locator('main figure img').first()).toHaveAttribute('alt', article.featuredImage.alt);
      await expect(page.getByTestId('article-introduction')).toHaveCount(article.introduction ? 1 : 0);
      await expect(page.getByTestId('article-section')).toHaveCount(article.sections.length);
      for (const section of article.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section.title, exact: true })).toBeVisible();
      }
      if (article.cta) {
        const cta = page.getByTestId('article-cta');
        await expect(cta).toContainText(article.cta.text);
        await expect(cta.getByRole('link', { name: article.cta.buttonText })).toHaveAttribute('href', article.cta.link);
      }

      const expected = relatedArticles(article, articles).map((a) => `/conseils/${a.slug}`);
      expect(expected.length).toBeLessThanOrEqual(3);
      const related = page.getByTestId('related-articles');
      await expect(related.getByRole('heading', { name: 'En lire plus' })).toBeVisible();
      const hrefs = await related.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(hrefs).toEqual(expected);
      expect(hrefs).not.toContain(`/conseils/${article.slug}`);
      for (const href of hrefs) {
        expect((await request.get(href!)).status()).toBe(200);
      }

      for (const name of ['Nom', 'E-mail', 'Message']) {
        await expect(page.getByLabel(name, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible();
      await expect(page.locator('#banner-title')).toBeVisible();
      await expect(page.getByTestId('quality-strip')).toBeVisible();
    });
  }

  test('share links carry the encoded address, title and absolute image @any-viewport', async ({ page }) => {
    const article = articles[1]!;
    await page.goto(`/conseils/${article.slug}`);
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    const origin = new URL(canonical).origin;
    expect(canonical).toBe(`${origin}/conseils/${article.slug}`);
    const u = encodeURIComponent(canonical);
    const t = encodeURIComponent(article.title);
    const share = page.getByTestId('share-links');
    await expect(share.getByRole('heading', { name: 'Partager' })).toBeVisible();
    const link = (name: RegExp) => share.getByRole('link', { name });
    await expect(link(/Facebook/)).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${u}`);
    await expect(link(/Twitter/)).toHaveAttribute('href', `https://twitter.com/intent/tweet?url=${u}&text=${t}`);
    await expect(link(/Pinterest/)).toHaveAttribute(
      'href',
      `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(`${origin}${article.featuredImage.src}`)}&description=${t}`,
    );
    await expect(link(/e-mail/)).toHaveAttribute('href', `mailto:?subject=${t}&body=${u}`);
    await expect(link(/WhatsApp/)).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${article.title} ${canonical}`)}`,
    );
    for (const name of [/Facebook/, /Twitter/, /Pinterest/, /WhatsApp/]) {
      await expect(link(name)).toHaveAttribute('target', '_blank');
      await expect(link(name)).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('« Copier le lien » copies the article’s address and says so in place @any-viewport', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const article = articles[1]!;
    await page.goto(`/conseils/${article.slug}`);
    const share = page.getByTestId('share-links');
    await share.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(share.getByTestId('share-copied')).toHaveText('Lien copié.');
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  });

  test('a share link opens the network in a 600x400 window, not a tab @desktop-only', async ({ page, context }) => {
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Facebook</title>' }),
    );
    await page.goto(`/conseils/${articles[0]!.slug}`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByTestId('share-links')
        .getByRole('link', { name: /Facebook/ })
        .click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(await popup.evaluate(() => window.innerWidth)).toBe(600);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(context.pages()).toHaveLength(2);
    await expect(page).toHaveURL(new RegExp(`/conseils/${articles[0]!.slug}$`));
  });

  test('publishes Article and BreadcrumbList JSON-LD and article metadata @any-viewport', async ({ page }) => {
    const article = articles[2]!;
    await page.goto(`/conseils/${article.slug}`);
    const data = await jsonLdOf(page);
    expect(data.find((d) => d['@type'] === 'Article')).toMatchObject({
      headline: article.title,
      datePublished: publishedAt(article.date),
      dateModified: publishedAt(article.date),
      author: { '@type': 'Person', name: article.author },
      publisher: { '@type': 'Organization', name: 'Lumina Terrasses' },
    });
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Accueil', 'Idées & Conseils', article.title]);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      publishedAt(article.date),
    );
  });

  test('an unknown slug answers 404 @any-viewport', async ({ page }) => {
    const response = await page.goto('/conseils/cet-article-n-existe-pas');
    expect(response?.status()).toBe(404);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto(`/conseils/${articles[0]!.slug}`);
    await expectNoAxeViolations(page);
  });
});

test.describe('comment form', () => {
  const article = articles[0]!;

  test('posts JSON, answers below the button for good, clears the message and keeps the name for another @any-viewport', async ({
    page,
  }) => {
    let payload: unknown;
    // The answer waits until the test has seen the sending state (a fixed delay was too short on a busy machine).
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/comments', async (route) => {
      payload = route.request().postDataJSON();
      await released;
      await route.fulfill({
        status: 201,
        json: { success: true, message: 'Merci, votre commentaire sera publié après modération.' },
      });
    });
    await page.goto(`/conseils/${article.slug}`);
    await page.getByLabel('Nom', { exact: true }).fill('Anne Rochat');
    await page.getByLabel('E-mail', { exact: true }).fill('anne@example.ch');
    await page.getByLabel('Message', { exact: true }).fill('Article très utile, merci.');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('button', { name: /Envoi en cours/ })).toBeDisabled();
    release();
    // A lasting answer, not a passing toast: awaiting moderation, and no e-mail asked for.
    const answer = page.getByTestId('comment-sent');
    await expect(answer).toContainText('Commentaire envoyé\u00a0: il est en attente de modération.');
    await expect(answer).toContainText('Vous n’avez pas demandé à être prévenu d’une réponse');
    expect(payload).toEqual({
      articleSlug: article.slug,
      nom: 'Anne Rochat',
      email: 'anne@example.ch',
      message: 'Article très utile, merci.',
      notifyReply: false,
      website: '',
    });
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Anne Rochat');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  test('keeps the values and shows the server message on a refusal, a fallback on a network error @any-viewport', async ({
    page,
  }) => {
    let fail: 'refuse' | 'abort' = 'refuse';
    await page.route('**/api/comments', (route) =>
      fail === 'refuse'
        ? route.fulfill({
            status: 422,
            json: { success: false, message: 'Le message est trop court.', errors: { message: 'Trop court' } },
          })
        : route.abort(),
    );
    await page.goto(`/conseils/${article.slug}`);
    await page.getByLabel('Nom', { exact: true }).fill('Anne');
    await page.getByLabel('E-mail', { exact: true }).fill('anne@example.ch');
    await page.getByLabel('Message', { exact: true }).fill('Ok');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Le message est trop court.')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Ok');
    await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    fail = 'abort';
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(
      page.getByText('Une erreur est survenue lors de l’envoi du commentaire. Veuillez réessayer.'),
    ).toBeVisible();
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Anne');
  });

  test('has the honeypot out of reach and the moderation notice with its links', async ({ page }) => {
    await page.goto(`/conseils/${article.slug}`);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
    const form = page.getByTestId('comment-form');
    await expect(form).toContainText('Tous les commentaires sont modérés avant publication.');
    await expect(form.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/politique-confidentialite',
    );
    await expect(form.getByRole('link', { name: 'mentions légales' })).toHaveAttribute('href', '/mentions-legales');
  });
});

test.describe('blog redirects and feed', () => {
  test('/blog and /blog/{slug} answer 308 to /conseils @any-viewport', async ({ request }) => {
    const list = await request.get('/blog', { maxRedirects: 0 });
    expect(list.status()).toBe(308);
    expect(list.headers().location).toBe('/conseils');
    const slug = articles[3]!.slug;
    const one = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect(one.status()).toBe(308);
    expect(one.headers().location).toBe(`/conseils/${slug}`);
  });

  test('the RSS feed lists every article @any-viewport', async ({ request }) => {
    const response = await request.get('/conseils/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<rss version="2\.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(articles.length);
    for (const article of articles) {
      expect(xml).toContain(`/conseils/${article.slug}</link>`);
    }
    expect(xml).toMatch(/<link>https?:\/\/[^<]+\/conseils\/[a-z0-9-]+<\/link>/);
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
