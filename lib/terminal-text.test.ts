import { printable, terminalJson } from './terminal-text';

const ESC = '\u001b';

describe('printable', () => {
  it.each([
    ['clear screen and cursor home', `a${ESC}[2J${ESC}[Hb`, 'ab'],
    ['colours, 7-bit and 8-bit CSI', `${ESC}[31mrouge${ESC}[0m \u009b1;32mvert`, 'rouge vert'],
    ['clipboard (OSC 52, BEL)', `x${ESC}]52;c;Y3VybA==\u0007y`, 'xy'],
    ['hidden link (OSC 8, ST)', `${ESC}]8;;http://evil.example${ESC}\\lien${ESC}]8;;${ESC}\\`, 'lien'],
    ['a lone escape', `${ESC}cfin`, 'fin'],
    ['bidi override', 'facture \u202Egnp.exe\u202C', 'facture gnp.exe'],
    ['carriage returns', 'Ligne 1\r\nLigne 2\rEcrasée', 'Ligne 1\nLigne 2\nEcrasée'],
    ['NEL, bell, backspace, DEL', 'a\u0085b\u0007c\u0008d\u007f', 'a\nbcd'],
  ])('removes %s', (_label, text, expected) => {
    expect(printable(text)).toBe(expected);
  });

  it('keeps accents, emoji, tabs and line breaks; oneLine makes them spaces', () => {
    expect(printable('Zoë 👩🏽‍🔧\tà\nbientôt')).toBe('Zoë 👩🏽‍🔧\tà\nbientôt');
    expect(printable('a\n\tb\r\nc', { oneLine: true })).toBe('a b c');
  });
});

describe('terminalJson', () => {
  it('is valid JSON with the same values and no raw control character', () => {
    const value = { a: `x${ESC}[2J\u009b\u202E\u2028\u007f`, n: 1 };
    const json = terminalJson(value);
    expect(JSON.parse(json)).toEqual(value);
    expect(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u202e]/.test(json)).toBe(false);
  });
});
