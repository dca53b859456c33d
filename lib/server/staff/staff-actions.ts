'use server';
import 'server-only';
import { recordAudit } from './audit';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { authErrorMessage, type SignInState } from '@/lib/auth-messages';
import { withStaff } from './action';
import { AUTH_BASE_PATH, getStaffAuth } from './auth';
import { applyAuthCookies } from './auth-cookies';
import { handleStaffAuth } from './auth-route';
import { SIGN_IN_PAGE } from './session';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http-guard.mjs';

/**
 * Sign-in, with or without JavaScript: e-mail and password, then, for an account with a second
 * factor, the 6-digit code (or a backup code, `secours`). Each step goes through Better Auth's door
 * (auth-route.ts) as the browser's own request would: same Origin check, limit per address, delay
 * after a wrong password. Its cookies are set on this answer; success goes to the dashboard.
 */
export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const step = form.get('etape') === 'code' ? 'code' : 'password';
  const [path, body] =
    step === 'code'
      ? [
          form.get('secours') === 'on' ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp',
          { code: String(form.get('code') ?? '').replace(/\s/g, '') },
        ]
      : [
          '/sign-in/email',
          { email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') },
        ];
  const response = await handleStaffAuth(await authRequest(path, body));
  await applyAuthCookies(response);
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.status === 200 && data?.twoFactorRedirect) return { step: 'code', error: '' };
  if (response.status === 200) redirect('/equipe');
  const retry = Number(response.headers.get('x-retry-after'));
  const answer = { status: response.status, data, retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null };
  const email = step === 'password' ? String(form.get('email') ?? '').slice(0, 320) : undefined;
  return { step, error: authErrorMessage(answer, step === 'code' ? 'code' : 'sign-in'), email };
}

/** The browser's request to Better Auth's endpoint `path`, as its own fetch would send it. */
async function authRequest(path: string, body: Record<string, string>): Promise<Request> {
  const incoming = await headers();
  const forwarded = new Headers();
  // CLIENT_ADDRESS_HEADER: the socket address npm start's guard wrote, which the door's limit per address reads.
  const names = ['cookie', 'origin', 'host', 'user-agent', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-proto'];
  for (const name of [...names, CLIENT_ADDRESS_HEADER]) {
    const value = incoming.get(name);
    if (value !== null) forwarded.set(name, value);
  }
  forwarded.set('content-type', 'application/json');
  const protocol = incoming.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  const url = new URL(`${AUTH_BASE_PATH}${path}`, `${protocol}://${incoming.get('host') ?? 'localhost'}`);
  return new Request(url, { method: 'POST', headers: forwarded, body: JSON.stringify(body) });
}

/** Sign-out: this session, or with `partout=1` every session of the account (a forgotten phone). */
export async function signOut(form: FormData): Promise<void> {
  const everywhere = form.get('partout') === '1';
  await withStaff(
    async (staff, storage) => {
      const auth = await getStaffAuth();
      const requestHeaders = await headers();
      if (everywhere) {
        await auth.api.revokeSessions({ headers: requestHeaders });
        await recordAudit(
          { actor: staff.email, action: 'staff.sessions.revoke', targetType: 'staff', targetId: staff.email },
          storage,
        );
      }
      await applyAuthCookies(await auth.api.signOut({ headers: requestHeaders, asResponse: true }));
    },
    { beforeTwoFactor: true },
  );
  redirect(`${SIGN_IN_PAGE}?fin=${everywhere ? 'partout' : '1'}`);
}
