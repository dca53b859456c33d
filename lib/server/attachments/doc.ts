import 'server-only';
import CFB from 'cfb';

/**
 * A .doc is an OLE2 compound file, like an .msi installer, an .xls or a .msg: the container
 * alone says nothing. Word 97-2003 documents have a root stream "WordDocument" whose File
 * Information Block starts with wIdent 0xA5EC; their macros live in the root storage "Macros".
 */

const ROOT = 'Root Entry/';
const STREAM = 2;

export const DOC_MESSAGES = {
  unreadable: 'Ce fichier .doc est endommagé ou illisible.',
  notWord:
    'Ce fichier .doc n’est pas un document Word (il ne contient pas de texte Word)\u00a0: seuls les documents Word sont acceptés.',
  macros:
    'Ce document Word contient des macros, qui ne sont pas acceptées. Enregistrez-le sans macros (.docx) ou en PDF, puis réessayez.',
} as const;

/** What is wrong with an OLE2 file sent as .doc, or null for a Word document without macros. */
export function wordBinaryProblem(bytes: Uint8Array): string | null {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    return DOC_MESSAGES.unreadable;
  }
  const index = container.FullPaths.indexOf(`${ROOT}WordDocument`);
  const stream = index >= 0 ? container.FileIndex[index] : undefined;
  const content = stream?.type === STREAM ? stream.content : undefined;
  if (!content || content[0] !== 0xec || content[1] !== 0xa5) return DOC_MESSAGES.notWord;
  if (container.FullPaths.some((path) => path.startsWith(`${ROOT}Macros/`) || path.startsWith(`${ROOT}_VBA_PROJECT`))) {
    return DOC_MESSAGES.macros;
  }
  return null;
}
