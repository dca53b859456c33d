/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { POST } from './route';
import { installHttpGuard } from '@/lib/http-guard.mjs';
import { contactForm } from '@/test/server/support';
import { routeEnv } from '@/test/server/route-env';

/**
 * The per-address limit keys on the socket address when no proxy is
 * trusted. A real HTTP server, guarded as `npm start` guards Next's, hands each request to the
 * contact route as Next does (a Web Request built from the Node request's headers).
 */

routeEnv({ prefix: 'client-address-', env: () => ({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '600' }) });

async function toRoute(req: IncomingMessage, res: ServerResponse) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    body: Readable.toWeb(req) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const response = await POST(request);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** A guarded server on a free port of 127.0.0.1 that answers with the contact route. */
async function guardedServer(trustProxy: boolean) {
  const httpModule = { createServer: http.createServer };
  installHttpGuard(httpModule, { trustProxy });
  const server = httpModule.createServer((req, res) => void toRoute(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    post: async (headers: Record<string, string>) =>
      (await fetch(`http://127.0.0.1:${port}/api/contact`, { method: 'POST', body: contactForm(), headers })).status,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

it('TRUST_PROXY=0: forged X-Forwarded-For, X-Real-IP or client-address headers do not escape the limit', async () => {
  const server = await guardedServer(false);
  try {
    const statuses = [];
    for (let i = 1; i <= 6; i += 1) {
      statuses.push(
        await server.post({
          'x-forwarded-for': `198.51.100.${i}`,
          'x-real-ip': `198.51.100.${i}`,
          forwarded: `for=198.51.100.${i}`,
          'x-lumina-client-ip': `198.51.100.${i}`,
        }),
      );
    }
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
  } finally {
    await server.close();
  }
});

it('TRUST_PROXY=1: the address the proxy appended counts, whatever the client wrote before it', async () => {
  process.env.TRUST_PROXY = '1';
  const server = await guardedServer(true);
  try {
    const post = (forged: string, real: string) =>
      server.post({ 'x-forwarded-for': `${forged}, ${real}`, 'x-lumina-client-ip': forged });
    expect([
      await post('10.0.0.1', '203.0.113.7'),
      await post('10.0.0.2', '203.0.113.7'),
      await post('10.0.0.3', '203.0.113.7'),
    ]).toEqual([201, 201, 429]);
    expect(await post('10.0.0.1', '203.0.113.8')).toBe(201);
  } finally {
    delete process.env.TRUST_PROXY;
    await server.close();
  }
});
