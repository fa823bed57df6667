import { and, eq } from 'drizzle-orm';
import {
  attendanceSplits,
  attendances,
  companies,
  profiles,
  shiftReports,
  staffs,
} from '../src/db/schema/index.ts';
import { rosterCompany } from '../src/modules/roster/roster.test-kit.ts';
import { insertShift, type NewShift } from '../src/modules/roster/shift-write.repo.ts';
import type { createCompany, Harness } from './harness.ts';

export { activitiesBy } from '../src/modules/roster-workflow/workflow.test-kit.ts';
export { get, post } from './referrals.ts';

const MINUTE = 60_000;

/** The client's address: Sydney Town Hall. */
export const CLIENT_AT = { latitude: -33.8731, longitude: 151.2061 };
/** About 1.2 km north of the client (0.0108° of latitude). */
export const FAR_AWAY = { latitude: -33.8623, longitude: 151.2061 };
/** About 100 m from the client. */
export const NEARBY = { latitude: -33.8722, longitude: 151.2061 };

export const attendanceUrl = (path: string, query: Record<string, string | number> = {}) =>
  `/api/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

/** A company whose Staff user's client lives at CLIENT_AT; the company checks clock-ins in `mode`. */
export async function attendanceCompany(
  h: Harness,
  o: { mode?: 'off' | 'warn' | 'block'; radius?: number; claims?: Parameters<typeof createCompany>[1] } = {},
) {
  const f = await rosterCompany(h, o.claims);
  await h.database.db.update(profiles).set(CLIENT_AT).where(eq(profiles.id, f.client.id));
  await h.database.db
    .update(companies)
    .set({ clockInMode: o.mode ?? 'warn', clockInRadiusMetres: o.radius ?? 500 })
    .where(eq(companies.id, f.c.companyId));
  return f;
}
export type AttendanceFixture = Awaited<ReturnType<typeof attendanceCompany>>;

/** Approves the Staff user's staff member and client for auditing, so the Auditor sees their attendances (issue 24). */
export async function auditApproved(h: Harness, f: AttendanceFixture): Promise<void> {
  await h.database.db.update(staffs).set({ auditApproved: true }).where(eq(staffs.id, f.staff.id));
  await h.database.db.update(profiles).set({ auditApproved: true }).where(eq(profiles.id, f.client.id));
}

/** A shift stored directly: starting `startsInMinutes` from the shared clock's now (exactly), lasting `minutes`. */
export async function shiftIn(
  h: Harness,
  f: AttendanceFixture,
  startsInMinutes: number,
  o: { minutes?: number; staffId?: string | null; profileIds?: string[] } & Partial<NewShift> = {},
): Promise<string> {
  const { minutes = 240, staffId = f.staff.id, profileIds = [f.client.id], ...rest } = o;
  const from = new Date(h.clock.now().getTime() + startsInMinutes * MINUTE);
  return insertShift(
    h.database.db,
    {
      companyId: f.c.companyId,
      staffId,
      dateFrom: from,
      dateTo: new Date(from.getTime() + minutes * MINUTE),
      activities: 'Personal Support',
      ...rest,
    },
    profileIds,
  );
}

/** The shift's report, stored directly (the shift-report calls are another area's). */
export async function reportFor(h: Harness, companyId: string, shiftRosterId: string, isSigned = true) {
  await h.database.db.insert(shiftReports).values({
    companyId,
    shiftRosterId,
    goal_Progress: 'Went for a walk and cooked lunch together.',
    isSigned,
    signedAt: isSigned ? h.clock.now() : null,
  });
}

/** An attendance stored directly: clocked in `minutesAgo` before now, optionally clocked out. */
export async function attendanceAt(
  h: Harness,
  f: AttendanceFixture,
  shiftRosterId: string,
  o: { minutesAgo: number; outMinutesAgo?: number; staffId?: string; source?: string },
): Promise<string> {
  const now = h.clock.now().getTime();
  const [row] = await h.database.db
    .insert(attendances)
    .values({
      companyId: f.c.companyId,
      shiftRosterId,
      staffId: o.staffId ?? f.staff.id,
      clockIn: new Date(now - o.minutesAgo * MINUTE),
      clockOut: o.outMinutesAgo === undefined ? null : new Date(now - o.outMinutesAgo * MINUTE),
      clockInCheck: true,
      clockOutCheck: o.outMinutesAgo !== undefined,
      source: o.source ?? 'clock',
    })
    .returning({ id: attendances.id });
  return row?.id as string;
}

/** The shift's attendances as stored. */
export const attendancesOf = (h: Harness, companyId: string, shiftRosterId: string) =>
  h.database.db
    .select()
    .from(attendances)
    .where(and(eq(attendances.companyId, companyId), eq(attendances.shiftRosterId, shiftRosterId)));

/** The attendance's splits as stored, in time order. */
export const splitsOf = (h: Harness, attendanceId: string) =>
  h.database.db
    .select()
    .from(attendanceSplits)
    .where(eq(attendanceSplits.attendanceId, attendanceId))
    .orderBy(attendanceSplits.clockIn);

export const minutesFromNow = (h: Harness, minutes: number) =>
  new Date(h.clock.now().getTime() + minutes * MINUTE);
