import { dueInWords, frenchClock } from './due-words';

const nbsp = '\u00a0';

describe('dueInWords', () => {
  const now = new Date('2026-11-23T10:00+01:00'); // Monday

  it('says « aujourd’hui » and « demain » with the time as French typography writes it', () => {
    expect(dueInWords(new Date('2026-11-23T15:30+01:00'), now, 'geneve')).toBe(`d’ici aujourd’hui 15${nbsp}h${nbsp}30`);
    expect(dueInWords(new Date('2026-11-24T11:00+01:00'), now, 'geneve')).toBe(`d’ici demain 11${nbsp}h`);
  });

  it('names the weekday within the week, the date beyond it', () => {
    const friday = new Date('2026-11-20T16:30+01:00');
    expect(dueInWords(new Date('2026-11-23T10:00+01:00'), friday, 'geneve')).toBe(`d’ici lundi 10${nbsp}h`);
    expect(dueInWords(new Date('2026-12-01T09:05+01:00'), now, 'clermont')).toBe(
      `d’ici le mardi 1er décembre 9${nbsp}h${nbsp}05`,
    );
  });

  it('reads the day on the office’s clock, not in UTC', () => {
    const justAfterMidnight = new Date('2026-11-22T23:30:00Z'); // Monday 00:30 in Geneva, still Sunday in UTC
    expect(dueInWords(new Date('2026-11-23T09:00+01:00'), justAfterMidnight, 'geneve')).toBe(
      `d’ici aujourd’hui 9${nbsp}h`,
    );
  });

  it('writes hours without a leading zero and minutes with two digits', () => {
    expect(frenchClock(8 * 60)).toBe(`8${nbsp}h`);
    expect(frenchClock(13 * 60 + 5)).toBe(`13${nbsp}h${nbsp}05`);
  });
});
