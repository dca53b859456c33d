/** @jest-environment node */
import http, { type IncomingMessage } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { CLIENT_ADDRESS_HEADER, installHttpGuard, trustsProxy } from './http-guard.mjs';

/**
 * The guard `npm start` puts in front of Next (scripts/start.mjs), on a real HTTP server whose
 * request listener stands in for Next: it answers with the headers it was given.
 */

type Seen = { headers: IncomingMessage['headers']; rawHeaders: string[]; body: string };

async function guardedServer(trustProxy: boolean) {
  const httpModule = { createServer: http.createServer };
  installHttpGuard(httpModule, { trustProxy });
  const server = httpModule.createServer(async (request, response) => {
    let body = '';
    try {
      for await (const chunk of request) body += String(chunk);
    } catch {
      return; // the body broke off: Node answers (the test of a broken chunked body)
    }
    const seen: Seen = { headers: request.headers, rawHeaders: request.rawHeaders, body };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    get: async (headers: Record<string, string> = {}) =>
      (await (await fetch(`http://127.0.0.1:${port}/contact`, { headers })).json()) as Seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sends raw bytes and returns everything the server answers before closing. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: JSON.parse(body) as { success: boolean; message: string },
    length: Buffer.byteLength(body),
  };
}

const forged = {
  'x-forwarded-for': '198.51.100.1',
  'x-real-ip': '198.51.100.2',
  forwarded: 'for=198.51.100.3',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '443',
  [CLIENT_ADDRESS_HEADER]: '198.51.100.4',
};

describe('the client address', () => {
  it('TRUST_PROXY=0: the socket address replaces the client’s copy; forwarded headers are removed', async () => {
    const server = await guardedServer(false);
    try {
      const seen = await server.get(forged);
      expect(seen.headers[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1');
      for (const name of Object.keys(forged).filter((name) => name !== CLIENT_ADDRESS_HEADER))
        expect(seen.headers[name]).toBeUndefined();
      const rawNames = seen.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
      expect(rawNames.filter((name) => name in forged)).toEqual([CLIENT_ADDRESS_HEADER]);
      expect(seen.rawHeaders.at(-1)).toBe('127.0.0.1');
      expect(seen.headers.host).toBe(`127.0.0.1:${server.port}`);
    } finally {
      await server.close();
    }
  });

  it('TRUST_PROXY≥1: forwarded headers pass, the client-address header is still the socket’s', async () => {
    const server = await guardedServer(true);
    try {
      const seen = await server.get(forged);
      expect(seen.headers).toMatchObject({ ...forged, [CLIENT_ADDRESS_HEADER]: '127.0.0.1' });
    } finally {
      await server.close();
    }
  });

  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['abc', false],
    ['1', true],
    [' 2 ', true],
  ])('TRUST_PROXY=%j trusts a proxy: %s', (value, expected) => {
    expect(trustsProxy({ TRUST_PROXY: value })).toBe(expected);
  });
});

describe('Node’s own error answers, in French JSON', () => {
  let server: Awaited<ReturnType<typeof guardedServer>>;
  beforeAll(async () => {
    server = await guardedServer(false);
  });
  afterAll(() => server.close());

  it('400 for a request Node cannot parse', async () => {
    const answer = parse(await raw(server.port, 'GET /contact HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n'));
    expect(answer).toMatchObject({
      status: 400,
      body: { success: false, message: expect.stringMatching(/mal formée/) },
    });
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    expect(Number(answer.headers['content-length'])).toBe(answer.length);
  });

  it('400 for a broken chunked body, once the request reached the application', async () => {
    const request = 'POST /api/contact HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\nzz\r\n';
    expect(parse(await raw(server.port, request))).toMatchObject({ status: 400, body: { success: false } });
  });

  it('431 for headers past Node’s limit', async () => {
    const answer = parse(await raw(server.port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(answer).toMatchObject({ status: 431, body: { success: false, message: expect.stringMatching(/en-têtes/) } });
  });

  it('405 with Allow: POST for a method Next does not route, under /api/ only', async () => {
    const answer = parse(
      await raw(server.port, 'PROPFIND /api/contact HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(answer).toMatchObject({
      status: 405,
      headers: { allow: 'POST' },
      body: { success: false, message: expect.stringMatching(/POST/) },
    });
    expect(await raw(server.port, 'PROPFIND /contact HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1.1 200/,
    );
  });
});
