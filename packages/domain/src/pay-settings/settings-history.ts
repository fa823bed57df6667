import { addCalendarDays } from '../dates.ts';

/** Rows that each take effect from a date and last until the next one's. */
interface Dated {
  effectiveFrom: string;
}

/**
 * The rows newest first, each with `effectiveTo`: the day before the next row's date (null for the
 * latest). Two rows never share a date (the server refuses a second one).
 */
export function withEffectiveTo<T extends Dated>(rows: readonly T[]): (T & { effectiveTo: string | null })[] {
  const ascending = [...rows].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  return ascending
    .map((row, i) => {
      const next = ascending[i + 1];
      return { ...row, effectiveTo: next ? addCalendarDays(next.effectiveFrom, -1) : null };
    })
    .reverse();
}

/** The row in force on a date: the latest whose date is on or before it; none before the first. */
export function settingsInForceOn<T extends Dated>(rows: readonly T[], date: string): T | null {
  let found: T | null = null;
  for (const row of rows) {
    if (row.effectiveFrom <= date && (!found || row.effectiveFrom > found.effectiveFrom)) {
      found = row;
    }
  }
  return found;
}
