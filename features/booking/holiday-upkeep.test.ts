/** @jest-environment node */
import { storageSuite, testBackends } from '@/test/server/backends';
import { listClosures } from './server/availability';
import { keepHolidaysLoaded } from './holiday-upkeep';

/** The public holidays are loaded at start, then once a day, without a query in between. */
describe.each(testBackends('holiday_upkeep_test'))('$name', (backend) => {
  const env = storageSuite(backend);
  let opened = 0;
  const open = async () => {
    opened += 1;
    return env.storage;
  };

  it('loads two years ahead, then waits for the next day', async () => {
    // The load state is the process's: each database starts on its own day.
    const [day, next] = backend.name === 'SQLite' ? ['2026-10-20', '2026-10-21'] : ['2026-11-20', '2026-11-21'];
    expect(await keepHolidaysLoaded(new Date(`${day}T03:00:00Z`), open)).toBe(true);
    const geneva = (await listClosures(env.storage, 'geneve')).map((closure) => closure.day);
    // The Jeûne genevois (Thursday after the first Sunday of September) and Christmas of the year after.
    expect(geneva).toEqual(expect.arrayContaining(['2027-09-09', '2027-12-25']));
    expect(geneva.every((closed) => closed >= day && closed <= '2028-11-22')).toBe(true);
    expect(opened).toBe(1);
    expect(await keepHolidaysLoaded(new Date(`${day}T23:00:00Z`), open)).toBe(false);
    expect(opened).toBe(1);
    expect(await keepHolidaysLoaded(new Date(`${next}T00:30:00Z`), open)).toBe(true);
    expect(opened).toBe(2);
  });
});
