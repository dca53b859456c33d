import type { Metadata } from 'next';
import { ActionButton } from '@/components/equipe/staff-fields';
import { StaffInput } from '@/components/equipe/staff-field';
import { signOut } from '@/lib/server/staff/staff-actions';
import {
  inviteStaff,
  removeStaffAccount,
  resendStaffInvitation,
  unlockSignIn,
  withdrawStaffInvitation,
} from '@/features/staff-accounts/server/team-actions';
import { TeamList } from '@/features/staff-accounts/ui/team-list';
import { lockedSignIns } from '@/lib/server/staff/sign-in-budget';
import { frenchDateTime } from '@/lib/zurich-time';
import { listStaff } from '@/features/staff-accounts/accounts';
import { MAX_STAFF_NAME } from '@/features/staff-accounts/server/password-links';
import { PASSWORD_LINK_HOURS } from '@/lib/server/staff/auth';
import { getStorage } from '@/lib/server/db/storage';
import { Notice, staffButton, StaffCard, StaffTitle } from '@/components/equipe/staff-ui';
import { TwoFactorSettings } from '@/components/equipe/two-factor-settings';
import { requireStaffPage } from '@/lib/server/staff/session';

export const metadata: Metadata = { title: 'Équipe et sécurité' };

/** The cards an action's answer is shown in: the one its form is in, where the redirect's fragment brings the page back. */
type AnswerCard = 'equipe' | 'totp' | 'connexions-bloquees';

const DONE: Record<string, [AnswerCard, string]> = {
  'totp-actif': ['totp', 'Double authentification activée.'],
  'totp-inactif': ['totp', 'Double authentification désactivée.'],
  deblocage: ['connexions-bloquees', 'Connexion débloquée\u00a0: le compte peut se reconnecter tout de suite.'],
  renvoi: [
    'equipe',
    `Invitation renvoyée\u00a0: un nouveau lien part par e-mail (valable ${PASSWORD_LINK_HOURS}\u00a0h), le précédent ne fonctionne plus.`,
  ],
  'retrait-invitation': ['equipe', 'Invitation retirée\u00a0: le lien envoyé ne fonctionne plus.'],
  retrait: ['equipe', 'Compte retiré\u00a0: ses sessions sont fermées, il ne peut plus se connecter.'],
  invitation: [
    'equipe',
    `Invitation envoyée\u00a0: votre collègue reçoit par e-mail un lien pour choisir son mot de passe (valable ${PASSWORD_LINK_HOURS}\u00a0h).`,
  ],
};

const REFUSED: Record<string, [AnswerCard, string]> = {
  adresse: ['equipe', 'Cette adresse e-mail n’est pas valable\u00a0: aucune invitation n’est partie.'],
  existe: [
    'equipe',
    'Un compte existe déjà pour cette adresse\u00a0: s’il a oublié son mot de passe, «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion lui envoie un lien.',
  ],
  deblocage: [
    'connexions-bloquees',
    'Ce compte n’était plus bloqué (le délai a pris fin, ou un collègue l’a déjà débloqué).',
  ],
  renvoi: [
    'equipe',
    'Cette invitation n’attend plus\u00a0: le compte a déjà choisi son mot de passe, ou il a été retiré.',
  ],
  inconnu: ['equipe', 'Ce compte n’existe plus\u00a0: un collègue l’a sans doute déjà retiré.'],
  'soi-meme': ['equipe', 'Vous ne pouvez pas retirer votre propre compte\u00a0: demandez-le à un collègue.'],
  'deja-actif': [
    'equipe',
    'Ce collègue a déjà choisi son mot de passe\u00a0: retirez son compte plutôt que l’invitation.',
  ],
  nom: ['equipe', `Le nom dépasse ${MAX_STAFF_NAME} caractères\u00a0: aucune invitation n’est partie.`],
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
  // An answer goes in its card; one whose card is gone (the last lock lifted) goes at the top.
  const shown = new Set<AnswerCard>(['equipe', 'totp', ...(locked.length > 0 ? ['connexions-bloquees' as const] : [])]);
  const answerIn = (card: AnswerCard | undefined) => (
    <>
      {done && done[0] === card ? <Notice tone="done">{done[1]}</Notice> : null}
      {refused && refused[0] === card ? <Notice tone="warning">{refused[1]}</Notice> : null}
    </>
  );
  return (
    <>
      <StaffTitle>Équipe et sécurité</StaffTitle>
      {shown.has(done?.[0] ?? 'equipe') ? null : answerIn(done?.[0])}
      {shown.has(refused?.[0] ?? 'equipe') ? null : answerIn(refused?.[0])}
      <div className="grid gap-4 lg:grid-cols-2">
        {locked.length > 0 ? (
          <StaffCard title="Connexions bloquées" id="connexions-bloquees">
            {answerIn('connexions-bloquees')}
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
          {answerIn('equipe')}
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
          <TeamList
            team={team}
            self={staff.email}
            actions={{ resend: resendStaffInvitation, withdraw: withdrawStaffInvitation, remove: removeStaffAccount }}
          />
        </StaffCard>
        <StaffCard title="Double authentification (TOTP)" id="totp">
          {answerIn('totp')}
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
