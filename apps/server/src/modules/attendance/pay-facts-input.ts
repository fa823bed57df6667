import { type AttendancePayFacts, payFactsFields, readPayFacts, type TypedPeriod } from '@care/domain';
import { z } from 'zod';
import { fieldError } from '../../http/errors.ts';

/** The pay facts a request may carry (clock-out's query, mark's body, edit's multipart form). */
export const payFactsInput = z.object(payFactsFields);
export type PayFactsInput = z.infer<typeof payFactsInput>;

const samePeriods = (a: readonly TypedPeriod[], b: readonly TypedPeriod[]) =>
  a.length === b.length &&
  a.every(
    (p, i) =>
      Date.parse(p.start) === Date.parse(b[i]?.start ?? '') &&
      Date.parse(p.end) === Date.parse(b[i]?.end ?? ''),
  );

/**
 * An attendance's unpaid breaks and work inside a sleepover after a request (domain
 * attendance/pay-facts.ts): a field the request leaves out keeps what is stored; the result is
 * checked against the attendance's (new) times and its shift's kind, a 400 naming the field when
 * it does not fit, before anything is written. `changed` says pay reads something else now.
 */
export function payFactsAfter(
  input: PayFactsInput,
  stored: AttendancePayFacts,
  attendance: { clockIn: Date; clockOut: Date | null; sleepover: boolean },
  zone: string,
): { facts: AttendancePayFacts; changed: boolean } {
  const read = readPayFacts(
    {
      unpaidBreakMinutes:
        input.unpaidBreakMinutes !== undefined ? input.unpaidBreakMinutes : stored.unpaidBreakMinutes,
      unpaidBreaks: input.unpaidBreaks ?? stored.unpaidBreaks,
      activePeriods: input.activePeriods ?? stored.activePeriods,
    },
    attendance,
    zone,
  );
  if (!read.ok) {
    throw fieldError(read.issue.field, read.issue.message);
  }
  const f = read.facts;
  const changed =
    (f.unpaidBreakMinutes ?? 0) !== (stored.unpaidBreakMinutes ?? 0) ||
    !samePeriods(f.unpaidBreaks, stored.unpaidBreaks) ||
    !samePeriods(f.activePeriods, stored.activePeriods);
  return { facts: f, changed };
}

/** A sentence for the activity log: "unpaid break 30 min; 1 period worked in the sleepover". */
export function payFactsWords(f: AttendancePayFacts): string {
  const parts: string[] = [];
  if (f.unpaidBreakMinutes) {
    parts.push(`unpaid break ${f.unpaidBreakMinutes} min`);
  }
  if (f.unpaidBreaks.length > 0) {
    parts.push(`${f.unpaidBreaks.length} timed unpaid break${f.unpaidBreaks.length === 1 ? '' : 's'}`);
  }
  if (f.activePeriods.length > 0) {
    parts.push(
      `${f.activePeriods.length} period${f.activePeriods.length === 1 ? '' : 's'} worked in the sleepover`,
    );
  }
  return parts.join('; ');
}
