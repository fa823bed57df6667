// The cases the demo roster shows on purpose: the demo sign-in's shifts, a shift under way, the
// repeat, sleepovers and an active night, open shifts, a group shift and a double-booking.
import { randomUUID } from 'node:crypto';
import { addDays } from '@care/domain';
import type { RosterStaff } from './demo-roster-people.ts';
import { type DemoRosterPlan, HOUR, MIN, OVERRIDE } from './demo-roster-plan.ts';
import type { PlannedShift } from './demo-roster-planner.ts';

/**
 * The cases the demo shows on purpose, placed before the everyday pattern fills round them.
 * Returns the open shift a worker has asked to take.
 */
export function placeDemoCases(plan: DemoRosterPlan): string {
  const { planner, today, now } = plan;
  const t = now.getTime();
  const demo = plan.people.demoStaff;
  const iso = (ms: number) => new Date(ms).toISOString();

  // The demo staff sign-in: a shift starting within the next hour or two, and another later on.
  const soon = Math.ceil(t / (15 * MIN)) * 15 * MIN + HOUR;
  const base = { id: '', staffId: demo.id as string | null, profileIds: [] as string[] };
  planner.place(
    {
      ...base,
      id: randomUUID(),
      profileIds: [plan.client(0)],
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
      profileIds: [plan.client(1)],
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
    profileIds: [plan.client(2)],
    dateFrom: iso(started),
    dateTo: iso(started + 5 * HOUR),
    activities: 'Personal Support, Domestic Cleaning',
  });
  const fitting = plan.people.staff
    .filter((s) => s.id !== demo.id)
    .find((s) => planner.findingsOf(underWay(s)).every((f) => f.kind === 'screening'));
  planner.place(underWay(fitting ?? plan.staff(1)), OVERRIDE.shortNotice);

  plan.placeSeries(plan.staff(2), plan.client(3));

  // Sleepovers (a night's sleep on site, over midnight) one past, one ahead; an active night ahead.
  const sleeper = plan.staff(3);
  const nightPair = (d: string) => plan.works(sleeper, d) && plan.works(sleeper, addDays(d, 1));
  for (const date of [
    plan.findDate(addDays(today, -3), -1, nightPair),
    plan.findDate(addDays(today, 1), 1, nightPair),
  ]) {
    planner.place(
      {
        id: randomUUID(),
        staffId: sleeper.id,
        profileIds: [plan.client(4)],
        ...plan.span(date, '22:00', '08:00'),
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
      staffId: plan.staff(4).id,
      profileIds: [plan.client(5)],
      ...plan.span(addDays(today, 2), '22:00', '06:00'),
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
        profileIds: [plan.client(o.c)],
        ...plan.span(addDays(today, o.day), o.from, o.to),
        activities: o.activities,
      },
      OVERRIDE.shortNotice,
    ),
  );

  // A group shift (two clients, one worker), last week's attended and the next one.
  const grouper = plan.staff(5);
  for (const date of [
    plan.findDate(addDays(today, -2), -1, (d) => plan.works(grouper, d)),
    plan.findDate(addDays(today, 2), 1, (d) => plan.works(grouper, d)),
  ]) {
    planner.place(
      {
        id: randomUUID(),
        staffId: grouper.id,
        profileIds: [plan.client(9), plan.client(10)],
        ...plan.span(date, '10:00', '15:00'),
        activities: 'Domestic Social Support, Transport',
        description: 'Group outing: the community garden and lunch.',
      },
      OVERRIDE.shortNotice,
    );
  }

  // A worker double-booked on purpose, saved with the checks overridden and the reason kept.
  const doubled = plan.staff(7);
  const day = plan.findDate(addDays(today, 8), 1, (d) => plan.works(doubled, d));
  planner.place(
    {
      id: randomUUID(),
      staffId: doubled.id,
      profileIds: [plan.client(11)],
      ...plan.span(day, '09:00', '13:00'),
      activities: 'Domestic Social Support',
    },
    OVERRIDE.shortNotice,
  );
  planner.place(
    {
      id: randomUUID(),
      staffId: doubled.id,
      profileIds: [plan.client(12)],
      ...plan.span(day, '11:00', '15:00'),
      activities: 'Domestic Social Support, Transport',
    },
    OVERRIDE.doubleBooked,
  );

  return (open[0] as PlannedShift).id;
}
