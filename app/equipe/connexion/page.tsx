import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/equipe/sign-in-form';
import { StaffDoor } from '@/components/equipe/staff-door';
import { Notice } from '@/components/equipe/staff-ui';
import { currentStaff } from '@/lib/server/staff/session';
import { signIn } from '@/lib/server/staff/staff-actions';

export const metadata: Metadata = { title: 'Connexion' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ fin?: string }> }) {
  if (await currentStaff()) redirect('/equipe');
  const { fin } = await searchParams;
  return (
    <StaffDoor title="Connexion">
      {fin === 'partout' ? <Notice tone="done">Toutes vos sessions sont fermées, sur chaque appareil.</Notice> : null}
      {fin === '1' ? <Notice tone="done">Vous êtes déconnecté.</Notice> : null}
      <SignInForm action={signIn} />
      <p className="mt-4 text-sm">
        <a href="/equipe/mot-de-passe-oublie" className="text-copper-dark underline">
          Mot de passe oublié&nbsp;?
        </a>
      </p>
    </StaffDoor>
  );
}
