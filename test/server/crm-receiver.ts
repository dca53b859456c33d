import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST as a CRM's inbound hook received it: its headers and raw body. */
export interface ReceivedPost {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A CRM's inbound hook on a free port: answers the statuses of `state.answers` in turn (then 200), and
 * holds every answer while `state.hold` is pending (a CRM that does not answer).
 */
export function startCrmReceiver(path = '/hook') {
  const received: ReceivedPost[] = [];
  const state = { answers: [] as number[], hold: null as Promise<void> | null };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      void (state.hold ?? Promise.resolve()).then(() => {
        response.statusCode = state.answers.shift() ?? 200;
        response.end('{"ok":true}');
      });
    });
  });
  const listening = new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    state,
    listening,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What docs/operations.md tells a receiver to do: recompute the HMAC over `<timestamp>.<raw body>`, compare in constant time. */
export function validSignature({ headers, body }: ReceivedPost, secret: string) {
  const timestamp = String(headers['x-lumina-timestamp']);
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(String(headers['x-lumina-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
