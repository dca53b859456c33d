import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { readConfig } from '../config';
import { getStaffAuth } from './auth';

/**
 * Who is signed in to the back-office. Every /equipe page calls `requireStaffPage()` itself (a
 * layout is not re-run on client navigations), every /equipe API route `staffRoute()` (route.ts).
 */

export interface Staff {
  id: string;
  email: string;
  name: string;
  twoFactorEnabled: boolean;
  /**
   * The company requires a second factor (STAFF_REQUIRE_TWO_FACTOR) and this account has none yet:
   * it sees only TWO_FACTOR_SETUP_PAGE until it has one.
   */
  mustSetUpTwoFactor: boolean;
}

export const SIGN_IN_PAGE = '/equipe/connexion';
export const TWO_FACTOR_SETUP_PAGE = '/equipe/double-authentification';

export async function staffFromHeaders(requestHeaders: Headers): Promise<Staff | null> {
  const auth = await getStaffAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const { id, email, name } = session.user;
  const twoFactorEnabled = Boolean(session.user.twoFactorEnabled);
  return { id, email, name, twoFactorEnabled, mustSetUpTwoFactor: !twoFactorEnabled && readConfig().requireTwoFactor };
}

/** The signed-in staff member of the page being rendered (one lookup per request). */
export const currentStaff = cache(async () => staffFromHeaders(await headers()));

/**
 * The page's staff member; a stranger is sent to the sign-in page and sees nothing else, an account
 * that must first set up its second factor to TWO_FACTOR_SETUP_PAGE (`forSetup`: that page itself).
 */
export async function requireStaffPage({ forSetup = false }: { forSetup?: boolean } = {}): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect(SIGN_IN_PAGE);
  if (staff.mustSetUpTwoFactor && !forSetup) redirect(TWO_FACTOR_SETUP_PAGE);
  return staff;
}
