/**
 * An e-mail address that may wrap only before its « @ », never inside a word (browsers would otherwise break
 * it at a hyphen, or anywhere with break-all).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span className="whitespace-nowrap">{email}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{email.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at)}</span>
    </>
  );
}
