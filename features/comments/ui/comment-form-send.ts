import type { SentComment } from './comment-sent';
import { rememberPending } from './pending-comments';

/**
 * What the comment form sends and reads back: loaded when the visitor sends, so none of it weighs on the
 * article's first load.
 */

/** The field errors of a 4xx answer, whether given as `{ field: 'msg' }` or `{ field: ['msg', ...] }`. */
function fieldErrorsOf<Field extends string>(errors: unknown, fields: readonly Field[]) {
  const result: Partial<Record<Field, string>> = {};
  if (!errors || typeof errors !== 'object') return result;
  for (const key of fields) {
    const value = (errors as Record<string, unknown>)[key];
    const text = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof text === 'string' && text) result[key] = text;
  }
  return result;
}

/** What a send leaves the form: the comment accepted (kept in the tab as pending), or the server's refusal. */
export type CommentOutcome<Field extends string> =
  { sent: SentComment } | { errors: Partial<Record<Field, string>>; message: string | undefined };

/**
 * Posts the form's fields as JSON where the form itself posts without script. A network failure throws; an
 * accepted comment is remembered as pending for the thread (pending-comments.ts).
 */
export async function sendComment<Field extends string>(
  form: HTMLFormElement,
  articleSlug: string,
  /** The fields whose errors the form shows. */
  fields: readonly Field[],
): Promise<CommentOutcome<Field>> {
  const entries = new FormData(form);
  const value = (name: string) => String(entries.get(name) ?? '').trim();
  const notifyReply = entries.get('notifyReply') === 'on';
  const response = await fetch(form.getAttribute('action') ?? '', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      articleSlug,
      nom: value('nom'),
      email: value('email'),
      message: value('message'),
      notifyReply,
      website: String(entries.get('website') ?? ''),
    }),
  });
  const data = (await response.json().catch(() => null)) as {
    success?: boolean;
    message?: string;
    errors?: unknown;
  } | null;
  if (!response.ok || !data?.success) return { errors: fieldErrorsOf(data?.errors, fields), message: data?.message };
  rememberPending(articleSlug, { nom: value('nom'), message: value('message'), createdAt: new Date().toISOString() });
  return { sent: { email: value('email'), notifyReply } };
}
