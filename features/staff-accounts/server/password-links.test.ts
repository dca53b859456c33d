/** @jest-environment node */
import { headerOf, textOf } from '@/test/server/support';
import { testBackends } from '@/test/server/backends';
import { asServer } from '@/test/server/as-server';
import { formData as form, redirectOf } from '@/test/server/staff-session';
import { addStaff, listStaff } from '../accounts';
import { AUTH_BASE_PATH, PASSWORD_LINK_HOURS } from '@/lib/server/staff/auth';
import { handleStaffAuth } from '@/lib/server/staff/auth-route';
import { MARIE, PASSWORD, staffMailSuite } from '@/test/server/staff-auth-calls';
import { listAudit } from '@/lib/server/staff/audit';
import { inviteColleague, queuePasswordReset } from './password-links';
import { forgotPassword, inviteStaff } from './team-actions';

/**
 * Invitations and forgotten passwords on both databases, delivered to a local SMTP
 * server: what the colleague receives, that its link sets the password through Better Auth's own
 * /reset-password, that an unknown address gets the same answer and no e-mail, and that nobody
 * without a session invites.
 */

// A Server Action reads the request's headers: here a same-site request carrying no session cookie.
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000' }),
}));

// Password hashing is memory-hard (scrypt) on purpose: on a loaded two-core machine a flow takes seconds.
jest.setTimeout(60_000);

