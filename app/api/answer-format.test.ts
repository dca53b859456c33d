/** @jest-environment node */
import * as comments from './comments/route';
import * as contact from './contact/route';
import * as newsletter from './newsletter/route';
import * as booking from './rendez-vous/route';
import * as bookingSlots from './rendez-vous/creneaux/route';
import * as bookingManage from './rendez-vous/gerer/route';
import * as unknown from './[...path]/route';
import { site } from '@/content/site';
import { contactForm, postRequest } from '@/test/server/support';
import { routeEnv } from '@/test/server/route-env';

/**
 * Every answer of the API is French `{ success, message }` JSON, with
 * `Allow` on 405, and a form posted from another site is refused (403).
 */

type Handler = (request: Request) => Promise<Response> | Response;
const routes = {
  '/api/contact': contact,
  '/api/comments': comments,
  '/api/newsletter': newsletter,
  '/api/rendez-vous': booking,
  '/api/rendez-vous/gerer': bookingManage,
} as const;
const handler = (module: object, method: string) => (module as Record<string, Handler | undefined>)[method];

routeEnv({ prefix: 'answer-format-', env: () => ({ RATE_LIMIT_MAX: '0' }) });

async function expectFrenchJson(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { success: boolean; message: string };
  expect(body.success).toBe(status < 300);
  expect(body.message).toMatch(/[éèàù’]|\u00a0/); // French typography, not a library's English
  return body;
}

/** What each route answers besides 405 (/api/comments also serves the published comments). */
const allowed: Record<keyof typeof routes, string> = {
  '/api/contact': 'POST',
  '/api/comments': 'GET, HEAD, POST',
  '/api/newsletter': 'POST',
  '/api/rendez-vous': 'POST',
  '/api/rendez-vous/gerer': 'GET, HEAD, POST',
};

describe.each(Object.entries(routes))('%s', (pathname, module) => {
  const allow = allowed[pathname as keyof typeof routes];
  it.each(['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((method) => !allow.includes(method)))(
    `%s: 405 in French with Allow: ${allow}`,
    async (method) => {
      const answer = handler(module, method);
      // Without an export of its own, Next answers 405 with an empty body and no Allow header.
      expect(answer).toBeInstanceOf(Function);
      const response = await answer!(new Request(`http://localhost${pathname}`, { method }));
      expect(response.headers.get('allow')).toBe(allow);
      const body = await expectFrenchJson(response, 405);
      expect(body.message).toMatch(/POST/);
    },
  );

  const body = (): { body: BodyInit; headers: Record<string, string> } =>
    pathname === '/api/contact'
      ? { body: contactForm() as BodyInit, headers: {} }
      : { body: JSON.stringify({ email: 'lea@example.ch' }), headers: { 'content-type': 'application/json' } };

  it('POST from another site: 403 in French', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'https://www.lumina-terrasses.ch.evil.example',
      'http://localhost:4000',
    ]) {
      const { body: payload, headers } = body();
      const response = await handler(module, 'POST')!(
        postRequest(pathname, payload, { ...headers, host: 'localhost', origin }),
      );
      const answer = await expectFrenchJson(response, 403);
      expect(answer.message).toMatch(/depuis le site/);
    }
  });

  it('POST from the site itself, from the address it was reached at, or without Origin: not refused', async () => {
    for (const origin of [site.url, 'http://127.0.0.1:3330', undefined]) {
      const { body: payload, headers } = body();
      const request = postRequest(pathname, payload, {
        ...headers,
        host: '127.0.0.1:3330',
        ...(origin ? { origin } : {}),
      });
      expect((await handler(module, 'POST')!(request)).status).not.toBe(403);
    }
  });
});

describe('/api/rendez-vous/creneaux (the free slots, read only)', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s: 405 in French with Allow: GET, HEAD', async (method) => {
    const response = await handler(bookingSlots, method)!(
      new Request('http://localhost/api/rendez-vous/creneaux', { method }),
    );
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    await expectFrenchJson(response, 405);
  });
});

describe('JSON endpoints', () => {
  it.each([
    ['an array', '[{"email":"lea@example.ch"}]'],
    ['a string', '"lea@example.ch"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('400 in French when the body is %s, not an object', async (_label, json) => {
    for (const pathname of [
      '/api/comments',
      '/api/newsletter',
      '/api/rendez-vous',
      '/api/rendez-vous/gerer',
    ] as const) {
      const response = await routes[pathname].POST(postRequest(pathname, json, { 'content-type': 'application/json' }));
      const answer = await expectFrenchJson(response, 400);
      expect(answer).toEqual({ success: false, message: expect.stringMatching(/objet JSON/) });
    }
  });
});

describe('an unknown API address', () => {
  it.each(['GET', 'POST', 'DELETE'])('%s: 404 in French JSON', async (method) => {
    const response = await handler(unknown, method)!(new Request('http://localhost/api/devis', { method }));
    await expectFrenchJson(response, 404);
  });
});
