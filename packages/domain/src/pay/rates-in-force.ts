// Which settings row and which rate row are in force for a date (SCHADS.md §3.1): rates apply from
// the first full pay period starting on or after their date, so the row is chosen by the start of
// the pay period that holds the date, never by the date itself.
import { payPeriodOf } from '../timesheets/pay-period.ts';
import type {
  AllowanceKind,
  AllowanceRateRow,
  ClassificationRateRow,
  PayCalendar,
  PayRateRow,
  PayStream,
  WorkerPaySettings,
} from './pay-types.ts';

/** The first day of the pay period that holds a local date. */
export function periodStartOf(calendar: PayCalendar, date: string): string {
  return payPeriodOf({ payPeriod: calendar.cycle, anchorDate: calendar.anchorDate }, date).fromDate;
}

/** Whether a date is in force from a "first full pay period starting on or after" date. */
export function inForceFrom(calendar: PayCalendar, date: string, from: string): boolean {
  return periodStartOf(calendar, date) >= from;
}

/** The worker's settings row in force on a date (the latest to start when rows overlap), or null. */
export function settingsOn(rows: readonly WorkerPaySettings[], date: string): WorkerPaySettings | null {
  let found: WorkerPaySettings | null = null;
  for (const row of rows) {
    if (row.effectiveFrom <= date && (row.effectiveTo === null || date <= row.effectiveTo)) {
      if (!found || row.effectiveFrom > found.effectiveFrom) {
        found = row;
      }
    }
  }
  return found;
}

export type RateLookup<T> = { row: T } | { missing: 'none' | 'disabled' };

/** The latest row of a kind whose "first full pay period" has begun by the period's start. */
function latestInForce<T extends PayRateRow>(rows: readonly T[], periodStart: string): RateLookup<T> {
  let found: T | null = null;
  for (const row of rows) {
    if (!row.appliesTo && row.status !== 'pending' && row.appliesFrom <= periodStart) {
      if (!found || row.appliesFrom > found.appliesFrom) {
        found = row;
      }
    }
  }
  if (!found) {
    return { missing: 'none' };
  }
  // A later row that is disabled is not skipped for an older one: that would be a silent guess.
  return found.enabled ? { row: found } : { missing: 'disabled' };
}

/** The classification's hourly rate row for the pay period starting on `periodStart`. */
export function classificationRate(
  rates: readonly PayRateRow[],
  classification: { stream: PayStream; level: number; payPoint: number },
  periodStart: string,
): RateLookup<ClassificationRateRow> {
  const rows = rates.filter(
    (r): r is ClassificationRateRow =>
      r.kind === 'classification' &&
      r.stream === classification.stream &&
      r.level === classification.level &&
      r.payPoint === classification.payPoint,
  );
  return latestInForce(rows, periodStart);
}

/** An allowance row in force, with a pending temporary row covering the date (SCHADS.md §4.10) beside it. */
export function allowanceRate(
  rates: readonly PayRateRow[],
  allowance: AllowanceKind,
  periodStart: string,
  date: string,
): RateLookup<AllowanceRateRow> & { pending?: AllowanceRateRow } {
  const rows = rates.filter(
    (r): r is AllowanceRateRow => r.kind === 'allowance' && r.allowance === allowance,
  );
  const inWindow = (r: AllowanceRateRow) => !!r.appliesTo && r.appliesFrom <= date && date <= r.appliesTo;
  const pending = rows.find((r) => inWindow(r) && r.status === 'pending');
  const temporary = rows.find((r) => inWindow(r) && r.status !== 'pending' && r.enabled);
  const lookup: RateLookup<AllowanceRateRow> = temporary
    ? { row: temporary }
    : latestInForce(rows, periodStart);
  return pending ? { ...lookup, pending } : lookup;
}
