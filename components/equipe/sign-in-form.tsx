'use client';
import { useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { authErrorMessage, authRequest } from './auth-request';
import { staffButton, staffInput, staffLabel } from './staff-ui';

/**
 * Sign-in in two steps when the account has a second factor: e-mail and password, then the
 * 6-digit code of the authenticator app (or a backup code). Better Auth answers each step; on
 * success the dashboard is rendered anew, with the session cookie Better Auth just set.
 */
export function SignInForm() {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [backup, setBackup] = useState(false);
  const router = useRouter();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    const answer = await authRequest('/sign-in/email', {
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    if (answer.status === 200 && answer.data?.twoFactorRedirect) {
      setStep('code');
      requestAnimationFrame(() => codeRef.current?.focus());
      return;
    }
    if (answer.status === 200) return router.replace('/equipe');
    setError(authErrorMessage(answer, 'sign-in'));
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    setBusy(true);
    setError('');
    const answer = await authRequest(backup ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp', { code });
    setBusy(false);
    if (answer.status === 200) return router.replace('/equipe');
    setError(authErrorMessage(answer, 'code'));
  }

  const errorBox = error ? (
    <p role="alert" id="connexion-erreur" className="rounded-lg bg-white px-3 py-2 text-sm font-medium text-error-dark">
      {error}
    </p>
  ) : null;

  if (step === 'code') {
    return (
      <form onSubmit={verify} className="space-y-4" noValidate>
        <p className="text-sm">
          {backup
            ? 'Saisissez un de vos codes de secours (chacun ne sert qu’une fois).'
            : 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.'}
        </p>
        <div>
          <label htmlFor="code" className={staffLabel}>
            {backup ? 'Code de secours' : 'Code à 6 chiffres'}
          </label>
          <input
            ref={codeRef}
            id="code"
            name="code"
            className={staffInput}
            inputMode={backup ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            required
            aria-describedby={error ? 'connexion-erreur' : undefined}
          />
        </div>
        {errorBox}
        <button type="submit" className={staffButton('primary', 'w-full')} disabled={busy}>
          {busy ? 'Vérification…' : 'Valider'}
        </button>
        <button
          type="button"
          className="text-sm font-medium text-copper-dark underline"
          onClick={() => setBackup(!backup)}
        >
          {backup ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={signIn} className="space-y-4">
      <div>
        <label htmlFor="email" className={staffLabel}>
          E-mail
        </label>
        <input id="email" name="email" type="email" autoComplete="username" required className={staffInput} />
      </div>
      <div>
        <label htmlFor="password" className={staffLabel}>
          Mot de passe
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={staffInput}
          aria-describedby={error ? 'connexion-erreur' : undefined}
        />
      </div>
      {errorBox}
      <button type="submit" className={staffButton('primary', 'w-full')} disabled={busy}>
        {busy ? 'Connexion…' : 'Se connecter'}
      </button>
    </form>
  );
}
