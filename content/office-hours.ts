import { z } from 'zod';
import { contactInfoSchema, parseContent } from './schema';
import { site } from './site';

/**
 * When each office answers: the due time of a lead's first contact and the bookable days
 * count only these hours, in the office's own time zone, minus its public holidays (lib/office-hours.ts).
 * Neither the specification nor the company has stated hours yet: these are a usual Swiss and French office
 * day, to be confirmed by the company.
 */
const source = 'content/office-hours.ts';

/** Two hours of office time, the delay the site promises a visitor before the first call. */
const FIRST_CONTACT_MINUTES = 120;

const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'heure au format « HH:MM », de 00:00 à 23:59')
  .transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3)));

/** A stretch of one day the office is open, as minutes since midnight on its wall clock. */
const periodSchema = z
  .object({ start: clock, end: clock })
  .refine((period) => period.start < period.end, 'la fin doit suivre le début');

const daySchema = z
  .array(periodSchema)
  .refine(
    (periods) => periods.every((period, index) => index === 0 || periods[index - 1]!.end < period.start),
    'plages dans l’ordre de la journée, séparées par une pause',
  );

const weekSchema = z
  .tuple([daySchema, daySchema, daySchema, daySchema, daySchema, daySchema, daySchema])
  // A week without an opening would leave every due time unreachable.
  .refine((days) => days.some((periods) => periods.length > 0), 'au moins une plage d’ouverture dans la semaine');

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('fr', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'fuseau horaire IANA inconnu (par exemple « Europe/Zurich »)');

const officeHoursSchema = z.object({
  /** The office of content/site.ts, so that its name, address and phone are never written twice. */
  office: contactInfoSchema,
  timeZone,
  /** Region code of the `date-holidays` package (canton, département) under the office's country; none for national only. */
  holidayRegion: z.string().min(1).optional(),
  /** Opening periods, Monday first. */
  week: weekSchema,
  /** Office minutes between a lead's arrival and its first contact. */
  firstContactMinutes: z.number().int().positive(),
});

function siteOffice(countryCode: 'CH' | 'FR') {
  const office = site.offices.find((candidate) => candidate.countryCode === countryCode);
  if (!office) throw new Error(`Contenu invalide dans ${source}: aucun bureau ${countryCode} dans content/site.ts`);
  return office;
}

const workingDay = [
  { start: '08:00', end: '12:00' },
  { start: '13:30', end: '17:30' },
];
const closed: typeof workingDay = [];
const mondayToFriday = (): z.input<typeof weekSchema> => [
  workingDay,
  workingDay,
  workingDay,
  workingDay,
  workingDay,
  closed,
  closed,
];

export const officeHours = parseContent(source, z.object({ geneve: officeHoursSchema, clermont: officeHoursSchema }), {
  geneve: {
    office: siteOffice('CH'),
    timeZone: 'Europe/Zurich',
    holidayRegion: 'GE',
    week: mondayToFriday(),
    firstContactMinutes: FIRST_CONTACT_MINUTES,
  },
  clermont: {
    office: siteOffice('FR'),
    timeZone: 'Europe/Paris',
    // Puy-de-Dôme keeps only France's national holidays (date-holidays has regions for Alsace-Moselle and overseas).
    week: mondayToFriday(),
    firstContactMinutes: FIRST_CONTACT_MINUTES,
  },
});

export type OfficeKey = keyof typeof officeHours;
export type OfficeHours = (typeof officeHours)[OfficeKey];
export const OFFICE_KEYS = Object.keys(officeHours) as OfficeKey[];

/** An office's key, as a link, a form or a row may carry it. */
export const isOfficeKey = (value: unknown): value is OfficeKey =>
  typeof value === 'string' && (OFFICE_KEYS as readonly string[]).includes(value);
