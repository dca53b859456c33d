import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getStorage, type Storage } from '../db/storage';
import { sameOriginHeaders, STAFF_MESSAGES } from './guard';
import { SIGN_IN_PAGE, staffFromHeaders, TWO_FACTOR_SETUP_PAGE, type Staff } from './session';

/**
 * The frame of every back-office Server Action (lib/server/<feature>/staff-actions.ts): a stranger
 * is sent to the sign-in page and nothing runs; a request from another site is refused (proxy.ts
 * answers it 403 before it gets here; this is the second line, for a deployment without the proxy).
 * The action itself ends with `redirect()`: a 303 back to the page, which works without JavaScript.
 */
export class CrossSiteActionError extends Error {
  constructor() {
    super(STAFF_MESSAGES.crossSite);
  }
}

/** `beforeTwoFactor`: the action is allowed to an account still to set up its required second factor (sign-out). */
export async function withStaff<T>(
  run: (staff: Staff, storage: Storage) => Promise<T>,
  { beforeTwoFactor = false }: { beforeTwoFactor?: boolean } = {},
): Promise<T> {
  const requestHeaders = await headers();
  if (!sameOriginHeaders(requestHeaders)) throw new CrossSiteActionError();
  const staff = await staffFromHeaders(requestHeaders);
  if (!staff) redirect(SIGN_IN_PAGE);
  if (staff.mustSetUpTwoFactor && !beforeTwoFactor) redirect(TWO_FACTOR_SETUP_PAGE);
  return run(staff, await getStorage());
}
