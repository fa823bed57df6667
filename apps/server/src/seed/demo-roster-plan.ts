// The demo roster's plan: its days and people relative to now, the everyday pattern that fills
// round the cases, the repeat, and the cancellations in each state.
import { randomUUID } from 'node:crypto';
import {
  addDays,
  cancellationNotice,
  type SHIFT_ACTIVITIES,
  seriesTimes,
  todayIn,
  WEEKDAY_FLAGS,
  type WeekdayFlags,
  weekdayOf,
  zonedWallTimeToInstant,
} from '@care/domain';
import { patternOf, type RosterPeople, type RosterStaff, worksOn } from './demo-roster-people.ts';
import type { PlannedShift, RosterPlanner } from './demo-roster-planner.ts';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
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

export const OVERRIDE = {
  shortNotice: 'Short-notice cover, agreed with the worker by phone.',
  doubleBooked:
    'Both clients attend the same day program; one worker supports them together for the overlap.',
} as const;

/** The choices of the demo roster, made relative to `now` in the company zone. */
export class DemoRosterPlan {
  readonly zone: string;
  readonly today: string;

  constructor(
    readonly people: RosterPeople,
    readonly planner: RosterPlanner,
    readonly now: Date,
  ) {
    this.zone = people.zone;
    this.today = todayIn(now, people.zone);
  }

  staff(i: number): RosterStaff {
    return this.people.staff[i % this.people.staff.length] as RosterStaff;
  }

  client(i: number): string {
    return (this.people.clients[i % this.people.clients.length] as { id: string }).id;
  }

  clientsOf(shift: PlannedShift): string {
    const names = new Map(this.people.clients.map((c) => [c.id, c.name]));
    return shift.profileIds.map((p) => names.get(p) ?? '').join(', ');
  }

  /** A local wall-clock span on a date; an end not after the start falls on the next day. */
  span(date: string, from: string, to: string): { dateFrom: string; dateTo: string } {
    const at = (d: string, t: string) => zonedWallTimeToInstant(`${d}T${t}:00`, this.zone).toISOString();
    return { dateFrom: at(date, from), dateTo: at(to <= from ? addDays(date, 1) : date, to) };
  }

  /** The first date from `start`, stepping by `step` days, that the test passes (within a fortnight). */
  findDate(start: string, step: 1 | -1, test: (date: string) => boolean): string {
    for (let i = 0; i < 14; i++) {
      const date = addDays(start, i * step);
      if (test(date)) {
        return date;
      }
    }
    return start;
  }

  works(s: RosterStaff, date: string): boolean {
    return worksOn(s, weekdayOf(date));
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
  placeSeries(worker: RosterStaff, clientId: string): void {
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
