import { addDays, calendarDateInZone, type SplitPiece, splitAttendance } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { workBandsFor, workSettingsOf } from '../work-settings/work-settings.api.ts';
import { attendancesToSplit, type NewSplit, replaceSplits, splitsOfAttendances } from './splits.repo.ts';

/**
 * Recomputes the splits of these attendances (docs/workforce.md): called whenever an attendance's
 * times, kilometres or its shift's kind change, and when the company's bands or holidays change.
 * A new split keeps the id and status of an old one with the same code and times; any other is Pending.
 * `payChanged` lists attendances whose pay facts changed (an unpaid break, the work inside a
 * sleepover): their splits keep their ids but go back to Pending, so the office approves them again.
 * The attendance's kilometres ride on its first split. An attendance still in shift has none.
 */
export async function recomputeSplits(
  db: Queryable,
  companyId: string,
  attendanceIds: readonly string[],
  userId: string | null,
  payChanged: readonly string[] = [],
): Promise<void> {
  if (attendanceIds.length === 0) {
    return;
  }
  const rows = await attendancesToSplit(db, companyId, attendanceIds);
  if (rows.length === 0) {
    return;
  }
  const { timeZone } = await workSettingsOf(db, companyId);
  const instants = rows.flatMap((r) => [r.clockIn, r.clockOut ?? r.clockIn]);
  const from = calendarDateInZone(new Date(Math.min(...instants.map((d) => d.getTime()))), timeZone);
  const to = calendarDateInZone(new Date(Math.max(...instants.map((d) => d.getTime()))), timeZone);
  const bands = await workBandsFor(db, companyId, addDays(from, -1), addDays(to, 1));
  const ids = rows.map((r) => r.id);
  const old = await splitsOfAttendances(db, companyId, ids);
  const inserts = rows.flatMap((r): NewSplit[] => {
    if (!r.clockOut) {
      return [];
    }
    const pieces = splitAttendance(
      {
        clockIn: r.clockIn,
        clockOut: r.clockOut,
        isNightShift: r.isNightShift,
        isExceptionalShift: r.isExceptionalShift,
      },
      bands,
    );
    const km = r.startKm !== null && r.endKm !== null ? Math.max(0, r.endKm - r.startKm) : 0;
    return pieces.map((p: SplitPiece, i) => {
      const kept = old.find(
        (o) =>
          o.attendanceId === r.id &&
          o.code === p.code &&
          o.clockIn.getTime() === p.clockIn.getTime() &&
          o.clockOut.getTime() === p.clockOut.getTime(),
      );
      const same =
        kept && payChanged.includes(r.id)
          ? {
              ...kept,
              status: 'Pending',
              adjustmentReason: null,
              statusChangedAt: null,
              statusChangedBy: null,
            }
          : kept;
      return {
        // An unchanged split keeps its id too, so what points at it (an approval, a line) still does.
        ...(same ? { id: same.id } : {}),
        companyId,
        attendanceId: r.id,
        code: p.code,
        clockIn: p.clockIn,
        clockOut: p.clockOut,
        durationTicks: p.durationTicks,
        localDate: p.localDate,
        totalKm: i === 0 ? km : 0,
        status: same?.status ?? 'Pending',
        // …and its approval trail (the worker's adjustment request, who last changed the status).
        adjustmentReason: same?.adjustmentReason ?? null,
        statusChangedAt: same?.statusChangedAt ?? null,
        statusChangedBy: same?.statusChangedBy ?? null,
        dateCreated: same?.dateCreated ?? new Date(),
        dateModified: same ? same.dateModified : null,
        userCreated: same?.userCreated ?? userId,
        userModified: same ? same.userModified : null,
      };
    });
  });
  await replaceSplits(db, companyId, ids, inserts);
}
