// @ts-check
/**
 * What Node's HTTP server does before Next sees a request (installed by scripts/start.mjs, the
 * code behind `npm start`):
 * - the client address: Next gives route handlers no socket address, and it keeps an
 *   X-Forwarded-For the client wrote itself. The guard writes the socket address into
 *   CLIENT_ADDRESS_HEADER, replacing any copy the client sent, and with TRUST_PROXY=0 (no
 *   proxy in front) removes the forwarded headers, which only a proxy may write.
 *   lib/server/http/client-ip.ts reads the result.
 * - Node's own error answers: a request Node cannot parse (bad request line, broken chunked
 *   body, headers too large, too slow) and a method Next does not route get the API's French
 *   `{ success, message }` JSON instead of an empty or plain-text answer.
 * - Server Action bodies: a body sent to a page (anything outside /api/ and /equipe/api/,
 *   whose route handlers have their own limits; a Server Action is a POST, and any other method
 *   would only have its body buffered by proxy.ts) whose Content-Length passes
 *   SERVER_ACTION_BODY_LIMIT is answered 413 before Next reads a byte of it (Next would read up
 *   to its own limit, then throw: a 500 and a stack trace); one without a length (chunked) 411.
 *   Browsers always send the length of a form. One log line each, no stack.
 * - Malformed addresses (a broken %-escape, which Next answers with a plain-text 500): 400, in
 *   JSON under the APIs; elsewhere the site's page /adresse-mal-formee (header, footer, noindex),
 *   rendered by Next with its status forced to 400, for GET and HEAD, a small French page otherwise.
 *
 * Plain JavaScript: it runs in plain Node before Next is loaded (also in a release, beside the
 * standalone server.js), type-checked from its JSDoc (tsconfig.json lists it with `@ts-check`).
 */

import { writeLog } from './safe-log.mjs';

/** The socket address of the request, as the guard saw it. */
export const CLIENT_ADDRESS_HEADER = 'x-lumina-client-ip';

/** Headers only a trusted proxy may write. */
export const FORWARDED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
];

/** The methods Next routes; any other reaches a route handler as an empty 400. */
const NEXT_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The largest body a Server Action may receive, for next.config.mjs (`experimental.serverActions.bodySizeLimit`)
 * and the guard. The largest real form is a reply to a visitor, or a reply template: a subject of 200 characters
 * and a text of 5,000 (REPLY_LIMITS, features/quote/server/reply-rules.ts), at most 3 bytes each in UTF-8 (a line break
 * becomes CRLF: 2), some 16 KB with the multipart framing and the action's fields. No Server Action takes a file
 * (attachments go to /api/contact). 64 KB leaves room for four times that, a sixteenth of Next's default 1 MB.
 */
export const SERVER_ACTION_BODY_LIMIT = 64 * 1024;

/** The site's page for an address with a broken %-escape (app/(site)/adresse-mal-formee). */
export const MALFORMED_ADDRESS_PAGE = '/adresse-mal-formee';

export const MESSAGES = {
  badRequest: 'La requête HTTP est mal formée et n’a pas pu être lue.',
  headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
  timeout: 'La requête a mis trop de temps à arriver. Veuillez réessayer.',
  methodNotAllowed: 'Méthode non autorisée\u00a0: cette adresse n’accepte que les envois POST.',
  bodyTooLarge: `Envoi refusé\u00a0: il dépasse les ${SERVER_ACTION_BODY_LIMIT / 1024}\u00a0Ko qu’accepte un formulaire de ce site. Raccourcissez le texte, puis réessayez.`,
  lengthRequired: 'Envoi refusé\u00a0: la taille de l’envoi (en-tête Content-Length) doit être indiquée.',
  malformedAddress: 'Adresse mal formée\u00a0: elle contient un caractère encodé (%) invalide.',
};

/**
 * `TRUST_PROXY` as lib/server/config reads it: a number of proxies, 0 when unset or not a number.
 * @param {Record<string, string | undefined>} [env]
 */
export function trustsProxy(env = process.env) {
  return Number(env.TRUST_PROXY?.trim() || 0) >= 1;
}

/**
 * Rewrites the request's headers in place.
 * @param {import('node:http').IncomingMessage} request
 * @param {{ trustProxy: boolean }} options
 */
