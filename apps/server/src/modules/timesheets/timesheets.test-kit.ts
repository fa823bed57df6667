import { TICKS_PER_MINUTE } from '@care/domain';
import { eq } from 'drizzle-orm';
import type { Harness } from '../../../test/harness.ts';
import { attendanceSplits, attendances, profiles, staffs } from '../../db/schema/index.ts';
import { recomputeSplits } from '../attendance/split-recompute.ts';
import { rosterCompany } from '../roster/roster.test-kit.ts';
import { insertShift } from '../roster/shift-write.repo.ts';

export const H = 60 * TICKS_PER_MINUTE;

/**
 * A fortnight in Sydney (AEST, +10) without public holidays: Mon 7 Sep 2026 00:00 to Mon 21 Sep
 * 00:00. Sat 12 Sep, Sun 13 Sep.
 */
export const FORTNIGHT = { fromDate: '2026-09-06T14:00:00.000Z', toDate: '2026-09-20T14:00:00.000Z' };

export const url = (path: string, query: Record<string, string | undefined> = {}) =>
  `/api/${path}?${new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString()}`;

/**
 * A shift worked from `from` to `to` (instants with their offset), stored directly with its
 * attendance (km = end − start) and the attendance's splits computed as the clock-out would.
 */
export async function worked(
  h: Harness,
  companyId: string,
  staffId: string,
  profileId: string,
  from: string,
  to: string,
  o: { km?: number; night?: boolean; broken?: boolean } = {},
): Promise<{ shiftRosterId: string; attendanceId: string }> {
  const shiftRosterId = await insertShift(
    h.database.db,
    {
      companyId,
      staffId,
      dateFrom: new Date(from),
      dateTo: new Date(to),
      activities: 'Personal Support',
      isNightShift: o.night ?? false,
      isBrokenShift: o.broken ?? false,
    },
    [profileId],
  );
  const [row] = await h.database.db
    .insert(attendances)
    .values({
      companyId,
      shiftRosterId,
      staffId,
      clockIn: new Date(from),
      clockOut: new Date(to),
      startKm: 1000,
      endKm: 1000 + (o.km ?? 0),
      clockInCheck: true,
      clockOutCheck: true,
    })
    .returning({ id: attendances.id });
  const attendanceId = row?.id as string;
  await recomputeSplits(h.database.db, companyId, [attendanceId], null);
  return { shiftRosterId, attendanceId };
}

/** Sets a split's status directly (the approval calls are another helper's). */
export async function setSplitStatus(h: Harness, attendanceId: string, status: string) {
  const [split] = await h.database.db
    .select()
    .from(attendanceSplits)
    .where(eq(attendanceSplits.attendanceId, attendanceId))
    .orderBy(attendanceSplits.clockIn)
    .limit(1);
  await h.database.db
    .update(attendanceSplits)
    .set({ status })
    .where(eq(attendanceSplits.id, split?.id as string));
  return split?.id as string;
}

/** Sums what a reply lists, to check its totals against. */
export function sumOf(splits: { duration: number; totalKm: number }[]) {
  return {
    duration: splits.reduce((s, x) => s + x.duration, 0),
    km: Math.round(splits.reduce((s, x) => s + x.totalKm, 0) * 100) / 100,
  };
}

/**
 * A company whose Staff user's staff member worked, in FORTNIGHT: Mon 7 Sep 09:00-17:00 (M 8 h,
 * 12.5 km), a sleepover Wed 9 Sep 22:00 → Thu 08:00 (N 10 h), Sat 12 Sep 18:00-23:00 (SA 2 h,
 * SAN 3 h, 0.75 km); and after it, Mon 21 Sep 09:00-11:00. The other staff member (no sign-in
 * account) worked Tue 8 Sep 09:00-13:00 (M 4 h, 3.25 km) with the other client.
 */
export async function timesheetCompany(h: Harness, claims: Parameters<typeof rosterCompany>[1] = {}) {
  const f = await rosterCompany(h, claims);
  const id = f.c.companyId;
  // The auditor reaches only audit-approved people: the worker and their client are, the other staff
  // member and the other client are not (issue 24: an attendance needs both approved).
  await h.database.db.update(staffs).set({ auditApproved: true }).where(eq(staffs.id, f.staff.id));
  await h.database.db.update(profiles).set({ auditApproved: true }).where(eq(profiles.id, f.client.id));
  const monday = await worked(
    h,
    id,
    f.staff.id,
    f.client.id,
    '2026-09-07T09:00:00+10:00',
    '2026-09-07T17:00:00+10:00',
    {
      km: 12.5,
    },
  );
  const sleepover = await worked(
    h,
    id,
    f.staff.id,
    f.client.id,
    '2026-09-09T22:00:00+10:00',
    '2026-09-10T08:00:00+10:00',
    {
      night: true,
    },
  );
  const saturday = await worked(
    h,
    id,
    f.staff.id,
    f.client.id,
    '2026-09-12T18:00:00+10:00',
    '2026-09-12T23:00:00+10:00',
    {
      km: 0.75,
    },
  );
  const after = await worked(
    h,
    id,
    f.staff.id,
    f.client.id,
    '2026-09-21T09:00:00+10:00',
    '2026-09-21T11:00:00+10:00',
  );
  const other = await worked(
    h,
    id,
    f.otherStaff.id,
    f.otherClient.id,
    '2026-09-08T09:00:00+10:00',
    '2026-09-08T13:00:00+10:00',
    {
      km: 3.25,
    },
  );
  return { ...f, monday, sleepover, saturday, after, other };
}
