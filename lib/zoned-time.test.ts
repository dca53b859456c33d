import { addDays, isoWeekday, offsetMinutes, wallClock, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('reads the offset of Zurich and Paris in winter, in summer and on each side of the changes', () => {
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), 'Europe/Zurich')).toBe(60);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Europe/Paris')).toBe(120);
    // Clocks go forward at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October 2026.
    expect(offsetMinutes(new Date('2026-03-29T00:59:00Z'), 'Europe/Zurich')).toBe(60);
    expect(offsetMinutes(new Date('2026-03-29T01:00:00Z'), 'Europe/Zurich')).toBe(120);
    expect(offsetMinutes(new Date('2026-10-25T00:59:00Z'), 'Europe/Paris')).toBe(120);
    expect(offsetMinutes(new Date('2026-10-25T01:00:00Z'), 'Europe/Paris')).toBe(60);
  });

  it('turns a wall-clock time into an instant, and back', () => {
    expect(zonedInstant('2026-03-27', 16 * 60 + 30, 'Europe/Zurich').toISOString()).toBe('2026-03-27T15:30:00.000Z');
    expect(zonedInstant('2026-03-30', 9 * 60, 'Europe/Zurich').toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(zonedInstant('2026-10-26', 9 * 60, 'Europe/Paris').toISOString()).toBe('2026-10-26T08:00:00.000Z');
    expect(wallClock(new Date('2026-10-25T23:30:00Z'), 'Europe/Zurich')).toEqual({ day: '2026-10-26', minutes: 30 });
  });

  it('maps a time the spring change skips to the hour after', () => {
    expect(zonedInstant('2026-03-29', 2 * 60 + 30, 'Europe/Zurich').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('counts calendar days and ISO weekdays', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});