export function guardRequest(request, { trustProxy }) {
  const removed = new Set([CLIENT_ADDRESS_HEADER, ...(trustProxy ? [] : FORWARDED_HEADERS)]);
  /** @type {string[]} */
  const kept = [];
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = /** @type {string} */ (raw[i]);
    if (!removed.has(name.toLowerCase())) kept.push(name, /** @type {string} */ (raw[i + 1]));
  }
  const address = request.socket.remoteAddress ?? 'unknown';
  kept.push(CLIENT_ADDRESS_HEADER, address);
  request.rawHeaders = kept;
  const headers = request.headers;
  for (const name of removed) delete headers[name];
  headers[CLIENT_ADDRESS_HEADER] = address;
}

/** @param {number} status @param {string} reason @param {string} message @param {Record<string, string>} [extra] */
function jsonAnswer(status, reason, message, extra = {}) {
  const body = JSON.stringify({ success: false, message });
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...extra,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Node's answer to a request it could not parse (the same statuses as its own), in the API's format. */
export function clientErrorAnswer(/** @type {NodeJS.ErrnoException} */ error) {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return jsonAnswer(431, 'Request Header Fields Too Large', MESSAGES.headersTooLarge);
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return jsonAnswer(408, 'Request Timeout', MESSAGES.timeout);
    default:
      return jsonAnswer(400, 'Bad Request', MESSAGES.badRequest);
  }
}

/**
 * The 'clientError' listener: Node's own logic (answer only if nothing of a response went out
 * yet, then close), with a JSON body.
 * @param {NodeJS.ErrnoException} error
 * @param {import('node:stream').Duplex & { _httpMessage?: { headersSent?: boolean } }} socket
 */
export function onClientError(error, socket) {
  if (error.code !== 'ECONNRESET' && socket.writable && !socket._httpMessage?.headersSent) {
    socket.end(clientErrorAnswer(error), () => socket.destroy());
  } else {
    socket.destroy();
  }
}

/**
 * The path of a request's address as Next routes it (dot segments resolved, %-escapes kept); unreadable: '/'.
 * @param {string} url
 */
export function pathOf(url) {
  try {
    return new URL(url.startsWith('/') ? `http://guard.invalid${url}` : url, 'http://guard.invalid/').pathname;
  } catch {
    return '/';
  }
}

/** Under the APIs (route handlers: JSON answers, limits of their own), not a page. @param {string} path */
export const isApiPath = (path) => /^\/(equipe\/)?api(\/|$)/.test(path);

