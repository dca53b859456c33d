'use client';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { authErrorMessage } from '@/lib/auth-messages';
import { authRequest } from './auth-request';
import { StaffInput } from './staff-field';
import { Notice, staffButton } from './staff-ui';

type Setup = { secret: string; uri: string; backupCodes: string[] };

/** The secret as an authenticator app's manual entry shows it: base32 in groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Optional TOTP second factor: enable with the password, then confirm with a first code from the
 * app (until then nothing changes at sign-in); disable with the password.
 */
export function TwoFactorSettings({
  enabled,
  doneHref = '/equipe/securite?fait=totp-actif#totp',
  required = false,
}: {
  enabled: boolean;
  /** The set-up the company requires (the page says why): no « inactive » state nor « Recommandé ». */
  required?: boolean;
  /** Where the confirmed set-up leads. */
  doneHref?: string;
}) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const router = useRouter();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  /** One call to Better Auth with a field of the submitted form; the busy state and the error around it. */
  async function send(event: FormEvent<HTMLFormElement>, path: string, field: 'password' | 'code') {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(field) ?? '');
    setBusy(true);
    setError('');
    const answer = await authRequest(path, { [field]: field === 'code' ? value.replace(/\s/g, '') : value });
    setBusy(false);
    return answer;
  }

  async function start(event: FormEvent<HTMLFormElement>) {
    const answer = await send(event, '/two-factor/enable', 'password');
    const uri = typeof answer.data?.totpURI === 'string' ? answer.data.totpURI : '';
    if (answer.status !== 200 || !uri) return setError(authErrorMessage(answer, 'password'));
    setSetup({
      uri,
      secret: new URL(uri).searchParams.get('secret') ?? '',
      backupCodes: Array.isArray(answer.data?.backupCodes) ? answer.data.backupCodes.map(String) : [],
    });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    const answer = await send(event, '/two-factor/verify-totp', 'code');
    if (answer.status === 200) return router.replace(doneHref);
    setError(authErrorMessage(answer, 'code'));
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    const answer = await send(event, '/two-factor/disable', 'password');
    if (answer.status === 200) return router.replace('/equipe/securite?fait=totp-inactif#totp');
    setError(authErrorMessage(answer, 'password'));
  }

  const errorBox = error ? (
    <p role="alert" className="text-sm font-medium text-error-dark">
      {error}
    </p>
  ) : null;

  if (setup) {
    return (
      <div className="space-y-4">
        <ol className="list-decimal space-y-3 pl-5">
          <li>
            Dans votre application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password…),
            ajoutez un compte avec cette clé&nbsp;:
            <code
              data-testid="totp-secret"
              className="mt-1 block rounded-lg bg-cream p-2 font-mono text-base break-all"
            >
              {grouped(setup.secret)}
            </code>
            <a href={setup.uri} className="text-sm font-medium text-copper-dark underline">
              Ou ouvrez ce lien sur le téléphone qui a l’application
            </a>
          </li>
          <li>
            Gardez ces codes de secours en lieu sûr (chacun remplace une fois le code de l’application)&nbsp;:
            <ul className="mt-1 grid grid-cols-2 gap-1 font-mono text-sm">
              {setup.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </li>
          <li>Saisissez le code affiché par l’application pour confirmer.</li>
        </ol>
        <form onSubmit={confirm} className="space-y-3">
          <StaffInput id="code" label="Code à 6 chiffres" inputMode="numeric" autoComplete="one-time-code" required />
          {errorBox}
          <button type="submit" className={staffButton('primary')} disabled={busy}>
            Confirmer et activer
          </button>
        </form>
      </div>
    );
  }

  return (
    <form onSubmit={enabled ? disable : start} className="space-y-3">
      {required ? null : (
        <p>
          {enabled
            ? 'La double authentification est active\u00a0: un code de votre application est demandé à chaque connexion.'
            : 'La double authentification est inactive\u00a0: le mot de passe suffit pour se connecter.'}
        </p>
      )}
      <StaffInput
        id="totp-password"
        name="password"
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        required
      />
      {errorBox}
      {enabled ? (
        <button type="submit" className={staffButton('danger')} disabled={busy}>
          Désactiver la double authentification
        </button>
      ) : (
        <button type="submit" className={staffButton('primary')} disabled={busy}>
          Activer la double authentification
        </button>
      )}
      {enabled || required ? null : (
        <Notice tone="info">Recommandé&nbsp;: sans elle, un mot de passe volé suffit pour entrer.</Notice>
      )}
    </form>
  );
}
