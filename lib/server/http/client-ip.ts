import 'server-only';
import { CLIENT_ADDRESS_HEADER, httpGuardInstalled } from '@/lib/http-guard.mjs';

/**
 * The client's address, for the per-address rate limit.
 * - TRUST_PROXY=0 (Next exposed directly): the socket address that `npm start`'s guard
 *   (lib/http-guard.mjs) wrote into x-lumina-client-ip; the guard removed whatever forwarded
 *   headers the client sent.
 * - TRUST_PROXY=N (N reverse proxies in front, each appending to X-Forwarded-For): the entry N
 *   positions from the end, the address the outermost trusted proxy saw. Entries further left
 *   are written by the client and never used. Without X-Forwarded-For (a request that reached
 *   Node directly), X-Real-IP, then the socket address.
 */
export function clientIp(headers: Headers, trustProxy: number): string {
  const ip =
    trustProxy > 0
      ? behindProxies(headers, trustProxy)
      : headers.get(CLIENT_ADDRESS_HEADER)?.trim() || withoutGuard(headers);
  if (!ip) return 'unknown';
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, 64);
}

const forwardedFor = (headers: Headers) =>
  (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function behindProxies(headers: Headers, trustProxy: number): string | undefined {
  const entries = forwardedFor(headers);
  return (
    entries[Math.max(0, entries.length - trustProxy)] ??
    (headers.get('x-real-ip')?.trim() || headers.get(CLIENT_ADDRESS_HEADER)?.trim())
  );
}

const holder = globalThis as unknown as { __luminaUnguardedWarned?: boolean };

/**
 * No CLIENT_ADDRESS_HEADER: the last X-Forwarded-For entry, which Next writes from the socket when
 * the client sent none, but which a client can also write. Said once in production, as it is:
 * - not started by `npm start` (next dev, a server.js run by hand): no guard, so a client's
 *   X-Forwarded-For reaches this code, which weakens the rate limit;
 * - under `npm start` the guard wrote the header on every request it received (and removed the
 *   client's forwarded headers): a request without it was built inside the server by code that did
 *   not copy it; the address is still the socket's, through Next's X-Forwarded-For.
 */
function withoutGuard(headers: Headers): string | undefined {
  if (process.env.NODE_ENV === 'production' && !holder.__luminaUnguardedWarned) {
    holder.__luminaUnguardedWarned = true;
    console.warn(
      httpGuardInstalled()
        ? `[http] ${CLIENT_ADDRESS_HEADER} absent from a request made inside the server (npm start's guard writes it on every request it receives): its client address is the socket's, read from the X-Forwarded-For entry Next wrote; the code that made the request should copy ${CLIENT_ADDRESS_HEADER}.`
        : `[http] ${CLIENT_ADDRESS_HEADER} absent: the server was not started by \`npm start\`; the rate limit then trusts X-Forwarded-For, which clients can forge.`,
    );
  }
  return forwardedFor(headers).at(-1);
}
