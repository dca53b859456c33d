import { slotAt, slotDays, slotInWords, timeText } from './words';
import { bookingHref, sitePath } from '@/lib/paths';

const nbsp = '\u00a0';

describe('booking words', () => {
  it('reads a slot on the office’s clock on both sides of the October change', () => {
    // 09:00 in Geneva: 07:00 UTC on Friday 23 October (summer time), 08:00 UTC on Monday 26 October (winter time).
    expect(slotAt('2026-10-23T07:00:00.000Z', 'Europe/Zurich')).toEqual({
      startsAt: '2026-10-23T07:00:00.000Z',
      day: '2026-10-23',
      time: '09:00',
    });
    expect(slotAt('2026-10-26T08:00:00Z', 'Europe/Paris')).toMatchObject({ day: '2026-10-26', time: '09:00' });
    expect(slotInWords('2026-12-01T13:20:00.000Z', 'Europe/Zurich')).toBe(`mardi 1er décembre à 14${nbsp}h${nbsp}20`);
    expect(timeText('09:00')).toBe(`9${nbsp}h`);
  });

  it('groups slots in time order under their day', () => {
    const days = slotDays([
      { startsAt: '2026-11-30T08:00:00.000Z', day: '2026-11-30', time: '09:00' },
      { startsAt: '2026-11-30T09:00:00.000Z', day: '2026-11-30', time: '10:00' },
      { startsAt: '2026-12-01T08:00:00.000Z', day: '2026-12-01', time: '09:00' },
    ]);
    expect(days.map((day) => [day.label, day.slots.map((slot) => slot.time)])).toEqual([
      ['lundi 30 novembre', ['09:00', '10:00']],
      ['mardi 1er décembre', ['09:00']],
    ]);
  });

  it('turns the API’s links into paths of this site, and nothing else', () => {
    expect(bookingHref('https://www.lumina-terrasses.ch/rendez-vous?demande=12.34.ab_c-')).toBe(
      '/rendez-vous?demande=12.34.ab_c-',
    );
    expect(bookingHref('/rendez-vous?demande=a%20b')).toBe('/rendez-vous?demande=a%20b');
    for (const link of [undefined, 42, '', 'https://ailleurs.example/autre?demande=x', '/rendez-vous', 'http://[']) {
      expect(bookingHref(link)).toBe('/rendez-vous');
    }
    expect(sitePath('https://x.example/rendez-vous/gerer?cle=K_1', '/rendez-vous/gerer', 'cle')).toBe(
      '/rendez-vous/gerer?cle=K_1',
    );
    expect(sitePath('javascript:alert(1)', '/rendez-vous/gerer', 'cle')).toBeNull();
  });
});
