// Step 1 of SCHADS.md §4.14: attendances become shifts. Unpaid breaks are removed, broken-shift
// periods of one day are grouped, and (from the 2026 variation) the periods immediately before and
// after a sleepover join it as one shift. Bad attendances are problems, never guesses.
import { isDecimal } from './decimal.ts';
import { PAY_LIMITS } from './pay-rules.ts';
import type { Interval, PayShift, SleepoverPart, WorkPeriod } from './pay-shift.ts';
import type { PaySwitches } from './pay-switches.ts';
import type { PayAttendance, PayCalendar, PayProblem, UnpaidBreak } from './pay-types.ts';
import { inForceFrom } from './rates-in-force.ts';
import { wallDate, wallOf } from './wall-clock.ts';

export interface BuiltShifts {
  shifts: PayShift[];
  problems: PayProblem[];
}

const instant = (text: string): number => (/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? Date.parse(text) : Number.NaN);

/** Shifts from the attendances, in time order, or the problems that stop it. */
export function buildShifts(
  attendances: readonly PayAttendance[],
  ctx: { zone: string; calendar: PayCalendar; switches: PaySwitches },
): BuiltShifts {
  const problems: PayProblem[] = [];
  const periods: WorkPeriod[] = [];
  for (const attendance of attendances) {
    const read = readPeriod(attendance, ctx.zone);
    if ('problem' in read) {
      problems.push(read.problem);
    } else {
      periods.push(read.period);
    }
  }
  periods.sort((a, b) => a.inMs - b.inMs);
  for (let i = 1; i < periods.length; i++) {
    const prev = periods[i - 1] as WorkPeriod;
    const next = periods[i] as WorkPeriod;
    if (next.inMs < prev.outMs) {
      problems.push(
        problem(
          'overlap',
          next,
          `Attendance ${next.key} overlaps attendance ${prev.key}: correct one of them before pay is worked out`,
        ),
      );
    }
  }
  if (problems.length > 0) {
    return { shifts: [], problems };
  }
  return group(periods, ctx);
}

function group(
  periods: WorkPeriod[],
  ctx: { zone: string; calendar: PayCalendar; switches: PaySwitches },
): BuiltShifts {
  const used = new Set<WorkPeriod>();
  const shifts: PayShift[] = [];
  const problems: PayProblem[] = [];
  const gap = PAY_LIMITS.sleepoverJoinGapMinutes * 60_000;
  const joinable = (p: WorkPeriod) =>
    p.attendance.kind === 'ordinary' || p.attendance.kind === 'active-night';
  for (const sleep of periods.filter((p) => p.attendance.kind === 'sleepover')) {
    const before =
      periods.find((p) => joinable(p) && p.outMs <= sleep.inMs && p.outMs >= sleep.inMs - gap) ?? null;
    const after =
      periods.find((p) => joinable(p) && p.inMs >= sleep.outMs && p.inMs <= sleep.outMs + gap) ?? null;
    const startDate = wallDate(sleep.wallIn);
    const joined = inForceFrom(ctx.calendar, startDate, ctx.switches.sleepoverVariationFrom);
    const part: SleepoverPart = { period: sleep, before, after, joined };
    const sides = joined ? [before, after].filter((p): p is WorkPeriod => p !== null) : [];
    for (const side of sides) {
      used.add(side);
    }
    used.add(sleep);
    const first = sides[0] && sides[0].inMs < sleep.inMs ? sides[0] : sleep;
    shifts.push({
      key: first.key,
      kind: 'sleepover',
      startDate: wallDate(first.wallIn),
      periods: sides,
      sleepover: part,
      warnings: [],
    });
  }
  const broken = periods.filter((p) => p.attendance.kind === 'broken-shift-period');
  const byDate = new Map<string, WorkPeriod[]>();
  for (const p of broken) {
    const date = wallDate(p.wallIn);
    byDate.set(date, [...(byDate.get(date) ?? []), p]);
    used.add(p);
  }
  for (const [date, list] of byDate) {
    const first = list[0] as WorkPeriod;
    if (list.length > 3) {
      problems.push(
        problem(
          'broken-shift-breaks',
          first,
          `The broken shift of ${date} has ${list.length - 1} unpaid breaks: a broken shift may have one or two (cl 25.6); regroup its periods`,
        ),
      );
      continue;
    }
    const warnings =
      list.length === 1
        ? ['Marked as a broken-shift period, but it is the only period that day: paid as a shift of its own']
        : [];
    shifts.push({
      key: first.key,
      kind: list.length === 1 ? 'single' : 'broken',
      startDate: date,
      periods: list,
      sleepover: null,
      warnings,
    });
  }
  for (const p of periods) {
    if (!used.has(p)) {
      shifts.push({
        key: p.key,
        kind: 'single',
        startDate: wallDate(p.wallIn),
        periods: [p],
        sleepover: null,
        warnings: [],
      });
    }
  }
  const firstIn = (s: PayShift) =>
    Math.min(...[...s.periods, ...(s.sleepover ? [s.sleepover.period] : [])].map((p) => p.inMs));
  shifts.sort((a, b) => firstIn(a) - firstIn(b));
  return { shifts, problems };
}

