import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Storage } from '@/lib/server/db/storage';
import { normaliseEmail, removeStaff } from '../accounts';
import { createStaffAuth } from '@/lib/server/staff/auth';
import { recordAudit } from '@/lib/server/staff/audit';
import { dropLinksOf, isPendingInvitation } from './password-links';

/**
 * The team screen's removals: an invitation withdrawn, an account removed. Either way the account,
 * its sessions (so a signed-in browser is out at its next request), its second factor and its unsent link
 * e-mails go; what it did stays in the journal under its address.
 */

export type RemovalRefusal = 'inconnu' | 'soi-meme' | 'deja-actif';
type Removal = { status: 'done' } | { status: 'refused'; reason: RemovalRefusal };
type Actor = { email: string };

async function removeAccount(storage: Storage, email: string) {
  const auth = createStaffAuth({ database: storage, secret: randomBytes(32).toString('base64url') });
  await removeStaff(auth, email);
  await dropLinksOf(storage, email);
}

/** « Retirer l’invitation »: only while the colleague has not chosen a password (else it is a removal). */
export async function withdrawInvitation(storage: Storage, email: string, by: Actor): Promise<Removal> {
  const address = normaliseEmail(email);
  if (!(await isPendingInvitation(storage, address))) {
    const exists = await accountExists(storage, address);
    return { status: 'refused', reason: exists ? 'deja-actif' : 'inconnu' };
  }
  await removeAccount(storage, address);
  await recordAudit(
    { actor: by.email, action: 'staff.invite.revoke', targetType: 'staff', targetId: address },
    storage,
  );
  return { status: 'done' };
}

/** « Retirer le compte »: anyone but oneself, so the team always keeps the account doing it. */
export async function removeColleague(storage: Storage, email: string, by: Actor): Promise<Removal> {
  const address = normaliseEmail(email);
  if (address === normaliseEmail(by.email)) return { status: 'refused', reason: 'soi-meme' };
  if (!(await accountExists(storage, address))) return { status: 'refused', reason: 'inconnu' };
  await removeAccount(storage, address);
  await recordAudit({ actor: by.email, action: 'staff.remove', targetType: 'staff', targetId: address }, storage);
  return { status: 'done' };
}

async function accountExists(storage: Storage, email: string) {
  const auth = createStaffAuth({ database: storage, secret: randomBytes(32).toString('base64url') });
  return (await (await auth.$context).internalAdapter.findUserByEmail(email)) !== null;
}
