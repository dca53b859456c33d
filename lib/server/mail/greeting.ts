import 'server-only';
import { oneLine } from '@/lib/server/mail/transport';

const NAME_MAX = 40;
/** A first name: letters, with spaces, hyphens, apostrophes and initials' dots between them. */
const NAME = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
/** What a link looks like even without its scheme: « www. », « spam.example », an address. */
const LINKISH = /www\.|@|[\p{L}\p{N}-]{2,}\.[\p{L}\p{N}-]{2,}/iu;

/**
 * « Bonjour Camille, », or « Bonjour, » alone when the first name is empty, too long for one, or holds anything
 * but letters (a link, a domain, an address, digits of a phone number): a name is never shortened or cleaned,
 * since what would be left is still the stranger's words.
 */
export function greeting(prenom: string): string {
  const name = oneLine(prenom).replace(/\s+/g, ' ');
  const plain = name.length > 0 && name.length <= NAME_MAX && NAME.test(name) && !LINKISH.test(name);
  return plain ? `Bonjour ${name},` : 'Bonjour,';
}
