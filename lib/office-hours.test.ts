/** @jest-environment node */
import Holidays from 'date-holidays';
import { officeHours } from '@/content/office-hours';
import { site } from '@/content/site';
import { dueTime, isOpenAt, nextOpening, publicHolidays } from './office-hours';

/*
 * Expectations are written by hand from the hours of content/office-hours.ts: Monday to Friday 08:00–12:00 and
 * 13:30–17:30, 120 minutes to first contact. Instants carry their offset as a Swiss or French clock shows it:
 * +01:00 in winter, +02:00 from the last Sunday of March to the last Sunday of October.
 */
const at = (local: string) => new Date(local);
const iso = (local: string) => at(local).toISOString();

describe('office hours content', () => {
  it('takes each office from content/site.ts, with its own time zone', () => {
    expect(officeHours.geneve.office).toEqual(site.offices.find((office) => office.city === 'Chêne-Bourg'));
    expect(officeHours.clermont.office).toEqual(site.offices.find((office) => office.city === 'Clermont-Ferrand'));
    expect(officeHours.geneve.timeZone).toBe('Europe/Zurich');
    expect(officeHours.clermont.timeZone).toBe('Europe/Paris');
  });

  it('opens Monday to Friday, 8:00–12:00 and 13:30–17:30 in minutes, closed at the weekend', () => {
    const day = [
      { start: 480, end: 720 },
      { start: 810, end: 1050 },
    ];
    expect(officeHours.geneve.week).toEqual([day, day, day, day, day, [], []]);
    expect(officeHours.clermont.week).toEqual(officeHours.geneve.week);
    expect(officeHours.geneve.firstContactMinutes).toBe(120);
  });

  it('has no regional calendar for Puy-de-Dôme in date-holidays: Clermont keeps the national one', () => {
    const states = Object.keys(new Holidays().getStates('FR') ?? {});
    expect(states).not.toContain('63');
    expect(states).not.toContain('ARA');
    expect(officeHours.clermont.holidayRegion).toBeUndefined();
  });
});

describe('dueTime', () => {
  it.each([
    {
      title: 'Friday 16:30 → Monday 9:00 (60 minutes on Friday, 60 on Monday)',
      from: '2026-11-20T16:30+01:00',
      due: '2026-11-23T09:00+01:00',
    },
    {
      title: 'Saturday 10:00 → Monday 10:00 (counting starts at the opening)',
      from: '2026-11-21T10:00+01:00',
      due: '2026-11-23T10:00+01:00',
    },
    {
      title: 'Tuesday 11:00 → 14:30, over the lunch break (60 minutes before 12:00, 60 after 13:30)',
      from: '2026-11-24T11:00+01:00',
      due: '2026-11-24T14:30+01:00',
    },
    {
      title: 'Monday 10:00 → 12:00: a delay that ends with the morning is due at its end, not after lunch',
      from: '2026-11-23T10:00+01:00',
      due: '2026-11-23T12:00+01:00',
    },
  ])('$title', ({ from, due }) => {
    expect(dueTime(at(from), 'geneve').toISOString()).toBe(iso(due));
  });

  it('takes another delay, and a delay of 0 outside hours is the next opening', () => {
    expect(dueTime(at('2026-11-23T08:00+01:00'), 'geneve', 30).toISOString()).toBe(iso('2026-11-23T08:30+01:00'));
    expect(dueTime(at('2026-11-23T12:10+01:00'), 'geneve', 0).toISOString()).toBe(iso('2026-11-23T13:30+01:00'));
    expect(() => dueTime(at('2026-11-23T12:10+01:00'), 'geneve', -1)).toThrow(RangeError);
  });

  // The summer and winter time rows give the due instant in UTC: the same in both offices' time zones.
  it.each([
    {
      title: 'Wednesday 19:00 before Ascension (Thursday 14 May 2026) → Friday 10:00, in both offices',
      from: '2026-05-13T19:00+02:00',
      geneve: iso('2026-05-15T10:00+02:00'),
      clermont: iso('2026-05-15T10:00+02:00'),
    },
    {
      title:
        'Jeûne genevois (Thursday 10 September 2026): Wednesday 17:00 → Friday 9:30 in Geneva, Thursday 9:30 in Clermont',
      from: '2026-09-09T17:00+02:00',
      geneve: iso('2026-09-11T09:30+02:00'),
      clermont: iso('2026-09-10T09:30+02:00'),
    },
    {
      title: '14 July (Tuesday in 2026): Monday 16:00 → Wednesday 8:30 in Clermont, Tuesday 8:30 in Geneva',
      from: '2026-07-13T16:00+02:00',
      geneve: iso('2026-07-14T08:30+02:00'),
      clermont: iso('2026-07-15T08:30+02:00'),
    },
    {
      title:
        'Restauration de la République (31 December) and New Year: Wednesday 30 December 16:30 → Monday 4 January 9:00 in Geneva, 31 December 9:00 in Clermont',
      from: '2026-12-30T16:30+01:00',
      geneve: iso('2027-01-04T09:00+01:00'),
      clermont: iso('2026-12-31T09:00+01:00'),
    },
    {
      title:
        'Good Friday is closed in Geneva, not in France; Easter Monday in both: Thursday 2 April 17:00 → Tuesday 9:30 / Friday 9:30',
      from: '2026-04-02T17:00+02:00',
      geneve: iso('2026-04-07T09:30+02:00'),
      clermont: iso('2026-04-03T09:30+02:00'),
    },
    {
      title: 'over the spring change (Sunday 29 March 2026): Friday 16:30 winter time → Monday 9:00 summer time',
      from: '2026-03-27T16:30+01:00',
      geneve: '2026-03-30T07:00:00.000Z',
      clermont: '2026-03-30T07:00:00.000Z',
    },
    {
      title: 'over the autumn change (Sunday 25 October 2026): Friday 16:30 summer time → Monday 9:00 winter time',
      from: '2026-10-23T16:30+02:00',
      geneve: '2026-10-26T08:00:00.000Z',
      clermont: '2026-10-26T08:00:00.000Z',
    },
  ])('$title', ({ from, geneve, clermont }) => {
    expect(dueTime(at(from), 'geneve').toISOString()).toBe(geneve);
    expect(dueTime(at(from), 'clermont').toISOString()).toBe(clermont);
  });
});

