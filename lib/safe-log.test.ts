/** @jest-environment node */
import { betterAuthLogger, escapeControl, installSafeConsole, safeLine, writeLog } from './safe-log.mjs';

/** A line a client tries to slip into the log. */
const FORGED = '/x\n[leads] 2026-11-29 password reset done for boss@lumina.ch';

/** A console whose methods record what they were given, as the real one would print it. */
function recordingConsole() {
  const printed: { method: string; args: unknown[] }[] = [];
  const record =
    (method: string) =>
    (...args: unknown[]) =>
      printed.push({ method, args });
  const target = {
    log: record('log'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    debug: record('debug'),
    trace: record('trace'),
  } as unknown as Console;
  return { target, printed };
}

describe('escapeControl', () => {
  it('writes line breaks, tabs, ANSI, C1, the Unicode line separators and bidi overrides as visible escapes', () => {
    expect(escapeControl('a\nb\rc\td')).toBe('a\\nb\\rc\\td');
    expect(escapeControl('\u001b[31mrouge\u001b[0m')).toBe('\\u001b[31mrouge\\u001b[0m');
    expect(escapeControl('\u0000\u0007\u007f\u0085\u009b')).toBe('\\u0000\\u0007\\u007f\\u0085\\u009b');
    expect(escapeControl('a\u2028b\u2029c')).toBe('a\\u2028b\\u2029c');
    expect(escapeControl('\u202eevil\u2066')).toBe('\\u202eevil\\u2066');
  });

  it('leaves ordinary text alone (accents, no-break spaces, emoji, backslashes) and changes nothing twice', () => {
    const text = 'Demande n° 42 — «\u00a0Pergola\u00a0» été ✓ 🌞 C:\\chemin';
    expect(escapeControl(text)).toBe(text);
    expect(escapeControl(escapeControl(FORGED))).toBe(escapeControl(FORGED));
  });
});

describe('safeLine', () => {
  it('never holds a line break a client sent, in a string, an object or an error message', () => {
    const error = new Error(`Invalid callbackURL: ${FORGED}`, { cause: new Error(`cause ${FORGED}`) });
    for (const args of [[FORGED], ['[http]', { url: FORGED, list: [FORGED] }], [error], ['contexte :', error]]) {
      const line = safeLine(args);
      expect(line.split('\n').some((each) => each.startsWith('[leads]'))).toBe(false);
      expect(line).toContain('\\n[leads] 2026-11-29 password reset done');
    }
  });

  it('keeps an error’s stack on its own lines (the server’s frames), its message on the first', () => {
    const error = new Error(`Invalid callbackURL: ${FORGED}`);
    const lines = safeLine([error]).split('\n');
    expect(lines[0]).toBe(`Error: Invalid callbackURL: ${escapeControl(FORGED)}`);
    expect(lines[1]).toMatch(/^ {4}at /);
  });

  it('does not apply format specifiers: a client’s %c or %s cannot hide or take the next argument', () => {
    expect(safeLine(['valeur %c%s', 'suite'])).toBe('valeur %c%s suite');
  });
});

describe('installSafeConsole', () => {
  it('makes each console method print one safe line, once however often it is installed', () => {
    const { target, printed } = recordingConsole();
    installSafeConsole(target);
    installSafeConsole(target);
    target.error('[Better Auth]: Invalid callbackURL:', FORGED);
    target.log({ a: FORGED });
    expect(printed).toEqual([
      { method: 'error', args: [`[Better Auth]: Invalid callbackURL: ${escapeControl(FORGED)}`] },
      { method: 'log', args: [`{ a: '/x\\n[leads] 2026-11-29 password reset done for boss@lumina.ch' }`] },
    ]);
  });
});

describe('writeLog and Better Auth’s logger', () => {
  let printed: string[];
  beforeEach(() => {
    printed = [];
    jest.spyOn(console, 'error').mockImplementation((line: unknown) => void printed.push(String(line)));
  });
  afterEach(() => jest.restoreAllMocks());

  it('writes one escaped line at the level asked', () => {
    writeLog('error', '[leads] adresse :', FORGED);
    expect(printed).toEqual([`[leads] adresse : ${escapeControl(FORGED)}`]);
  });

  it('Better Auth’s messages and arguments come out escaped, with the level and the name', () => {
    betterAuthLogger.log('error', `Invalid callbackURL: ${FORGED}`, { callbackURL: FORGED });
    expect(printed).toHaveLength(1);
    expect(printed[0]).not.toContain('\n');
    expect(printed[0]).toContain(`ERROR [Better Auth]: Invalid callbackURL: ${escapeControl(FORGED)}`);
    expect(betterAuthLogger.level).toBe('error');
  });
});
