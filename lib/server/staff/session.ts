import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getStaffAuth } from './auth';

/**
 * Who is signed in to the back-office. Every /equipe page calls `requireStaffPage()` itself (a
 * layout is not re-run on client navigations), every /equipe API `staffFromRequest()` (staff-route.ts).
 */

export interface Staff {
  id: string;
  email: string;
  name: string;
  twoFactorEnabled: boolean;
}

export const SIGN_IN_PAGE = '/equipe/connexion';

export async function staffFromHeaders(requestHeaders: Headers): Promise<Staff | null> {
  const auth = await getStaffAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const { id, email, name, twoFactorEnabled } = session.user;
  return { id, email, name, twoFactorEnabled: Boolean(twoFactorEnabled) };
}

/** The signed-in staff member of the page being rendered (one lookup per request). */
export const currentStaff = cache(async () => staffFromHeaders(await headers()));

/** The page's staff member; a stranger is sent to the sign-in page and sees nothing else. */
export async function requireStaffPage(): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect(SIGN_IN_PAGE);
  return staff;
}
