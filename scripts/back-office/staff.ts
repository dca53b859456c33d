import { randomBytes } from 'node:crypto';
import { site } from '@/content/site';
import type { Storage } from '@/lib/server/db/storage';
import { recordAudit } from '@/lib/server/staff/audit';
import { createStaffAuth, PASSWORD_LINK_HOURS } from '@/lib/server/staff/auth';
import { clearSignInFailures } from '@/lib/server/staff/sign-in-budget';
import {
  addStaff,
  checkPassword,
  listStaff,
  removeStaff,
  requestPasswordLink,
  StaffAccountError,
} from '@/features/staff-accounts/accounts';
import { fail, option, say, type Subcommand } from './subcommand';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listAccounts(storage: Storage) {
  const accounts = await listStaff(storage);
  if (accounts.length === 0) say('Aucun compte. Créez-en un : npm run back-office -- staff add <email>');
  for (const account of accounts) {
    const state = [
      account.hasPassword ? null : 'mot de passe à choisir',
      account.twoFactorEnabled ? 'double authentification' : null,
      `${account.activeSessions} session(s) ouverte(s)`,
    ]
      .filter(Boolean)
      .join(', ');
    say(`${account.email}  ${account.name}  créé le ${account.createdAt.slice(0, 10)}  [${state}]`);
  }
}

/** `staff add | list | remove | unlock`: the only way to make accounts (features/staff-accounts/accounts.ts). */
const staff: Subcommand = async (args, { storage }) => {
  const [action, email] = args;
  const usage =
    'Usage : npm run back-office -- staff add <email> [--name "…"] [--password-stdin] | staff list | staff remove <email> | staff unlock <email>';
  if (action === 'list') return listAccounts(storage);
  if ((action !== 'add' && action !== 'remove' && action !== 'unlock') || !email || email.startsWith('--')) {
    return fail(usage);
  }
  if (action === 'unlock') {
    if (!(await clearSignInFailures(storage, email))) return say(`Aucun blocage de connexion pour ${email}.`);
    await recordAudit({ actor: 'commande', action: 'staff.unlock', targetType: 'staff', targetId: email }, storage);
    say(`Connexion de ${email} débloquée : le compte peut se reconnecter tout de suite.`);
    return;
  }
  // The command signs no cookie: a secret of its own is enough (and production keeps its secret to the server).
  let link: string | undefined;
  const auth = createStaffAuth({
    database: storage,
    secret: randomBytes(32).toString('base64url'),
    onPasswordLink: (_email, token) => {
      link = `${site.url}/equipe/mot-de-passe?token=${encodeURIComponent(token)}`;
    },
  });
  try {
    if (action === 'remove') {
      const removed = await removeStaff(auth, email);
      await recordAudit(
        { actor: 'commande', action: 'staff.remove', targetType: 'staff', targetId: removed.email },
        storage,
      );
      say(`Compte ${removed.email} supprimé ; ses sessions sont fermées.`);
      return;
    }
    const password = args.includes('--password-stdin') ? (await readStdin()).replace(/\r?\n$/, '') : undefined;
    if (password !== undefined) checkPassword(password);
    const created = await addStaff(auth, { email, name: option(args, '--name'), password });
    await recordAudit(
      { actor: 'commande', action: 'staff.add', targetType: 'staff', targetId: created.email },
      storage,
    );
    if (password !== undefined) {
      say(`Compte ${created.email} créé : connexion sur ${site.url}/equipe/connexion`);
      return;
    }
    await requestPasswordLink(auth, created.email);
    say(
      `Compte ${created.email} créé. Lien à usage unique pour choisir le mot de passe (valable ${PASSWORD_LINK_HOURS} h) :\n${link}`,
    );
  } catch (error) {
    if (error instanceof StaffAccountError) return fail(error.message);
    throw error;
  }
};

export const STAFF_COMMANDS = { staff } satisfies Record<string, Subcommand>;
