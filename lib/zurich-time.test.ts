import { zurichDay, zurichDayStart, zurichWeekStart } from './zurich-time';

describe('Swiss calendar days', () => {
  it('starts a day at Zurich midnight, in winter, in summer and on the days the clocks change', () => {
    expect(zurichDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(zurichDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(zurichDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(zurichDayStart('2026-03-29', 1).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(zurichDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(zurichDayStart('2026-10-25', 1).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('names the Zurich day of an instant and the Monday of its week', () => {
    expect(zurichDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(zurichWeekStart(new Date('2026-11-22T23:30:00Z')).toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(zurichWeekStart(new Date('2026-11-22T12:00:00Z')).toISOString()).toBe('2026-11-15T23:00:00.000Z');
  });
});
