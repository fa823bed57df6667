// The pay engine (docs/pay.md): one worker's attendances of one pay period, their award settings,
// the rate rows, the company's calendar, zone, holidays and switches → pay lines, each explained,
// in the order of SCHADS.md §4.14. Anything it cannot price is a problem, and then nothing is priced.
import { payPeriodOf } from '../timesheets/pay-period.ts';
import { allowancePieces } from './allowances.ts';
import { buildShifts } from './build-shifts.ts';
import { categorise } from './categorise.ts';
import { daySegments, payBands } from './day-segments.ts';
import { markPeriodOvertime, markShiftOvertime } from './mark-overtime.ts';
import { payLines } from './pay-lines.ts';
import type { PayShift, Segment } from './pay-shift.ts';
import { resolvePaySwitches } from './pay-switches.ts';
import type { PayPeriodInput, PayProblem, PayResult, WorkerPaySettings } from './pay-types.ts';
import { priceHours } from './price-hours.ts';
import type { PricedPiece } from './priced-piece.ts';
import { RateBook } from './rate-book.ts';
import { periodWarnings, shiftWarnings } from './shift-warnings.ts';
import { priceSleepover } from './sleepover-pay.ts';
import { minimumTopups } from './topups.ts';
import { wallDate, wallOf } from './wall-clock.ts';

/** The pay lines of one worker's pay period under the SCHADS award (SCHADS.md), or the problems that block them. */
export function computePay(input: PayPeriodInput): PayResult {
  const switches = resolvePaySwitches(input.switches);
  const { calendar, zone } = input;
  const period = payPeriodOf(
    { payPeriod: calendar.cycle, anchorDate: calendar.anchorDate },
    input.periodStart,
  );
  const base = { periodStart: input.periodStart, periodEnd: period.toDate };
  const blocked = (problems: PayProblem[], warnings: string[] = []): PayResult => ({
    ...base,
    status: 'blocked',
    lines: [],
    totalCents: 0,
    problems,
    warnings,
  });
  if (period.fromDate !== input.periodStart) {
    const message = `${input.periodStart} is not the first day of a ${calendar.cycle} pay period of the company’s calendar (that date’s period starts on ${period.fromDate})`;
    return blocked([{ code: 'period-start', message, attendanceId: null, date: input.periodStart }]);
  }
  const built = buildShifts(input.attendances, { zone, calendar, switches });
  if (built.problems.length > 0) {
    return blocked(built.problems);
  }
  const warnings: string[] = [];
  const shifts = built.shifts.filter((s) => s.startDate >= input.periodStart && s.startDate <= period.toDate);
  if (shifts.length < built.shifts.length) {
    warnings.push(
      `${built.shifts.length - shifts.length} shift(s) starting outside the period are priced in their own period, not here`,
    );
  }
  const book = new RateBook({ settings: input.settings, rates: input.rates, calendar, switches });
  const holidayProblems = missingHolidayYears(shifts, input.publicHolidays);
  const settings = new Map<string, WorkerPaySettings>();
  for (const shift of shifts) {
    const found = book.settingsFor(shift);
    if (found) {
      settings.set(shift.key, found);
    }
  }
  if (book.problems.length > 0 || holidayProblems.length > 0) {
    return blocked([...holidayProblems, ...book.problems]);
  }
  const settingsOf = (shift: PayShift) => settings.get(shift.key) as WorkerPaySettings;
  const byKey = new Map(shifts.map((s) => [s.key, { shift: s, settings: settingsOf(s) }]));
  const bands = payBands(zone, input.publicHolidays);

  const extra = new Map<string, string[]>(shifts.map((s) => [s.key, [...s.warnings]]));
  let segments: Segment[] = [];
  for (const shift of shifts) {
    const own = shift.periods.flatMap((p) =>
      daySegments(
        p.worked,
        { shiftKey: shift.key, periodKey: p.key, shiftRosterId: p.attendance.shiftRosterId },
        bands,
      ),
    );
    const sleepWorked = shift.sleepover?.period.worked ?? [];
    const sleepMs = sleepWorked.reduce((sum, i) => sum + wallOf(i.to, zone) - wallOf(i.from, zone), 0);
    const marked = markShiftOvertime(own, shift, settingsOf(shift), switches, sleepMs);
    segments.push(...marked.segments);
    extra.get(shift.key)?.push(...marked.warnings);
  }
  const periodMarked = markPeriodOvertime(segments, { start: input.periodStart, calendar }, switches);
  segments = periodMarked.segments.sort((a, b) => a.start - b.start);
  warnings.push(...periodMarked.warnings);
  for (const [key, list] of shiftWarnings(shifts, segments)) {
    extra.get(key)?.push(...list);
  }

  const hours = priceHours(
    categorise(segments, shifts, settingsOf, switches),
    (key) => byKey.get(key) as never,
    book,
    switches,
  );
  const sleepovers = shifts.flatMap((s) => priceSleepover(s, settingsOf(s), { book, switches, bands }));
  const topups = minimumTopups(shifts, hours, settingsOf, switches);
  warnings.push(...topups.warnings);
  const pieces: PricedPiece[] = [
    ...hours,
    ...sleepovers,
    ...topups.pieces,
    ...allowancePieces(shifts, settingsOf, book, switches),
  ];
  if (book.problems.length > 0) {
    return blocked(book.problems, warnings);
  }
  for (const piece of pieces) {
    const own = piece.shiftKey ? (extra.get(piece.shiftKey) ?? []) : [];
    piece.warnings = [...new Set([...piece.warnings, ...own])];
  }
  warnings.push(...periodWarnings(shifts, hours, settingsOf, period));
  const lines = payLines(pieces, switches, input.clauses);
  return {
    ...base,
    status: 'priced',
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    problems: [],
    warnings,
  };
}

/** A year the shifts touch with no public holiday rows is never priced (SCHADS.md §4.11). */
function missingHolidayYears(shifts: readonly PayShift[], holidays: readonly string[]): PayProblem[] {
  const have = new Set(holidays.map((d) => d.slice(0, 4)));
  const ends = shifts.flatMap((s) =>
    [...s.periods, ...(s.sleepover ? [s.sleepover.period] : [])].map((p) => wallDate(p.wallOut)),
  );
  const years = new Set([...shifts.map((s) => s.startDate), ...ends].map((d) => d.slice(0, 4)));
  return [...years]
    .filter((y) => !have.has(y))
    .sort()
    .map((year) => ({
      code: 'no-holidays' as const,
      message: `No public holidays are entered for ${year}: confirm the year’s calendar before its first pay run`,
      attendanceId: null,
      date: null,
    }));
}
