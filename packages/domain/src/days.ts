/**
 * The days of the week, Monday first: the one list every stored or shown day name comes from (issue
 * 40 item 6). The spec's list spelt Wednesday 'Wednessday'; rows written that way still read.
 */
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The spelling of the spec's old list, kept in rows written before issue 40. */
const OLD_SPELLINGS: Record<string, WeekDay> = { wednessday: 'Wednesday' };

/** A day name as typed or stored (any case, 'Wednessday' too) as the list spells it; null when it is none. */
export function readDayName(name: string): WeekDay | null {
  const key = name.trim().toLowerCase();
  return WEEK_DAYS.find((d) => d.toLowerCase() === key) ?? OLD_SPELLINGS[key] ?? null;
}

/** Comma-separated day names (or a list) in week order, each once; names that are no day kept apart. */
export function readDays(text: string | readonly string[]): { days: WeekDay[]; unknown: string[] } {
  const parts = (typeof text === 'string' ? text.split(',') : [...text]).map((d) => d.trim()).filter(Boolean);
  const found = new Set<WeekDay>();
  const unknown: string[] = [];
  for (const part of parts) {
    const day = readDayName(part);
    if (day) {
      found.add(day);
    } else {
      unknown.push(part);
    }
  }
  return { days: WEEK_DAYS.filter((d) => found.has(d)), unknown };
}

/**
 * Days as a schedule prints them: all seven 'Every day'; three or more in a row as a range ('Monday
 * to Friday'); the rest named, the last after 'and' ('Monday, Wednesday and Friday').
 */
export function daysText(days: readonly string[]): string {
  const { days: week } = readDays(days);
  if (week.length === WEEK_DAYS.length) {
    return 'Every day';
  }
  const runs: WeekDay[][] = [];
  for (const day of week) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && WEEK_DAYS.indexOf(day) === WEEK_DAYS.indexOf(last) + 1) {
      run.push(day);
    } else {
      runs.push([day]);
    }
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${run[0]} to ${run.at(-1)}`] : (run as string[])));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/** A stored frequency ('Monday,Tuesday,…') as a schedule prints it; text that names other than days stays as written. */
export function frequencyText(frequency: string): string {
  const { days, unknown } = readDays(frequency);
  return unknown.length > 0 ? frequency : daysText(days);
}
