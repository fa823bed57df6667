import { z } from 'zod';
import { PAY_PERIODS } from '../timesheets/pay-period.ts';

/** The company's work settings the split rule reads (docs/workforce.md): zone, band edges, holidays. */
export interface WorkBands {
  zone: string;
  /** 'HH:mm' local: the day band starts (default 06:00). */
  dayStart: string;
  /** 'HH:mm' local: the evening band starts (default 20:00). */
  eveningStart: string;
  /** Local dates (YYYY-MM-DD) that are public holidays. */
  holidays: ReadonlySet<string>;
}

export const DEFAULT_BAND_EDGES = { dayStart: '06:00', eveningStart: '20:00' } as const;

/** Clock-in location check modes (docs/workforce.md "Clock-in, location, offline"). */
export const CLOCK_IN_MODES = ['off', 'warn', 'block'] as const;
export type ClockInMode = (typeof CLOCK_IN_MODES)[number];

/** Australian states and territories: whose public holidays the company observes. */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

/**
 * How far worked time may fall short of (or start later than, or end earlier than) the rostered time
 * before it counts: a short delivery on the invoice, Late or Left early on the roster
 * (docs/workforce.md). A work setting; 0 allowed.
 */
export const DEFAULT_DELIVERY_TOLERANCE_MINUTES = 15;
export const MAX_DELIVERY_TOLERANCE_MINUTES = 120;

/** Kilometres at clock-out: asked when the worker says they drove, or of every worker (a work setting). */
export const KILOMETRES_AT_CLOCK_OUT = ['whenDriven', 'always'] as const;
export type KilometresAtClockOut = (typeof KILOMETRES_AT_CLOCK_OUT)[number];

export const WORK_SETTINGS_MESSAGES = {
  timeFormat: 'Enter a time as HH:mm',
  dayBeforeEvening: 'The day band must start before the evening band',
  zone: 'Choose a time zone',
  state: 'Choose a state or territory',
  radius: 'Enter a radius between 50 and 5000 metres',
  mode: 'Choose off, warn or block',
  tolerance: 'Enter a tolerance between 0 and 120 minutes',
  payPeriod: 'Choose weekly, fortnightly or monthly',
  payPeriodAnchor: 'Enter the first day of a pay period',
  kilometres: 'Choose when kilometres are asked',
  trainingCheck: 'Choose whether rostering checks training',
  holidayDate: 'Enter the holiday’s date',
  holidayName: 'Enter the holiday’s name',
  holidayExists: 'That date is already a public holiday',
} as const;

const W = WORK_SETTINGS_MESSAGES;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = z.string().regex(HHMM, W.timeFormat);

/** The time periods (band edges) an administrator edits. */
export const timePeriodsSchema = z
  .object({ dayStart: hhmm, eveningStart: hhmm })
  // Compared only when both are HH:mm: '6:00' would otherwise sort after '20:00' and add a second message.
  .refine((v) => !HHMM.test(v.dayStart) || !HHMM.test(v.eveningStart) || v.dayStart < v.eveningStart, {
    message: W.dayBeforeEvening,
    path: ['eveningStart'],
  });
export type TimePeriodsInput = z.infer<typeof timePeriodsSchema>;

/** The company's work settings form (time zone, state, clock-in radius and mode, delivery tolerance). */
export const workSettingsSchema = z.object({
  timeZone: z.string().trim().min(1, W.zone).refine(isTimeZone, W.zone),
  state: z.enum(AU_STATES, { message: W.state }),
  clockInRadiusMetres: z.coerce
    .number({ message: W.radius })
    .int(W.radius)
    .min(50, W.radius)
    .max(5000, W.radius),
  clockInMode: z.enum(CLOCK_IN_MODES, { message: W.mode }),
  /** Optional so older clients that do not send it keep the saved value. */
  deliveryToleranceMinutes: z.coerce
    .number({ message: W.tolerance })
    .int(W.tolerance)
    .min(0, W.tolerance)
    .max(MAX_DELIVERY_TOLERANCE_MINUTES, W.tolerance)
    .optional(),
  /** Optional, like the tolerance: the timesheets' pay period and the first day of one. */
  payPeriod: z.enum(PAY_PERIODS, { message: W.payPeriod }).optional(),
  payPeriodAnchor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, W.payPeriodAnchor)
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      W.payPeriodAnchor,
    )
    .optional(),
  kilometresAtClockOut: z.enum(KILOMETRES_AT_CLOCK_OUT, { message: W.kilometres }).optional(),
  /** Off unless sent: rostering warns of required training missing or expired on the shift's date. */
  trainingRosterCheck: z.boolean({ message: W.trainingCheck }).optional(),
});
export type WorkSettingsInput = z.infer<typeof workSettingsSchema>;

/** A public holiday an administrator adds. */
export const publicHolidaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, W.holidayDate),
  name: z.string().trim().min(1, W.holidayName).max(100),
});
export type PublicHolidayInput = z.infer<typeof publicHolidaySchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The three periods the edges make, as /TimePeriods/get_timeperiod lists them. */
export function timePeriods(edges: { dayStart: string; eveningStart: string }) {
  return [
    { name: 'Day', fromTimeOfDay: edges.dayStart, toTimeOfDay: edges.eveningStart, weekdayCode: 'M' },
    { name: 'Evening', fromTimeOfDay: edges.eveningStart, toTimeOfDay: '00:00', weekdayCode: 'E' },
    { name: 'Night', fromTimeOfDay: '00:00', toTimeOfDay: edges.dayStart, weekdayCode: 'EX' },
  ] as const;
}
