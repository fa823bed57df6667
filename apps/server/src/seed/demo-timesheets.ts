import { addDays, todayIn, weekdayOf, zonedWallTimeToInstant } from '@care/domain';
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  attendanceSplits,
  attendances,
  progressNotes,
  shiftRosterClients,
  shiftRosters,
  timesheets,
} from '../db/schema/index.ts';
import { openProgressNotes } from '../modules/progress-notes/progress-notes.api.ts';
import { loadRosterPeople, type RosterPeople } from './demo-roster-people.ts';

const MIN = 60_000;
const SEEDER = 'demo-seed';
const OFFICE = 'owner@harbourside.demo';

/** A pay period: [from, to) as instants, from local midnight to local midnight. */
export interface DemoPeriod {
  from: Date;
  to: Date;
}

/**
 * The demo's fortnights, Monday to Monday in the company's zone: the one before last (all
 * approved), the last one (sent, answered in every way) and the current one (being worked).
 */
export function demoPeriods(
  now: Date,
  zone: string,
): { older: DemoPeriod; last: DemoPeriod; current: DemoPeriod } {
  const today = todayIn(now, zone);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const at = (days: number) => zonedWallTimeToInstant(`${addDays(monday, days)}T00:00`, zone);
  return {
    older: { from: at(-28), to: at(-14) },
    last: { from: at(-14), to: at(0) },
    current: { from: at(0), to: at(14) },
  };
}

interface SplitRow {
  id: string;
  staffId: string;
  attendanceId: string;
  clockIn: Date;
}

async function splitsIn(db: Queryable, companyId: string, period: DemoPeriod): Promise<SplitRow[]> {
  return db
    .select({
      id: attendanceSplits.id,
      staffId: attendances.staffId,
      attendanceId: attendanceSplits.attendanceId,
      clockIn: attendanceSplits.clockIn,
    })
    .from(attendanceSplits)
    .innerJoin(attendances, eq(attendances.id, attendanceSplits.attendanceId))
    .where(
      and(
        eq(attendanceSplits.companyId, companyId),
        isNotNull(attendances.clockOut),
        gte(attendanceSplits.clockIn, period.from),
        lt(attendanceSplits.clockIn, period.to),
      ),
    )
    .orderBy(asc(attendanceSplits.clockIn), asc(attendanceSplits.id));
}

async function setStatus(
  db: Queryable,
  ids: string[],
  status: string,
  at: Date,
  by: string,
  reason: string | null = null,
) {
  if (ids.length === 0) {
    return;
  }
  await db
    .update(attendanceSplits)
    .set({ status, statusChangedAt: at, statusChangedBy: by, adjustmentReason: reason })
    .where(inArray(attendanceSplits.id, ids));
}

const ADJUSTMENT_REASONS = [
  'I stayed 30 minutes longer: the client’s mother arrived late. Please change the clock-out.',
  'Forgot to clock out on time; I finished at the rostered end.',
  'The kilometres are missing the drive to the pharmacy (12 km).',
];

/**
 * Approvals and sent timesheets: the fortnight before last approved and its timesheets Approved;
 * last fortnight sent to everyone who worked, most still Pending with some splits approved, one
 * worker's Approved, one Rejected with a reason and a split waiting for adjustment, and the demo
 * worker's Pending with a split waiting for adjustment and one already adjusted; the current
 * fortnight all Pending and not sent.
 */
async function seedApprovals(db: Queryable, companyId: string, people: RosterPeople, now: Date) {
  const { older, last } = demoPeriods(now, people.zone);
  const olderSplits = await splitsIn(db, companyId, older);
  const answeredOlder = new Date(older.to.getTime() + 2 * 24 * 60 * MIN);
  for (const staff of people.staff) {
    const own = olderSplits.filter((s) => s.staffId === staff.id);
    if (own.length === 0) {
      continue;
    }
    await setStatus(
      db,
      own.map((s) => s.id),
      'Approved',
      answeredOlder,
      staff.name,
    );
    await db.insert(timesheets).values({
      companyId,
      staffId: staff.id,
      fromDate: older.from,
      toDate: older.to,
      status: 'Approved',
      sentAt: new Date(older.to.getTime() + 24 * 60 * MIN),
      sentBy: OFFICE,
      respondedAt: answeredOlder,
      userCreated: SEEDER,
    });
  }

  const lastSplits = await splitsIn(db, companyId, last);
  const sentLast = new Date(Math.min(now.getTime(), last.to.getTime() + 10 * 60 * MIN));
  const workers = people.staff.filter((s) => lastSplits.some((split) => split.staffId === s.id));
  for (const [i, staff] of workers.entries()) {
    const own = lastSplits.filter((s) => s.staffId === staff.id);
    const isDemo = staff.id === people.demoStaff.id;
    // Approved (i = 1), Rejected (i = 2), Pending for the rest; the demo worker's always Pending.
    const status = isDemo ? 'Pending' : i === 1 ? 'Approved' : i === 2 ? 'Rejected' : 'Pending';
    if (status === 'Approved') {
      await setStatus(
        db,
        own.map((s) => s.id),
        'Approved',
        sentLast,
        staff.name,
      );
    } else {
      // The first split approved, the second waiting for adjustment, the third adjusted (demo and
      // rejected), the rest pending.
      await setStatus(
        db,
        own.slice(0, 1).map((s) => s.id),
        'Approved',
        sentLast,
        staff.name,
      );
      if (isDemo || status === 'Rejected' || i % 3 === 0) {
        await setStatus(
          db,
          own.slice(1, 2).map((s) => s.id),
          'Need Adjustment',
          sentLast,
          staff.name,
          ADJUSTMENT_REASONS[i % ADJUSTMENT_REASONS.length] ?? null,
        );
      }
      if (isDemo || status === 'Rejected') {
        await setStatus(
          db,
          own.slice(2, 3).map((s) => s.id),
          'Adjusted',
          sentLast,
          OFFICE,
          ADJUSTMENT_REASONS[(i + 1) % ADJUSTMENT_REASONS.length] ?? null,
        );
      }
    }
    await db.insert(timesheets).values({
      companyId,
      staffId: staff.id,
      fromDate: last.from,
      toDate: last.to,
      status,
      sentAt: sentLast,
      sentBy: OFFICE,
      respondedAt: status === 'Pending' ? null : sentLast,
      responseNote:
        status === 'Rejected'
          ? 'Two shifts are wrong: see my adjustment requests. Please fix them before I approve.'
          : null,
      userCreated: SEEDER,
    });
  }
}

