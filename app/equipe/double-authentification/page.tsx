import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ActionButton } from '@/components/equipe/staff-fields';
import { StaffDoor } from '@/components/equipe/staff-door';
import { TwoFactorSettings } from '@/components/equipe/two-factor-settings';
import { signOut } from '@/lib/server/staff/staff-actions';
import { requireStaffPage } from '@/lib/server/staff/session';

export const metadata: Metadata = { title: 'Double authentification' };

/**
 * Where an account without a second factor lands while the company requires one (STAFF_REQUIRE_TWO_FACTOR):
 * nothing else of the back-office opens until it is set up. An account that has one goes on to the dashboard.
 */
export default async function TwoFactorSetupPage() {
  const staff = await requireStaffPage({ forSetup: true });
  if (!staff.mustSetUpTwoFactor) redirect('/equipe');
  return (
    <StaffDoor title="Double authentification">
      <p className="mb-4">
        L’espace équipe ouvre chaque demande et les données des clients&nbsp;: un mot de passe seul ne suffit pas.
        Activez la double authentification pour continuer, avec une application comme Google Authenticator, Microsoft
        Authenticator ou 1Password.
      </p>
      <TwoFactorSettings enabled={false} doneHref="/equipe" required />
      <div className="mt-6 border-t border-stone pt-4">
        <ActionButton action={signOut} variant="secondary">
          Se déconnecter
        </ActionButton>
      </div>
    </StaffDoor>
  );
}
