import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * The newsletter's key, shared by the server and the specs (e2e/community.spec.ts derives unsubscribe
 * links from it); set here so both inherit it.
 */
process.env.NEWSLETTER_SECRET ||= 'e2e-newsletter-secret-not-for-production-use';
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's Chromium headless shell (installed by scripts/test-all.sh; Playwright's own download is not reachable
 * here), the build Playwright itself runs headless tests in. The full browser, started headless, keeps its own
 * interface renderers busy: the same 74 tests took 6.1 min there and 3.4 min here on this 2-core machine.
 */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Firefox ESR (Debian's, installed by scripts/install-engines.sh) over WebDriver BiDi: Playwright's `moz-firefox`
 * channel drives a stock Firefox, where its own patched build cannot be downloaded here. It runs the journeys only
 * (tests tagged @journey), the same tests as Chromium's. Firefox has no `isMobile`: the phone is its viewport and
 * touch. A failure keeps its screenshot (test-results/<test>-firefox-…/).
 */
const firefox = {
  ...devices['Desktop Firefox'],
  channel: 'moz-firefox',
  // FIREFOX_PATH (default /usr/bin/firefox-esr) is read by the wrapper, which relays BiDi (see why there).
  launchOptions: { executablePath: path.join(__dirname, 'e2e', 'firefox-bidi.mjs') },
  screenshot: 'only-on-failure',
} as const;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL, trace: 'on-first-retry', screenshot: 'only-on-failure', locale: 'fr-CH', launchOptions },
  projects: [
    // Tests tagged @desktop-only / @phone-only exercise one layout's navigation. @any-viewport runs once, in the
    // desktop project: what the viewport cannot change (HTTP answers, JSON-LD, feeds, refusals, what is stored and
    // e-mailed, the back-office's flows). The phone keeps what a phone changes: the layout and hit-test sweeps, the
    // menus, the call bar, axe, carousels, the journeys typed on a phone, and the back-office's phone-first screens
    // (e2e/equipe-phone-first.spec.ts, e2e/equipe-saturday.spec.ts).
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'phone',
      grepInvert: /@desktop-only|@any-viewport/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
    {
      name: 'firefox-desktop',
      grep: /@journey/,
      timeout: 90_000,
      grepInvert: /@phone-only/,
      use: { ...firefox, viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'firefox-phone',
      grep: /@journey/,
      timeout: 90_000,
      grepInvert: /@desktop-only/,
      use: { ...firefox, viewport: { width: 390, height: 844 }, hasTouch: true },
    },
  ],
  webServer: {
    // The production entry point (next start behind the HTTP guard) on the build made by
    // scripts/test-all.sh (`next build` before Playwright).
    command: 'npm start',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // TRUST_PROXY=1: the tests play the proxy, each test sending its visitor's address in
    // X-Forwarded-For (e2e/contact.spec.ts), so the per-address limit does not throttle the suite.
    // BETTER_AUTH_SECRET: npm start runs in production mode, where the back-office refuses to start without one.
    // STAFF_REQUIRE_TWO_FACTOR=0: production requires a second factor by default; the back-office specs sign in
    // with a password only, and e2e/staff-security.spec.ts starts a server of its own with the default.
    env: {
      STAFF_REQUIRE_TWO_FACTOR: '0',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      TRUST_PROXY: '1',
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? 'e2e-only: Vq7Lx2Nf9Rk4Tb8Wz3Hc6Jm1Pd5Sg0Ya',
    },
  },
});
