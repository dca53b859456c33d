import { contactClock, frenchDuration } from './first-contact';

const lead = { createdAt: '2026-11-23T08:00:00.000Z', dueAt: '2026-11-23T10:00:00.000Z', firstContactAt: null };

describe('contactClock', () => {
  it('is due before its time, overdue after, and stops at the first contact', () => {
    expect(contactClock(lead, new Date('2026-11-23T09:59:00Z'))).toEqual({ state: 'due', dueAt: lead.dueAt });
    expect(contactClock(lead, new Date('2026-11-23T10:30:00Z'))).toEqual({
      state: 'overdue',
      dueAt: lead.dueAt,
      lateMs: 30 * 60_000,
    });
    const contacted = { ...lead, firstContactAt: '2026-11-23T09:20:00.000Z' };
    expect(contactClock(contacted, new Date('2026-11-30T00:00:00Z'))).toEqual({
      state: 'contacted',
      at: contacted.firstContactAt,
      afterMs: 80 * 60_000,
    });
    expect(contactClock({ ...lead, dueAt: null }, new Date())).toEqual({ state: 'none' });
  });
});

describe('frenchDuration', () => {
  it.each([
    [0, '0\u00a0min'],
    [45 * 60_000, '45\u00a0min'],
    [125 * 60_000, '2\u00a0h\u00a005'],
    [(3 * 24 + 4) * 3_600_000, '3\u00a0j\u00a04\u00a0h'],
    [2 * 24 * 3_600_000, '2\u00a0j'],
  ])('%i ms reads %s', (ms, words) => expect(frenchDuration(ms)).toBe(words));
});
