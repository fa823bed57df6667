import { type DailyReportView, ticksFromMs } from '@care/domain';
import { fileUrl } from '../files/files.api.ts';
import type { DailyReportRecord } from './daily-reports.repo.ts';

/** A daily report as the StaffAttendances / AdminAttendances calls reply it (spec 3 §3). */
export function dailyReportView(r: DailyReportRecord): DailyReportView {
  const name = { fullName: r.authorName ?? '' };
  const who =
    r.authorKind === 'admin'
      ? { adminAttendanceId: r.id, administratorId: r.administratorId, administrator: name }
      : { staffAttendanceId: r.id, staffId: r.staffId, staff: name };
  return {
    ...who,
    clockIn: r.clockIn.toISOString(),
    clockOut: r.clockOut?.toISOString() ?? null,
    clockInCheck: r.clockInCheck,
    clockOutCheck: r.clockOutCheck,
    // Ticks once the day is closed; null while it is still open ('In Shift').
    duration: r.clockOut ? ticksFromMs(r.clockOut.getTime() - r.clockIn.getTime()) : null,
    startKm: r.startKm,
    endKm: r.endKm,
    inLatitude: r.inLatitude,
    inLongitude: r.inLongitude,
    report: r.report,
    imageURL: r.fileId ? fileUrl(r.fileId) : null,
    companyId: r.companyId,
    dateCreated: r.dateCreated.toISOString(),
    dateModified: r.dateModified?.toISOString() ?? null,
    userCreated: r.userCreated,
    userModified: r.userModified,
  };
}
