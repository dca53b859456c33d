import type { StaffNames } from './audit-sentence';

/**
 * A colleague as the team knows them: the name, the address on hover. An address no longer in the team (a
 * removed account) or the command's « commande » reads as it was recorded.
 */
export function StaffName({ email, names }: { email: string | null | undefined; names: StaffNames }) {
  if (!email) return null;
  if (email === 'commande') return <>commande du serveur</>;
  const name = names.get(email);
  return name ? <span title={email}>{name}</span> : <span className="break-all">{email}</span>;
}
