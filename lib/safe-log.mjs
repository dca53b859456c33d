// @ts-check
import { inspect } from 'node:util';

/**
 * The server's log lines, which no client can forge: every string a line is made of has its
 * control characters written as visible escapes (`\n`, `\r`, `\t`, `\u001b` …), so a value a client sent (an
 * address, a callbackURL, a form field, an error message quoting them) can neither start a new line nor colour
 * or rewrite the terminal. Escaped: C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F, NEL included), the line and
 * paragraph separators (U+2028, U+2029) and the bidirectional overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which reorder what a reader sees. The backslash itself is kept: escaping twice changes nothing.
 *
 * What stays readable: an Error keeps its stack on several lines (its frames are the server's own), only its
 * message (and its causes' messages) escaped; an object is shown by util.inspect, which already escapes the
 * control characters of the strings inside it.
 *
 * Installed once for the whole process (`installSafeConsole`): by scripts/start.mjs before Next is loaded, and
 * again (a no-op then) by instrumentation.ts for a server started otherwise. Wrapping the console rather than
 * routing each of the project's calls through a logger is the robust choice: it also covers what Next, Better
 * Auth and the other libraries print, and every console call written later, with nothing to remember.
 * Better Auth is given `betterAuthLogger` as well (lib/server/staff/auth.ts), so its lines are escaped even where
 * the console is not wrapped (the jest tests). Plain JavaScript: scripts/start.mjs imports it before any bundler.
 */

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED = /** @type {Record<string, string>} */ ({ '\n': '\\n', '\r': '\\r', '\t': '\\t' });

/** `text` with its control characters as visible escapes. @param {string} text */
export function escapeControl(text) {
  return text.replace(CONTROL, (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** An error, its causes and the errors it aggregates (at most a few levels, as util.inspect shows them). @param {Error} error */
function errorsOf(error, depth = 0) {
  /** @type {Error[]} */
  const found = [error];
  if (depth >= 4) return found;
  if (error.cause instanceof Error) found.push(...errorsOf(error.cause, depth + 1));
  if (error instanceof AggregateError) {
    for (const inner of error.errors) if (inner instanceof Error) found.push(...errorsOf(inner, depth + 1));
  }
  return found;
}

/** An error as util.inspect shows it (stack, causes, fields), each message escaped. @param {Error} error */
function errorText(error) {
  let text = inspect(error, { colors: false });
  for (const each of errorsOf(error)) {
    const message = typeof each.message === 'string' ? each.message : '';
    if (message && escapeControl(message) !== message) text = text.split(message).join(escapeControl(message));
  }
  // Anything else a client could have slipped in (a field of the error) that inspect leaves as is.
  return text.replace(/[\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (char) => escapeControl(char));
}

/** One argument of a log call, as text that cannot break the line: an object on one line (util.inspect). @param {unknown} value */
function argumentText(value) {
  if (typeof value === 'string') return escapeControl(value);
  if (value instanceof Error) return errorText(value);
  return escapeControl(inspect(value, { colors: false, depth: 4, breakLength: Infinity }));
}

/**
 * The line `console.log(...args)` would print, safe: the arguments joined by spaces. Format specifiers (%s, %c …)
 * are not applied: a client's text in the first argument could otherwise take the place of, or hide (%c), the
 * arguments after it. Nothing of the server's relies on them.
 * @param {unknown[]} args
 */
export function safeLine(args) {
  return args.map(argumentText).join(' ');
}

const INSTALLED = Symbol.for('lumina-terrasses.safe-console');
/** A line already made safe by `writeLog`, passed through the wrapped console as is (see `writeLog`). */
const MADE_SAFE = Symbol.for('lumina-terrasses.safe-line');
const METHODS = /** @type {const} */ (['log', 'info', 'warn', 'error', 'debug', 'trace']);

/** @param {unknown[]} args */
const alreadySafe = (args) =>
  args.length === 1 && typeof args[0] === 'object' && args[0] !== null && MADE_SAFE in args[0]
    ? /** @type {{ [MADE_SAFE]: string }} */ (args[0])[MADE_SAFE]
    : null;

/**
 * Makes every line the process prints through `console` safe (see above); installing twice is a no-op.
 * @param {Console} [target]
 */
export function installSafeConsole(target = console) {
  const marked = /** @type {Console & { [INSTALLED]?: boolean }} */ (target);
  if (marked[INSTALLED]) return;
  for (const name of METHODS) {
    const original = target[name];
    if (typeof original !== 'function') continue;
    target[name] = (/** @type {unknown[]} */ ...args) =>
      Reflect.apply(original, target, [alreadySafe(args) ?? safeLine(args)]);
  }
  marked[INSTALLED] = true;
}

/** @typedef {'debug' | 'info' | 'warn' | 'error'} LogLevel */

/**
 * The project's logger: one safe line at `level` (error and warn on stderr, the others on stdout).
 * @param {LogLevel} level
 * @param {unknown[]} args
 */
export function writeLog(level, ...args) {
  const line = safeLine(args);
  const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : level === 'debug' ? 'debug' : 'info';
  const installed = /** @type {Console & { [INSTALLED]?: boolean }} */ (console)[INSTALLED];
  // Through a wrapped console (possibly wrapped again by Next), the line is marked so that it is not escaped a
  // second time: an error's stack keeps its lines.
  console[method](installed ? { [MADE_SAFE]: line } : line);
}

/**
 * Better Auth's `logger` option (lib/server/staff/auth.ts): its errors, through `writeLog`. Its own default prints
 * the messages raw, a client's callbackURL included.
 * @type {{ level: 'error', log: (level: LogLevel, message: string, ...args: unknown[]) => void }}
 */
export const betterAuthLogger = {
  level: 'error',
  log: (level, message, ...args) => writeLog(level, `${level.toUpperCase()} [Better Auth]: ${message}`, ...args),
};
