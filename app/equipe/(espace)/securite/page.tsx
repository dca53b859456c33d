import type { Metadata } from 'next';
import { ActionButton } from '@/components/equipe/staff-fields';
import { signOut } from '@/lib/server/staff/staff-actions';
import { Notice, StaffCard, StaffTitle } from '@/components/equipe/staff-ui';
import { TwoFactorSettings } from '@/components/equipe/two-factor-settings';
import { requireStaffPage } from '@/lib/server/staff/session';

export const metadata: Metadata = { title: 'Sécurité' };

const DONE: Record<string, string> = {
  'totp-actif': 'Double authentification activée.',
  'totp-inactif': 'Double authentification désactivée.',
};

export default async function SecurityPage({ searchParams }: { searchParams: Promise<{ fait?: string }> }) {
  const staff = await requireStaffPage();
  const done = DONE[(await searchParams).fait ?? ''];
  return (
    <>
      <StaffTitle>Sécurité du compte</StaffTitle>
      {done ? <Notice tone="done">{done}</Notice> : null}
      <div className="grid gap-4 lg:grid-cols-2">
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
            Mot de passe oublié ou à changer&nbsp;: un responsable recrée le compte avec la commande{' '}
            <code>npm run leads -- staff</code>.
          </p>
        </StaffCard>
      </div>
    </>
  );
}
