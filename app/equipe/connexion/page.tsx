import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/equipe/sign-in-form';
import { StaffDoor } from '@/components/equipe/staff-door';
import { Notice } from '@/components/equipe/staff-ui';
import { currentStaff } from '@/lib/server/staff/session';

export const metadata: Metadata = { title: 'Connexion' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ fin?: string }> }) {
  if (await currentStaff()) redirect('/equipe');
  const { fin } = await searchParams;
  return (
    <StaffDoor title="Connexion">
      {fin === 'partout' ? <Notice tone="done">Toutes vos sessions sont fermées, sur chaque appareil.</Notice> : null}
      {fin === '1' ? <Notice tone="done">Vous êtes déconnecté.</Notice> : null}
      <SignInForm />
      <noscript>
        <p className="mt-4 text-sm text-error-dark">La connexion demande JavaScript dans ce navigateur.</p>
      </noscript>
    </StaffDoor>
  );
}
