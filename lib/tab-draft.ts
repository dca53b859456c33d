/**
 * What a visitor typed, kept in the tab (sessionStorage) until the form is sent: a reload, the back
 * button or a detour to another page of the site gives it back. Never a cookie, never sent anywhere: the form
 * sends what is in its fields, as before. Only text is kept (a file cannot be), and only so much of it, so a
 * pasted novel cannot fill the tab's storage and break the rest of the site.
 */

export type Draft = Record<string, string>;

const PREFIX = 'lumina-draft:';
/** Per form; the longest field (a 5,000-character message) and every other one fit well inside. */
export const DRAFT_MAX_CHARS = 20_000;

/** The stored draft, or null when there is none, it is unreadable or the storage is refused. */
export function readDraft(form: string): Draft | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PREFIX + form) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const draft: Draft = {};
    for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string' && value) draft[name] = value;
    return Object.keys(draft).length ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the non-empty values; an empty draft is forgotten. Too long a draft is not kept (the older one stays). */
export function saveDraft(form: string, values: Readonly<Record<string, string | undefined>>): void {
  const kept: Draft = {};
  for (const [name, value] of Object.entries(values)) if (value && value.trim()) kept[name] = value;
  try {
    if (!Object.keys(kept).length) return sessionStorage.removeItem(PREFIX + form);
    const text = JSON.stringify(kept);
    if (text.length <= DRAFT_MAX_CHARS) sessionStorage.setItem(PREFIX + form, text);
  } catch {
    // Storage refused (private mode, quota): the form works as before, only without a draft.
  }
}

/** Once sent, the draft is forgotten: the next visit to the form starts empty. */
export function forgetDraft(form: string): void {
  try {
    sessionStorage.removeItem(PREFIX + form);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** The words beside a file field when a draft came back: the file was not kept. */
export const DRAFT_FILE_NOTICE = 'Votre saisie a été restaurée ; la pièce jointe, elle, doit être ajoutée à nouveau.';
