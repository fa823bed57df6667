import type { ClientPlanView, PlanStatus } from '@care/domain';
import { formatCalendarDate } from '@care/domain';

/** The badge colour of each plan status. */
export const STATUS_COLOR: Record<PlanStatus, string> = { Current: 'teal', Upcoming: 'blue', Ended: 'gray' };

/** A plan's dates as one line: '01-07-2026 – 30-06-2027'. */
export const planDates = (p: Pick<ClientPlanView, 'startDate' | 'endDate'>): string =>
  `${formatCalendarDate(p.startDate)} – ${formatCalendarDate(p.endDate)}`;

/** How much time a plan has, in words: 'Ends today', '1 day left', 'Starts in 3 days', ''. */
export function timeLeft(p: Pick<ClientPlanView, 'status' | 'daysLeft' | 'daysToStart'>): string {
  if (p.status === 'Current' && p.daysLeft !== null) {
    if (p.daysLeft === 0) {
      return 'Ends today';
    }
    return `${p.daysLeft} day${p.daysLeft === 1 ? '' : 's'} left`;
  }
  if (p.status === 'Upcoming' && p.daysToStart !== null) {
    return `Starts in ${p.daysToStart} day${p.daysToStart === 1 ? '' : 's'}`;
  }
  return '';
}

/** A current plan within this many days of its end is flagged, so its review is not missed. */
export const ENDING_SOON_DAYS = 60;

/** What the management means for who pays providers, in plain words. */
export const MANAGEMENT_HINT: Record<string, string> = {
  'NDIA Managed': 'The NDIA pays providers from the portal.',
  'Plan Managed': 'A plan manager pays the invoices.',
  'Self Managed': 'The participant (or their nominee) pays and claims.',
};
