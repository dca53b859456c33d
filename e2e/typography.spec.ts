import { expect, test } from './hydration';

/**
 * French typography in the HTML the server sends: every page of the sitemap, as a crawler reads it.
 * Copy is typed with plain spaces and the rule (content/french-typography.ts) puts the no-break ones in, so a
 * plain space before « ; ! ? : » or inside « », or a straight apostrophe in a word, is a text the rule missed
 * (or a component string typed by hand). Addresses a reader copies (e-mail, web, phone) must stay as typed.
 */

/** What a page's text says wrong, read with the browser's own HTML parser from the HTML the server sent. */
function typographyProblems(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, style, template, noscript')) node.remove();
  const texts: string[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of doc.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  for (const meta of doc.querySelectorAll('meta[name="description"], meta[property^="og:"]')) {
    const content = meta.getAttribute('content') ?? '';
    if (!/^https?:/.test(content)) texts.push(content);
  }
  texts.push(doc.title);

  const rules: [string, RegExp][] = [
    ['an ordinary space before ; ! ?', /[ \t\n][;!?]/],
    ['an ordinary space before :', /[ \t\n]:/],
    ['an ordinary space inside « »', /«[ \t\n]|[ \t\n]»/],
    ['a straight apostrophe in a word', /\p{L}'\p{L}/u],
  ];
  const problems = texts.flatMap((text) =>
    rules.filter(([, rule]) => rule.test(text)).map(([what]) => `${what}: « ${text.trim().slice(0, 80)} »`),
  );
  // What a reader copies stays as typed: no no-break space or curly apostrophe inside an e-mail or web address.
  // (Phone numbers are shown with no-break spaces on purpose, so that a number never breaks across two lines.)
  for (const link of doc.querySelectorAll('a[href^="mailto:"], a[href^="http"]')) {
    const text = link.textContent ?? '';
    if (/@|^https?:|^www\./.test(text.trim()) && /[\u00a0\u202f’]/.test(text)) {
      problems.push(`address changed by the rule: « ${text} » (${link.getAttribute('href')})`);
    }
  }
  const body = texts.join('\n');
  return {
    problems,
    narrowBeforePunctuation: (body.match(/\u202f[;!?]/g) ?? []).length,
    noBreakBeforeColon: (body.match(/\u00a0:/g) ?? []).length,
    guillemets: (body.match(/«\u00a0/g) ?? []).length,
    addresses: [...doc.querySelectorAll('a[href^="mailto:"]')].filter((link) => link.textContent?.includes('@')).length,
  };
}

test('every page of the sitemap has its French no-break spaces and apostrophes, its addresses as typed @desktop-only', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  expect(paths.length).toBeGreaterThan(25);
  await page.goto('/');
  const totals = { narrowBeforePunctuation: 0, noBreakBeforeColon: 0, guillemets: 0, addresses: 0 };
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const found = await page.evaluate(typographyProblems, await response.text());
    expect.soft(found.problems, path).toEqual([]);
    // Each kind of page (home, product, category, article, legal, contact…) carries the rule's spaces.
    expect
      .soft(found.noBreakBeforeColon + found.narrowBeforePunctuation, `${path}: no-break spaces`)
      .toBeGreaterThan(0);
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += found[key];
  }
  expect(totals.narrowBeforePunctuation).toBeGreaterThan(20);
  expect(totals.noBreakBeforeColon).toBeGreaterThan(20);
  expect(totals.guillemets).toBeGreaterThan(5);
  // The footer's two e-mail addresses, on every page, were among those checked as typed.
  expect(totals.addresses).toBeGreaterThanOrEqual(paths.length * 2);
});
