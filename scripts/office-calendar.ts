/**
 * `npm run office:calendar [-- --from=YYYY-MM-DD]`: what the offices' clock counts, to check content/office-hours.ts
 * after an edit or before the booking calendar is seeded: each office's weekly hours, its public holidays over
 * two years, and when a lead arriving now would be due.
 */
import { officeHours, OFFICE_KEYS } from '../content/office-hours';
import { dueInWords, frenchClock } from '../lib/due-words';
import { dueTime, publicHolidays } from '../lib/office-hours';
import { wallClock } from '../lib/zoned-time';

const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

const now = new Date();
const fromArgument = process.argv.find((argument) => argument.startsWith('--from='))?.slice('--from='.length);
if (fromArgument !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(fromArgument)) {
  console.error('--from attend une date AAAA-MM-JJ');
  process.exit(2);
}

for (const key of OFFICE_KEYS) {
  const { office, timeZone, week, firstContactMinutes } = officeHours[key];
  const from = fromArgument ?? wallClock(now, timeZone).day;
  const to = `${Number(from.slice(0, 4)) + 2}${from.slice(4)}`;
  console.log(`\n${office.label} (${key}, ${timeZone})`);
  week.forEach((periods, index) => {
    const hours = periods.map((period) => `${frenchClock(period.start)} – ${frenchClock(period.end)}`).join(', ');
    console.log(`  ${DAYS[index]}: ${hours || 'fermé'}`);
  });
  const due = dueTime(now, key);
  console.log(
    `  Premier contact : ${firstContactMinutes} min d’ouverture ; une demande reçue maintenant, ${dueInWords(due, now, key)}`,
  );
  console.log(`  Jours fériés du ${from} au ${to} :`);
  for (const holiday of publicHolidays(key, from, to)) console.log(`    ${holiday.day}  ${holiday.name}`);
}