type ReadPeriod = { period: WorkPeriod } | { problem: PayProblem };

function readPeriod(attendance: PayAttendance, zone: string): ReadPeriod {
  const id = attendance.attendanceId;
  const inMs = instant(attendance.clockIn);
  const outMs = instant(attendance.clockOut);
  const bad = (message: string, date: string | null = null): ReadPeriod => ({
    problem: { code: 'bad-attendance', message, attendanceId: id, date },
  });
  if (Number.isNaN(inMs) || Number.isNaN(outMs)) {
    return bad(`Attendance ${id} needs a clock-in and a clock-out as instants with their UTC offset`);
  }
  const date = wallDate(wallOf(inMs, zone));
  if (outMs <= inMs) {
    return bad(`Attendance ${id} of ${date} ends before it starts`, date);
  }
  const km = attendance.kilometres;
  if (km !== undefined && km !== null && km !== '' && !isDecimal(String(km))) {
    return bad(`Attendance ${id} of ${date}: kilometres must be a number of 0 or more`, date);
  }
  let worked: Interval[];
  if (attendance.kind === 'sleepover') {
    if ((attendance.unpaidBreaks ?? []).length > 0) {
      return bad(
        `Sleepover ${id} of ${date} cannot have unpaid breaks: record its active periods instead`,
        date,
      );
    }
    const active = readIntervals(attendance.activePeriods ?? [], inMs, outMs);
    if (active === null) {
      return bad(
        `Sleepover ${id} of ${date}: each active period must lie inside the sleepover, one after another`,
        date,
      );
    }
    worked = active;
  } else {
    if ((attendance.activePeriods ?? []).length > 0) {
      return bad(`Attendance ${id} of ${date} has active periods but is not a sleepover`, date);
    }
    const breaks = readBreaks(attendance.unpaidBreaks ?? [], inMs, outMs);
    if (breaks === null) {
      return bad(
        `Attendance ${id} of ${date}: each unpaid break must lie inside the attendance, one after another`,
        date,
      );
    }
    worked = subtract({ from: inMs, to: outMs }, breaks);
  }
  const kmText = km === undefined || km === null || km === '' || Number(km) === 0 ? null : String(km).trim();
  return {
    period: {
      key: id,
      attendance,
      inMs,
      outMs,
      wallIn: wallOf(inMs, zone),
      wallOut: wallOf(outMs, zone),
      worked,
      km: kmText,
    },
  };
}

/** Breaks as instants; a break given by its length is placed in the middle of the attendance. */
function readBreaks(breaks: readonly UnpaidBreak[], inMs: number, outMs: number): Interval[] | null {
  if (breaks.some((b) => 'minutes' in b && !(Number.isFinite(b.minutes) && b.minutes >= 0))) {
    return null;
  }
  const given = breaks.filter((b) => !('minutes' in b) || b.minutes > 0);
  const spans = given.map((b) => {
    if ('minutes' in b) {
      const half = (b.minutes * 60_000) / 2;
      const mid = (inMs + outMs) / 2;
      return { start: new Date(mid - half).toISOString(), end: new Date(mid + half).toISOString() };
    }
    return b;
  });
  return readIntervals(spans, inMs, outMs);
}

function readIntervals(
  spans: readonly { start: string; end: string }[],
  inMs: number,
  outMs: number,
): Interval[] | null {
  const list = spans
    .map((s) => ({ from: instant(s.start), to: instant(s.end) }))
    .sort((a, b) => a.from - b.from);
  let last = inMs;
  for (const s of list) {
    if (Number.isNaN(s.from) || Number.isNaN(s.to) || s.to <= s.from || s.from < last || s.to > outMs) {
      return null;
    }
    last = s.to;
  }
  return list;
}

function subtract(whole: Interval, holes: Interval[]): Interval[] {
  const out: Interval[] = [];
  let from = whole.from;
  for (const h of holes) {
    if (h.from > from) {
      out.push({ from, to: h.from });
    }
    from = Math.max(from, h.to);
  }
  if (whole.to > from) {
    out.push({ from, to: whole.to });
  }
  return out;
}

function problem(code: PayProblem['code'], p: WorkPeriod, message: string): PayProblem {
  return { code, message, attendanceId: p.key, date: wallDate(p.wallIn) };
}
