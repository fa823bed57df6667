import {
  type AttendanceView,
  addCalendarDays,
  calendarDateInZone,
  computePay,
  engineSettings as engineSettingsOf,
  notApprovedBlock,
  openAttendanceBlock,
  type PayBlock,
  type PayPeriodDates,
  type PayPeriodPay,
  payAttendance,
  payPeriodInstants,
  periodPay,
  unapprovedStatus,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { attendanceViews, splitsOfAttendances } from '../attendance/attendance.api.ts';
import { listAwardSettings } from '../pay-settings/pay-settings.api.ts';
import type { WorkRecordScope } from '../people/people.api.ts';
import { holidayDates } from '../work-settings/work-settings.api.ts';
import type { PayContext } from './pay-context.ts';

/** One worker's pay of one period, with their name as the attendances give it. */
export interface WorkerPay {
  staffId: string;
  staffName: string;
  employeeId: string | null;
  pay: PayPeriodPay;
  /** The closed attendances priced (their shifts): what an approval covers. */
  priced: { attendanceId: string; shiftRosterId: string }[];
}

/**
 * The pay of a period for one worker (`staffId`) or for every worker with an attendance in it: the
 * attendances whose clock-in falls in the period (so one that crosses the period's end is paid once,
 * in the period of its first day, as the engine prices it), their approval, the workers' settings, the
 * company's rows and holidays, then `computePay` (packages/domain/src/pay/). `visible` is the
 * reader's scope over work records (an auditor: audit-approved people's only). `approvedOnly`: price
 * only the attendances whose splits are all approved (an approved period priced again for its
 * corrections: an attendance no longer approved is no longer owed).
 */
export async function workersPay(
  db: Queryable,
  ctx: PayContext,
  period: PayPeriodDates,
  f: { staffId?: string; visible?: WorkRecordScope; approvedOnly?: boolean },
): Promise<WorkerPay[]> {
  const { companyId, zone } = ctx;
  const instants = payPeriodInstants(period, zone);
  const attendances = await attendanceViews(db, companyId, {
    ...(f.staffId ? { staffId: f.staffId } : {}),
    from: new Date(instants.fromDate),
    to: new Date(instants.toDate),
    ...(f.visible ? { visible: f.visible } : {}),
  });
  const statuses = new Map<string, (string | null)[]>();
  if (attendances.length > 0) {
    for (const s of await splitsOfAttendances(
      db,
      companyId,
      attendances.map((a) => a.attendanceId),
    )) {
      statuses.set(s.attendanceId, [...(statuses.get(s.attendanceId) ?? []), s.status]);
    }
  }
  // Whole years: the engine checks each year a shift touches has its holidays (a shift past the
  // period's last day may reach into the next year).
  const lastYear = addCalendarDays(period.toDate, 1).slice(0, 4);
  const holidays = [
    ...(await holidayDates(db, companyId, `${period.fromDate.slice(0, 4)}-01-01`, `${lastYear}-12-31`)),
  ].sort();
  const byStaff = new Map<string, AttendanceView[]>();
  for (const a of [...attendances].reverse()) {
    byStaff.set(a.staff.staffId, [...(byStaff.get(a.staff.staffId) ?? []), a]);
  }
  if (f.staffId && !byStaff.has(f.staffId)) {
    byStaff.set(f.staffId, []);
  }
  const out: WorkerPay[] = [];
  for (const [staffId, own] of byStaff) {
    const blocks: PayBlock[] = [];
    const closed: AttendanceView[] = [];
    for (const a of own) {
      const date = calendarDateInZone(a.clockIn, zone);
      if (a.clockOut === null) {
        blocks.push(openAttendanceBlock(a.attendanceId, date));
        continue;
      }
      const status = unapprovedStatus(statuses.get(a.attendanceId) ?? []);
      if (status !== null && f.approvedOnly) {
        continue;
      }
      closed.push(a);
      if (status !== null) {
        blocks.push(notApprovedBlock(a.attendanceId, date, status));
      }
    }
    const settings = await listAwardSettings(db, companyId, staffId);
    const result = ctx.calendar
      ? computePay({
          periodStart: period.fromDate,
          calendar: ctx.calendar,
          zone,
          publicHolidays: holidays,
          settings: engineSettingsOf(settings),
          rates: ctx.rates,
          switches: ctx.switches,
          attendances: closed.map((a) =>
            payAttendance(
              {
                attendanceId: a.attendanceId,
                shiftRosterId: a.shiftRosterId,
                clockIn: a.clockIn,
                clockOut: a.clockOut as string,
                isNightShift: a.shiftRoster.isNightShift,
                isExceptionalShift: a.shiftRoster.isExceptionalShift,
                isBrokenShift: a.shiftRoster.isBrokenShift,
                startKm: a.startKm,
                endKm: a.endKm,
                unpaidBreakMinutes: a.unpaidBreakMinutes,
                unpaidBreaks: a.unpaidBreaks,
                activePeriods: a.activePeriods,
              },
              zone,
            ),
          ),
        })
      : null;
    const first = own[0];
    out.push({
      staffId,
      staffName: first?.staff.fullName ?? '',
      employeeId: first?.staff.employeeId ?? null,
      pay: periodPay({ ...period, result, blocks, attendanceCount: own.length }),
      priced: closed.map((a) => ({ attendanceId: a.attendanceId, shiftRosterId: a.shiftRosterId })),
    });
  }
  return out.sort((a, b) => a.staffName.localeCompare(b.staffName));
}
