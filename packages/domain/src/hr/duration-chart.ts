import { z } from 'zod';
import { addDays, weekdayOf } from '../roster/calendar-grid.ts';

/** The periods the dashboard's staff-hours chart covers (spec 3 §7.2 staff_duration_chart). */
export const CHART_PERIODS = ['week', 'month', 'year'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

export const chartPeriodSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : 'week'),
  z.enum(CHART_PERIODS, { error: 'period must be week, month or year' }),
);

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The local dates a period covers around `today`: the week Sunday to Saturday (spec 3 §9), the
 * calendar month, or the calendar year; both ends included.
 */
export function chartPeriodRange(period: ChartPeriod, today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (period) {
    case 'week': {
      const from = addDays(today, -weekdayOf(today));
      return { from, to: addDays(from, 6) };
    }
    case 'month': {
      const mm = today.slice(0, 7);
      return { from: `${mm}-01`, to: `${mm}-${String(lastDayOfMonth(year, month)).padStart(2, '0')}` };
    }
    case 'year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
}

export interface StaffDurationBar {
  staffId: string;
  fullName: string;
  /** 100-ns ticks, like every duration of the API. */
  duration: number;
  shifts: number;
}
