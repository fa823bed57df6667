import { shiftWhen } from '@care/domain';
import type { Queryable } from '../db/client.ts';
import { placeDemoCases } from './demo-roster-cases.ts';
import { availabilityOf, loadRosterPeople, loadScreening } from './demo-roster-people.ts';
import { DAY, DemoRosterPlan, HOUR } from './demo-roster-plan.ts';
import { RosterPlanner } from './demo-roster-planner.ts';
import {
  writeAttendances,
  writeAvailability,
  writeNotice,
  writeOpenShiftRequest,
  writeShifts,
} from './demo-roster-write.ts';

/**
 * The demo company's live roster around today: past weeks attended, today in progress, upcoming
 * weeks, repeats, a sleepover and an active night, open shifts, a pending cancellation, a shift that
 * breaks a check, and the staff's availability. (Filled in by the roster work of issue 12.)
 */
export async function seedDemoRoster(db: Queryable, companyId: string, now: Date): Promise<void> {
  const people = await loadRosterPeople(db, companyId);
  if (!people) {
    return;
  }
  const { zone, staff, clients } = people;
  const planner = new RosterPlanner({
    zone,
    staffNames: new Map(staff.map((s) => [s.id, s.name])),
    clientNames: Object.fromEntries(clients.map((c) => [c.id, c.name])),
    availability: new Map(staff.map((s) => [s.id, availabilityOf(s)])),
    screening: await loadScreening(
      db,
      companyId,
      staff.map((s) => s.id),
    ),
  });
  const plan = new DemoRosterPlan(people, planner, now);
  const openShiftId = placeDemoCases(plan);
  plan.fillPattern();
  const decided = plan.cancellations();
  const requestedBy = plan.requesterFor(openShiftId);

  await writeShifts(db, companyId, planner.shifts, now);
  if (requestedBy) {
    await writeOpenShiftRequest(db, companyId, openShiftId, requestedBy, new Date(now.getTime() - 5 * HOUR));
  }
  await writeAttendances(db, companyId, planner.shifts, now);
  await writeAvailability(
    db,
    companyId,
    staff.flatMap((s) => availabilityOf(s).map((slot) => ({ staffId: s.id, ...slot }))),
    now,
  );
  if (decided && people.demoStaff.userId) {
    await writeNotice(db, {
      companyId,
      userId: people.demoStaff.userId,
      kind: 'cancellationApproved',
      message: `Your request to cancel your shift of ${shiftWhen(decided, zone)} with ${plan.clientsOf(decided)} was approved.`,
      shiftRosterId: decided.id,
      at: new Date(now.getTime() - DAY),
    });
  }
}
