import type { Metadata } from 'next';
import { PasswordForm } from '@/features/staff-accounts/ui/password-form';
import { StaffDoor } from '@/components/equipe/staff-door';

export const metadata: Metadata = { title: 'Choisir un mot de passe' };

/**
 * The page of the one-time link: e-mailed (invitation, forgotten password) or printed by
 * `npm run back-office -- staff add`.
 */
export default async function PasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <StaffDoor title="Choisir un mot de passe">
      {token && /^\w{10,100}$/.test(token) ? (
        <PasswordForm token={token} />
      ) : (
        <p>Ce lien est incomplet. Utilisez le lien reçu par e-mail (ou donné par la commande), en entier.</p>
      )}
    </StaffDoor>
  );
}
