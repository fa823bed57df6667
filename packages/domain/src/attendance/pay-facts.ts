import { z } from 'zod';
import { addCalendarDays, calendarDateInZone, zonedDateAndTime, zonedWallTimeToInstant } from '../dates.ts';
import { instantFromInput } from '../roster/roster-schemas.ts';

/**
 * What an attendance records for pay beyond its times (issue 38, docs/pay.md "Inputs"): unpaid breaks
 * (a length in minutes, or their start–end times) and the work done inside a sleepover (start–end
 * periods, e.g. woken 02:10–02:55). The pay engine reads them (pay-lines/engine-inputs.ts).
 */
export const PAY_FACTS_MESSAGES = {
  breakNegative: 'An unpaid break cannot be negative',
  breakWholeMinutes: 'Give the unpaid break in whole minutes',
  breakTooLong: 'The unpaid breaks must be shorter than the attendance',
  breakMinutesAndTimes: 'Give the unpaid break either in minutes or with its times, not both',
  badTime: 'Give each period’s start and end as a date and time',
  breakEndAfterStart: 'An unpaid break must end after it starts',
  breakOutside: 'An unpaid break must lie between the clock-in and the clock-out',
  breaksOverlap: 'Unpaid breaks cannot overlap',
  activeEndAfterStart: 'A period of work must end after it starts',
  activeOutside: 'Work inside a sleepover must lie between the clock-in and the clock-out',
  activeOverlap: 'Periods of work inside a sleepover cannot overlap',
  sleepoverNoBreaks: 'A sleepover has no unpaid breaks: record the periods worked inside it instead',
  activeOnlySleepover: 'Work inside a sleepover can only be recorded on a Sleep Over shift',
  clockTime: 'Give the times as hh:mm',
  breakMinutesRequired: 'Give the unpaid break’s length in minutes',
  periodRequired: 'Add the time you were woken to work',
} as const;

const M = PAY_FACTS_MESSAGES;

/** A start–end period as typed or sent: ISO instants, or wall times in the company's zone. */
export interface TypedPeriod {
  start: string;
  end: string;
}

/** A stored period: ISO instants. */
export interface StoredPeriod {
  start: string;
  end: string;
}

const periodObject = z.object({
  start: z.string({ error: M.badTime }).trim().min(1, M.badTime),
  end: z.string({ error: M.badTime }).trim().min(1, M.badTime),
});

/**
 * A list of periods: an array of { start, end }, or text "start/end,start/end" (ISO 8601 intervals),
 * which is how a query string (clock-out) or a multipart form (edit) carries it. Blank is none.
 */
export const periodList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') {
      return [];
    }
    if (typeof v !== 'string') {
      return v;
    }
    const text = v.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    }
    return text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const [start = '', end = ''] = s.split('/');
        return { start, end };
      });
  },
  z.array(periodObject, { error: M.badTime }).max(20, 'At most 20 periods'),
);

/** The unpaid break's length: blank is none; whole minutes, not negative. */
export const breakMinutesField = z.preprocess(
  (v) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
      ? null
      : typeof v === 'string'
        ? Number(v.trim())
        : v,
  z
    .number({ error: M.breakWholeMinutes })
    .refine(Number.isFinite, M.breakWholeMinutes)
    .refine((n) => n >= 0, M.breakNegative)
    .refine(Number.isInteger, M.breakWholeMinutes)
    .nullable(),
);

/** The pay facts of an attendance as a request carries them (each optional: absent keeps what is stored). */
export const payFactsFields = {
  unpaidBreakMinutes: breakMinutesField.optional(),
  unpaidBreaks: periodList.optional(),
  activePeriods: periodList.optional(),
};

/** An attendance's pay facts with its periods read as instants. */
export interface AttendancePayFacts {
  unpaidBreakMinutes: number | null;
  unpaidBreaks: StoredPeriod[];
  activePeriods: StoredPeriod[];
}

export const NO_PAY_FACTS: AttendancePayFacts = {
  unpaidBreakMinutes: null,
  unpaidBreaks: [],
  activePeriods: [],
};

export interface PayFactsIssue {
  field: 'unpaidBreakMinutes' | 'unpaidBreaks' | 'activePeriods';
  message: string;
}

export type PayFactsResult = { ok: true; facts: AttendancePayFacts } | { ok: false; issue: PayFactsIssue };

/**
 * Reads and checks an attendance's pay facts against its times and its shift's kind: every period
 * inside the attendance, after its start, none overlapping another of its list; a break in minutes or
 * in times, not both, and shorter than the attendance; no breaks on a sleepover (its pay is the work
 * recorded inside it) and work inside a sleepover only on one. An attendance still in shift
 * (no clock-out) checks the periods against its clock-in only.
 */
