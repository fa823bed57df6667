// The 60-day claiming period after a budget period ends (SUPPORT-AT-HOME.md §9.3): items submitted
// later need a delegate's approval and go on one separate late invoice. Whether the end date counts
// as day 1 is UNCONFIRMED, so it is a setting, and a date near either reading is warned about (§14 point 12).
import { addCalendarDays } from '../dates.ts';
import { daysBetween } from '../plans/plan-rules.ts';
import type { SahLateClaimDayOne } from './sah-types.ts';

export const CLAIM_WINDOW_DAYS = 60;
/** Warn from this many days before either reading's last day. */
export const CLAIM_WINDOW_WARN_DAYS = 7;

/** The last day to claim without a delegate, under a reading of day 1. */
export function claimWindowLastDay(budgetEnd: string, dayOne: SahLateClaimDayOne): string {
  return addCalendarDays(budgetEnd, dayOne === 'END_DATE' ? CLAIM_WINDOW_DAYS - 1 : CLAIM_WINDOW_DAYS);
}

export interface ClaimWindow {
  lastDay: string;
  late: boolean;
  warning: string | null;
}

/** Whether an item of a budget period ending `budgetEnd`, submitted on `submitDate`, is late. */
export function claimWindow(budgetEnd: string, submitDate: string, dayOne: SahLateClaimDayOne): ClaimWindow {
  const lastDay = claimWindowLastDay(budgetEnd, dayOne);
  const late = submitDate > lastDay;
  if (late) {
    return {
      lastDay,
      late,
      warning: `Late: the 60-day claiming period after ${budgetEnd} ended on ${lastDay}; the item needs a delegate's approval and goes on a separate late invoice`,
    };
  }
  const earliest = claimWindowLastDay(budgetEnd, 'END_DATE');
  const latest = claimWindowLastDay(budgetEnd, 'DAY_AFTER');
  const near = daysBetween(submitDate, earliest) <= CLAIM_WINDOW_WARN_DAYS;
  return {
    lastDay,
    late,
    warning: near
      ? `Claim by ${earliest}: the 60-day claiming period after ${budgetEnd} ends on ${earliest} or ${latest} depending on whether the end date is day 1 (unconfirmed)`
      : null,
  };
}

/** Whether the quarter's rollover can be done: within 60 days of its end, with no claims pending (§3, G18). */
export function rolloverOpen(
  quarterEnd: string,
  today: string,
  pendingClaims: number,
): { open: boolean; reason: string | null } {
  const after = daysBetween(quarterEnd, today);
  if (after <= 0) {
    return { open: false, reason: 'The quarter has not ended' };
  }
  if (after > CLAIM_WINDOW_DAYS) {
    return { open: false, reason: `More than 60 days since the quarter ended on ${quarterEnd}` };
  }
  if (pendingClaims > 0) {
    return { open: false, reason: `${pendingClaims} claim(s) for the quarter are still pending` };
  }
  return { open: true, reason: null };
}
