'use server';
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { readConfig } from '@/lib/server/config';
import { getStorage } from '@/lib/server/db/storage';
import { reserveSlot } from '@/lib/server/http/rate-limit';
import { nudgeMailQueue } from '@/lib/server/mail/nudge';
import { normaliseEmail } from '../accounts';
import { CrossSiteActionError, withStaff } from '@/lib/server/staff/action';
import { sameOriginHeaders } from '@/lib/server/staff/guard';
import { inviteColleague, queuePasswordReset, resendInvitation } from './password-links';
import { removeColleague, withdrawInvitation } from './team-changes';
import { recordAudit } from '@/lib/server/staff/audit';
import { clearSignInFailures } from '@/lib/server/staff/sign-in-budget';

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
    if (result.status === 'invited') void nudgeMailQueue();
    return result;
  });
  redirect(
    outcome.status === 'invited'
      ? `${TEAM_PAGE}?fait=invitation#equipe`
      : `${TEAM_PAGE}?erreur=${outcome.reason}#equipe`,
  );
}

const addressOf = (form: FormData) => normaliseEmail(String(form.get('email') ?? '')).slice(0, 320);

/** « Renvoyer l’invitation » (`email`): a new link, the earlier one dead. */
export async function resendStaffInvitation(form: FormData): Promise<void> {
  const email = addressOf(form);
  const sent = await withStaff(async (staff, storage) => {
    const done = await resendInvitation(storage, { email, by: staff });
    if (done) void nudgeMailQueue();
    return done;
  });
  redirect(`${TEAM_PAGE}?${sent ? 'fait=renvoi' : 'erreur=renvoi'}#equipe`);
}

/** « Retirer l’invitation » (`email`): the account waiting for its password goes, and its link with it. */
export async function withdrawStaffInvitation(form: FormData): Promise<void> {
  const email = addressOf(form);
  const outcome = await withStaff((staff, storage) => withdrawInvitation(storage, email, staff));
  redirect(`${TEAM_PAGE}?${outcome.status === 'done' ? 'fait=retrait-invitation' : `erreur=${outcome.reason}`}#equipe`);
}

/** « Retirer le compte » (`email`): a colleague's account goes and every session of it ends. */
export async function removeStaffAccount(form: FormData): Promise<void> {
  const email = addressOf(form);
  const outcome = await withStaff((staff, storage) => removeColleague(storage, email, staff));
  redirect(`${TEAM_PAGE}?${outcome.status === 'done' ? 'fait=retrait' : `erreur=${outcome.reason}`}#equipe`);
}

/**
 * « Mot de passe oublié ? » (`email`), without a session: a link for a staff address, nothing otherwise,
 * and the same answer either way (and past the limit), so the page tells no one which addresses exist.
 */
export async function forgotPassword(form: FormData): Promise<void> {
  if (!sameOriginHeaders(await headers())) throw new CrossSiteActionError();
  const email = addressOf(form);
  const config = readConfig();
  if (email !== '' && (await reserveSlot('staff-reset', email, RESET_LINKS_PER_WINDOW, config)).allowed) {
    if (await queuePasswordReset(await getStorage(config), email)) void nudgeMailQueue();
  }
  redirect(`${FORGOT_PAGE}?envoye=1`);
}

/** « Débloquer » (`email`): lifts a colleague's sign-in lock at once; the journal names who lifted it. */
export async function unlockSignIn(form: FormData): Promise<void> {
  const email = addressOf(form);
  const lifted = await withStaff(async (staff, storage) => {
    if (email === '' || !(await clearSignInFailures(storage, email))) return false;
    await recordAudit({ actor: staff.email, action: 'staff.unlock', targetType: 'staff', targetId: email }, storage);
    return true;
  });
  redirect(`${TEAM_PAGE}?${lifted ? 'fait=deblocage' : 'erreur=deblocage'}#connexions-bloquees`);
}
