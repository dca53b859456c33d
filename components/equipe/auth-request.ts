/**
 * Calls Better Auth's endpoints from the back-office's forms (same origin: the browser sends the
 * Origin header the server checks) and turns its answers into French messages.
 */
export const AUTH_API = '/equipe/api/auth';

export interface AuthAnswer {
  status: number;
  data: Record<string, unknown> | null;
  retryAfter: number | null;
}

export async function authRequest(path: string, body: Record<string, unknown>): Promise<AuthAnswer> {
  try {
    const response = await fetch(`${AUTH_API}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const retry = Number(response.headers.get('x-retry-after'));
    return { status: response.status, data, retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null };
  } catch {
    return { status: 0, data: null, retryAfter: null };
  }
}

/** The message for an answer that is not a success. */
export function authErrorMessage(answer: AuthAnswer, context: 'sign-in' | 'code' | 'password' | 'link') {
  const code = typeof answer.data?.code === 'string' ? answer.data.code : '';
  if (answer.status === 0) return 'Le serveur ne répond pas. Vérifiez la connexion et réessayez.';
  if (answer.status === 429) {
    const wait = answer.retryAfter ? ` dans ${answer.retryAfter}\u00a0s` : ' dans une minute';
    return `Trop de tentatives. Réessayez${wait}.`;
  }
  if (answer.status === 403 && typeof answer.data?.message === 'string' && !code) return answer.data.message;
  if (code === 'PASSWORD_TOO_SHORT') return 'Mot de passe trop court\u00a0: 12 caractères au moins.';
  if (code === 'PASSWORD_TOO_LONG') return 'Mot de passe trop long\u00a0: 128 caractères au plus.';
  if (code === 'INVALID_TOKEN') return 'Ce lien n’est plus valable (déjà utilisé ou expiré). Demandez-en un nouveau.';
  if (code === 'INVALID_PASSWORD') return 'Mot de passe incorrect.';
  if (context === 'sign-in' && answer.status === 401) return 'E-mail ou mot de passe incorrect.';
  if (context === 'code' && (answer.status === 401 || answer.status === 400)) return 'Code incorrect ou expiré.';
  if (answer.status === 401) return 'Session expirée\u00a0: reconnectez-vous.';
  return 'L’opération n’a pas abouti. Réessayez dans un instant.';
}
