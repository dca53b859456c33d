// Full-page screenshots of every sitemap page (plus search and 404) at 390, 1024 and 1440 px, to look at
// before calling a layout change done. Needs a production build (`npm run build`); starts `next start` on
// SCREENSHOTS_PORT (3400) unless BASE_URL points at a running site. Writes screenshots/<width>/<page>.png.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { renderDeferredSections } from '../lib/deferred-sections.mjs';

const widths = [390, 1024, 1440];
const outDir = path.resolve('screenshots');
const port = Number(process.env.SCREENSHOTS_PORT ?? 3400);
let baseUrl = process.env.BASE_URL;
let server;

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

if (!baseUrl) {
  baseUrl = `http://127.0.0.1:${port}`;
  // A production server requires BETTER_AUTH_SECRET: a throw-away one for this run.
  const env = { ...process.env, BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || randomBytes(32).toString('hex') };
  server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
    env,
  });
  await waitFor(baseUrl);
}

try {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  paths.push('/rechercher?q=pergola', '/page-inexistante');
  await rm(outDir, { recursive: true, force: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  for (const width of widths) {
    await mkdir(path.join(outDir, String(width)), { recursive: true });
    const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1, locale: 'fr-CH' });
    for (const pagePath of paths) {
      await page.goto(baseUrl + pagePath, { waitUntil: 'load' });
      // Lazy images load as they come into view: scroll through the page once, like a visitor.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
        window.scrollTo(0, 0);
        // Then wait for every image that started loading (lazy ones included), at most 10 s.
        const pending = [...document.images].filter((img) => !img.complete);
        await Promise.race([
          Promise.all(
            pending.map(
              (img) =>
                new Promise((resolve) => {
                  img.addEventListener('load', resolve, { once: true });
                  img.addEventListener('error', resolve, { once: true });
                }),
            ),
          ),
          new Promise((resolve) => setTimeout(resolve, 10_000)),
        ]);
      });
      await page.evaluate(() => document.fonts.ready);
      // Sections laid out only near the screen would be blank in a full-page capture (lib/deferred-sections.mjs).
      await page.evaluate(renderDeferredSections);
      const name = pagePath === '/' ? 'accueil' : pagePath.replace(/^\//, '').replace(/[/?=]/g, '_');
      await page.screenshot({ path: path.join(outDir, String(width), `${name}.png`), fullPage: true });
    }
    await page.close();
    console.log(`${width} px: ${paths.length} pages`);
  }
  await browser.close();
  console.log(`Screenshots in ${path.relative(process.cwd(), outDir)}/`);
} finally {
  if (server) process.kill(-server.pid);
}
