import { isCalendarDate } from '@care/domain';
import type { ClaimFilter } from './claims-api.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar month before the one `today` (YYYY-MM-DD) falls in: claims are usually made a month at a time. */
export function lastMonthOf(today: string): { fromDate: string; toDate: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { fromDate: `${y}-${pad(m)}-01`, toDate: `${y}-${pad(m)}-${pad(lastDay)}` };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The checked period kept in the address (?fromDate&toDate[&clientId]), so a reload, the back
 * button or the saved invoice's "Claim from the NDIS" link shows the same check; null when absent.
 */
export function claimFilterFromSearch(search: Record<string, unknown>): ClaimFilter | null {
  const fromDate = text(search.fromDate).slice(0, 10);
  const toDate = text(search.toDate).slice(0, 10);
  if (!isCalendarDate(fromDate) || !isCalendarDate(toDate)) {
    return null;
  }
  return { fromDate, toDate, clientId: text(search.clientId) };
}

/** The address's query of a checked period (no clientId for every client). */
export const searchOfClaimFilter = (f: ClaimFilter) => ({
  fromDate: f.fromDate,
  toDate: f.toDate,
  clientId: f.clientId || undefined,
});

/** The detail page of a batch. */
export const batchPath = (claimBatchId: string) =>
  `/app/reports/ndis-claims/${encodeURIComponent(claimBatchId)}`;