export function readPayFacts(
  input: {
    unpaidBreakMinutes: number | null;
    unpaidBreaks: readonly TypedPeriod[];
    activePeriods: readonly TypedPeriod[];
  },
  attendance: { clockIn: Date; clockOut: Date | null; sleepover: boolean },
  zone: string,
): PayFactsResult {
  const fail = (field: PayFactsIssue['field'], message: string): PayFactsResult => ({
    ok: false,
    issue: { field, message },
  });
  const minutes = input.unpaidBreakMinutes && input.unpaidBreakMinutes > 0 ? input.unpaidBreakMinutes : null;
  if (input.unpaidBreakMinutes !== null && input.unpaidBreakMinutes < 0) {
    return fail('unpaidBreakMinutes', M.breakNegative);
  }
  if (attendance.sleepover && (minutes !== null || input.unpaidBreaks.length > 0)) {
    return fail(minutes !== null ? 'unpaidBreakMinutes' : 'unpaidBreaks', M.sleepoverNoBreaks);
  }
  if (!attendance.sleepover && input.activePeriods.length > 0) {
    return fail('activePeriods', M.activeOnlySleepover);
  }
  if (minutes !== null && input.unpaidBreaks.length > 0) {
    return fail('unpaidBreakMinutes', M.breakMinutesAndTimes);
  }
  const inMs = attendance.clockIn.getTime();
  const outMs = attendance.clockOut?.getTime() ?? Number.POSITIVE_INFINITY;
  if (minutes !== null && minutes * 60_000 >= outMs - inMs) {
    return fail('unpaidBreakMinutes', M.breakTooLong);
  }
  const breaks = readPeriods(input.unpaidBreaks, zone, inMs, outMs, {
    end: M.breakEndAfterStart,
    outside: M.breakOutside,
    overlap: M.breaksOverlap,
  });
  if (typeof breaks === 'string') {
    return fail('unpaidBreaks', breaks);
  }
  const active = readPeriods(input.activePeriods, zone, inMs, outMs, {
    end: M.activeEndAfterStart,
    outside: M.activeOutside,
    overlap: M.activeOverlap,
  });
  if (typeof active === 'string') {
    return fail('activePeriods', active);
  }
  const breakMs = breaks.reduce((sum, b) => sum + Date.parse(b.end) - Date.parse(b.start), 0);
  if (breaks.length > 0 && breakMs >= outMs - inMs) {
    return fail('unpaidBreaks', M.breakTooLong);
  }
  return { ok: true, facts: { unpaidBreakMinutes: minutes, unpaidBreaks: breaks, activePeriods: active } };
}

function readPeriods(
  list: readonly TypedPeriod[],
  zone: string,
  inMs: number,
  outMs: number,
  words: { end: string; outside: string; overlap: string },
): StoredPeriod[] | string {
  const read: { from: number; to: number }[] = [];
  for (const p of list) {
    const from = instantFromInput(p.start, zone);
    const to = instantFromInput(p.end, zone);
    if (!from || !to) {
      return M.badTime;
    }
    if (to.getTime() <= from.getTime()) {
      return words.end;
    }
    if (from.getTime() < inMs || to.getTime() > outMs) {
      return words.outside;
    }
    read.push({ from: from.getTime(), to: to.getTime() });
  }
  read.sort((a, b) => a.from - b.from);
  if (read.some((r, i) => i > 0 && r.from < (read[i - 1]?.to ?? r.from))) {
    return words.overlap;
  }
  return read.map((r) => ({ start: new Date(r.from).toISOString(), end: new Date(r.to).toISOString() }));
}

/** A clock time as typed: 2:10, 02:10, 23:55. */
export const CLOCK_TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * A period the worker types as clock times on the phone ("02:10" to "02:55"), placed in the attendance:
 * the start at its first occurrence at or after the clock-in's minute, the end at its first after the
 * start (so 23:40–00:20 crosses midnight). Wall times in the company's zone; null when unreadable.
 */
export function periodFromClockTimes(
  start: string,
  end: string,
  clockIn: Date,
  zone: string,
): StoredPeriod | null {
  if (!CLOCK_TIME.test(start.trim()) || !CLOCK_TIME.test(end.trim())) {
    return null;
  }
  const pad = (t: string) => t.trim().padStart(5, '0');
  const inMinute = Math.floor(clockIn.getTime() / 60_000) * 60_000;
  const at = (date: string, time: string) => zonedWallTimeToInstant(`${date}T${pad(time)}`, zone);
  const firstAfter = (time: string, afterMs: number, strictly: boolean) => {
    let date = calendarDateInZone(new Date(afterMs), zone);
    for (let i = 0; i < 3; i += 1) {
      const d = at(date, time);
      if (strictly ? d.getTime() > afterMs : d.getTime() >= afterMs) {
        return d;
      }
      date = addCalendarDays(date, 1);
    }
    return at(date, time);
  };
  const from = firstAfter(start, inMinute, false);
  const to = firstAfter(end, from.getTime(), true);
  return { start: from.toISOString(), end: to.toISOString() };
}

/** A stored period as clock times in the zone: { start: '02:10', end: '02:55' }. */
export function periodClockTimes(p: StoredPeriod, zone: string): { start: string; end: string } {
  return {
    start: zonedDateAndTime(Date.parse(p.start), zone).time,
    end: zonedDateAndTime(Date.parse(p.end), zone).time,
  };
}

/** Periods as the wire's text form ("start/end,start/end"). */
export const periodListText = (list: readonly TypedPeriod[]): string =>
  list.map((p) => `${p.start}/${p.end}`).join(',');
