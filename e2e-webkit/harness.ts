import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, after, before } from 'node:test';
import { Builder, By, until, type WebDriver, type WebElement } from 'selenium-webdriver';
import { pageHydrated } from '../e2e/page-hydrated';

/**
 * WebKit, the engine of every iPhone, driven through WebKitGTK's WebKitWebDriver (W3C WebDriver) with
 * selenium-webdriver: Playwright's own WebKit cannot be downloaded here. The harness starts, on ports of its own,
 * a display (Xvfb), the driver and the production server of the last `next build` with a throw-away DATA_DIR,
 * and stops them all at the end. Each journey is one WebDriver session in a window of the journey's size
 * (e2e-webkit/browser.py has no toolbar: window = viewport). A failure keeps a screenshot in
 * test-results/webkit/<journey>.png, and every journey fails on an error WebKit writes to its console.
 */

const root = path.resolve(__dirname, '..');
const serverPort = Number(process.env.WEBKIT_E2E_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 20);
const driverPort = Number(process.env.WEBKIT_DRIVER_PORT ?? 4444);
export const base = `http://127.0.0.1:${serverPort}`;
const shots = path.join(root, 'test-results', 'webkit');
/** WebKit's own console lines (the driver's output), read by each journey from where it began. */
const consoleLines: string[] = [];
/** Written by WebKit on every page of a CSP with `manifest-src`, which it does not know: harmless. */
const harmless = /Unrecognized Content-Security-Policy directive 'manifest-src'/;
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string>, stdio: 'ignore' | 'pipe' = 'ignore') {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio, detached: true });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children.splice(0).reverse()) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function answers(url: string, timeout: number) {
  for (const end = Date.now() + timeout; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    if (
      await fetch(url).then(
        (response) => response.status < 500,
        () => false,
      )
    )
      return;
  }
  throw new Error(`${url} ne répond pas après ${timeout / 1000} s`);
}

/** A free X display, chosen by Xvfb itself (-displayfd), so that parallel runs do not collide. */
async function startDisplay(): Promise<string> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    detached: true,
  });
  children.push(xvfb);
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`));
    xvfb.once('exit', () => reject(new Error('Xvfb s’est arrêté')));
  });
  return display;
}

before(async () => {
  process.once('exit', stopAll);
  mkdirSync(shots, { recursive: true });
  const display = await startDisplay();
  const driver = start('WebKitWebDriver', [`--port=${driverPort}`], { DISPLAY: display }, 'pipe');
  for (const stream of [driver.stdout!, driver.stderr!]) {
    stream.on('data', (data: Buffer) => consoleLines.push(...data.toString().split('\n').filter(Boolean)));
  }
  start('node', ['scripts/start.mjs'], {
    PORT: String(serverPort),
    HOSTNAME: '127.0.0.1',
    TRUST_PROXY: '1',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'webkit-e2e-')),
    STAFF_REQUIRE_TWO_FACTOR: '0',
    NEXT_TELEMETRY_DISABLED: '1',
    BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? 'e2e-only: Vq7Lx2Nf9Rk4Tb8Wz3Hc6Jm1Pd5Sg0Ya',
  });
  await Promise.all([answers(`${base}/`, 60_000), answers(`http://127.0.0.1:${driverPort}/status`, 20_000)]);
});

after(stopAll);

export type Size = { width: number; height: number };
export const phone: Size = { width: 390, height: 844 };
export const desktop: Size = { width: 1440, height: 900 };

/**
 * A journey at each size: `[webkit 390] name`. One session each (a fresh tab: no sessionStorage, no cookie).
 */
export function journey(name: string, sizes: Size[], body: (visit: Visit, size: Size) => Promise<void>) {
  for (const size of sizes) {
    const title = `[webkit ${size.width}] ${name}`;
    test(title, { timeout: 120_000 }, async () => {
      const driver = await new Builder()
        .usingServer(`http://127.0.0.1:${driverPort}`)
        .withCapabilities({
          browserName: 'LuminaWebKit',
          'webkitgtk:browserOptions': { binary: path.join(__dirname, 'browser.py'), args: ['--automation'] },
        })
        .build();
      const from = consoleLines.length;
      try {
        await driver.manage().window().setRect(size);
        await body(new Visit(driver), size);
        const errors = consoleLines.slice(from).filter((line) => / ERROR /.test(line) && !harmless.test(line));
        if (errors.length > 0) throw new Error(`WebKit a écrit dans sa console :\n${errors.join('\n')}`);
      } catch (error) {
        const file = path.join(
          shots,
          `${title
            .replace(/[^\w-]+/g, '-')
            .replace(/^-+/, '')
            .slice(0, 100)}.png`,
        );
        await driver.takeScreenshot().then(
          (png) => writeFileSync(file, png, 'base64'),
          () => {},
        );
        throw error;
      } finally {
        await driver.quit();
      }
    });
  }
}

