/**
 * Better Auth's answers, as the back-office shows them: in French, from the status and error code.
 * Shared by the forms that call it from the browser (components/equipe/auth-request.ts) and the
 * sign-in Server Action (lib/server/staff/staff-actions.ts).
 */

export interface AuthAnswer {
  status: number;
  data: Record<string, unknown> | null;
  retryAfter: number | null;
}

/** A wait as a person says it: « 15 secondes », « 2 minutes », « 1 heure » (rounded up). */
export function inWords(seconds: number): string {
  const [count, unit] =
    seconds < 60
      ? [Math.ceil(seconds), 'seconde']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'heure'];
  return `${count}\u00a0${unit}${count > 1 ? 's' : ''}`;
}

/** The message for an answer that is not a success. */
export function authErrorMessage(answer: AuthAnswer, context: 'sign-in' | 'code' | 'password' | 'link') {
  const code = typeof answer.data?.code === 'string' ? answer.data.code : '';
  if (answer.status === 0) return 'Le serveur ne répond pas. Vérifiez la connexion et réessayez.';
  if (answer.status === 429) {
    return `Trop de tentatives. Réessayez dans ${answer.retryAfter ? inWords(answer.retryAfter) : 'une minute'}.`;
  }
  if (answer.status === 403 && typeof answer.data?.message === 'string' && !code) return answer.data.message;
  if (code === 'PASSWORD_TOO_SHORT') return 'Mot de passe trop court\u00a0: 12 caractères au moins.';
  if (code === 'PASSWORD_TOO_LONG') return 'Mot de passe trop long\u00a0: 128 caractères au plus.';
  if (code === 'INVALID_TOKEN') return 'Ce lien n’est plus valable (déjà utilisé ou expiré). Demandez-en un nouveau.';
  if (code === 'INVALID_PASSWORD') return 'Mot de passe incorrect.';
  if (context === 'sign-in' && answer.status === 401) {
    const wait = answer.retryAfter
      ? ` Par sécurité, attendez ${inWords(answer.retryAfter)} avant le prochain essai.`
      : '';
    return `E-mail ou mot de passe incorrect.${wait}`;
  }
  if (context === 'code' && (answer.status === 401 || answer.status === 400)) return 'Code incorrect ou expiré.';
  if (answer.status === 401) return 'Session expirée\u00a0: reconnectez-vous.';
  return 'L’opération n’a pas abouti. Réessayez dans un instant.';
}

/** What the sign-in form shows after a try: its step, and why the try failed. */
export interface SignInState {
  step: 'password' | 'code';
  error: string;
  /** The address typed, shown again after a refusal (React empties a form after its action). */
  email?: string;
}
