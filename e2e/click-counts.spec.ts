import { expect, test } from './hydration';

/**
 * Phone and e-mail link clicks counted per day and page: the footer's phone link sends one
 * beacon to /api/clics with the event and the page's path, the server answers 204, nothing was sent before the
 * click and no cookie is set. The stored counts are checked by app/api/clics/route.test.ts on both databases.
 */

const page = '/products/pergola-toile';

test('a click on the footer’s phone link sends one beacon, answered 204, and sets no cookie @any-viewport', async ({
  page: tab,
  context,
}) => {
  // The dialler is not the test's business: the page's own listener still sees the click first (it sits on the
  // document, this one on the window, later in the bubbling).
  await tab.addInitScript(() =>
    window.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="tel:"],a[href^="mailto:"]')) event.preventDefault();
    }),
  );
  const beacons: string[] = [];
  tab.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/clics') beacons.push(request.postData() ?? '');
  });
  await tab.goto(page);
  await tab.waitForLoadState('networkidle');
  expect(beacons).toEqual([]);

  const phone = tab.locator('footer a[href^="tel:"]').first();
  await phone.scrollIntoViewIfNeeded();
  const [request, response] = await Promise.all([
    tab.waitForRequest((r) => new URL(r.url()).pathname === '/api/clics'),
    tab.waitForResponse((r) => new URL(r.url()).pathname === '/api/clics'),
    phone.click(),
  ]);
  expect(request.method()).toBe('POST');
  expect(JSON.parse(request.postData() ?? 'null')).toEqual({ e: 'tel', p: page });
  expect(response.status()).toBe(204);
  expect(beacons).toHaveLength(1);
  expect(await context.cookies()).toEqual([]);
});
