import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_BASE_PATH, AUTH_CLIENT_HEADER, databaseOf, getStaffAuth, STAFF_AUTH_PATHS, type StaffAuth } from './auth';
import { clientIp } from '../http/client-ip';
import { readConfig } from '../config';
import { NO_STORE, sameOriginMutation, STAFF_MESSAGES, staffJson } from './guard';
import { claimSignInTry, settleSignInTry, waitAfter, type SignInOutcome } from './sign-in-budget';

/**
 * /equipe/api/auth/*: the door to Better Auth. Before it: only the endpoints the back-office
 * uses (STAFF_AUTH_PATHS), the Origin check of every POST, a body of at most 8 KB, and the
 * client address computed as for the public forms (TRUST_PROXY), in a header only this code
 * writes. Around a password try: the budget of the address typed (sign-in-budget.ts: refused with 429
 * while its wait runs, whatever client sends it). After it: a wrong password costs FAILED_SIGN_IN_DELAY_MS
 * more (slowed), on top of Better Auth's limit per client address (refused, 429), and nothing is cached.
 * A refusal and a wrong password carry `Retry-After` and `X-Retry-After` when a wait starts, in seconds.
 */

export const FAILED_SIGN_IN_DELAY_MS = 1000;
const MAX_BODY = 8 * 1024;

export async function handleStaffAuth(
  request: Request,
  options: { auth?: StaffAuth; trustProxy?: number; failedSignInDelayMs?: number; now?: () => Date } = {},
): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(`${AUTH_BASE_PATH}/`) ? url.pathname.slice(AUTH_BASE_PATH.length) : '';
  if (!(STAFF_AUTH_PATHS as readonly string[]).includes(path)) {
    return staffJson(404, { success: false, message: STAFF_MESSAGES.notFound });
  }
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (!reading && !sameOriginMutation(request)) {
    return staffJson(403, { success: false, message: STAFF_MESSAGES.crossSite });
  }

  let body: string | undefined;
  if (!reading) {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) {
      return staffJson(413, { success: false, message: STAFF_MESSAGES.tooLarge });
    }
    body = await request.text();
    if (Buffer.byteLength(body) > MAX_BODY) return staffJson(413, { success: false, message: STAFF_MESSAGES.tooLarge });
  }
  const headers = new Headers(request.headers);
  headers.set(AUTH_CLIENT_HEADER, clientIp(request.headers, options.trustProxy ?? readConfig().trustProxy));
  headers.delete('content-length');

  const auth = options.auth ?? (await getStaffAuth());
  const email = path === '/sign-in/email' && body !== undefined ? emailTyped(body) : null;
  const now = options.now ?? (() => new Date());
  const claim = email === null ? null : await claimSignInTry(databaseOf(auth), email, now());
  if (claim && !claim.allowed) return waitAnswer(claim.retryAfter);

  const response = await auth.handler(new Request(url, { method: request.method, headers, body }));

  const answer = new Response(response.body, response);
  if (claim) {
    await settleSignInTry(databaseOf(auth), claim, outcomeOf(response.status), now());
    const wait = response.status === 401 ? waitAfter(claim.failures) : 0;
    if (wait > 0) for (const name of ['Retry-After', 'X-Retry-After']) answer.headers.set(name, String(wait));
  }
  if (path === '/sign-in/email' && response.status === 401) {
    await sleep(options.failedSignInDelayMs ?? FAILED_SIGN_IN_DELAY_MS);
  }
  for (const [name, value] of Object.entries(NO_STORE)) answer.headers.set(name, value);
  return answer;
}

/** The address a sign-in body names; null when it names none (Better Auth then refuses it, 400). */
function emailTyped(body: string): string | null {
  try {
    const email: unknown = (JSON.parse(body) as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() !== '' ? email : null;
  } catch {
    return null;
  }
}

/** 200: the password was right (a second factor may follow); 401: wrong; anything else checked no password. */
const outcomeOf = (status: number): SignInOutcome =>
  status === 200 ? 'success' : status === 401 ? 'wrong-password' : 'not-checked';

/** The same answer for an account and for an address without one: it tells only how long to wait. */
function waitAnswer(seconds: number): Response {
  return staffJson(
    429,
    { success: false, code: 'SIGN_IN_WAIT', message: STAFF_MESSAGES.signInWait },
    { 'Retry-After': String(seconds), 'X-Retry-After': String(seconds) },
  );
}
