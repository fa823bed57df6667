import { calendarDateInZone, payPeriodOf, recentPeriods } from '@care/domain';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness } from '../../../test/harness.ts';
import { post } from '../../../test/referrals.ts';
import { attendanceSplits, attendances, companies } from '../../db/schema/index.ts';
import { recomputeSplits } from '../attendance/attendance.api.ts';
import { rosterCompany } from '../roster/roster.test-kit.ts';
import { worked } from '../timesheets/timesheets.test-kit.ts';

export const STAFF_LINES = '/api/PayLines/get_staff_pay_lines';
export const MY_PAY = '/api/PayLines/get_my_pay';
export const SUMMARY = '/api/PayLines/get_pay_period_summary';
export const CSV = '/api/PayLines/export_pay_lines_csv';

/** A worker's award settings through the Pay tab's call: SACS level 2 pay point 1, casual by default. */
export async function awardSettings(
  h: Harness,
  token: string,
  staffId: string,
  over: Record<string, unknown> = {},
) {
  const res = await post(h, '/api/StaffAwardSettings/add_staff_award_settings', token, {
    staffId,
    stream: 'SACS_B',
    level: 2,
    payPoint: 1,
    employmentType: 'CASUAL',
    effectiveFrom: '2025-07-07',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every split of these attendances approved (as the timesheet's approval does). */
export async function approve(h: Harness, attendanceIds: readonly string[]) {
  await h.database.db
    .update(attendanceSplits)
    .set({ status: 'Approved' })
    .where(inArray(attendanceSplits.attendanceId, [...attendanceIds]));
}

/**
 * A fortnightly company (periods from Mon 5 Jan 2026: 9–22 Nov, 23 Nov–6 Dec) whose signed-in
 * worker is a casual SACS 2.1 ($36.22 from July 2026) and worked Wed 11 Nov 09:00–13:00 and Sat
 * 14 Nov 08:00–14:00 (12.5 km); the other worker has no settings and worked Thu 12 Nov 10:00–12:00.
 */
export async function payCompany(h: Harness) {
  const f = await rosterCompany(h);
  const id = f.c.companyId;
  await awardSettings(h, f.c.users.CompanyAdmin.token, f.staff.id);
  const weekday = await worked(
    h,
    id,
    f.staff.id,
    f.client.id,
    '2026-11-11T09:00:00+11:00',
    '2026-11-11T13:00:00+11:00',
  );
  const saturday = await worked(
    h,
    id,
    f.staff.id,
    f.client.id,
    '2026-11-14T08:00:00+11:00',
    '2026-11-14T14:00:00+11:00',
    {
      km: 12.5,
    },
  );
  const other = await worked(
    h,
    id,
    f.otherStaff.id,
    f.client.id,
    '2026-11-12T10:00:00+11:00',
    '2026-11-12T12:00:00+11:00',
  );
  return { ...f, weekday, saturday, other };
}

/** Sets the company's pay period (a work setting). */
export async function payPeriodIs(
  h: Harness,
  companyId: string,
  payPeriod: string,
  payPeriodAnchor = '2026-01-05',
) {
  await h.database.db
    .update(companies)
    .set({ payPeriod, payPeriodAnchor })
    .where(eq(companies.id, companyId));
}

/**
 * The company's current fortnight by the harness's clock, and the picker's periods: the clock is
 * shared by the files of a fork (other tests move it), so a test reads it rather than assume a date.
 */
export function currentFortnight(h: Harness) {
  const today = calendarDateInZone(h.clock.now(), 'Australia/Sydney');
  const rule = { payPeriod: 'fortnightly' as const, anchorDate: '2026-01-05' };
  return { period: payPeriodOf(rule, today), periods: recentPeriods(rule, today, 12) };
}

/** Moves an attendance's clock-out and approves it again (as an adjustment the office approves). */
export async function clockOutAt(h: Harness, companyId: string, attendanceId: string, clockOut: string) {
  await h.database.db
    .update(attendances)
    .set({ clockOut: new Date(clockOut) })
    .where(eq(attendances.id, attendanceId));
  await recomputeSplits(h.database.db, companyId, [attendanceId], null);
  await approve(h, [attendanceId]);
}
