import { randomUUID } from 'node:crypto';
import {
  addDays,
  cancellationNotice,
  type SHIFT_ACTIVITIES,
  seriesTimes,
  shiftWhen,
  todayIn,
  WEEKDAY_FLAGS,
  type WeekdayFlags,
  weekdayOf,
  zonedWallTimeToInstant,
} from '@care/domain';
import type { Queryable } from '../db/client.ts';
import {
  availabilityOf,
  loadRosterPeople,
  loadScreening,
  patternOf,
  type RosterPeople,
  type RosterStaff,
  worksOn,
} from './demo-roster-people.ts';
import { type PlannedShift, RosterPlanner } from './demo-roster-planner.ts';
import {
  writeAttendances,
  writeAvailability,
  writeNotice,
  writeOpenShiftRequest,
  writeShifts,
} from './demo-roster-write.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** The roster runs three weeks either side of today. */
const WEEKS_EACH_WAY = 3;

/** Everyday activities, from the fixed list (SHIFT_ACTIVITIES), that the pattern rotates through. */
const EVERYDAY: readonly (typeof SHIFT_ACTIVITIES)[number][] = [
  'Personal Support',
  'Meal Preparation',
  'Domestic Cleaning',
  'Support Groceries shopping',
  'Transport',
  'Medication Supervision',
  'Domestic Social Support',
  'Welfare check',
];

const OVERRIDE = {
  shortNotice: 'Short-notice cover, agreed with the worker by phone.',
  doubleBooked:
    'Both clients attend the same day program; one worker supports them together for the overlap.',
} as const;

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
  const openShiftId = plan.placeCases();
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

/** The choices of the demo roster, made relative to `now` in the company zone. */
class DemoRosterPlan {
  private readonly zone: string;
  private readonly today: string;

  constructor(
    private readonly people: RosterPeople,
    private readonly planner: RosterPlanner,
    private readonly now: Date,
  ) {
    this.zone = people.zone;
    this.today = todayIn(now, people.zone);
  }

  private staff(i: number): RosterStaff {
    return this.people.staff[i % this.people.staff.length] as RosterStaff;
  }

  private client(i: number): string {
    return (this.people.clients[i % this.people.clients.length] as { id: string }).id;
  }

  clientsOf(shift: PlannedShift): string {
    const names = new Map(this.people.clients.map((c) => [c.id, c.name]));
    return shift.profileIds.map((p) => names.get(p) ?? '').join(', ');
  }

  /** A local wall-clock span on a date; an end not after the start falls on the next day. */
  private span(date: string, from: string, to: string): { dateFrom: string; dateTo: string } {
    const at = (d: string, t: string) => zonedWallTimeToInstant(`${d}T${t}:00`, this.zone).toISOString();
    return { dateFrom: at(date, from), dateTo: at(to <= from ? addDays(date, 1) : date, to) };
  }

  /** The first date from `start`, stepping by `step` days, that the test passes (within a fortnight). */
  private findDate(start: string, step: 1 | -1, test: (date: string) => boolean): string {
    for (let i = 0; i < 14; i++) {
      const date = addDays(start, i * step);
      if (test(date)) {
        return date;
      }
    }
    return start;
  }

  private works(s: RosterStaff, date: string): boolean {
    return worksOn(s, weekdayOf(date));
  }

