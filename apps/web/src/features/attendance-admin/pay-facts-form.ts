import { type AttendanceView, PAY_FACTS_MESSAGES, readPayFacts, zonedWallTimeToInstant } from '@care/domain';
import { wallTimeOf } from '../../shelf/dialog-support.ts';

/** A start–end period as the form holds it: wall times 'YYYY-MM-DDTHH:mm' in the company's zone. */
export interface WallPeriod {
  start: string;
  end: string;
}

/**
 * What pay reads of an attendance beyond its times (issue 38), as the mark and edit forms hold it:
 * the unpaid break in minutes (text until checked) or its times, and on a sleepover the periods
 * worked inside it.
 */
export interface PayFactsFormState {
  unpaidBreakMinutes: string;
  unpaidBreaks: WallPeriod[];
  activePeriods: WallPeriod[];
}

export const NO_PAY_FACTS_FORM: PayFactsFormState = {
  unpaidBreakMinutes: '',
  unpaidBreaks: [],
  activePeriods: [],
};

/** A stored attendance's pay facts as the form holds them. */
export function payFactsFormOf(
  a: Pick<AttendanceView, 'unpaidBreakMinutes' | 'unpaidBreaks' | 'activePeriods'>,
  zone: string,
): PayFactsFormState {
  const wall = (p: { start: string; end: string }) => ({
    start: wallTimeOf(p.start, zone),
    end: wallTimeOf(p.end, zone),
  });
  return {
    unpaidBreakMinutes: a.unpaidBreakMinutes ? String(a.unpaidBreakMinutes) : '',
    unpaidBreaks: a.unpaidBreaks.map(wall),
    activePeriods: a.activePeriods.map(wall),
  };
}

/**
 * The same checks as the server's (domain readPayFacts), against the times typed: a break or a
 * period outside the attendance, overlapping or negative, by field. Times not readable yet are the
 * clock fields' own messages, so nothing is said here then.
 */
export function payFactsFormErrors(
  v: PayFactsFormState & { clockIn: string; clockOut: string },
  zone: string,
  sleepover: boolean,
): Record<string, string> {
  if (!v.clockIn) {
    return {};
  }
  const text = v.unpaidBreakMinutes.trim();
  const minutes = text === '' ? null : Number(text);
  if (minutes !== null && !Number.isInteger(minutes)) {
    return { unpaidBreakMinutes: PAY_FACTS_MESSAGES.breakWholeMinutes };
  }
  const read = readPayFacts(
    {
      unpaidBreakMinutes: minutes,
      unpaidBreaks: sleepover ? [] : v.unpaidBreaks,
      activePeriods: sleepover ? v.activePeriods : [],
    },
    {
      clockIn: zonedWallTimeToInstant(v.clockIn, zone),
      clockOut: v.clockOut ? zonedWallTimeToInstant(v.clockOut, zone) : null,
      sleepover,
    },
    zone,
  );
  return read.ok ? {} : { [read.issue.field]: read.issue.message };
}

/** The pay facts as a request sends them: minutes, and each list as ISO instants. */
export function payFactsToSend(v: PayFactsFormState, zone: string, sleepover: boolean) {
  const iso = (p: WallPeriod) => ({
    start: zonedWallTimeToInstant(p.start, zone).toISOString(),
    end: zonedWallTimeToInstant(p.end, zone).toISOString(),
  });
  const minutes = v.unpaidBreakMinutes.trim();
  return {
    unpaidBreakMinutes: minutes,
    unpaidBreaks: sleepover ? [] : v.unpaidBreaks.map(iso),
    activePeriods: sleepover ? v.activePeriods.map(iso) : [],
  };
}
