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
 *
 * Plain JavaScript: it runs in plain Node before Next is loaded (also in a release, beside the
 * standalone server.js), type-checked from its JSDoc (tsconfig.json lists it with `@ts-check`).
 */

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

const MESSAGES = {
  badRequest: 'La requête HTTP est mal formée et n’a pas pu être lue.',
  headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
  timeout: 'La requête a mis trop de temps à arriver. Veuillez réessayer.',
  methodNotAllowed: 'Méthode non autorisée\u00a0: cette adresse n’accepte que les envois POST.',
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
 * Wraps a request listener: the guard first, and an answer for methods Next would not route.
 * @param {import('node:http').RequestListener} listener
 * @param {{ trustProxy: boolean }} options
 * @returns {import('node:http').RequestListener}
 */
export function guardListener(listener, options) {
  return (request, response) => {
    guardRequest(request, options);
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

/**
 * Makes every server that `http.createServer` creates from now on a guarded one. Next creates
 * its server this way (`next start` and the standalone server.js alike) and offers no hook of
 * its own before routing. `onServer` sees each server made (the graceful stop closes them).
 * @param {{ createServer: typeof import('node:http').createServer }} http
 * @param {{ trustProxy: boolean, onServer?: (server: import('node:http').Server) => void }} options
 */
export function installHttpGuard(http, options) {
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
