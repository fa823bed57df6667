// Step 3 of SCHADS.md §4.14: which worked hours are overtime (§4.6, §4.7). First each shift's own:
// beyond a broken shift's 12 h span, outside a day worker's span, past the shift's daily limit;
// then the period's: ordinary hours past 38 a week or 76 a fortnight, from the latest. Each hour once.
import { daysBetween } from '../plans/plan-rules.ts';
import { PAY_LIMITS } from './pay-rules.ts';
import { cutSegment, type PayShift, type Segment, segmentMs } from './pay-shift.ts';
import type { PaySwitches } from './pay-switches.ts';
import type { PayCalendar, WorkerPaySettings } from './pay-types.ts';
import { durationText, HOUR_MS } from './wall-clock.ts';

/** The daily limit of a shift in hours, with a warning when an agreement cannot be used. */
export function shiftLimitHours(
  shift: PayShift,
  settings: WorkerPaySettings,
): { hours: number; warning: string | null } {
  const base =
    settings.employmentType === 'FT' && !settings.ftTenHourAgreement
      ? PAY_LIMITS.ftShiftHours
      : PAY_LIMITS.shiftOvertimeHours;
  if (shift.kind !== 'sleepover' || !shift.sleepover?.joined || !settings.sleepoverTwelveHourAgreement) {
    return { hours: base, warning: null };
  }
  const side = PAY_LIMITS.sleepoverAgreementSideHours * HOUR_MS;
  if (shift.periods.every((p) => p.wallOut - p.wallIn <= side)) {
    return { hours: PAY_LIMITS.sleepoverAgreementHours, warning: null };
  }
  return {
    hours: base,
    warning: `The written 12 h sleepover agreement applies only when each side of the sleepover is at most 8 h: overtime after ${base} h`,
  };
}

/** Marks a shift's own overtime on its segments (time order); returns the new segments and warnings. */
export function markShiftOvertime(
  segments: readonly Segment[],
  shift: PayShift,
  settings: WorkerPaySettings,
  switches: PaySwitches,
  sleepoverWorkMs: number,
): { segments: Segment[]; warnings: string[] } {
  const warnings: string[] = [];
  let out = [...segments];
  const first = shift.periods[0];
  if (shift.kind === 'broken' && first) {
    const spanEnd = first.wallIn + PAY_LIMITS.brokenSpanHours * HOUR_MS;
    out = out
      .flatMap((s) => cutSegment(s, spanEnd))
      .map((s) => (s.start >= spanEnd ? { ...s, overtime: 'broken-span' } : s));
  }
  if (!settings.shiftworker) {
    const weekendAsSpan = !switches.dayWorkerWeekendRates;
    out = out.map((s) => {
      const outside =
        (s.day === 'weekday' && !s.inSpan) || (weekendAsSpan && (s.day === 'saturday' || s.day === 'sunday'));
      return outside && s.overtime === null ? { ...s, overtime: 'span' } : s;
    });
    if (
      settings.employmentType !== 'FT' &&
      switches.dayWorkerWeekendRates &&
      out.some((s) => s.day === 'saturday' || s.day === 'sunday')
    ) {
      warnings.push(
        'Weekend hours of a day worker (not designated a shiftworker in writing) are paid at Saturday/Sunday rates, not span overtime (SCHADS.md §11 #7): record the shiftworker designation in writing',
      );
    }
  }
  const limit = shiftLimitHours(shift, settings);
  if (limit.warning) {
    warnings.push(limit.warning);
  }
  const limitMs = limit.hours * HOUR_MS;
  const worked = out.reduce((sum, s) => sum + segmentMs(s), 0);
  if (
    sleepoverWorkMs > 0 &&
    worked <= limitMs &&
    worked + sleepoverWorkMs > limitMs &&
    !switches.sleepoverWorkCountsTowardOvertime
  ) {
    warnings.push(
      `Work during the sleepover (${durationText(sleepoverWorkMs)}) is not counted toward the ${limit.hours} h overtime test (SCHADS.md §11 #14); counting it would make ${durationText(worked + sleepoverWorkMs - limitMs)} overtime`,
    );
  }
  const counted = switches.sleepoverWorkCountsTowardOvertime ? limitMs - sleepoverWorkMs : limitMs;
  let seen = 0;
  const marked: Segment[] = [];
  for (const s of out) {
    const cutAt = s.start + Math.max(0, counted - seen);
    seen += segmentMs(s);
    for (const part of cutSegment(s, cutAt)) {
      marked.push(part.start >= cutAt && part.overtime === null ? { ...part, overtime: 'shift' } : part);
    }
  }
  return { segments: marked, warnings };
}

