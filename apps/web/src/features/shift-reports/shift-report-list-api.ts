import type { ShiftReportView } from '@care/domain';
import { api } from '../../api/api.ts';
import { SHIFT_REPORTS_KEY } from './shift-reports-api.ts';

/** The list's filter: a worker, a client and the shift's start between two instants (any may be absent). */
export interface ShiftReportFilter {
  staffId: string | null;
  clientId: string | null;
  fromDate: string | null;
  toDate: string | null;
}

export const NO_REPORT_FILTER: ShiftReportFilter = {
  staffId: null,
  clientId: null,
  fromDate: null,
  toDate: null,
};

/** Under SHIFT_REPORTS_KEY, so the office's edit of a report refreshes the lists too. */
export const reportListKey = (list: string, ...args: unknown[]) =>
  [...SHIFT_REPORTS_KEY, 'list', list, ...args] as const;

/** GET /ShiftReports/get_all_shiftreports: the company's reports, filtered. */
export function fetchAllShiftReports(f: ShiftReportFilter, signal?: AbortSignal) {
  return api.get<ShiftReportView[]>('/ShiftReports/get_all_shiftreports', {
    query: { staffId: f.staffId, clientId: f.clientId, fromDate: f.fromDate, toDate: f.toDate },
    signal,
  });
}

/** GET /ShiftReports/get_client_shiftreports?clientId: the reports of a client's shifts. */
export function fetchClientShiftReports(clientId: string, signal?: AbortSignal) {
  return api.get<ShiftReportView[]>('/ShiftReports/get_client_shiftreports', { query: { clientId }, signal });
}

/** The office's page of a report: /app/reports/view-shift-report/{shiftReportId}/{shiftRosterId}. */
export const officeReportPath = (r: ShiftReportView) =>
  `/app/reports/view-shift-report/${encodeURIComponent(r.shiftReportId)}/${encodeURIComponent(r.shiftRosterId)}`;

const ms = (value: string | null) => (value ? Date.parse(value) : 0);

/** The list's order (spec 3 §2.3): newest created first, then by the shift's date, latest first. */
export function newestReportsFirst(rows: readonly ShiftReportView[]): ShiftReportView[] {
  return [...rows].sort(
    (a, b) =>
      ms(b.dateCreated) - ms(a.dateCreated) || ms(b.shiftRoster.dateFrom) - ms(a.shiftRoster.dateFrom),
  );
}