/** A path with a broken %-escape (`/conseils/%ff`), which decodeURIComponent, and Next, cannot read. @param {string} path */
export function isMalformedPath(path) {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** A client that reads JSON: a Server Action's fetch (`Next-Action`), an API client. @param {import('node:http').IncomingMessage} request */
const wantsJson = (request) =>
  Boolean(request.headers['next-action']) ||
  /application\/json/i.test(request.headers.accept ?? '') ||
  /^application\/json/i.test(request.headers['content-type'] ?? '');

const escapeHtml = (/** @type {string} */ text) =>
  text.replace(
    /[&<>"]/g,
    (char) =>
      /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** A small French page for a browser without the site around it (the refused form's answer). @param {string} title @param {string} message */
export function htmlPage(title, message) {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | Lumina Terrasses</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Retour à l’accueil de Lumina Terrasses</a></p>
</body>
</html>
`;
}

/**
 * Answers the request from the guard: JSON `{ success: false, message }` for a client that reads JSON (or
 * `json`), else the small French page.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ status: number, title: string, message: string, json?: boolean }} answer
 */
function refuse(request, response, { status, title, message, json }) {
  const asJson = json ?? wantsJson(request);
  const body = asJson ? JSON.stringify({ success: false, message }) : htmlPage(title, message);
  response.writeHead(status, {
    'Content-Type': asJson ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  // The body that was not read is drained by Node (keep-alive), so the client reads this answer whole.
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * A body sent to a page over SERVER_ACTION_BODY_LIMIT, or without a length: the refusal, else null.
 * @param {import('node:http').IncomingMessage} request
 * @param {string} path
 * @returns {{ status: number, title: string, message: string } | null}
 */
export function bodyRefusal(request, path) {
  if (isApiPath(path)) return null;
  const declared = request.headers['content-length'];
  if (declared === undefined) {
    return request.headers['transfer-encoding'] === undefined
      ? null
      : { status: 411, title: 'Taille de l’envoi manquante', message: MESSAGES.lengthRequired };
  }
  return Number(declared) > SERVER_ACTION_BODY_LIMIT
    ? { status: 413, title: 'Envoi trop volumineux', message: MESSAGES.bodyTooLarge }
    : null;
}

/**
 * The response as Next writes it, with the status forced to `status` and nothing cached: the site's page for a
 * malformed address is an ordinary (pre-rendered) page, which Next would answer 200.
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 */
function forceStatus(response, status) {
  Object.defineProperty(response, 'statusCode', { get: () => status, set: () => {}, configurable: true });
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? 'no-store' : value);
  const writeHead = response.writeHead.bind(response);
  response.writeHead = /** @type {typeof response.writeHead} */ (
    (/** @type {unknown} */ _status, /** @type {unknown[]} */ ...rest) => {
      const headers = rest.find((each) => typeof each === 'object' && each !== null);
      return Reflect.apply(writeHead, response, headers ? [status, headers] : [status]);
    }
  );
  response.setHeader('Cache-Control', 'no-store');
}

/**
 * Wraps a request listener: the guard first, and an answer for methods Next would not route.
 * @param {import('node:http').RequestListener} listener
 * @param {{ trustProxy: boolean }} options
 * @returns {import('node:http').RequestListener}
 */
export function guardListener(listener, options) {
  return (request, response) => {
    guardRequest(request, options);
    const path = pathOf(request.url ?? '/');
    if (isMalformedPath(path)) {
      if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        refuse(request, response, {
          status: 400,
          title: 'Adresse mal formée',
          message: MESSAGES.malformedAddress,
          json: isApiPath(path) || undefined,
        });
        return;
      }
      // The site's page, with its header and footer, answered 400; never a 304 (no validators) nor cached.
      request.url = MALFORMED_ADDRESS_PAGE;
      delete request.headers['if-none-match'];
      delete request.headers['if-modified-since'];
      forceStatus(response, 400);
      return listener(request, response);
    }
    const refusal = bodyRefusal(request, path);
    if (refusal) {
      writeLog(
        'warn',
        `[http] ${refusal.status} ${request.method} ${path.slice(0, 200)} : ${
          refusal.status === 413
            ? `corps de ${request.headers['content-length']} octets`
            : 'corps sans Content-Length (chunked)'
        } refusé avant lecture (limite des actions serveur : ${SERVER_ACTION_BODY_LIMIT} octets)`,
      );
      refuse(request, response, refusal);
      return;
    }
    if (!NEXT_METHODS.has(request.method ?? '') && request.url?.startsWith('/api/')) {
      const body = JSON.stringify({ success: false, message: MESSAGES.methodNotAllowed });
      response.writeHead(405, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
        Allow: 'POST',
      });
      response.end(body);
      return;
    }
    return listener(request, response);
  };
}

const INSTALLED = Symbol.for('lumina-terrasses.http-guard');

/**
 * Whether this process installed the guard (`npm start`): then a request without CLIENT_ADDRESS_HEADER was
 * made inside the server (lib/server/http/client-ip.ts says so), not received. The application, bundled by Next,
 * reads it through a global symbol.
 */
export const httpGuardInstalled = () =>
  /** @type {Record<symbol, boolean | undefined>} */ (/** @type {unknown} */ (globalThis))[INSTALLED] === true;

/**
 * Makes every server that `http.createServer` creates from now on a guarded one. Next creates
 * its server this way (`next start` and the standalone server.js alike) and offers no hook of
 * its own before routing. `onServer` sees each server made (the graceful stop closes them).
 * @param {{ createServer: typeof import('node:http').createServer }} http
 * @param {{ trustProxy: boolean, onServer?: (server: import('node:http').Server) => void }} options
 */
export function installHttpGuard(http, options) {
  /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis))[INSTALLED] = true;
  const createServer = http.createServer;
  http.createServer = /** @type {typeof createServer} */ (
    (/** @type {unknown[]} */ ...args) => {
      const last = args.length - 1;
      const listener = typeof args[last] === 'function';
      if (listener) args[last] = guardListener(/** @type {any} */ (args[last]), options);
      const server = /** @type {import('node:http').Server} */ (Reflect.apply(createServer, http, args));
      // A listener added later still sees the rewritten headers.
      if (!listener) server.prependListener('request', (request) => guardRequest(request, options));
      server.on('clientError', onClientError);
      options.onServer?.(server);
      return server;
    }
  );
}
