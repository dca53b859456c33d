'use client';
import { useState, type FormEvent } from 'react';
import { authErrorMessage } from '@/lib/auth-messages';
import { authRequest } from '@/components/equipe/auth-request';
import { StaffInput } from '@/components/equipe/staff-field';
import { staffButton } from '@/components/equipe/staff-ui';

/** The one-time link of `staff add`: choose the password (12 characters at least), once. */
export function PasswordForm({ token }: { token: string }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirmation') ?? '')) {
      setError('Les deux mots de passe diffèrent.');
      return;
    }
    setBusy(true);
    setError('');
    const answer = await authRequest('/reset-password', { token, newPassword: password });
    setBusy(false);
    if (answer.status === 200) setDone(true);
    else setError(authErrorMessage(answer, 'link'));
  }

  if (done) {
    return (
      <div role="status" className="space-y-4">
        <p>Mot de passe enregistré.</p>
        <a href="/equipe/connexion" className={staffButton('primary', 'w-full')}>
          Se connecter
        </a>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <StaffInput
          id="password"
          label="Nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          minLength={12}
          maxLength={128}
          required
          aria-describedby="password-aide"
        />
        <p id="password-aide" className="mt-1 text-sm text-muted">
          12 caractères au moins ; une phrase de plusieurs mots convient bien.
        </p>
      </div>
      <StaffInput
        id="confirmation"
        label="Confirmer le mot de passe"
        type="password"
        autoComplete="new-password"
        required
      />
      {error ? (
        <p role="alert" className="rounded-lg bg-white px-3 py-2 text-sm font-medium text-error-dark">
          {error}
        </p>
      ) : null}
      <button type="submit" className={staffButton('primary', 'w-full')} disabled={busy}>
        {busy ? 'Enregistrement…' : 'Enregistrer le mot de passe'}
      </button>
    </form>
  );
}
