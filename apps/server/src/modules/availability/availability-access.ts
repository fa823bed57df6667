import { AVAILABILITY_MESSAGES, slotProblem, type TimeSlot, WEEKDAY_NAMES } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { assertReachesPerson, fullName, namePartsOf } from '../people/people.api.ts';
import type { AvailabilityRow, SlotFields } from './availability.repo.ts';

export interface StaffRef {
  staffId: string;
  fullName: string;
}

/** The company's staff member with their name, else 404 (whether the caller reaches them is asked first). */
export async function staffRef(db: Queryable, companyId: string, staffId: string): Promise<StaffRef> {
  const name = (await namePartsOf(db, 'staff', companyId, [staffId])).get(staffId);
  if (!name) {
    throw notFound();
  }
  return { staffId, fullName: fullName(name) };
}

/**
 * The staff member whose availability the caller reaches, by the record rules (people/record-rules.ts):
 * a staff member their own record, admins and holders of Edit Staff any of the company's, an auditor
 * the audit-approved. Anyone else's (or another company's) is 404, as if it did not exist.
 */
export async function reachableStaff(
  db: Queryable,
  principal: Principal,
  staffId: string,
): Promise<StaffRef> {
  await assertReachesPerson(db, principal, 'staff', staffId);
  return staffRef(db, principal.companyId, staffId);
}

/** A slot as stored: the HH:mm part of the times (the form may send HH:mm:ss). */
export const slotOf = (s: SlotFields): SlotFields => ({
  days: s.days,
  fromTimeOfDay: s.fromTimeOfDay.slice(0, 5),
  toTimeOfDay: s.toTimeOfDay.slice(0, 5),
});

/** The field a slot problem is shown at: the end for a backwards slot, the start for an overlap. */
const fieldOf = (message: string) =>
  message === AVAILABILITY_MESSAGES.endAfterStart ? 'toTimeOfDay' : 'fromTimeOfDay';

/** Refuses (400) a slot that ends before it starts or overlaps the day's other slots (spec 3 §5). */
export function assertSlotFits(slot: TimeSlot, others: readonly TimeSlot[]): void {
  // Paired with each other slot alone, so an old clash between two stored slots is not blamed on this one.
  const overlaps = others.some((o) => slotProblem([o, slot]) === AVAILABILITY_MESSAGES.overlap);
  const problem = slotProblem([slot]) ?? (overlaps ? AVAILABILITY_MESSAGES.overlap : null);
  if (problem) {
    throw badRequest(problem, { [fieldOf(problem)]: problem });
  }
}

/**
 * Refuses (400) a week whose slots break the rules, naming the first slot of each day that does:
 * each slot is checked alone, then with the day's slots before it.
 */
export function assertWeekFits(slots: readonly SlotFields[]): void {
  const errors: Record<string, string> = {};
  for (const day of WEEKDAY_NAMES) {
    const ofDay = slots.map((s, i) => ({ s, i })).filter(({ s }) => s.days === day);
    for (const [n, { s, i }] of ofDay.entries()) {
      const problem = slotProblem([s]) ?? slotProblem(ofDay.slice(0, n + 1).map((x) => x.s));
      if (problem) {
        errors[`slots.${i}.${fieldOf(problem)}`] = problem;
        break;
      }
    }
  }
  const first = Object.values(errors)[0];
  if (first) {
    throw badRequest(first, errors);
  }
}

const dayIndex = (day: string) => (WEEKDAY_NAMES as readonly string[]).indexOf(day);

/** The rows as StaffAvailabilityView, Sunday to Saturday, then by start time. */
export function availabilityViews(rows: readonly AvailabilityRow[], staff: StaffRef) {
  return [...rows]
    .sort(
      (a, b) =>
        dayIndex(a.days) - dayIndex(b.days) ||
        a.fromTimeOfDay.localeCompare(b.fromTimeOfDay) ||
        a.toTimeOfDay.localeCompare(b.toTimeOfDay),
    )
    .map((r) => availabilityView(r, staff));
}

export function availabilityView(r: AvailabilityRow, staff: StaffRef) {
  return {
    ...r,
    dateCreated: r.dateCreated.toISOString(),
    dateModified: r.dateModified?.toISOString() ?? null,
    staff: { staffId: staff.staffId, fullName: staff.fullName },
  };
}