describe.each(testBackends('staff_links_test'))('$name staff password links', (backend) => {
  const { env, send, auth, call, origin, tokenOf } = staffMailSuite(backend);
  const mailsTo = (address: string) => env.smtp.mails.filter((mail) => mail.to.includes(address));
  const linkRows = () => backend.raw('SELECT id FROM staff_link_mails');

  it('invites a colleague: the account waits for its password, the e-mail’s link sets it once', async () => {
    const outcome = await inviteColleague(env.storage, {
      email: ' Dominique@Lumina.test ',
      name: 'Dominique Martin',
      invitedBy: MARIE,
    });
    expect(outcome).toEqual({ status: 'invited', email: 'dominique@lumina.test' });
    expect((await listStaff(env.storage)).find((a) => a.email === 'dominique@lumina.test')).toMatchObject({
      name: 'Dominique Martin',
      hasPassword: false,
    });
    expect(await send()).toMatchObject({ sent: 1, failed: 0 });

    const [mail] = mailsTo('dominique@lumina.test');
    expect(mail).toBeDefined();
    const raw = mail?.raw ?? '';
    expect(headerOf(raw, 'Subject')).toBe('Votre accès à l’espace équipe – Lumina Terrasses');
    const text = textOf(raw);
    expect(text).toContain('Bonjour Dominique Martin,');
    expect(text).toContain('Marie Dupont vous a ouvert un compte');
    expect(text).toContain(`https://www.lumina-terrasses.ch/equipe/mot-de-passe?token=`);
    const token = tokenOf(raw);
    expect(token).toMatch(/^\w{20,}$/);

    expect((await call('/sign-in/email', { email: 'dominique@lumina.test', password: PASSWORD })).status).toBe(401);
    expect((await call('/reset-password', { token, newPassword: PASSWORD })).status).toBe(200);
    expect((await call('/reset-password', { token, newPassword: `${PASSWORD}!` })).status).toBe(400);
    expect((await call('/sign-in/email', { email: 'dominique@lumina.test', password: PASSWORD })).status).toBe(200);

    const { entries } = await listAudit({ targetType: 'staff' }, env.storage);
    expect(entries.slice(0, 2)).toMatchObject([
      { actor: 'dominique@lumina.test', action: 'staff.password', targetId: 'dominique@lumina.test' },
      { actor: MARIE.email, action: 'staff.invite', targetId: 'dominique@lumina.test' },
    ]);
  });

  it('refuses a bad or taken address, and a too long name, with nothing created or sent', async () => {
    await addStaff(auth(), { email: 'deja@lumina.test', password: PASSWORD });
    const invite = (email: string, name = 'X') => inviteColleague(env.storage, { email, name, invitedBy: MARIE });
    expect(await invite('pas-une-adresse')).toEqual({ status: 'refused', reason: 'adresse' });
    expect(await invite('DEJA@lumina.test')).toEqual({ status: 'refused', reason: 'existe' });
    expect(await invite('long@lumina.test', 'n'.repeat(101))).toEqual({ status: 'refused', reason: 'nom' });
    expect((await listStaff(env.storage)).map((a) => a.email)).not.toContain('long@lumina.test');
    expect(await send()).toMatchObject({ sent: 0 });
    expect(env.smtp.mails).toHaveLength(0);
  });

  it('drops a link that expired before it could be sent, token and all', async () => {
    await addStaff(auth(), { email: 'tard@lumina.test', password: PASSWORD });
    const before = await linkRows();
    const long_ago = new Date(Date.now() - (PASSWORD_LINK_HOURS + 1) * 3600_000);
    expect(await queuePasswordReset(env.storage, 'tard@lumina.test', long_ago)).toBe(true);
    expect(await linkRows()).toHaveLength(before.length + 1);
    await send();
    expect(mailsTo('tard@lumina.test')).toHaveLength(0);
    expect(await linkRows()).toHaveLength(before.length);
    expect(await backend.raw("SELECT id FROM outbox WHERE kind = 'staff-link' AND status = 'pending'")).toHaveLength(0);
  });

  it('« Mot de passe oublié ? »: a link for a staff address, the same answer and no e-mail for any other, limited per address', async () => {
    await addStaff(auth(), { email: 'oubli@lumina.test', name: 'Claude', password: PASSWORD });
    const known = await asServer(backend, () => redirectOf(forgotPassword(form({ email: 'Oubli@Lumina.test' }))));
    const unknown = await asServer(backend, () => redirectOf(forgotPassword(form({ email: 'inconnu@lumina.test' }))));
    expect(known).toBe('/equipe/mot-de-passe-oublie?envoye=1');
    expect(unknown).toBe(known);
    expect(await send()).toMatchObject({ sent: 1 });
    expect(env.smtp.mails.map((mail) => mail.to)).toEqual([['oubli@lumina.test']]);
    const raw = env.smtp.mails[0]?.raw ?? '';
    expect(headerOf(raw, 'Subject')).toBe('Choisir un nouveau mot de passe – Lumina Terrasses');
    expect(textOf(raw)).toContain('Si vous n’avez rien demandé, ignorez cet e-mail');
    const token = tokenOf(raw);
    expect((await call('/reset-password', { token, newPassword: `${PASSWORD} neuve` })).status).toBe(200);
    expect((await call('/sign-in/email', { email: 'oubli@lumina.test', password: PASSWORD })).status).toBe(401);
    expect((await call('/sign-in/email', { email: 'oubli@lumina.test', password: `${PASSWORD} neuve` })).status).toBe(
      200,
    );

    // Two more links in the window, then the same answer and nothing more; the second voids the first, and
    // its e-mail not yet sent with it: one e-mail goes.
    env.smtp.mails.length = 0;
    for (let i = 0; i < 4; i += 1) {
      expect(await asServer(backend, () => redirectOf(forgotPassword(form({ email: 'oubli@lumina.test' }))))).toBe(
        known,
      );
    }
    expect(await send()).toMatchObject({ sent: 1 });
  });

  it('keeps one live link per account: a new link voids the earlier ones, a new password voids them all and ends every session', async () => {
    await addStaff(auth(), { email: 'trois@lumina.test', name: 'Trois', password: PASSWORD });
    const signedIn = await call('/sign-in/email', { email: 'trois@lumina.test', password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const tokens: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      expect(await queuePasswordReset(env.storage, 'trois@lumina.test')).toBe(true);
      const rows = await backend.raw("SELECT token FROM staff_link_mails WHERE email = 'trois@lumina.test'");
      expect(rows).toHaveLength(1);
      tokens.push(String(rows[0]?.token));
    }
    expect(new Set(tokens).size).toBe(3);
    // Only the newest link's e-mail goes.
    expect(await send()).toMatchObject({ sent: 1 });
    expect(tokenOf(mailsTo('trois@lumina.test')[0]?.raw ?? '')).toBe(tokens[2]);
    for (const token of tokens.slice(0, 2)) {
      expect((await call('/reset-password', { token, newPassword: `${PASSWORD} volée` })).status).toBe(400);
    }
    expect((await call('/reset-password', { token: tokens[2], newPassword: `${PASSWORD} neuve` })).status).toBe(200);
    expect((await call('/reset-password', { token: tokens[2], newPassword: `${PASSWORD} encore` })).status).toBe(400);
    expect(
      await backend.raw(
        "SELECT id FROM auth_verification WHERE identifier LIKE 'reset-password:%' AND value IN (SELECT id FROM auth_user WHERE email = 'trois@lumina.test')",
      ),
    ).toHaveLength(0);
    const session = await handleStaffAuth(
      new Request(`${origin}${AUTH_BASE_PATH}/get-session`, { headers: { host: new URL(origin).host, cookie } }),
      { auth: auth(), trustProxy: 0 },
    );
    expect(await session.json()).toBeNull();
    expect((await call('/sign-in/email', { email: 'trois@lumina.test', password: `${PASSWORD} neuve` })).status).toBe(
      200,
    );
  });

  it('refuses the invitation without a staff session: sign-in page, no account, nothing queued', async () => {
    const target = await asServer(backend, () =>
      redirectOf(inviteStaff(form({ email: 'intrus@lumina.test', nom: 'Intrus' }))),
    );
    expect(target).toBe('/equipe/connexion');
    expect((await listStaff(env.storage)).map((a) => a.email)).not.toContain('intrus@lumina.test');
    expect(await send()).toMatchObject({ sent: 0 });
  });
});