  /** The cases the demo shows on purpose, placed before the everyday pattern fills round them. */
  /** Returns the open shift a worker has asked to take. */
  placeCases(): string {
    const { planner, today, now } = this;
    const t = now.getTime();
    const demo = this.people.demoStaff;
    const iso = (ms: number) => new Date(ms).toISOString();

    // The demo staff sign-in: a shift starting within the next hour or two, and another later on.
    const soon = Math.ceil(t / (15 * MIN)) * 15 * MIN + HOUR;
    const base = { id: '', staffId: demo.id as string | null, profileIds: [] as string[] };
    planner.place(
      {
        ...base,
        id: randomUUID(),
        profileIds: [this.client(0)],
        dateFrom: iso(soon),
        dateTo: iso(soon + 3 * HOUR),
        activities: 'Personal Support, Meal Preparation',
        description: 'Personal care and a meal; note anything unusual in the shift report.',
      },
      OVERRIDE.shortNotice,
    );
    planner.place(
      {
        ...base,
        id: randomUUID(),
        profileIds: [this.client(1)],
        dateFrom: iso(soon + 4 * HOUR),
        dateTo: iso(soon + 6 * HOUR),
        activities: 'Support Groceries shopping, Transport',
        appointment: 'Pharmacy pick-up on the way back',
      },
      OVERRIDE.shortNotice,
    );

    // Another worker's shift under way now (clocked in, not yet out): the first whose day it fits.
    const started = Math.floor(t / (15 * MIN)) * 15 * MIN - 2 * HOUR;
    const underWay = (s: RosterStaff): PlannedShift => ({
      id: randomUUID(),
      staffId: s.id,
      profileIds: [this.client(2)],
      dateFrom: iso(started),
      dateTo: iso(started + 5 * HOUR),
      activities: 'Personal Support, Domestic Cleaning',
    });
    const fitting = this.people.staff
      .filter((s) => s.id !== demo.id)
      .find((s) => planner.findingsOf(underWay(s)).every((f) => f.kind === 'screening'));
    planner.place(underWay(fitting ?? this.staff(1)), OVERRIDE.shortNotice);

    this.placeSeries(this.staff(2), this.client(3));

    // Sleepovers (a night's sleep on site, over midnight) one past, one ahead; an active night ahead.
    const sleeper = this.staff(3);
    const nightPair = (d: string) => this.works(sleeper, d) && this.works(sleeper, addDays(d, 1));
    for (const date of [
      this.findDate(addDays(today, -3), -1, nightPair),
      this.findDate(addDays(today, 1), 1, nightPair),
    ]) {
      planner.place(
        {
          id: randomUUID(),
          staffId: sleeper.id,
          profileIds: [this.client(4)],
          ...this.span(date, '22:00', '08:00'),
          activities: 'Personal Support',
          description: 'Sleepover: the worker sleeps on site and is woken only if needed.',
          isNightShift: true,
        },
        OVERRIDE.shortNotice,
      );
    }
    planner.place(
      {
        id: randomUUID(),
        staffId: this.staff(4).id,
        profileIds: [this.client(5)],
        ...this.span(addDays(today, 2), '22:00', '06:00'),
        activities: 'Personal Support, Welfare check',
        description: 'Active night: awake throughout, two-hourly checks and repositioning.',
        isExceptionalShift: true,
      },
      OVERRIDE.shortNotice,
    );

    // Open shifts, waiting for a worker; one has a worker's request.
    const open = [
      { day: 1, from: '09:00', to: '12:00', c: 6, activities: 'Domestic Cleaning, Meal Preparation' },
      { day: 3, from: '14:00', to: '18:00', c: 7, activities: 'Domestic Social Support' },
      { day: 5, from: '08:00', to: '11:00', c: 8, activities: 'Medication Supervision, Personal Support' },
    ].map((o) =>
      planner.place(
        {
          id: randomUUID(),
          staffId: null,
          profileIds: [this.client(o.c)],
          ...this.span(addDays(today, o.day), o.from, o.to),
          activities: o.activities,
        },
        OVERRIDE.shortNotice,
      ),
    );

    // A group shift (two clients, one worker), last week's attended and the next one.
    const grouper = this.staff(5);
    for (const date of [
      this.findDate(addDays(today, -2), -1, (d) => this.works(grouper, d)),
      this.findDate(addDays(today, 2), 1, (d) => this.works(grouper, d)),
    ]) {
      planner.place(
        {
          id: randomUUID(),
          staffId: grouper.id,
          profileIds: [this.client(9), this.client(10)],
          ...this.span(date, '10:00', '15:00'),
          activities: 'Domestic Social Support, Transport',
          description: 'Group outing: the community garden and lunch.',
        },
        OVERRIDE.shortNotice,
      );
    }

    // A worker double-booked on purpose, saved with the checks overridden and the reason kept.
    const doubled = this.staff(7);
    const day = this.findDate(addDays(today, 8), 1, (d) => this.works(doubled, d));
    planner.place(
      {
        id: randomUUID(),
        staffId: doubled.id,
        profileIds: [this.client(11)],
        ...this.span(day, '09:00', '13:00'),
        activities: 'Domestic Social Support',
      },
      OVERRIDE.shortNotice,
    );
    planner.place(
      {
        id: randomUUID(),
        staffId: doubled.id,
        profileIds: [this.client(12)],
        ...this.span(day, '11:00', '15:00'),
        activities: 'Domestic Social Support, Transport',
      },
      OVERRIDE.doubleBooked,
    );

    return (open[0] as PlannedShift).id;
  }

  /**
   * A worker (not the demo sign-in, who may try it) who could take the open shift: it fits their
   * availability and their other shifts. Screening aside, as everywhere in the demo roster.
   */
  requesterFor(openShiftId: string): string | null {
    const open = this.planner.shifts.find((s) => s.id === openShiftId);
    if (!open) {
      return null;
    }
    const fits = this.people.staff.find(
      (s) =>
        s.id !== this.people.demoStaff.id &&
        this.planner.findingsOf({ ...open, staffId: s.id }).every((f) => f.kind === 'screening'),
    );
    return fits?.id ?? null;
  }

