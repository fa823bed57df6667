import { formatInZone, type ShiftReportDraft, type ShiftRosterView } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import type { DraftInput } from '../../ports/ai/ai.ts';
import { DRAFT_KEYS } from '../../ports/ai/report-drafter.ts';
import { attendancesOfShift } from '../attendance/attendance.api.ts';
import { notesOfShift } from '../progress-notes/progress-notes.api.ts';
import type { ShiftReportRow } from '../shift-reports/shift-reports.api.ts';

const local = (value: Date | string | null, zone: string) => formatInZone(value, 'listDateTime', zone);

/** The shift's attendance (its worker's, else the first clocked in), if any. */
async function attendanceOf(db: Queryable, companyId: string, shift: ShiftRosterView) {
  const rows = await attendancesOfShift(db, companyId, shift.shiftRosterId);
  return rows.find((r) => r.staffId === shift.staffId) ?? rows[0];
}

/** The shift's progress notes that hold some text, in the order of the shift's clients. */
async function notesOf(db: Queryable, companyId: string, shift: ShiftRosterView) {
  const rows = await notesOfShift(db, companyId, shift.shiftRosterId);
  const order = shift.clientList.map((c) => c.profileId);
  const rank = (id: string) => (order.indexOf(id) === -1 ? order.length : order.indexOf(id));
  return rows
    .filter((n) => [n.report, n.progress, n.followUp].some((t) => t?.trim()))
    .sort((a, b) => rank(a.profileId) - rank(b.profileId))
    .map((n) => ({
      clientName: shift.clientList.find((c) => c.profileId === n.profileId)?.fullName ?? 'the client',
      report: n.report,
      progress: n.progress,
      followUp: n.followUp,
    }));
}

/** The draft's fields of a stored report. */
export function draftOfReport(row: ShiftReportRow): ShiftReportDraft {
  return Object.fromEntries(DRAFT_KEYS.map((k) => [k, row[k] ?? null])) as unknown as ShiftReportDraft;
}

/** Everything on record about the shift that the assistant may use, times in the company's zone. */
export async function draftInput(
  db: Queryable,
  companyId: string,
  shift: ShiftRosterView,
  zone: string,
  report: ShiftReportRow | undefined,
  instruction: string,
): Promise<DraftInput> {
  const attendance = await attendanceOf(db, companyId, shift);
  return {
    clientNames: shift.clientList.map((c) => c.fullName),
    staffName: shift.staff?.fullName ?? null,
    start: local(shift.dateFrom, zone),
    end: local(shift.dateTo, zone),
    zone,
    activities: shift.activities || null,
    description: shift.description,
    appointment: shift.appointment,
    attendance: attendance
      ? {
          clockIn: local(attendance.clockIn, zone),
          clockOut: local(attendance.clockOut, zone),
          startKm: attendance.startKm,
          endKm: attendance.endKm,
          report: attendance.report,
        }
      : null,
    notes: await notesOf(db, companyId, shift),
    existingReport: report ? draftOfReport(report) : null,
    instruction,
  };
}
