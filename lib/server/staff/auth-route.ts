import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_BASE_PATH, AUTH_CLIENT_HEADER, getStaffAuth, STAFF_AUTH_PATHS, type StaffAuth } from './auth';
import { clientIp } from '../http/client-ip';
import { readConfig } from '../config';
import { NO_STORE, sameOriginMutation, STAFF_MESSAGES, staffJson } from './guard';

/**
 * /equipe/api/auth/*: the door to Better Auth. Before it: only the endpoints the back-office
 * uses (STAFF_AUTH_PATHS), the Origin check of every POST, a body of at most 8 KB, and the
 * client address computed as for the public forms (TRUST_PROXY), in a header only this code
 * writes. After it: a wrong password costs FAILED_SIGN_IN_DELAY_MS more (slowed), on top of
 * Better Auth's limit per address (refused, 429), and nothing is cached.
 */

export const FAILED_SIGN_IN_DELAY_MS = 1000;
const MAX_BODY = 8 * 1024;

export async function handleStaffAuth(
  request: Request,
  options: { auth?: StaffAuth; trustProxy?: number; failedSignInDelayMs?: number } = {},
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
  const response = await auth.handler(new Request(url, { method: request.method, headers, body }));

  if (path === '/sign-in/email' && response.status === 401) {
    await sleep(options.failedSignInDelayMs ?? FAILED_SIGN_IN_DELAY_MS);
  }
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(NO_STORE)) answer.headers.set(name, value);
  return answer;
}
