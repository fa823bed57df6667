// Steps 4 and 5 of SCHADS.md §4.14 for worked hours: each marked segment gets its category.
// Ordinary hours: public holiday > Sunday > Saturday > afternoon/night loading (whole period of
// work, shiftworkers, Mon–Fri hours) > ordinary. Overtime hours: by the day they fall on.

import { type HourCategory, PAY_LIMITS, type PayRuleId } from './pay-rules.ts';
import { cutSegment, type PayShift, type Segment, segmentMs, type WorkPeriod } from './pay-shift.ts';
import type { PaySwitches } from './pay-switches.ts';
import type { WorkerPaySettings } from './pay-types.ts';
import { HOUR_MS, wallDate, wallMidnight } from './wall-clock.ts';

export interface CategorisedSegment extends Segment {
  category: HourCategory;
  ruleId: PayRuleId;
  warnings: string[];
}

type Loading = 'afternoon' | 'night' | null;

/** The loading of one period of work by its clock-in and clock-out (SCHADS.md §4.2), with any warning. */
export function loadingOf(
  period: WorkPeriod,
  firstOfBroken: boolean,
  switches: PaySwitches,
): { loading: Loading; warning: string | null } {
  const midnight = wallMidnight(wallDate(period.wallIn));
  const startsEarly = period.wallIn - midnight < 6 * HOUR_MS;
  if (period.wallOut > midnight + 24 * HOUR_MS || startsEarly) {
    if (startsEarly && firstOfBroken && switches.brokenShiftEarlyPeriodOrdinary) {
      return {
        loading: null,
        warning:
          'The first period of a broken shift starting before 6:00 is paid at ordinary rates, not night (cl 25.6(e)(ii) per YP; SCHADS.md §11 #19)',
      };
    }
    return { loading: 'night', warning: null };
  }
  return { loading: period.wallOut > midnight + 20 * HOUR_MS ? 'afternoon' : null, warning: null };
}

const ORDINARY_BY_DAY = { holiday: 'public-holiday', sunday: 'sunday', saturday: 'saturday' } as const;
const REST_BREAK_WARNING =
  'Resumed less than 10 h after a shift with overtime: double time until released (SCHADS.md §4.8, UNCONFIRMED); review before the pay run';

/** Categories for every segment of the period's shifts (segments in time order). */
export function categorise(
  segments: readonly Segment[],
  shifts: readonly PayShift[],
  settingsOf: (shift: PayShift) => WorkerPaySettings,
  switches: PaySwitches,
): CategorisedSegment[] {
  const restBreak = restBreakShifts(segments, shifts, settingsOf, switches);
  const periodInfo = new Map<string, { loading: Loading; warning: string | null; shift: PayShift }>();
  for (const shift of shifts) {
    shift.periods.forEach((p, i) => {
      periodInfo.set(p.key, { ...loadingOf(p, shift.kind === 'broken' && i === 0, switches), shift });
    });
  }
  const band = new Map<string, number>();
  const out: CategorisedSegment[] = [];
  for (const s of segments) {
    const info = periodInfo.get(s.periodKey);
    const settings = info ? settingsOf(info.shift) : null;
    if (s.overtime !== null) {
      out.push(...overtimeCategories(s, band, switches));
      continue;
    }
    const warnings: string[] = [];
    let category: HourCategory = s.day === 'weekday' ? 'ordinary' : ORDINARY_BY_DAY[s.day];
    let ruleId: PayRuleId = category;
    if (s.day === 'weekday' && settings?.shiftworker && info) {
      if (info.warning) {
        warnings.push(info.warning);
      }
      if (info.loading) {
        category = info.loading;
        ruleId = info.loading;
        if (segments.some((o) => o.periodKey === s.periodKey && o.day !== 'weekday')) {
          warnings.push(
            'The shift crosses midnight into a weekend day or public holiday: weekday hours keep the shift loading, the other day’s hours take its rate (SCHADS.md §4.12, UNCONFIRMED)',
          );
        }
      }
    }
    if (
      restBreak.has(s.shiftKey) &&
      (category === 'ordinary' || category === 'afternoon' || category === 'night' || category === 'saturday')
    ) {
      category = 'rest-break-200';
      ruleId = 'rest-break';
      warnings.push(REST_BREAK_WARNING);
    }
    out.push({ ...s, category, ruleId, warnings });
  }
  return out;
}

/** Overtime hours by their day; Mon–Sat the first 2 h of the band at 150%, then 200% (SCHADS.md §4.7). */
function overtimeCategories(
  s: Segment,
  band: Map<string, number>,
  switches: PaySwitches,
): CategorisedSegment[] {
  const ruleId: PayRuleId =
    s.overtime === 'broken-span'
      ? 'broken-span'
      : s.overtime === 'span'
        ? 'overtime-span'
        : s.overtime === 'period'
          ? 'overtime-period'
          : 'overtime-shift';
  if (s.overtime === 'broken-span') {
    return [{ ...s, category: 'broken-span-200', ruleId, warnings: [] }];
  }
  if (s.day === 'holiday' || s.day === 'sunday') {
    return [{ ...s, category: s.day === 'holiday' ? 'overtime-250' : 'overtime-200', ruleId, warnings: [] }];
  }
  const key = switches.overtime150Band === 'per-day' ? s.shiftKey : 'period';
  const left = band.get(key) ?? PAY_LIMITS.overtime150BandHours * HOUR_MS;
  const at150 = Math.min(left, segmentMs(s));
  band.set(key, left - at150);
  return cutSegment(s, s.start + at150).map((part) => ({
    ...part,
    category: part.start < s.start + at150 ? 'overtime-150' : 'overtime-200',
    ruleId,
    warnings: [],
  }));
}

/** Shifts resumed less than 10 h after a shift with overtime (not casuals; SCHADS.md §4.8). */
function restBreakShifts(
  segments: readonly Segment[],
  shifts: readonly PayShift[],
  settingsOf: (shift: PayShift) => WorkerPaySettings,
  switches: PaySwitches,
): Set<string> {
  const marked = new Set<string>();
  if (!switches.restBreakAfterOvertime) {
    return marked;
  }
  for (let i = 1; i < shifts.length; i++) {
    const prev = segments.filter((s) => s.shiftKey === (shifts[i - 1] as PayShift).key);
    const shift = shifts[i] as PayShift;
    const next = segments.filter((s) => s.shiftKey === shift.key);
    const prevEnd = prev[prev.length - 1];
    const nextStart = next[0];
    if (!prevEnd || !nextStart || settingsOf(shift).employmentType === 'CASUAL') {
      continue;
    }
    const hadOvertime = prev.some((s) => s.overtime !== null);
    if (hadOvertime && nextStart.start - prevEnd.end < PAY_LIMITS.restHours * HOUR_MS) {
      marked.add(shift.key);
    }
  }
  return marked;
}
