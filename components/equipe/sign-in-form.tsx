'use client';
import { useActionState, useEffect, useRef } from 'react';
import type { SignInState } from '@/lib/auth-messages';
import { StaffInput } from './staff-field';
import { staffButton } from './staff-ui';

type SignInAction = (previous: SignInState, form: FormData) => Promise<SignInState>;
const FIRST_STEP: SignInState = { step: 'password', error: '' };

/**
 * Sign-in in two steps when the account has a second factor: e-mail and password, then the
 * 6-digit code of the authenticator app (or a backup code). The page passes the Server Action
 * (lib/server/staff/staff-actions.ts): the form works before JavaScript has loaded, and without it.
 */
export function SignInForm({ action }: { action: SignInAction }) {
  const [state, formAction, busy] = useActionState(action, FIRST_STEP);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.step === 'code') codeRef.current?.focus();
  }, [state.step]);

  const errorBox = state.error ? (
    <p role="alert" id="connexion-erreur" className="rounded-lg bg-white px-3 py-2 text-sm font-medium text-error-dark">
      {state.error}
    </p>
  ) : null;
  const describedBy = state.error ? 'connexion-erreur' : undefined;

  if (state.step === 'code') {
    return (
      <form action={formAction} className="space-y-4">
        <input type="hidden" name="etape" value="code" />
        <p className="text-sm">Saisissez le code à 6 chiffres affiché par votre application d’authentification.</p>
        <StaffInput
          ref={codeRef}
          id="code"
          label="Code"
          autoComplete="one-time-code"
          required
          aria-describedby={describedBy}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="secours" className="size-5 accent-copper-dark" />
          C’est un code de secours (chacun ne sert qu’une fois)
        </label>
        {errorBox}
        <button type="submit" className={staffButton('primary', 'w-full')} disabled={busy}>
          {busy ? 'Vérification…' : 'Valider'}
        </button>
      </form>
    );
  }

  return (
    <form action={formAction} className="space-y-4">
      <StaffInput
        id="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        defaultValue={state.email}
        key={state.email}
      />
      <StaffInput
        id="password"
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        required
        aria-describedby={describedBy}
      />
      {errorBox}
      <button type="submit" className={staffButton('primary', 'w-full')} disabled={busy}>
        {busy ? 'Connexion…' : 'Se connecter'}
      </button>
    </form>
  );
}
