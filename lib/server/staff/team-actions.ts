'use server';
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { readConfig } from '../config';
import { getStorage } from '../db/storage';
import { reserveSlot } from '../http/rate-limit';
import { kickOutbox } from '../mail/sender';
import { normaliseEmail } from './accounts';
import { CrossSiteActionError, withStaff } from './action';
import { sameOriginHeaders } from './guard';
import { inviteColleague, queuePasswordReset } from './password-links';
import { recordAudit } from './audit';
import { clearSignInFailures } from './sign-in-budget';

/** Where the invitation form is (its answers: `fait`, `erreur`), and the forgotten password's. */
const TEAM_PAGE = '/equipe/securite';
const FORGOT_PAGE = '/equipe/mot-de-passe-oublie';
/** Links « Mot de passe oublié ? » sends per address and window (RATE_LIMIT_WINDOW_SECONDS). */
const RESET_LINKS_PER_WINDOW = 3;

/** « Inviter un collègue » (`nom`, `email`): for a signed-in staff member only. */
export async function inviteStaff(form: FormData): Promise<void> {
  const email = String(form.get('email') ?? '');
  const name = String(form.get('nom') ?? '');
  const outcome = await withStaff(async (staff, storage) => {
    const result = await inviteColleague(storage, { email, name, invitedBy: staff });
    if (result.status === 'invited') void kickOutbox();
    return result;
  });
  redirect(
    outcome.status === 'invited'
      ? `${TEAM_PAGE}?fait=invitation#equipe`
      : `${TEAM_PAGE}?erreur=${outcome.reason}#equipe`,
  );
}

/**
 * « Mot de passe oublié ? » (`email`), without a session: a link for a staff address, nothing otherwise,
 * and the same answer either way (and past the limit), so the page tells no one which addresses exist.
 */
export async function forgotPassword(form: FormData): Promise<void> {
  if (!sameOriginHeaders(await headers())) throw new CrossSiteActionError();
  const email = normaliseEmail(String(form.get('email') ?? '')).slice(0, 320);
  const config = readConfig();
  if (email !== '' && (await reserveSlot('staff-reset', email, RESET_LINKS_PER_WINDOW, config)).allowed) {
    if (await queuePasswordReset(await getStorage(config), email)) void kickOutbox();
  }
  redirect(`${FORGOT_PAGE}?envoye=1`);
}

/** « Débloquer » (`email`): lifts a colleague's sign-in lock at once; the journal names who lifted it. */
export async function unlockSignIn(form: FormData): Promise<void> {
  const email = normaliseEmail(String(form.get('email') ?? '')).slice(0, 320);
  const lifted = await withStaff(async (staff, storage) => {
    if (email === '' || !(await clearSignInFailures(storage, email))) return false;
    await recordAudit({ actor: staff.email, action: 'staff.unlock', targetType: 'staff', targetId: email }, storage);
    return true;
  });
  redirect(`${TEAM_PAGE}?${lifted ? 'fait=deblocage' : 'erreur=deblocage'}#connexions-bloquees`);
}
