import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteToaster } from './site-toaster';

/**
 * The site's one click listener (features/conversions/contact-clicks.ts, mounted by the toaster on every public page): a click on a
 * phone or e-mail link sends one beacon with the event and the page's path, nothing else sends anything.
 * sendBeacon is the browser's API, stubbed here; e2e/click-counts.spec.ts checks the real request in Chromium.
 */
const beacon = jest.fn<boolean, [string, (BodyInit | null)?]>(() => true);

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  // jsdom does not navigate to tel: or mailto:; the page's own default action is irrelevant here.
  window.addEventListener('click', (event) => event.preventDefault());
});
beforeEach(() => beacon.mockClear());

/** The shell as a page has it, once idle: its listener's code loads after the first render (lib/visit-signals.ts). */
async function page() {
  const rendered = render(
    <>
      <SiteToaster />
      <a href="tel:+41225550123">
        <span>+41 22 555 01 23</span>
      </a>
      <a href="mailto:info@lumina-terrasses.ch">info@lumina-terrasses.ch</a>
      <a href="/contact">Contact</a>
      <button type="button">Menu</button>
    </>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return rendered;
}

const sent = () => beacon.mock.calls.map(([url, body]) => [url, JSON.parse(String(body))]);

describe('the click count of phone and e-mail links', () => {
  it('sends one beacon per click on a phone or e-mail link, with the page’s path, and nothing for other clicks', async () => {
    const user = userEvent.setup();
    const { getByText } = await page();
    await user.click(getByText('Contact'));
    await user.click(getByText('Menu'));
    expect(beacon).not.toHaveBeenCalled();
    await user.click(getByText('+41 22 555 01 23'));
    await user.click(getByText('info@lumina-terrasses.ch'));
    expect(sent()).toEqual([
      ['/api/clics', { e: 'tel', p: '/' }],
      ['/api/clics', { e: 'mailto', p: '/' }],
    ]);
  });

  it('stops listening when the shell goes away, and sets no cookie', async () => {
    const user = userEvent.setup();
    const { getByText, unmount } = await page();
    const link = getByText('+41 22 555 01 23');
    unmount();
    document.body.append(link);
    await user.click(link);
    expect(beacon).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
  });
});
