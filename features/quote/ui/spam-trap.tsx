import type { RefObject } from 'react';

/**
 * Anti-spam without third parties: a field people never see (robots fill it), and when the form was opened
 * (a form sent within a second or two was not typed by a person). The server reads both.
 */
export function SpamTrap({
  id,
  inputRef,
  startedAt,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  startedAt: number;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Site web (ne pas remplir)</label>
      <input ref={inputRef} id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      <input type="hidden" name="form_started_at" value={startedAt ? String(startedAt) : ''} />
    </div>
  );
}
