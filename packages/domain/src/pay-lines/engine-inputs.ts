// The stored pay data (pay-settings: the worker's award settings and the company's rate rows; the
// attendances) read as the pay engine's inputs (pay/pay-types.ts); the switches are handed over by
// pay-settings' enginePaySwitches. Only words and units change here: no pay rule (docs/pay.md).

import { dayjs } from '../dates.ts';
import type {
  AttendancePayKind,
  PayAttendance,
  PayCalendar,
  PayRateRow,
  UnpaidBreak,
  WorkerPaySettings,
} from '../pay/pay-types.ts';
import type { AllowanceRateView, ClassificationRateView } from '../pay-settings/pay-rates.ts';
import { withEffectiveTo } from '../pay-settings/settings-history.ts';
import type { PayPeriod } from '../timesheets/pay-period.ts';

/** Cents as the engine's decimal string: 3622 → '36.22'. */
export const centsText = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Minutes as hours in a decimal string, exact to 4 places: 1350 → '22.5'. */
const minutesAsHours = (minutes: number): string => String(Math.round((minutes / 60) * 10_000) / 10_000);

/** A worker's stored award-settings row (pay-settings' staff_award_settings), as the engine needs it. */
export interface StoredSettingsRow {
  effectiveFrom: string;
  stream: string;
  level: number;
  payPoint: number;
  employmentType: string;
  agreedWeeklyMinutes: number | null;
  shiftworker: boolean;
  ftTenHourAgreement: boolean;
  sleepoverTwelveHourAgreement: boolean;
  aboveAwardHourlyCents: number | null;
}

/** The worker's rows, each lasting until the next one's date (the engine's `effectiveTo`). */
export function engineSettings(rows: readonly StoredSettingsRow[]): WorkerPaySettings[] {
  return withEffectiveTo(rows).map((r) => ({
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
    stream: r.stream as WorkerPaySettings['stream'],
    level: r.level,
    payPoint: r.payPoint,
    employmentType: r.employmentType as WorkerPaySettings['employmentType'],
    ptAgreedWeeklyHours:
      r.employmentType === 'PT' && r.agreedWeeklyMinutes !== null
        ? minutesAsHours(r.agreedWeeklyMinutes)
        : null,
    shiftworker: r.shiftworker,
    ftTenHourAgreement: r.ftTenHourAgreement,
    sleepoverTwelveHourAgreement: r.sleepoverTwelveHourAgreement,
    aboveAwardHourlyRate: r.aboveAwardHourlyCents === null ? null : centsText(r.aboveAwardHourlyCents),
  }));
}

/** The company's classification and allowance rows as the engine's rate rows (ids kept). */
export function engineRates(
  classifications: readonly ClassificationRateView[],
  allowances: readonly AllowanceRateView[],
): PayRateRow[] {
  return [
    ...classifications.map(
      (r): PayRateRow => ({
        kind: 'classification',
        id: r.rateId,
        stream: r.stream as WorkerPaySettings['stream'],
        level: r.level,
        payPoint: r.payPoint,
        weeklyRate: r.weeklyCents === null ? null : centsText(r.weeklyCents),
        hourlyRate: centsText(r.hourlyCents),
        appliesFrom: r.appliesFrom,
        enabled: r.enabled,
        status: 'confirmed',
        source: r.source,
      }),
    ),
    ...allowances.map(
      (a): PayRateRow => ({
        kind: 'allowance',
        id: a.allowanceId,
        allowance: a.kind,
        amount: centsText(a.amountCents),
        appliesFrom: a.appliesFrom,
        appliesTo: a.appliesTo,
        enabled: true,
        status: a.pending ? 'pending' : 'confirmed',
        source: a.source,
      }),
    ),
  ];
}

/** The company's pay period as the engine's calendar; null for a monthly one (the award's 38/76 h need weeks). */
export function engineCalendar(payPeriod: PayPeriod, anchorDate: string): PayCalendar | null {
  return payPeriod === 'monthly' ? null : { cycle: payPeriod, anchorDate };
}

/** An attendance as stored (closed: clocked out), with its shift's kind. */
export interface StoredAttendance {
  attendanceId: string;
  shiftRosterId: string;
  clockIn: string | Date;
  clockOut: string | Date;
  /** The shift's Sleep Over flag (isNightShift) and Active Night flag (isExceptionalShift), spec 3 §3. */
  isNightShift: boolean;
  isExceptionalShift: boolean;
  /** The shift is one period of a broken shift (the roster's Broken shift flag). */
  isBrokenShift?: boolean;
  startKm: number | null;
  endKm: number | null;
  /** The unpaid break's length, or its times (attendance/pay-facts.ts); none on a sleepover. */
  unpaidBreakMinutes?: number | null;
  unpaidBreaks?: readonly { start: string; end: string }[] | null;
  /** Work inside a sleepover (woken 02:10–02:55), as instants. */
  activePeriods?: readonly { start: string; end: string }[] | null;
}

/** An instant with the zone's offset: '2026-11-28T08:00:00.000+11:00'. */
export const zonedInstant = (value: string | Date, zone: string): string =>
  dayjs(value).tz(zone).format('YYYY-MM-DDTHH:mm:ss.SSSZ');

/**
 * The roster's shift flags as the engine's attendance kind: Sleep Over, then Broken shift (a period
 * of one), then Active Night, else ordinary work.
 */
export const attendancePayKind = (
  a: Pick<StoredAttendance, 'isNightShift' | 'isExceptionalShift' | 'isBrokenShift'>,
): AttendancePayKind =>
  a.isNightShift
    ? 'sleepover'
    : a.isBrokenShift
      ? 'broken-shift-period'
      : a.isExceptionalShift
        ? 'active-night'
        : 'ordinary';

/** The recorded unpaid breaks as the engine's: the timed ones, or the length (placed mid-attendance). */
function engineBreaks(a: StoredAttendance, zone: string): UnpaidBreak[] {
  const timed = (a.unpaidBreaks ?? []).map((b) => ({
    start: zonedInstant(b.start, zone),
    end: zonedInstant(b.end, zone),
  }));
  const minutes = a.unpaidBreakMinutes ?? 0;
  return minutes > 0 ? [...timed, { minutes }] : timed;
}

/**
 * An attendance as the engine reads it: instants in the company's zone, its shift's kind, its unpaid
 * breaks and the work recorded inside a sleepover, kilometres end − start (none below 0).
 */
export function payAttendance(a: StoredAttendance, zone: string): PayAttendance {
  const km = a.startKm !== null && a.endKm !== null && a.endKm > a.startKm ? a.endKm - a.startKm : null;
  const breaks = engineBreaks(a, zone);
  const active = (a.activePeriods ?? []).map((p) => ({
    start: zonedInstant(p.start, zone),
    end: zonedInstant(p.end, zone),
  }));
  return {
    attendanceId: a.attendanceId,
    shiftRosterId: a.shiftRosterId,
    clockIn: zonedInstant(a.clockIn, zone),
    clockOut: zonedInstant(a.clockOut, zone),
    kind: attendancePayKind(a),
    ...(breaks.length > 0 ? { unpaidBreaks: breaks } : {}),
    ...(active.length > 0 ? { activePeriods: active } : {}),
    kilometres: km === null ? null : String(Math.round(km * 100) / 100),
  };
}
