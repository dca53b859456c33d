/** @jest-environment node */
import http, { type IncomingMessage } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import {
  CLIENT_ADDRESS_HEADER,
  httpGuardInstalled,
  installHttpGuard,
  pathOf,
  SERVER_ACTION_BODY_LIMIT,
  trustsProxy,
} from './http-guard.mjs';

/**
 * The guard `npm start` puts in front of Next (scripts/start.mjs), on a real HTTP server whose
 * request listener stands in for Next: it answers with the headers it was given.
 */

type Seen = { headers: IncomingMessage['headers']; rawHeaders: string[]; body: string; url?: string };

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
    const seen: Seen = { headers: request.headers, rawHeaders: request.rawHeaders, body, url: request.url };
    // As Next answers a pre-rendered page: 200, cached by proxies.
    response.setHeader('Cache-Control', 's-maxage=31536000');
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
  const [head = '', ...rest] = answer.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
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

describe('Server Action bodies', () => {
  let server: Awaited<ReturnType<typeof guardedServer>>;
  let warned: string[];
  beforeAll(async () => {
    server = await guardedServer(false);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    warned = [];
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warned.push(args.join(' ')));
  });
  afterEach(() => jest.restoreAllMocks());

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, { method: 'POST', body, headers });
  const big = 'a'.repeat(5 * 1024 * 1024);

  it('413 before the body is read, a small French page for a form posted without JavaScript, one log line', async () => {
    const answer = await post('/equipe/mot-de-passe-oublie', big, {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const page = await answer.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Envoi refusé\u00a0: il dépasse les 64\u00a0Ko qu’accepte un formulaire de ce site.');
    expect(warned).toEqual([
      `[http] 413 POST /equipe/mot-de-passe-oublie : corps de ${big.length} octets refusé avant lecture (limite des actions serveur : 65536 octets)`,
    ]);
  });

  it('413 for a body sent to a page by any other method (proxy.ts would buffer it)', async () => {
    const answer = await fetch(`http://127.0.0.1:${server.port}/equipe/modeles`, { method: 'PUT', body: big });
    expect(answer.status).toBe(413);
    expect(warned).toEqual([expect.stringMatching(/^\[http\] 413 PUT \/equipe\/modeles : /)]);
  });

  it('413 in JSON for a Server Action’s fetch (Next-Action) or a JSON client, on any page', async () => {
    for (const headers of [{ 'next-action': 'abc' }, { accept: 'application/json' }] as Record<string, string>[]) {
      const answer = await post('/contact', big, headers);
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ success: false, message: expect.stringMatching(/^Envoi refusé/) });
    }
  });

  it('lets a body up to the limit through, and leaves the APIs (their own limits) alone', async () => {
    const atLimit = await post('/equipe/modeles', 'a'.repeat(SERVER_ACTION_BODY_LIMIT));
    expect(atLimit.status).toBe(200);
    expect(((await atLimit.json()) as Seen).body).toHaveLength(SERVER_ACTION_BODY_LIMIT);
    for (const path of ['/api/contact', '/equipe/api/auth/sign-in/email'])
      expect((await post(path, 'a'.repeat(SERVER_ACTION_BODY_LIMIT + 1))).status).toBe(200);
    expect(warned).toEqual([]);
  });

  it('reads the path as Next does: /api/../ is a page, under the limit', async () => {
    expect(pathOf('/api/../equipe/modeles?x=1')).toBe('/equipe/modeles');
    expect(pathOf('/api/%2e%2e/equipe/modeles')).toBe('/equipe/modeles');
    // Sent raw: fetch would resolve the dot segments itself.
    const length = SERVER_ACTION_BODY_LIMIT + 1;
    const request = `POST /api/../equipe/modeles HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${length}\r\n\r\n`;
    expect(await raw(server.port, request + 'a'.repeat(length))).toMatch(/^HTTP\/1.1 413 /);
  });

  it('411 for a page POST without a length (chunked); an API still takes one', async () => {
    const chunked = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n`;
    const page = await raw(server.port, chunked('/equipe/connexion'));
    expect(page).toMatch(/^HTTP\/1.1 411 /);
    expect(page).toContain('Envoi refusé\u00a0: la taille de l’envoi (en-tête Content-Length) doit être indiquée.');
    expect(await raw(server.port, chunked('/api/comments'))).toMatch(/^HTTP\/1.1 200 /);
  });
});

describe('addresses with a broken %-escape', () => {
  let server: Awaited<ReturnType<typeof guardedServer>>;
  beforeAll(async () => {
    server = await guardedServer(false);
  });
  afterAll(() => server.close());
  const get = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${server.port}${path}`, init);

  it.each(['/api/agenda/%ff.ics', '/api/rendez-vous/%ff', '/api/contact/%zz', '/equipe/api/demandes/%ff/piece-jointe'])(
    '%s: 400 in the API’s French JSON',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await answer.json()).toEqual({
        success: false,
        message: 'Adresse mal formée\u00a0: elle contient un caractère encodé (%) invalide.',
      });
    },
  );

  it.each(['/conseils/%ff', '/%c0%af', '/equipe/demandes/%ff', '/conseils/%'])(
    '%s: the site’s page /adresse-mal-formee, answered 400 and never cached',
    async (path) => {
      const answer = await get(path, { headers: { 'if-none-match': '"x"' } });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const seen = (await answer.json()) as Seen;
      expect(seen.url).toBe('/adresse-mal-formee');
      expect(seen.headers['if-none-match']).toBeUndefined();
    },
  );

  it('a form posted to such an address: 400, the small French page', async () => {
    const answer = await get('/conseils/%ff', { method: 'POST', body: 'x=1' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Adresse mal formée');
  });

  it('leaves a well-formed address and a query string alone', async () => {
    for (const path of ['/conseils/pergola-bioclimatique', '/rechercher?q=%ff', '/conseils/%C3%A9t%C3%A9']) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as Seen).url).toBe(path);
    }
  });
});

it('tells the application that the guard runs in this process', () => {
  installHttpGuard({ createServer: http.createServer }, { trustProxy: false });
  expect(httpGuardInstalled()).toBe(true);
});
