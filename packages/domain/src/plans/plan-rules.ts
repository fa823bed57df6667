import { addCalendarDays, utcCalendarDate } from '../dates.ts';
import { type SupportPurpose, supportCategoryOf } from './support-categories.ts';

/** A plan's place in time on a given local date. */
export const PLAN_STATUSES = ['Upcoming', 'Current', 'Ended'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** A plan's dates: calendar dates 'YYYY-MM-DD', both days included. */
export interface PlanDates {
  startDate: string;
  endDate: string;
}

const MS_PER_DAY = 86_400_000;

/** Days from one calendar date to another ('2026-12-30' → '2027-01-01' is 2), counted on the calendar, never by clock hours. */
export function daysBetween(from: string, to: string): number {
  const utc = (d: string) =>
    Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / MS_PER_DAY);
}

/** The last day of a one-year plan starting on the date: the day before the same date a year on ('2027-07-01' → '2028-06-30'). */
export function oneYearPlanEnd(startDate: string): string {
  const y = Number(startDate.slice(0, 4)) + 1;
  // Date.UTC rolls 29 February over to 1 March in a year without one; the day before is 28 February.
  const sameDay = new Date(Date.UTC(y, Number(startDate.slice(5, 7)) - 1, Number(startDate.slice(8, 10))));
  return addCalendarDays(utcCalendarDate(sameDay), -1);
}

/** The plan's status on a local date ('YYYY-MM-DD' in the company's zone): Upcoming before it starts, Current through its last day, then Ended. */
export function planStatusOn(plan: PlanDates, today: string): PlanStatus {
  if (today < plan.startDate) {
    return 'Upcoming';
  }
  return today > plan.endDate ? 'Ended' : 'Current';
}

/** Days left of a current plan after today (0 on its last day); null for a plan that is not current. */
export function planDaysLeft(plan: PlanDates, today: string): number | null {
  return planStatusOn(plan, today) === 'Current' ? daysBetween(today, plan.endDate) : null;
}

/** Days until an upcoming plan starts (1 the day before); null for a plan that has started. */
export function planDaysToStart(plan: PlanDates, today: string): number | null {
  return planStatusOn(plan, today) === 'Upcoming' ? daysBetween(today, plan.startDate) : null;
}

/** Whether two plans share a day (both start and end days count as the plan's). */
export function plansOverlap(a: PlanDates, b: PlanDates): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** The first of a client's other plans that shares a day with this one (a plan being edited is skipped by its id). */
export function findOverlappingPlan<P extends PlanDates & { clientPlanId: string }>(
  plan: PlanDates,
  others: readonly P[],
  exceptId?: string,
): P | undefined {
  return others.find((o) => o.clientPlanId !== exceptId && plansOverlap(plan, o));
}

/** The plan in force on the date, else undefined (a client's plans never overlap). */
export function currentPlanOn<P extends PlanDates>(plans: readonly P[], today: string): P | undefined {
  return plans.find((p) => planStatusOn(p, today) === 'Current');
}

/** The sum of budget lines, in cents. */
export function totalCents(budgets: readonly { amountCents: number }[]): number {
  return budgets.reduce((sum, b) => sum + b.amountCents, 0);
}

/** The budget lines summed by NDIS purpose (Core, Capital, Capacity Building), in cents; purposes without lines are 0. */
export function totalsByPurpose(
  budgets: readonly { supportCategoryNumber: string; amountCents: number }[],
): Record<SupportPurpose, number> {
  const totals: Record<SupportPurpose, number> = { Core: 0, Capital: 0, 'Capacity Building': 0 };
  for (const b of budgets) {
    const purpose = supportCategoryOf(b.supportCategoryNumber)?.purpose;
    if (purpose) {
      totals[purpose] += b.amountCents;
    }
  }
  return totals;
}