/** What a visitor does and sees, in WebDriver's terms. */
export class Visit {
  constructor(readonly driver: WebDriver) {}

  /** Keeps what the screen shows now, to be looked at: test-results/webkit/views/<width>-<name>.png. */
  async keep(name: string) {
    const { width } = await this.driver.manage().window().getRect();
    mkdirSync(path.join(shots, 'views'), { recursive: true });
    writeFileSync(path.join(shots, 'views', `${width}-${name}.png`), await this.driver.takeScreenshot(), 'base64');
  }

  /** Opens a page, and waits until React has hydrated it: `load` no longer says so (e2e/page-hydrated.ts). */
  async go(pathname: string) {
    await this.driver.get(`${base}${pathname}`);
    await this.eventually(
      () => this.driver.executeScript(`return (${pageHydrated.toString()})()`),
      (hydrated) => hydrated === true,
      `${pathname} hydratée`,
    );
  }

  find(css: string, timeout = 10_000): Promise<WebElement> {
    return this.driver.wait(until.elementLocated(By.css(css)), timeout, `${css} absent`);
  }

  /** The field whose label starts with `label`, inside `within` (a CSS selector). */
  async field(within: string, label: string): Promise<WebElement> {
    await this.find(within);
    const found = (await this.driver.executeScript(
      `return [...document.querySelector(arguments[0]).querySelectorAll('label')]
        .find((l) => l.textContent.trim().startsWith(arguments[1]))?.control ?? null`,
      within,
      label,
    )) as WebElement | null;
    if (!found) throw new Error(`aucun champ « ${label} » dans ${within}`);
    return found;
  }

  /** The visible button or link inside `within` whose accessible name (aria-label or text) is `name`. */
  async control(within: string, name: string | RegExp): Promise<WebElement> {
    const pattern = typeof name === 'string' ? `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : name.source;
    const found = await this.eventually(
      () =>
        this.driver.executeScript(
          `const pattern = new RegExp(arguments[1]);
          return [...document.querySelectorAll(arguments[0])].flatMap((c) => [...c.querySelectorAll('a, button')])
            .find((c) => c.getClientRects().length > 0
              && pattern.test((c.getAttribute('aria-label') ?? c.textContent).replace(/\\s+/g, ' ').trim())) ?? null`,
          within,
          pattern,
        ) as Promise<WebElement | null>,
      (element) => element !== null,
      `« ${name} » dans ${within}`,
    );
    return found!;
  }

  /**
   * A click as a visitor makes it: on the element brought to the middle of the screen (not under the phone's
   * call bar), on a radio's or checkbox's label (the inputs themselves are drawn by their labels).
   */
  async click(element: WebElement) {
    const target = (await this.driver.executeScript(
      `const element = arguments[0];
      const target = /^(radio|checkbox)$/.test(element.type) && element.labels?.[0] ? element.labels[0] : element;
      target.scrollIntoView({ block: 'center' });
      return target;`,
      element,
    )) as WebElement;
    // As Playwright waits for an element to be actionable: a panel still sliding in (the phone menu) refuses the
    // click for a moment.
    for (const end = Date.now() + 3000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      try {
        await target.click();
        return;
      } catch (error) {
        if (!(error instanceof Error && error.name === 'ElementNotInteractableError') || Date.now() > end) throw error;
      }
    }
  }

  async type(element: WebElement, text: string) {
    await this.driver.executeScript(`arguments[0].scrollIntoView({ block: 'center' })`, element);
    await element.clear();
    await element.sendKeys(text);
  }

  text(css: string) {
    return this.find(css).then((element) => element.getText());
  }

  /** Polls `read` until `ok` holds (10 s): the page answers at its own pace. */
  async eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeout = 10_000): Promise<T> {
    let value = await read();
    for (const end = Date.now() + timeout; !ok(value); value = await read()) {
      if (Date.now() > end) throw new Error(`${what} : ${JSON.stringify(value)} après ${timeout / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return value;
  }

  /** Reachable as a finger or a pointer reaches it: scrolled into view, and hit at its centre (elementFromPoint). */
  reachable(element: WebElement) {
    return this.eventually(
      () =>
        this.driver.executeScript(
          `const element = arguments[0];
          element.scrollIntoView({ block: 'center' });
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) return 'no size';
          const x = rect.left + rect.width / 2, y = rect.top + rect.height / 2;
          if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return 'centre off-screen';
          const hit = document.elementFromPoint(x, y);
          return hit && element.contains(hit) ? 'reachable' : 'covered by ' + (hit?.outerHTML.slice(0, 100) ?? 'nothing');`,
          element,
        ) as Promise<string>,
      (state) => state === 'reachable',
      'atteignable',
    );
  }

  /** The page never scrolls sideways. */
  sidewaysOverflow() {
    return this.driver.executeScript('return document.documentElement.scrollWidth - innerWidth') as Promise<number>;
  }
}