  /** A repeat on three of the worker's days, from two weeks back to the end of the roster. */
  private placeSeries(worker: RosterStaff, clientId: string): void {
    const workDays = [0, 1, 2, 3, 4, 5, 6].filter((w) => worksOn(worker, w));
    const chosen = [workDays[0], workDays[2], workDays[4]].filter((w) => w !== undefined);
    const days = Object.fromEntries(WEEKDAY_FLAGS.map((f, w) => [f, chosen.includes(w)])) as WeekdayFlags;
    const firstDate = this.findDate(addDays(this.today, -14), 1, (d) => chosen.includes(weekdayOf(d)));
    const stopDate = addDays(this.today, WEEKS_EACH_WAY * 7);
    const seriesId = randomUUID();
    for (const times of seriesTimes(this.span(firstDate, '10:00', '12:00'), days, stopDate, this.zone)) {
      this.planner.place(
        {
          id: randomUUID(),
          staffId: worker.id,
          profileIds: [clientId],
          ...times,
          activities: 'Medication Supervision, Personal Support',
          description: 'Regular visit: morning medication and a check-in.',
          seriesId,
          repeat: true,
          days,
          stopDate,
        },
        OVERRIDE.shortNotice,
      );
    }
  }

  /** Every worker's everyday shifts on their working days, three weeks back and ahead, round the cases. */
  fillPattern(): void {
    const clientCount = this.people.clients.length;
    for (let offset = -WEEKS_EACH_WAY * 7; offset <= WEEKS_EACH_WAY * 7; offset++) {
      const date = addDays(this.today, offset);
      for (const s of this.people.staff) {
        // The demo sign-in's today is the two shifts placed around the time the demo starts.
        if ((offset === 0 && s.index === 0) || !this.works(s, date)) {
          continue;
        }
        const pattern = patternOf(s);
        const n = offset + 100;
        this.planner.tryAdd({
          id: randomUUID(),
          staffId: s.id,
          profileIds: [this.client((s.index * 2 + (n % 2)) % clientCount)],
          ...this.span(date, pattern.from, pattern.to),
          activities: `${EVERYDAY[(s.index + n) % EVERYDAY.length]}, ${EVERYDAY[(s.index + n + 3) % EVERYDAY.length]}`,
        });
      }
    }
    // A few past shifts nobody attended (Absent).
    const t = this.now.getTime();
    this.planner.shifts
      .filter((s) => s.isPattern && Date.parse(s.dateTo) <= t)
      .forEach((s, i) => {
        if (i % 20 === 7) {
          s.absent = true;
        }
      });
  }

  /**
   * Cancellations in each state: a worker's request awaiting a decision, the demo sign-in's request
   * approved (returned, for their notice), and clients' cancellations (short notice, past and
   * ahead, and one with plenty of notice).
   */
  cancellations(): PlannedShift | undefined {
    const t = this.now.getTime();
    const demoId = this.people.demoStaff.id;
    const dayStart = (offset: number) =>
      Date.parse(this.span(addDays(this.today, offset), '00:00', '23:59').dateFrom);
    const everyday = (test: (s: PlannedShift) => boolean) =>
      this.planner.shifts.find((s) => s.isPattern && !s.status && !s.absent && test(s));
    const from = (s: PlannedShift) => Date.parse(s.dateFrom);

    const asking = this.staff(6).id === demoId ? this.staff(7) : this.staff(6);
    const pending =
      everyday((s) => s.staffId === asking.id && from(s) >= dayStart(2)) ??
      everyday((s) => s.staffId !== demoId && from(s) >= dayStart(2));
    if (pending) {
      Object.assign(pending, {
        status: 'Pending',
        reason: 'My daughter’s school concert is that day. Could someone swap with me?',
        cancellationRequestedBy: pending.staffId ?? undefined,
        cancellationRequestedAt: new Date(t - 3 * HOUR),
      });
    }

    const approved = everyday((s) => s.staffId === demoId && from(s) >= dayStart(3));
    if (approved) {
      Object.assign(approved, {
        status: 'Cancelled',
        cancelledBy: 'Staff',
        reason: 'A specialist appointment I could not move.',
        cancellationRequestedBy: demoId,
        cancellationRequestedAt: new Date(t - 2 * DAY),
      });
    }

    const byClient = (shift: PlannedShift | undefined, toldAt: Date, code: string, reason: string) => {
      if (!shift) {
        return;
      }
      Object.assign(shift, {
        status: 'Cancelled',
        cancelledBy: 'Client',
        cancellationDate: toldAt,
        ...cancellationNotice(toldAt, new Date(shift.dateFrom)),
        cancellationReasonCode: code,
        reason,
      });
    };
    const theirs = (s: PlannedShift) => s.staffId !== demoId;
    const ahead = everyday((s) => theirs(s) && from(s) >= dayStart(2) && from(s) < dayStart(5));
    byClient(ahead, new Date(t - 2 * HOUR), 'NSDH', 'Unwell; rang the office this morning.');
    const past = everyday((s) => theirs(s) && from(s) >= dayStart(-5) && Date.parse(s.dateTo) <= t);
    byClient(
      past,
      past ? new Date(from(past) - 20 * HOUR) : this.now,
      'NSDF',
      'A family emergency interstate.',
    );
    const later = everyday((s) => theirs(s) && from(s) >= dayStart(16));
    byClient(later, new Date(t - HOUR), 'NSDO', 'Away on holiday with family.');
    return approved;
  }
}
