import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDateInZone } from '../dates.ts';
import {
  currentPlanOn,
  daysBetween,
  findOverlappingPlan,
  oneYearPlanEnd,
  planDaysLeft,
  planDaysToStart,
  planStatusOn,
  plansOverlap,
  totalCents,
  totalsByPurpose,
} from './plan-rules.ts';

const FY = { startDate: '2026-07-01', endDate: '2027-06-30' };
const CALENDAR_YEAR = { startDate: '2026-01-01', endDate: '2026-12-31' };

describe('planStatusOn', () => {
  it('is Upcoming before the start date, Current from start to end (both included), then Ended', () => {
    expect(planStatusOn(FY, '2026-06-30')).toBe('Upcoming');
    expect(planStatusOn(FY, '2026-07-01')).toBe('Current');
    expect(planStatusOn(FY, '2027-06-30')).toBe('Current');
    expect(planStatusOn(FY, '2027-07-01')).toBe('Ended');
  });

  it('keeps a plan ending on 31 December current all that day and ends it on 1 January', () => {
    expect(planStatusOn(CALENDAR_YEAR, '2026-12-31')).toBe('Current');
    expect(planDaysLeft(CALENDAR_YEAR, '2026-12-31')).toBe(0);
    expect(planStatusOn(CALENDAR_YEAR, '2027-01-01')).toBe('Ended');
    expect(planDaysLeft(CALENDAR_YEAR, '2027-01-01')).toBeNull();
  });

  it('takes the local date in Sydney: 00:30 on 1 January (still 31 December in UTC) has ended the plan', () => {
    const instant = new Date('2026-12-31T13:30:00Z'); // 2027-01-01 00:30 AEDT
    expect(planStatusOn(CALENDAR_YEAR, calendarDateInZone(instant, 'Australia/Sydney'))).toBe('Ended');
    expect(planStatusOn(CALENDAR_YEAR, calendarDateInZone(instant, 'UTC'))).toBe('Current');
  });
});

describe('planDaysLeft and planDaysToStart', () => {
  it('counts whole calendar days across the end of a year', () => {
    expect(planDaysLeft(CALENDAR_YEAR, '2026-12-01')).toBe(30);
    expect(daysBetween('2026-12-30', '2027-01-01')).toBe(2);
  });

  it('counts calendar days, not 24-hour blocks, across a daylight-saving change in Sydney', () => {
    // AEDT starts 2026-10-04 (a 23-hour day) and ends 2027-04-04 (a 25-hour day).
    const plan = { startDate: '2026-09-01', endDate: '2026-10-10' };
    expect(planDaysLeft(plan, '2026-10-03')).toBe(7);
    const across = { startDate: '2027-03-01', endDate: '2027-04-10' };
    expect(planDaysLeft(across, '2027-04-03')).toBe(7);
    // The local date of the instant decides: 23:30 on 3 October Sydney time is 12:30 UTC.
    const lateEvening = calendarDateInZone(new Date('2026-10-03T13:30:00Z'), 'Australia/Sydney');
    expect(lateEvening).toBe('2026-10-03');
    const afterChange = calendarDateInZone(new Date('2026-10-03T16:30:00Z'), 'Australia/Sydney');
    expect(afterChange).toBe('2026-10-04'); // 03:30 AEDT, the clocks went forward at 02:00
    expect(planDaysLeft(plan, afterChange)).toBe(6);
  });

  it('gives no days left to a plan that is not current, and days to start only to an upcoming one', () => {
    expect(planDaysLeft(FY, '2026-06-01')).toBeNull();
    expect(planDaysToStart(FY, '2026-06-30')).toBe(1);
    expect(planDaysToStart(FY, '2026-07-01')).toBeNull();
  });

  it('counts a leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('plansOverlap and findOverlappingPlan', () => {
  const next = { clientPlanId: 'b', startDate: '2027-07-01', endDate: '2028-06-30' };
  const current = { clientPlanId: 'a', ...FY };

  it('lets a plan start the day after another ends', () => {
    expect(plansOverlap(FY, next)).toBe(false);
  });

  it('counts a shared last/first day, and a plan inside another, as overlapping', () => {
    expect(plansOverlap(FY, { startDate: '2027-06-30', endDate: '2028-06-29' })).toBe(true);
    expect(plansOverlap(FY, { startDate: '2026-10-01', endDate: '2026-12-31' })).toBe(true);
    expect(plansOverlap({ startDate: '2026-01-01', endDate: '2028-01-01' }, FY)).toBe(true);
  });

  it('finds the plan a new one clashes with, skipping the plan being edited', () => {
    const edited = { startDate: '2026-08-01', endDate: '2027-07-31' };
    expect(findOverlappingPlan(edited, [current, next])?.clientPlanId).toBe('a');
    expect(findOverlappingPlan(edited, [current, next], 'a')?.clientPlanId).toBe('b');
    expect(
      findOverlappingPlan({ startDate: '2026-08-01', endDate: '2027-06-30' }, [current, next], 'a'),
    ).toBe(undefined);
  });
});

describe('currentPlanOn', () => {
  it('picks the plan in force on the date, or none between plans', () => {
    const plans = [
      { id: 'new', startDate: '2027-07-01', endDate: '2028-06-30' },
      { id: 'old', startDate: '2025-07-01', endDate: '2026-06-29' },
    ];
    expect(currentPlanOn(plans, '2027-07-01')?.id).toBe('new');
    expect(currentPlanOn(plans, '2026-06-30')).toBeUndefined();
  });
});

describe('totals', () => {
  const budgets = [
    { supportCategoryNumber: '1', amountCents: 4_500_000 },
    { supportCategoryNumber: '4', amountCents: 1_250_050 },
    { supportCategoryNumber: '5', amountCents: 300_000 },
    { supportCategoryNumber: '7', amountCents: 415_299 },
  ];

  it('adds budget lines in integer cents, with no floating-point drift', () => {
    expect(totalCents(budgets)).toBe(6_465_349);
    expect(totalCents([{ amountCents: 10 }, { amountCents: 20 }])).toBe(30);
    expect(totalCents([])).toBe(0);
  });

  it('sums by Core, Capital and Capacity Building', () => {
    expect(totalsByPurpose(budgets)).toEqual({
      Core: 5_750_050,
      Capital: 300_000,
      'Capacity Building': 415_299,
    });
    expect(totalsByPurpose([])).toEqual({ Core: 0, Capital: 0, 'Capacity Building': 0 });
  });
});

describe('addCalendarDays', () => {
  it('moves across month, year and leap-day ends, and back', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-07-01', 364)).toBe('2027-06-30');
    expect(addCalendarDays('2026-10-04', -1)).toBe('2026-10-03');
  });
});

describe('oneYearPlanEnd', () => {
  it('ends the day before the same date a year on, whatever leap day lies between', () => {
    expect(oneYearPlanEnd('2026-07-01')).toBe('2027-06-30');
    expect(oneYearPlanEnd('2027-07-01')).toBe('2028-06-30');
    expect(oneYearPlanEnd('2026-01-01')).toBe('2026-12-31');
    expect(oneYearPlanEnd('2028-02-29')).toBe('2029-02-28');
  });
});
