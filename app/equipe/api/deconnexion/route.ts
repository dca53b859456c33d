import { getStaffAuth } from '@/lib/server/staff/auth';
import { SIGN_IN_PAGE } from '@/lib/server/staff/session';
import { seeOther, staffRoute, readForm } from '@/lib/server/staff/route';

/**
 * Sign-out from a plain form: this session, or with `partout=1` every session of the account
 * (other browsers, a forgotten phone). Better Auth ends them; its answer's cookies clear this one.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return staffRoute(request, { mutation: true }, async () => {
    const auth = await getStaffAuth();
    const form = await readForm(request);
    const everywhere = form?.get('partout') === '1';
    if (everywhere) await auth.api.revokeSessions({ headers: request.headers });
    const signedOut = await auth.api.signOut({ headers: request.headers, asResponse: true });
    const answer = seeOther(`${SIGN_IN_PAGE}?${everywhere ? 'fin=partout' : 'fin=1'}`);
    for (const cookie of signedOut.headers.getSetCookie()) answer.headers.append('Set-Cookie', cookie);
    return answer;
  });
}
