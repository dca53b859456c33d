import type { AuthAnswer } from '@/lib/auth-messages';

/**
 * Calls Better Auth's endpoints from the back-office's forms (same origin: the browser sends the
 * Origin header the server checks); lib/auth-messages.ts turns its answers into French messages.
 */
export const AUTH_API = '/equipe/api/auth';

export async function authRequest(path: string, body: Record<string, unknown>): Promise<AuthAnswer> {
  try {
    const response = await fetch(`${AUTH_API}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const retry = Number(response.headers.get('x-retry-after'));
    return { status: response.status, data, retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null };
  } catch {
    return { status: 0, data: null, retryAfter: null };
  }
}
