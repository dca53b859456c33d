/** @jest-environment node */
import { testBackends } from '@/test/server/backends';
import { asServer } from '@/test/server/as-server';
import { formData as form, redirectOf } from '@/test/server/staff-session';
import { addStaff, listStaff } from '../accounts';
import { MARIE, PASSWORD, staffMailSuite } from '@/test/server/staff-auth-calls';
import { listAudit } from '@/lib/server/staff/audit';
import { inviteColleague, resendInvitation } from './password-links';
import { removeColleague, withdrawInvitation } from './team-changes';
import { removeStaffAccount, resendStaffInvitation, withdrawStaffInvitation } from './team-actions';

/**
 * The team screen's changes on both databases: an invitation resent (the earlier link dies)
 * or withdrawn, a colleague's account removed with every session of it ended, one's own account kept, each
 * change in the journal, and nothing done without a session.
 */

jest.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000' }),
}));

// Password hashing is memory-hard (scrypt) on purpose: on a loaded two-core machine a flow takes seconds.
jest.setTimeout(60_000);

describe.each(testBackends('team_changes_test'))('$name team changes', (backend) => {
  const { env, send, auth, call, tokenOf } = staffMailSuite(backend);
  const signIn = async (email: string) => {
    const answer = await call('/sign-in/email', { email, password: PASSWORD });
    expect(answer.status).toBe(200);
    return answer.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  };
  const tokensTo = (address: string) =>
    env.smtp.mails.filter((mail) => mail.to.includes(address)).map((mail) => tokenOf(mail.raw));
  const emails = async () => (await listStaff(env.storage)).map((account) => account.email);
  const journal = async () => (await listAudit({ targetType: 'staff' }, env.storage)).entries;

  it('resends an invitation: a new link goes out, the first one no longer sets a password', async () => {
    await inviteColleague(env.storage, { email: 'sam@lumina.test', name: 'Sam', invitedBy: MARIE });
    await send();
    expect(await resendInvitation(env.storage, { email: 'SAM@lumina.test', by: MARIE })).toBe(true);
    await send();
    const [first, second] = tokensTo('sam@lumina.test');
    expect(second).toMatch(/^\w{20,}$/);
    expect(second).not.toBe(first);
    expect((await call('/reset-password', { token: first, newPassword: PASSWORD })).status).toBe(400);
    expect((await call('/reset-password', { token: second, newPassword: PASSWORD })).status).toBe(200);
    // Once the password is chosen there is nothing left to resend.
    expect(await resendInvitation(env.storage, { email: 'sam@lumina.test', by: MARIE })).toBe(false);
    expect(await resendInvitation(env.storage, { email: 'personne@lumina.test', by: MARIE })).toBe(false);
    expect((await journal()).filter((entry) => entry.action === 'staff.invite.resend')).toMatchObject([
      { actor: MARIE.email, targetId: 'sam@lumina.test' },
    ]);
  });

  it('withdraws an invitation before it is sent: no account, no e-mail, the link dead', async () => {
    await inviteColleague(env.storage, { email: 'kim@lumina.test', name: 'Kim', invitedBy: MARIE });
    const token = String(
      (await backend.raw("SELECT token FROM staff_link_mails WHERE email = 'kim@lumina.test'"))[0]?.token,
    );
    expect(await withdrawInvitation(env.storage, 'kim@lumina.test', MARIE)).toEqual({ status: 'done' });
    expect(await emails()).not.toContain('kim@lumina.test');
    expect(await send()).toMatchObject({ sent: 0 });
    const refused = await call('/reset-password', { token, newPassword: PASSWORD });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(
      await backend.raw(
        "SELECT id FROM auth_verification WHERE identifier LIKE 'reset-password:%' AND value NOT IN (SELECT id FROM auth_user)",
      ),
    ).toHaveLength(0);
    expect(await withdrawInvitation(env.storage, 'kim@lumina.test', MARIE)).toEqual({
      status: 'refused',
      reason: 'inconnu',
    });
    expect((await journal())[0]).toMatchObject({ action: 'staff.invite.revoke', targetId: 'kim@lumina.test' });
  });

  it('removes a colleague: every session of theirs ends, they cannot sign in again; one’s own account stays', async () => {
    await addStaff(auth(), { ...MARIE, password: PASSWORD });
    await addStaff(auth(), { email: 'paul@lumina.test', name: 'Paul', password: PASSWORD });
    const phone = await signIn('paul@lumina.test');
    const laptop = await signIn('paul@lumina.test');
    expect(await (await call('/get-session', undefined, phone)).json()).toMatchObject({
      user: { email: 'paul@lumina.test' },
    });

    // An invitation already accepted is removed as an account, not withdrawn.
    expect(await withdrawInvitation(env.storage, 'paul@lumina.test', MARIE)).toEqual({
      status: 'refused',
      reason: 'deja-actif',
    });
    expect(await removeColleague(env.storage, MARIE.email.toUpperCase(), MARIE)).toEqual({
      status: 'refused',
      reason: 'soi-meme',
    });
    expect(await removeColleague(env.storage, 'paul@lumina.test', MARIE)).toEqual({ status: 'done' });

    for (const cookie of [phone, laptop]) {
      expect(await (await call('/get-session', undefined, cookie)).json()).toBeNull();
    }
    expect((await call('/sign-in/email', { email: 'paul@lumina.test', password: PASSWORD })).status).toBe(401);
    expect(await emails()).toEqual(expect.arrayContaining([MARIE.email]));
    expect(await emails()).not.toContain('paul@lumina.test');
    expect(
      await backend.raw('SELECT id FROM auth_session WHERE "userId" NOT IN (SELECT id FROM auth_user)'),
    ).toHaveLength(0);
    expect((await journal())[0]).toMatchObject({
      actor: MARIE.email,
      action: 'staff.remove',
      targetId: 'paul@lumina.test',
    });
  });

  it('changes nothing without a staff session', async () => {
    const before = (await journal()).length;
    await inviteColleague(env.storage, { email: 'lea@lumina.test', name: 'Léa', invitedBy: MARIE });
    await addStaff(auth(), { email: 'noe@lumina.test', password: PASSWORD });
    for (const action of [resendStaffInvitation, withdrawStaffInvitation]) {
      expect(await asServer(backend, () => redirectOf(action(form({ email: 'lea@lumina.test' }))))).toBe(
        '/equipe/connexion',
      );
    }
    expect(await asServer(backend, () => redirectOf(removeStaffAccount(form({ email: 'noe@lumina.test' }))))).toBe(
      '/equipe/connexion',
    );
    expect(await emails()).toEqual(expect.arrayContaining(['lea@lumina.test', 'noe@lumina.test']));
    expect(await send()).toMatchObject({ sent: 1 });
    // Newest first: what was recorded since the test began.
    const after = await journal();
    expect(after.slice(0, after.length - before).map((entry) => entry.action)).toEqual(['staff.invite']);
  });
});
