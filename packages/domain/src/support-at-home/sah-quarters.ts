// Support at Home quarters start in July, October, January and April (SUPPORT-AT-HOME.md §1.2). A
// billing period that crosses a quarter's end is cut in two: each part draws on its own quarter.
import { addCalendarDays } from '../dates.ts';
import { daysBetween } from '../plans/plan-rules.ts';

export interface SahQuarter {
  /** First day, 'YYYY-MM-DD'. */
  start: string;
  /** Last day, 'YYYY-MM-DD'. */
  end: string;
  /** 'Apr–Jun 2026'. */
  label: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parts(date: string): { year: number; month: number } {
  if (!DATE.test(date)) {
    throw new RangeError(`Not a calendar date: '${date}'`);
  }
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The quarter that holds a date. */
export function quarterOf(date: string): SahQuarter {
  const { year, month } = parts(date);
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  const start = `${year}-${pad(first)}-01`;
  const next = first + 3 > 12 ? `${year + 1}-01-01` : `${year}-${pad(first + 3)}-01`;
  return {
    start,
    end: addCalendarDays(next, -1),
    label: `${MONTHS[first - 1]}–${MONTHS[first + 1]} ${year}`,
  };
}

/** The quarter after (or, negative, before) a quarter. */
export function shiftQuarter(quarter: SahQuarter, by: number): SahQuarter {
  let q = quarter;
  for (let i = 0; i < Math.abs(by); i += 1) {
    q = quarterOf(by > 0 ? addCalendarDays(q.end, 1) : addCalendarDays(q.start, -1));
  }
  return q;
}

/** The first day of the financial year (1 July) that holds a date: budgets are indexed each July. */
export function financialYearStart(date: string): string {
  const { year, month } = parts(date);
  return `${month >= 7 ? year : year - 1}-07-01`;
}

export interface QuarterPart {
  quarter: SahQuarter;
  from: string;
  to: string;
}

/** A period (both ends inclusive) cut at each quarter's end it crosses, in order. */
export function splitByQuarter(from: string, to: string): QuarterPart[] {
  if (daysBetween(from, to) < 0) {
    throw new RangeError(`The period ends (${to}) before it starts (${from})`);
  }
  const out: QuarterPart[] = [];
  let start = from;
  while (start <= to) {
    const quarter = quarterOf(start);
    const end = quarter.end < to ? quarter.end : to;
    out.push({ quarter, from: start, to: end });
    start = addCalendarDays(end, 1);
  }
  return out;
}

/** Lines of a billing period grouped by the quarter their service date falls in. */
export function groupByQuarter<T extends { serviceDate: string }>(
  lines: readonly T[],
): { quarter: SahQuarter; lines: T[] }[] {
  const byStart = new Map<string, { quarter: SahQuarter; lines: T[] }>();
  for (const line of lines) {
    const quarter = quarterOf(line.serviceDate);
    const group = byStart.get(quarter.start) ?? { quarter, lines: [] };
    group.lines.push(line);
    byStart.set(quarter.start, group);
  }
  return [...byStart.values()].sort((a, b) => a.quarter.start.localeCompare(b.quarter.start));
}
