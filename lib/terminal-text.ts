/**
 * Text a visitor wrote, made inert for a terminal (the back-office command). A
 * terminal acts on control characters: escape sequences clear the screen, move the cursor to
 * overwrite lines, set the clipboard (OSC 52) or hide a link (OSC 8); a carriage return
 * overwrites the start of a line; bidirectional overrides show « exe.png » as « gnp.exe ». The
 * stored text keeps them (it is what was sent); only what is printed loses them.
 */

/** Whole sequences first, so their parameters do not show as stray text. */
const SEQUENCES = [
  // OSC, DCS, SOS, PM, APC strings, up to BEL or ST (7-bit or 8-bit forms).
  /(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)/g,
  // CSI: parameters, intermediates, final byte.
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]/g,
  // Any other escape and the character it introduces.
  /\u001b[\u0020-\u007e]?/g,
];

/** C0 controls but tab and line feed, DEL, C1 controls, bidi embeddings, overrides, isolates and marks. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Line breaks other than \n, which a terminal or a pager may honour. */
const OTHER_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;

/** The text without anything a terminal would act on; line breaks become \n (or a space with `oneLine`). */
export function printable(text: string, { oneLine = false }: { oneLine?: boolean } = {}): string {
  let clean = text;
  for (const sequence of SEQUENCES) clean = clean.replace(sequence, '');
  clean = clean.replace(OTHER_BREAKS, '\n').replace(CONTROLS, '');
  return oneLine ? clean.replace(/[\n\t]+/g, ' ') : clean;
}

/** Characters JSON.stringify leaves raw that a terminal acts on. */
const RAW_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON for a terminal: valid JSON with the same values, every control character escaped
 * (JSON.stringify escapes C0 itself; these are the others). They only occur inside strings.
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    RAW_IN_JSON,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
