import { expiringDocumentsSection, timesheetsAwaitingApproval } from './office-sections.ts';
import {
  cancellationRequests,
  flaggedClockIns,
  leftEarly,
  notClockedIn,
  openShiftRequests,
  stillClockedIn,
  unfilledShifts,
} from './shift-sections.ts';
import type { TodaySectionSource } from './today-context.ts';

/**
 * The Today panel's sections, in the order the office reads them: what needs someone now first.
 * Another area adds its section here (incidents awaiting action, participant forms to review): a
 * function of the TodayContext that returns one OfficeTodaySection.
 */
export const TODAY_SECTIONS: readonly TodaySectionSource[] = [
  unfilledShifts,
  notClockedIn,
  stillClockedIn,
  leftEarly,
  flaggedClockIns,
  cancellationRequests,
  openShiftRequests,
  timesheetsAwaitingApproval,
  expiringDocumentsSection,
];