const NOTES = [
  {
    report:
      'Arrived on time; {name} was in good spirits. We prepared lunch together and went for a short walk.',
    progress: '{name} chopped the vegetables with little prompting: steady progress on the cooking goal.',
    followUp: 'Ask the OT about a lighter saucepan.',
  },
  {
    report:
      'Shopping trip to the local centre. {name} chose the items from the list and paid at the register.',
    progress: 'Handled money with one prompt, better than last week.',
    followUp: null,
  },
  {
    report: 'Quiet morning at home; medication prompted at 9 am and signed. Some cleaning and laundry.',
    progress: '{name} folded the laundry independently.',
    followUp: 'Medication pack runs out on Friday: tell the family.',
  },
  {
    report: 'Community outing to the library. {name} borrowed two books and chatted with the staff.',
    progress: 'More confident speaking with new people.',
    followUp: null,
  },
];

/**
 * A progress note for every attendance's clients, opened as the server opens them; written for
 * the attendances that ended, except a few the workers still have to write (among them the demo
 * worker's latest).
 */
async function seedProgressNotes(db: Queryable, companyId: string, people: RosterPeople) {
  const rows = await db
    .select({
      attendanceId: attendances.id,
      shiftRosterId: attendances.shiftRosterId,
      staffId: attendances.staffId,
      clockIn: attendances.clockIn,
      clockOut: attendances.clockOut,
      dateFrom: shiftRosters.dateFrom,
      clientIds: sql<
        string[]
      >`array_agg(${shiftRosterClients.profileId} order by ${shiftRosterClients.position})`,
    })
    .from(attendances)
    .innerJoin(shiftRosters, eq(shiftRosters.id, attendances.shiftRosterId))
    .innerJoin(shiftRosterClients, eq(shiftRosterClients.shiftRosterId, attendances.shiftRosterId))
    .where(eq(attendances.companyId, companyId))
    .groupBy(attendances.id, shiftRosters.dateFrom)
    .orderBy(asc(attendances.clockIn));
  for (const row of rows) {
    await openProgressNotes(db, {
      companyId,
      shiftRosterId: row.shiftRosterId,
      attendanceId: row.attendanceId,
      staffId: row.staffId,
      clientIds: row.clientIds,
      date: row.dateFrom,
      user: SEEDER,
      now: row.clockIn,
    });
  }
  const ended = rows.filter((r) => r.clockOut);
  const demoLatest = ended.filter((r) => r.staffId === people.demoStaff.id).pop();
  const names = new Map(people.clients.map((c) => [c.id, c.name.split(' ')[0] ?? c.name]));
  for (const [i, row] of ended.entries()) {
    if (row === demoLatest || i % 7 === 3) {
      continue;
    }
    const note = NOTES[i % NOTES.length] ?? NOTES[0];
    for (const clientId of row.clientIds) {
      const name = names.get(clientId) ?? 'The client';
      const fill = (text: string | null | undefined) => text?.replaceAll('{name}', name) ?? null;
      await db
        .update(progressNotes)
        .set({
          report: fill(note?.report),
          progress: fill(note?.progress),
          followUp: fill(note?.followUp),
          isCompleted: true,
          dateModified: row.clockOut,
          userModified: SEEDER,
        })
        .where(and(eq(progressNotes.attendanceId, row.attendanceId), eq(progressNotes.profileId, clientId)));
    }
  }
}

/** Timesheets of the demo company (issue 14): approvals in every status, sent timesheets, progress notes. */
export async function seedDemoTimesheets(db: Queryable, companyId: string, now: Date): Promise<void> {
  const people = await loadRosterPeople(db, companyId);
  if (!people) {
    return;
  }
  await seedApprovals(db, companyId, people, now);
  await seedProgressNotes(db, companyId, people);
}
