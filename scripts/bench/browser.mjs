/**
 * The benchmark's Chromium: launched by chrome-launcher for Lighthouse, and through Playwright for the warm-up
 * visits and the 390 px load of the home page.
 */

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChrome() {
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

// ---------------------------------------------------------------------------------------------
// Playwright's Chromium for the warm-up and the phone load: the benchmark's flags but --headless=new, as
// Playwright sets the headless mode itself; a phone's context is a touch screen at a given size and density.

async function launchPlaywright() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
}

const phoneContext = (browser, viewport, deviceScaleFactor) =>
  browser.newContext({ viewport, deviceScaleFactor, isMobile: true, hasTouch: true });

// ---------------------------------------------------------------------------------------------
// Warm-up: a fresh standalone build has an empty image cache, and encoding AVIF on 2 loaded cores can take
// longer than the optimizer's 7 s limit (answered 500). One visit per page at Lighthouse's mobile size
// (412 px, DPR 1.75) fills it before anything is measured.

export async function warmPages(urls) {
  const browser = await launchPlaywright();
  const failed = [];
  try {
    const context = await phoneContext(browser, { width: 412, height: 823 }, 1.75);
    const page = await context.newPage();
    page.on('response', (response) => {
      if (response.status() >= 500) failed.push(`${response.status()} ${response.url()}`);
    });
    for (const url of urls) {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    }
  } finally {
    await browser.close();
  }
  return failed;
}

// ---------------------------------------------------------------------------------------------
// A phone-sized page load (390 px): bytes on the wire and image formats

export async function phoneLoad(url) {
  const browser = await launchPlaywright();
  try {
    const context = await phoneContext(browser, { width: 390, height: 844 }, 3);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map();
    let transfer = 0;
    cdp.on('Network.responseReceived', (event) =>
      responses.set(event.requestId, { type: event.type, mimeType: event.response.mimeType, url: event.response.url }),
    );
    cdp.on('Network.loadingFinished', (event) => {
      transfer += event.encodedDataLength;
      const entry = responses.get(event.requestId);
      if (entry) entry.bytes = event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const atLoad = transfer;
    const list = [...responses.values()];
    return {
      url,
      viewport: '390x844 @3x',
      transferBytes: atLoad,
      requests: list.length,
      byType: Object.entries(
        list.reduce((sums, item) => ({ ...sums, [item.type]: (sums[item.type] ?? 0) + (item.bytes ?? 0) }), {}),
      ).map(([type, bytes]) => ({ type, bytes })),
      images: list
        .filter((item) => item.type === 'Image')
        .map((item) => ({ url: item.url, mimeType: item.mimeType, bytes: item.bytes ?? 0 })),
    };
  } finally {
    await browser.close();
  }
}
