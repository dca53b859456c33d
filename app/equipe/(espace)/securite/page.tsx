import type { Metadata } from 'next';
import { ActionButton } from '@/components/equipe/staff-fields';
import { StaffInput } from '@/components/equipe/staff-field';
import { signOut } from '@/lib/server/staff/staff-actions';
import { inviteStaff, unlockSignIn } from '@/lib/server/staff/team-actions';
import { lockedSignIns } from '@/lib/server/staff/sign-in-budget';
import { frenchDateTime } from '@/lib/zurich-time';
import { listStaff } from '@/lib/server/staff/accounts';
import { MAX_STAFF_NAME } from '@/lib/server/staff/password-links';
import { PASSWORD_LINK_HOURS } from '@/lib/server/staff/auth';
import { getStorage } from '@/lib/server/db/storage';
import { Notice, staffButton, StaffCard, StaffTitle } from '@/components/equipe/staff-ui';
import { TwoFactorSettings } from '@/components/equipe/two-factor-settings';
import { requireStaffPage } from '@/lib/server/staff/session';

export const metadata: Metadata = { title: 'Équipe et sécurité' };

const DONE: Record<string, string> = {
  'totp-actif': 'Double authentification activée.',
  'totp-inactif': 'Double authentification désactivée.',
  deblocage: 'Connexion débloquée\u00a0: le compte peut se reconnecter tout de suite.',
  invitation: `Invitation envoyée\u00a0: votre collègue reçoit par e-mail un lien pour choisir son mot de passe (valable ${PASSWORD_LINK_HOURS}\u00a0h).`,
};

const REFUSED: Record<string, string> = {
  adresse: 'Cette adresse e-mail n’est pas valable\u00a0: aucune invitation n’est partie.',
  existe:
    'Un compte existe déjà pour cette adresse\u00a0: s’il a oublié son mot de passe, «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion lui envoie un lien.',
  deblocage: 'Ce compte n’était plus bloqué (le délai a pris fin, ou un collègue l’a déjà débloqué).',
  nom: `Le nom dépasse ${MAX_STAFF_NAME} caractères\u00a0: aucune invitation n’est partie.`,
};

export default async function SecurityPage({
  searchParams,
}: {
  searchParams: Promise<{ fait?: string; erreur?: string }>;
}) {
  const staff = await requireStaffPage();
  const { fait, erreur } = await searchParams;
  const done = DONE[fait ?? ''];
  const refused = REFUSED[erreur ?? ''];
  const storage = await getStorage();
  const [team, locked] = await Promise.all([listStaff(storage), lockedSignIns(storage)]);
  return (
    <>
      <StaffTitle>Équipe et sécurité</StaffTitle>
      {done ? <Notice tone="done">{done}</Notice> : null}
      {refused ? <Notice tone="warning">{refused}</Notice> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {locked.length > 0 ? (
          <StaffCard title="Connexions bloquées" id="connexions-bloquees">
            <p className="mb-3 text-sm">
              Après trop de mots de passe erronés, la connexion d’un compte est bloquée un moment. Si votre collègue
              vous confirme que c’était lui, débloquez-le&nbsp;; sinon, laissez le blocage courir.
            </p>
            <ul className="space-y-3" aria-label="Comptes bloqués">
              {locked.map((lock) => (
                <li key={lock.email} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <span className="break-all">{lock.email}</span> · {lock.failures}&nbsp;essais · jusqu’au{' '}
                    <span className="whitespace-nowrap">{frenchDateTime(lock.until)}</span>
                  </span>
                  <ActionButton
                    action={unlockSignIn}
                    fields={{ email: lock.email }}
                    variant="primary"
                    ariaLabel={`Débloquer ${lock.email}`}
                  >
                    Débloquer
                  </ActionButton>
                </li>
              ))}
            </ul>
          </StaffCard>
        ) : null}
        <StaffCard title="Inviter un collègue" id="equipe">
          <form action={inviteStaff} className="space-y-3">
            <StaffInput id="invitation-nom" name="nom" label="Nom" autoComplete="off" maxLength={MAX_STAFF_NAME} />
            <StaffInput id="invitation-email" name="email" label="E-mail" type="email" required autoComplete="off" />
            <p className="text-sm text-muted">
              Le compte est créé sans mot de passe&nbsp;; votre collègue reçoit un e-mail avec un lien à usage unique
              pour le choisir (valable {PASSWORD_LINK_HOURS}&nbsp;h).
            </p>
            <button type="submit" className={staffButton('primary')}>
              Envoyer l’invitation
            </button>
          </form>
          <h3 className="mt-6 mb-2 text-sm font-semibold">L’équipe</h3>
          <ul className="space-y-1 text-sm" aria-label="L’équipe">
            {team.map((member) => (
              <li key={member.email} className="break-all">
                {member.name} · {member.email}
                {member.hasPassword ? '' : ' · invitation en attente'}
              </li>
            ))}
          </ul>
        </StaffCard>
        <StaffCard title="Double authentification (TOTP)" id="totp">
          <TwoFactorSettings enabled={staff.twoFactorEnabled} />
        </StaffCard>
        <StaffCard title="Sessions" id="sessions">
          <p className="mb-4">
            Un appareil perdu, un ordinateur partagé resté connecté&nbsp;? Fermez toutes les sessions de{' '}
            <span className="break-all">{staff.email}</span>, sur chaque appareil, y compris celui-ci.
          </p>
          <ActionButton action={signOut} fields={{ partout: '1' }} variant="danger">
            Se déconnecter partout
          </ActionButton>
          <p className="mt-4 text-sm text-muted">
            Mot de passe oublié ou à changer&nbsp;: «&nbsp;Mot de passe oublié&nbsp;?&nbsp;» sur la page de connexion
            envoie un lien par e-mail.
          </p>
        </StaffCard>
      </div>
    </>
  );
}
