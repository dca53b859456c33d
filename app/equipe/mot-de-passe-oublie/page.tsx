import type { Metadata } from 'next';
import { StaffInput } from '@/components/equipe/staff-field';
import { StaffDoor } from '@/components/equipe/staff-door';
import { Notice, staffButton } from '@/components/equipe/staff-ui';
import { PASSWORD_LINK_HOURS } from '@/lib/server/staff/auth';
import { forgotPassword } from '@/features/staff-accounts/server/team-actions';

export const metadata: Metadata = { title: 'Mot de passe oublié' };

/** The same answer whether or not the address has an account: the page tells no one which ones exist. */
export default async function ForgotPasswordPage({ searchParams }: { searchParams: Promise<{ envoye?: string }> }) {
  const { envoye } = await searchParams;
  return (
    <StaffDoor title="Mot de passe oublié">
      {envoye === '1' ? (
        <Notice tone="done">
          Si cette adresse est celle d’un compte de l’équipe, un e-mail part avec un lien pour choisir un nouveau mot de
          passe (valable {PASSWORD_LINK_HOURS}&nbsp;h). Pensez à regarder dans les indésirables.
        </Notice>
      ) : (
        <form action={forgotPassword} className="space-y-4">
          <StaffInput id="email" label="E-mail" type="email" required autoComplete="email" />
          <button type="submit" className={staffButton('primary', 'w-full')}>
            Recevoir un lien
          </button>
        </form>
      )}
      <p className="mt-4 text-sm">
        <a href="/equipe/connexion" className="text-copper-dark underline">
          Retour à la connexion
        </a>
      </p>
    </StaffDoor>
  );
}
