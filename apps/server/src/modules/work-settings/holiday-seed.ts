import { calendarDateInZone } from '@care/domain';
import Holidays from 'date-holidays';

/**
 * The public holidays (type public, substitutes included) of an Australian state in a year, from
 * date-holidays. Only whole days: a holiday is a whole local day here (docs/workforce.md), so the
 * evening-only ones (Christmas Eve from 18:00/19:00 in QLD, SA and NT, New Year's Eve in SA and NT)
 * are left out rather than billing the whole day as PH; an administrator can add one by hand.
 */
export function stateHolidays(state: string, year: number): { date: string; name: string }[] {
  const calendar = new Holidays('AU', state);
  return (calendar.getHolidays(year) || [])
    .filter((h) => h.type === 'public' && h.date.slice(11) === '00:00:00')
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
}

/**
 * The years whose public holidays a company should have seeded at `now` in its zone: this year,
 * and from 1 December the next one too (so January's rosters and invoices find their holidays).
 */
export function holidayYearsDue(now: Date, zone: string): number[] {
  const [year, month] = calendarDateInZone(now, zone).split('-').map(Number) as [number, number];
  return month === 12 ? [year, year + 1] : [year];
}
