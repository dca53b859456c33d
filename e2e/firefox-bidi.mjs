#!/usr/bin/env node
/**
 * Debian's Firefox ESR as Playwright launches it (playwright.config.ts, `executablePath`), with one WebDriver BiDi
 * command answered here. Playwright 1.65 sends `emulation.setMediaFeaturesOverride` (the colour scheme) when it
 * opens every context; Firefox ESR 153 does not know it yet and answers « unknown command », so no context could
 * open. This relays the BiDi socket and answers that one command with an empty success: `colorScheme` and
 * `page.emulateMedia()` do nothing in the Firefox projects, everything else is Firefox's own answer.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import WebSocket, { WebSocketServer } from 'ws';

const UNSUPPORTED = new Set(['emulation.setMediaFeaturesOverride']);
const firefox = spawn(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', process.argv.slice(2), {
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => firefox.kill(signal));
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

function relay(upstream) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (client, request) => {
    const browser = new WebSocket(`${upstream}${request.url ?? ''}`);
    const early = [];
    browser.on('open', () => early.splice(0).forEach((data) => browser.send(data)));
    browser.on('message', (data) => client.send(data.toString()));
    browser.on('close', () => client.close());
    client.on('close', () => browser.close());
    client.on('message', (data) => {
      const text = data.toString();
      const message = JSON.parse(text);
      if (UNSUPPORTED.has(message.method)) {
        client.send(JSON.stringify({ type: 'success', id: message.id, result: {} }));
      } else if (browser.readyState === WebSocket.OPEN) browser.send(text);
      else early.push(text);
    });
  });
  return new Promise((resolve) => server.on('listening', () => resolve(server.address().port)));
}

// Playwright reads the endpoint from this line of the browser's output: it gets the relay's instead.
const listening = /WebDriver BiDi listening on (ws:\/\/[^\s]+)/;
for (const [from, to] of [
  [firefox.stdout, process.stdout],
  [firefox.stderr, process.stderr],
]) {
  createInterface({ input: from }).on('line', async (line) => {
    const match = listening.exec(line);
    if (match) line = line.replace(match[1], `ws://127.0.0.1:${await relay(match[1])}`);
    to.write(`${line}\n`);
  });
}
