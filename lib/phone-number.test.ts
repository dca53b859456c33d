import { phoneForExport, readPhone, telLinkOf } from './phone-number';

it('dials a Swiss lead’s national number from abroad, and shows it as Swiss staff write it', () => {
  const phone = readPhone('079 555 12 34', 'CH');
  expect(telLinkOf(phone)).toBe('tel:+41795551234');
  expect(phone.shown).toBe('079 555 12 34');
});

it('reads a French lead’s number without prefix as French', () => {
  const phone = readPhone('06 12 34 56 78', 'FR');
  expect(telLinkOf(phone)).toBe('tel:+33612345678');
  expect(phone.shown).toBe('06 12 34 56 78');
});

it('takes a number with its own prefix as that country’s, and shows it with the prefix', () => {
  expect(readPhone('0033 6 12 34 56 78', 'CH')).toEqual({
    typed: '0033 6 12 34 56 78',
    e164: '+33612345678',
    shown: '+33 6 12 34 56 78',
  });
  expect(readPhone('+41 22 123 45 67', 'FR').e164).toBe('+41221234567');
});

it('reads a number as Swiss when the lead’s country is unknown', () => {
  expect(readPhone('022 123 45 67').e164).toBe('+41221234567');
});

it('keeps an impossible number as typed, for staff to check, never dropping it', () => {
  const phone = readPhone('12 34 56', 'CH');
  expect(phone).toEqual({ typed: '12 34 56', e164: null, shown: '12 34 56' });
  expect(telLinkOf(phone)).toBe('tel:123456');
  expect(phoneForExport('12 34 56', 'CH')).toBe('12 34 56');
  expect(phoneForExport('079 555 12 34', 'CH')).toBe('+41795551234');
});
