/** @jest-environment node */
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installGracefulStop, onShutdown } from './graceful-stop.mjs';

/** The stop of `npm start` on SIGTERM/SIGINT (a server that stops gives back its e-mails). */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function slowServer(delayMs: number) {
  const server = http.createServer((_request, response) => {
    setTimeout(() => response.end('fini'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

it('on SIGTERM: the request under way is answered, the hooks run, then the process exits with 143', async () => {
  const { server, url } = await slowServer(300);
  const signals = new EventEmitter();
  const exit = jest.fn();
  const order: string[] = [];
  onShutdown(async () => {
    await sleep(100);
    order.push('hook');
  });
  const stop = installGracefulStop({ servers: new Set([server]), exit, signals });
  const answer = fetch(url).then(async (response) => {
    order.push('answer');
    return response.text();
  });
  await sleep(50);
  signals.emit('SIGTERM');
  expect(await answer).toBe('fini');
  await stop('SIGTERM'); // the same stop, already under way: returns at once
  for (let i = 0; i < 50 && exit.mock.calls.length === 0; i += 1) await sleep(20);
  expect(exit).toHaveBeenCalledWith(143);
  expect(order).toEqual(['hook', 'answer']);
  expect(server.listening).toBe(false);
});

it('a hook that hangs does not keep the process alive past the time limit; SIGINT exits with 130', async () => {
  onShutdown(() => new Promise(() => {}));
  const exit = jest.fn();
  const started = Date.now();
  await installGracefulStop({ servers: new Set(), exit, timeoutMs: 200, signals: new EventEmitter() })('SIGINT');
  expect(exit).toHaveBeenCalledWith(130);
  expect(Date.now() - started).toBeLessThan(1000);
});
