import 'server-only';

/**
 * The address of a personal-data request typed by staff: trimmed and lower-cased (personal-data.ts
 * compares without regard to case); null when it cannot be an e-mail address, so that no request
 * runs on a stray word.
 */
export function personalDataAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim().toLowerCase();
  return address.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
}

export const ADDRESS_REFUSED = 'Adresse e-mail invalide (exemple\u00a0: prenom.nom@exemple.ch).';