/** Marks ordinary hours past 38 a week or 76 a fortnight as overtime, taking the period's latest hours. */
export function markPeriodOvertime(
  segments: readonly Segment[],
  period: { start: string; calendar: PayCalendar },
  switches: PaySwitches,
): { segments: Segment[]; warnings: string[] } {
  const warnings: string[] = [];
  const days = period.calendar.cycle === 'weekly' ? 7 : 14;
  let basis =
    switches.periodOvertimeBasis === 'pay-calendar'
      ? days === 7
        ? 'week'
        : 'fortnight'
      : switches.periodOvertimeBasis;
  if (basis === 'fortnight' && days === 7) {
    warnings.push('The 76 h fortnight test needs a fortnightly pay calendar: 38 h a week is used');
    basis = 'week';
  }
  const bucketDays = basis === 'week' ? 7 : 14;
  const limitMs = (basis === 'week' ? PAY_LIMITS.weekHours : PAY_LIMITS.fortnightHours) * HOUR_MS;
  const buckets = days / bucketDays;
  const bucketOf = (s: Segment) =>
    Math.min(buckets - 1, Math.max(0, Math.floor(daysBetween(period.start, s.date) / bucketDays)));
  let out = [...segments];
  for (let b = 0; b < buckets; b++) {
    const ordinaryMs = out
      .filter((s) => s.overtime === null && bucketOf(s) === b)
      .reduce((sum, s) => sum + segmentMs(s), 0);
    let excess = ordinaryMs - limitMs;
    if (excess <= 0) {
      continue;
    }
    const latestFirst = [...out].sort((x, y) => y.start - x.start);
    const next: Segment[] = [];
    for (const s of latestFirst) {
      if (excess <= 0 || s.overtime !== null || bucketOf(s) !== b) {
        next.push(s);
        continue;
      }
      const take = Math.min(excess, segmentMs(s));
      excess -= take;
      const [head, tail] = take === segmentMs(s) ? [null, s] : cutSegment(s, s.end - take);
      if (head) {
        next.push(head);
      }
      next.push({ ...(tail as Segment), overtime: 'period' });
    }
    out = next.sort((x, y) => x.start - y.start);
  }
  if (basis === 'fortnight') {
    const weekly = weeklyExcessMs(segments, period.start);
    const fortnightly = Math.max(
      0,
      segments.filter((s) => s.overtime === null).reduce((sum, s) => sum + segmentMs(s), 0) - limitMs,
    );
    if (weekly > fortnightly) {
      warnings.push(
        `On a 38 h-a-week reading ${durationText(weekly - fortnightly)} more would be overtime than on the 76 h fortnight used (SCHADS.md §11 #6)`,
      );
    }
  }
  return { segments: out, warnings };
}

function weeklyExcessMs(segments: readonly Segment[], start: string): number {
  const weeks = [0, 0];
  for (const s of segments) {
    if (s.overtime === null) {
      const week = Math.min(1, Math.max(0, Math.floor(daysBetween(start, s.date) / 7)));
      weeks[week] = (weeks[week] ?? 0) + segmentMs(s);
    }
  }
  return weeks.reduce((sum, ms) => sum + Math.max(0, ms - PAY_LIMITS.weekHours * HOUR_MS), 0);
}
