import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, StaffLinkPurpose } from '@/lib/server/db/tables';
import type { Storage } from '@/lib/server/db/storage';
import { queueMail } from '@/lib/server/mail/queue-store';
import { addStaff, isStaffEmail, normaliseEmail, requestPasswordLink } from '../accounts';
import { createStaffAuth, PASSWORD_LINK_HOURS } from '@/lib/server/staff/auth';
import { recordAudit } from '@/lib/server/staff/audit';

/**
 * One-time password links e-mailed through the queue (kind `staff-link`): a colleague's invitation and
 * « Mot de passe oublié ? ». The link is Better Auth's own reset token, the one `staff add` prints, so the
 * page /equipe/mot-de-passe and Better Auth's /reset-password take it unchanged.
 */

/**
 * Better Auth's token for `email`, null for an address without an account (Better Auth then sends
 * nothing). An instance of its own catches the token; it signs no cookie, so a random secret does.
 */
async function issueToken(storage: Storage, email: string): Promise<{ token: string; name: string } | null> {
  let issued: string | null = null;
  const auth = createStaffAuth({
    database: storage,
    secret: randomBytes(32).toString('base64url'),
    onPasswordLink: (_email, token) => {
      issued = token;
    },
  });
  await requestPasswordLink(auth, email);
  if (issued === null) return null;
  const user = await (await auth.$context).internalAdapter.findUserByEmail(normaliseEmail(email));
  return { token: issued, name: user?.user.name ?? '' };
}

/** Links past their time, and their e-mails with them: a token is kept no longer than it works. */
async function dropExpired(db: Kysely<Database>, now: Date) {
  await db.deleteFrom('staff_link_mails').where('expires_at', '<=', now.toISOString()).execute();
}

async function queueLink(
  storage: Storage,
  link: { email: string; name: string; token: string; purpose: StaffLinkPurpose; invitedBy: string | null },
  now: Date,
) {
  await storage.db.transaction().execute(async (trx) => {
    await dropExpired(trx, now);
    // Its earlier links are dead (auth.ts keeps one live link per account): their e-mails go too, sent or not.
    await trx.deleteFrom('staff_link_mails').where('email', '=', link.email).execute();
    const row = await trx
      .insertInto('staff_link_mails')
      .values({
        email: link.email,
        name: link.name,
        purpose: link.purpose,
        token: link.token,
        invited_by: link.invitedBy,
        expires_at: new Date(now.getTime() + PASSWORD_LINK_HOURS * 3600_000).toISOString(),
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueMail({ db: trx, traits: storage.traits }, [{ kind: 'staff-link', staffLinkId: row.id }], now);
  });
}

/** Why an invitation was not sent: the keys of the page's messages. */
export type InviteRefusal = 'adresse' | 'existe' | 'nom';
export const MAX_STAFF_NAME = 100;

/** « Inviter un collègue »: the account, without a password, and an e-mail with the link to choose one. */
export async function inviteColleague(
  storage: Storage,
  { email, name, invitedBy }: { email: string; name: string; invitedBy: { email: string; name: string } },
  now = new Date(),
): Promise<{ status: 'invited'; email: string } | { status: 'refused'; reason: InviteRefusal }> {
  if (!isStaffEmail(email)) return { status: 'refused', reason: 'adresse' };
  if (name.trim().length > MAX_STAFF_NAME) return { status: 'refused', reason: 'nom' };
  const auth = createStaffAuth({ database: storage, secret: randomBytes(32).toString('base64url') });
  if (await (await auth.$context).internalAdapter.findUserByEmail(normaliseEmail(email))) {
    return { status: 'refused', reason: 'existe' };
  }
  const created = await addStaff(auth, { email, name });
  const issued = await issueToken(storage, created.email);
  if (!issued) throw new Error(`compte ${created.email} introuvable juste après sa création`);
  const from = invitedBy.name || invitedBy.email;
  await queueLink(storage, { ...issued, email: created.email, purpose: 'invitation', invitedBy: from }, now);
  await recordAudit(
    { actor: invitedBy.email, action: 'staff.invite', targetType: 'staff', targetId: created.email },
    storage,
  );
  return { status: 'invited', email: created.email };
}

/**
 * « Renvoyer l’invitation »: a new link for an account that has not chosen its password yet; the earlier link
 * stops working (one live link per account) and its e-mail goes, sent or not. False for any other address.
 */
export async function resendInvitation(
  storage: Storage,
  { email, by }: { email: string; by: { email: string; name: string } },
  now = new Date(),
): Promise<boolean> {
  const address = normaliseEmail(email);
  if (!(await isPendingInvitation(storage, address))) return false;
  const issued = await issueToken(storage, address);
  if (!issued) return false;
  await queueLink(storage, { ...issued, email: address, purpose: 'invitation', invitedBy: by.name || by.email }, now);
  await recordAudit(
    { actor: by.email, action: 'staff.invite.resend', targetType: 'staff', targetId: address },
    storage,
  );
  return true;
}

/** An account that exists and has no password yet: an invitation still waiting. */
export async function isPendingInvitation(storage: Storage, email: string): Promise<boolean> {
  const auth = createStaffAuth({ database: storage, secret: randomBytes(32).toString('base64url') });
  const found = await (
    await auth.$context
  ).internalAdapter.findUserByEmail(normaliseEmail(email), {
    includeAccounts: true,
  });
  return found !== null && !found.accounts.some((account) => Boolean(account.password));
}

/** The e-mails of an account's links, and their outbox rows with them: used when the account goes. */
export async function dropLinksOf(storage: Storage, email: string) {
  await storage.db.deleteFrom('staff_link_mails').where('email', '=', normaliseEmail(email)).execute();
}

/**
 * « Mot de passe oublié ? »: a link for a staff address; nothing for any other, and the caller answers
 * the same either way. Resolves with whether an e-mail was queued (for the tests, never for the page).
 */
export async function queuePasswordReset(storage: Storage, email: string, now = new Date()): Promise<boolean> {
  const issued = await issueToken(storage, email);
  if (!issued) return false;
  const address = normaliseEmail(email);
  await queueLink(
    storage,
    { email: address, name: issued.name, token: issued.token, purpose: 'reset', invitedBy: null },
    now,
  );
  return true;
}
