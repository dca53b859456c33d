import { csvCell } from './leads-csv';

describe('csvCell (issue 12, finding 12)', () => {
  it.each(['+41 79 123 45 67', '+41 (0)79 123.45.67', '-12.5', '+3', '-0,75', 'Dupont', ''])(
    'leaves %p as it is (quoted)',
    (text) => {
      expect(csvCell(text)).toBe(`"${text}"`);
    },
  );

  it.each([
    ['=SOMME(A1:A2)', `"'=SOMME(A1:A2)"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ["-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ['+HYPERLINK("http://evil.example")', `"'+HYPERLINK(""http://evil.example"")"`],
  ])('protects %p', (text, expected) => {
    expect(csvCell(text)).toBe(expected);
  });

  it('doubles quotes and turns null into an empty cell', () => {
    expect(csvCell('« 4 x 3 » "adossée"')).toBe('"« 4 x 3 » ""adossée"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });
});
