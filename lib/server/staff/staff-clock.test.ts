/** @jest-environment node */
import { ConfigError, readConfig } from '../config';
import { staffNow } from './staff-clock';

describe('the back-office clock (STAFF_CLOCK, tests and demos only)', () => {
  it('is the real time when unset', () => {
    const before = Date.now();
    const now = staffNow(readConfig({})).getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('starts from the instant set, with its offset, and runs at the real pace', () => {
    const config = readConfig({ STAFF_CLOCK: '2026-12-05T10:00:00+01:00' });
    const first = staffNow(config).getTime();
    expect(first).toBeGreaterThanOrEqual(Date.parse('2026-12-05T09:00:00Z'));
    expect(first).toBeLessThan(Date.parse('2026-12-05T09:01:00Z'));
    expect(staffNow(config).getTime()).toBeGreaterThanOrEqual(first);
  });

  it('refuses a value that is not an instant, naming the variable', () => {
    expect(() => readConfig({ STAFF_CLOCK: 'samedi' })).toThrow(ConfigError);
    expect(() => readConfig({ STAFF_CLOCK: 'samedi' })).toThrow(/STAFF_CLOCK : un instant ISO est attendu/);
  });
});