describe('isOpenAt and nextOpening', () => {
  it('is open from the first minute of a period to just before its end', () => {
    expect(isOpenAt(at('2026-11-23T07:59+01:00'), 'geneve')).toBe(false);
    expect(isOpenAt(at('2026-11-23T08:00+01:00'), 'geneve')).toBe(true);
    expect(isOpenAt(at('2026-11-23T11:59+01:00'), 'geneve')).toBe(true);
    expect(isOpenAt(at('2026-11-23T12:00+01:00'), 'geneve')).toBe(false);
    expect(isOpenAt(at('2026-11-23T13:30+01:00'), 'geneve')).toBe(true);
    expect(isOpenAt(at('2026-11-23T17:30+01:00'), 'geneve')).toBe(false);
    expect(isOpenAt(at('2026-11-21T10:00+01:00'), 'geneve')).toBe(false);
  });

  it('is closed on a holiday of its own calendar only', () => {
    expect(isOpenAt(at('2026-09-10T10:00+02:00'), 'geneve')).toBe(false);
    expect(isOpenAt(at('2026-09-10T10:00+02:00'), 'clermont')).toBe(true);
    expect(isOpenAt(at('2026-07-14T10:00+02:00'), 'clermont')).toBe(false);
    expect(isOpenAt(at('2026-07-14T10:00+02:00'), 'geneve')).toBe(true);
  });

  it('opens next after lunch, on Monday after a weekend, and now when open', () => {
    expect(nextOpening(at('2026-11-23T12:15+01:00'), 'geneve').toISOString()).toBe(iso('2026-11-23T13:30+01:00'));
    expect(nextOpening(at('2026-11-21T10:00+01:00'), 'geneve').toISOString()).toBe(iso('2026-11-23T08:00+01:00'));
    expect(nextOpening(at('2026-11-23T09:10+01:00'), 'geneve').toISOString()).toBe(iso('2026-11-23T09:10+01:00'));
    expect(nextOpening(at('2026-03-28T12:00+01:00'), 'clermont').toISOString()).toBe(iso('2026-03-30T08:00+02:00'));
  });
});

describe('publicHolidays', () => {
  it('lists Geneva’s public days of 2026, without the bank days 2 January and 26 December', () => {
    expect(publicHolidays('geneve', '2026-01-01', '2026-12-31').map((holiday) => holiday.day)).toEqual([
      '2026-01-01',
      '2026-04-03', // Vendredi saint
      '2026-04-05', // Pâques (a Sunday)
      '2026-04-06',
      '2026-05-14',
      '2026-05-24', // Pentecôte (a Sunday)
      '2026-05-25',
      '2026-08-01',
      '2026-09-10',
      '2026-12-25',
      '2026-12-31',
    ]);
  });

  it('lists France’s national public days of 2026', () => {
    expect(publicHolidays('clermont', '2026-01-01', '2026-12-31').map((holiday) => holiday.day)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it('spans years, both ends included, and names the Jeûne genevois on the Thursday after the first Sunday of September', () => {
    const span = publicHolidays('geneve', '2026-12-31', '2027-01-01');
    expect(span.map((holiday) => holiday.day)).toEqual(['2026-12-31', '2027-01-01']);
    for (const year of [2026, 2027]) {
      const firstSunday = 1 + ((7 - new Date(Date.UTC(year, 8, 1)).getUTCDay()) % 7);
      const day = `${year}-09-${String(firstSunday + 4).padStart(2, '0')}`;
      expect(publicHolidays('geneve', day, day)).toEqual([{ day, name: 'Jeûne Genevois' }]);
      expect(publicHolidays('clermont', day, day)).toEqual([]);
    }
  });

  it('covers two years ahead for the booking calendar', () => {
    expect(publicHolidays('geneve', '2027-01-01', '2028-12-31')).toHaveLength(22);
    expect(publicHolidays('clermont', '2027-01-01', '2028-12-31')).toHaveLength(22);
  });
});
