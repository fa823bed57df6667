import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Harness } from '../../../test/harness.ts';
import { activityLogs, attendances, profiles, staffs } from '../../db/schema/index.ts';
import {
  addShifts,
  at,
  dayFromNow,
  get,
  post,
  type RosterFixture,
  screenedRoster,
  shiftBody,
} from '../roster/roster.test-kit.ts';

export { get, post };
export const api = (path: string) => `/api/ShiftReports/${path}`;

/** A report body that passes every rule: goal progress over 20 characters, no Yes/No asking for details. */
export function reportBody(shiftRosterId: string, o: Record<string, unknown> = {}) {
  return {
    shiftRosterId,
    urgentMatters: 'None today',
    medicationGiven: 'Morning tablets at 9',
    medicationSigned: 'Yes, on the chart',
    medicationAvailable: 'Enough for a week',
    medicatioErrors: 'None',
    isMealManagementPlan: true,
    isDrinkingProblem: false,
    isHealthIssues: false,
    goal_Progress: '<p>Walked to the shops <strong>on her own</strong> and paid at the till.</p>',
    contactFamily: 'Called her sister',
    isIncident: false,
    isBehaviourConcerned: false,
    isSigned: false,
    ...o,
  };
}

export interface ReportFixture extends RosterFixture {
  /** The Staff user's own shift tomorrow with the client, clocked into; another staff member's shift. */
  shiftId: string;
  otherShiftId: string;
}

/** Clocks the staff member into the shift (the attendance the report needs), as the attendance row. */
export async function clockIn(h: Harness, r: RosterFixture, shiftId: string, staffId = r.staff.id) {
  await h.database.db.insert(attendances).values({
    companyId: r.c.companyId,
    shiftRosterId: shiftId,
    staffId,
    clockIn: h.clock.now(),
    clockInRequestId: randomUUID(),
  });
}

/** A screened company with one shift of the Staff user (clocked in) and one of another staff member. */
export async function reportCompany(h: Harness, o: { clockedIn?: boolean } = {}): Promise<ReportFixture> {
  const r = await screenedRoster(h);
  const date = dayFromNow(h, 1);
  const admin = r.c.users.CompanyAdmin.token;
  const [shiftId] = await addShifts(
    h,
    admin,
    shiftBody(date, { staffId: r.staff.id, clientsId: [r.client.id] }),
  );
  const [otherShiftId] = await addShifts(
    h,
    admin,
    shiftBody(date, {
      staffId: r.otherStaff.id,
      clientsId: [r.otherClient.id],
      dateFrom: `${date}T14:00`,
      dateTo: `${date}T16:00`,
    }),
  );
  if (o.clockedIn !== false) {
    await clockIn(h, r, shiftId as string);
  }
  return { ...r, shiftId: shiftId as string, otherShiftId: otherShiftId as string };
}

/** Approves the worker and the clients for auditing (an auditor reads only those). */
export async function approveForAudit(h: Harness, r: RosterFixture) {
  const db = h.database.db;
  await db.update(staffs).set({ auditApproved: true }).where(eq(staffs.id, r.staff.id));
  await db.update(profiles).set({ auditApproved: true }).where(eq(profiles.id, r.client.id));
}

export const activitiesOf = (h: Harness, companyId: string) =>
  h.database.db.select().from(activityLogs).where(eq(activityLogs.companyId, companyId));

export { at };
