import Holidays from 'date-holidays';

/** The public holidays (type public, substitutes included) of an Australian state in a year, from date-holidays. */
export function stateHolidays(state: string, year: number): { date: string; name: string }[] {
  const calendar = new Holidays('AU', state);
  return (calendar.getHolidays(year) || [])
    .filter((h) => h.type === 'public')
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
}
