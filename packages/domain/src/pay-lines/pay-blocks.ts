// What stops a worker's pay period from being approved (issue 38 item 4, "Bad input and edge cases"):
// the engine's problems, and the attendances of the period not yet approved or still open. Each has
// the office's message and the worker's words.
import { formatCalendarDate } from '../dates.ts';
import type { PayProblem, PayProblemCode } from '../pay/pay-types.ts';

export const PAY_BLOCK_CODES = [
  'attendance-not-approved',
  'attendance-open',
  'pay-calendar-monthly',
  'correction-blocked',
  'pay-calendar-changed',
] as const;
export type PayBlockCode = PayProblemCode | (typeof PAY_BLOCK_CODES)[number];

/** One reason the period cannot be approved. `pricing`: the engine could not price the period (no lines). */
export interface PayBlock {
  code: PayBlockCode;
  message: string;
  attendanceId: string | null;
  date: string | null;
  pricing: boolean;
}

const day = (date: string | null) => (date ? formatCalendarDate(date, 'dayDate') : '');

/** The engine's problems as blocks: they stop pricing, so the period has no lines until fixed. */
export const problemBlocks = (problems: readonly PayProblem[]): PayBlock[] =>
  problems.map((p) => ({ ...p, pricing: true }));

/** An attendance whose splits are not all approved (spec 3 §4.4): its status as the timesheet shows it. */
export const notApprovedBlock = (attendanceId: string, date: string, status: string): PayBlock => ({
  code: 'attendance-not-approved',
  message: `The attendance of ${day(date)} is not approved (${status}): approve it on the timesheet`,
  attendanceId,
  date,
  pricing: false,
});

/** An attendance with a clock-in and no clock-out: not priced until it is closed. */
export const openAttendanceBlock = (attendanceId: string, date: string): PayBlock => ({
  code: 'attendance-open',
  message: `The attendance of ${day(date)} has no clock-out: it is not paid until it is closed`,
  attendanceId,
  date,
  pricing: false,
});

export const MONTHLY_BLOCK: PayBlock = {
  code: 'pay-calendar-monthly',
  message:
    'The company’s pay period is monthly: the award counts overtime over a week or a fortnight. Choose weekly or fortnightly in Setup → Work settings',
  attendanceId: null,
  date: null,
  pricing: true,
};

/**
 * An approved period of the worker that cannot be priced again (a new attendance overlaps, a rate
 * row was disabled…): its corrections cannot be counted, so the period that would pay them waits.
 */
export const correctionBlock = (fromDate: string, toDate: string, reasons: readonly string[]): PayBlock => ({
  code: 'correction-blocked',
  message: `The approved period ${formatCalendarDate(fromDate, 'shortDay')} – ${formatCalendarDate(toDate, 'shortDay')} cannot be priced again for its corrections: ${reasons.join('; ')}`,
  attendanceId: null,
  date: fromDate,
  pricing: false,
});

/**
 * The company's pay period setting changed after a period of the worker was approved, so this period
 * overlaps an approved one with other dates: its attendances could be paid twice, and nothing decides
 * which period owns the days in both. The office sets the calendar so the new periods start after the
 * last approved one (or back as it was).
 */
export const calendarChangedBlock = (
  approved: readonly { fromDate: string; toDate: string }[],
): PayBlock => ({
  code: 'pay-calendar-changed',
  message: `The pay period setting changed: this period overlaps the approved ${approved
    .map((r) => `${formatCalendarDate(r.fromDate, 'shortDay')} – ${formatCalendarDate(r.toDate, 'shortDay')}`)
    .join(
      ' and ',
    )}, whose pay is frozen. Set the pay period in Setup → Work settings so a period starts the day after the last approved one (or back as it was)`,
  attendanceId: null,
  date: approved[0]?.fromDate ?? null,
  pricing: true,
});

/** The block in words a worker understands (My pay): what is missing and who fixes it. */
export function workerBlockText(b: Pick<PayBlock, 'code' | 'date'>): string {
  const on = b.date ? ` on ${day(b.date)}` : '';
  switch (b.code) {
    case 'attendance-not-approved':
      return `Your shift${on} is not approved yet.`;
    case 'attendance-open':
      return `Your shift${on} has no clock-out yet: it is paid once it is closed.`;
    case 'no-settings':
      return `Your award level and employment type are not recorded${on ? ` for${on.slice(3)}` : ''} yet. The office will add them.`;
    case 'not-priced':
      return 'Your award classification cannot be paid here yet. The office will sort it out.';
    case 'no-rate':
    case 'rate-disabled':
    case 'no-allowance-rate':
      return `The award rate for your work${on} is not set up yet. The office will add it.`;
    case 'no-holidays':
      return 'This year’s public holidays are not set up yet. The office will add them.';
    case 'bad-attendance':
    case 'overlap':
    case 'broken-shift-breaks':
      return `The times of your shift${on} need checking by the office.`;
    case 'correction-blocked':
      return 'A change to a period already paid needs checking by the office.';
    case 'period-start':
    case 'pay-calendar-monthly':
    case 'pay-calendar-changed':
      return 'The office needs to check the pay period settings.';
  }
}

const shortDay = (date: string | null) => (date ? formatCalendarDate(date, 'shortDay') : '');

/** Up to four days named, then how many more: 'Mon 23 Nov, Tue 24 Nov and 5 more'. */
function daysText(dates: readonly string[]): string {
  const named = dates.slice(0, 4).map(shortDay);
  const more = dates.length - named.length;
  if (more > 0) {
    return `${named.join(', ')} and ${more} more`;
  }
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
}

/**
 * A period's blocks as short lines to read at a glance: each pricing problem (and a corrected period
 * that cannot be priced again) on its own, then the
 * attendances not approved and those still open gathered into one line each (with their days), in
 * the office's words or the worker's.
 */
export function blockLines(blocks: readonly PayBlock[], audience: 'office' | 'worker'): string[] {
  // Every block but the attendances' (gathered below) stands on its own line.
  const gathered = new Set<PayBlockCode>(['attendance-not-approved', 'attendance-open']);
  const lines = blocks.filter((b) => b.pricing || !gathered.has(b.code)).map((b) => b.message);
  const gather = (code: PayBlockCode, office: (n: number) => string, worker: (n: number) => string) => {
    const these = blocks.filter((b) => b.code === code);
    if (these.length === 1 && these[0]) {
      lines.push(these[0].message);
    } else if (these.length > 1) {
      const days = daysText([...new Set(these.map((b) => b.date ?? '').filter(Boolean))]);
      lines.push((audience === 'office' ? office : worker)(these.length).replace('{days}', days));
    }
  };
  gather(
    'attendance-not-approved',
    (n) => `${n} attendances are not approved ({days}): approve them on the timesheet`,
    (n) => `${n} of your shifts are not approved yet ({days}).`,
  );
  gather(
    'attendance-open',
    (n) => `${n} attendances have no clock-out ({days}): they are not paid until closed`,
    (n) => `${n} of your shifts have no clock-out yet ({days}).`,
  );
  return lines;
}
