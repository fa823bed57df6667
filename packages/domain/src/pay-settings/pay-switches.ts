import { z } from 'zod';
import { DEFAULT_PAY_SWITCHES, type PaySwitches } from '../pay/pay-switches.ts';

/**
 * The company's switches for the points of the award the research could not confirm
 * (docs/reference/SCHADS.md §11): each with its default, the reason for the default, and where the
 * reference discusses it. The page shows all of it beside the switch: "confirm with your payroll adviser".
 */
export interface PaySwitchDefinition {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
  defaultValue: string;
  reason: string;
  /** SCHADS.md's open point and section. */
  ref: string;
  /** A super (OTE) flag: turning it off asks for a reason (SCHADS.md §7). */
  ote?: boolean;
}

const onOff = [
  { value: 'yes', label: 'On' },
  { value: 'no', label: 'Off' },
] as const;
const yesNo = [
  { value: 'yes', label: 'Yes, super is paid' },
  { value: 'no', label: 'No' },
] as const;

export const PAY_SWITCHES = [
  {
    key: 'periodOvertimeBasis',
    label: 'Overtime over the week or fortnight counts',
    options: [
      { value: 'pay-calendar', label: 'Over the pay period (38 h weekly, 76 h fortnightly)' },
      { value: 'week', label: 'Over each week (38 h)' },
      { value: 'fortnight', label: 'Over each fortnight (76 h)' },
    ],
    defaultValue: 'pay-calendar',
    reason:
      'The award names both 38 h a week and 76 h a fortnight; the pay calendar’s cycle is the usual reading. A warning shows when the other reading pays more.',
    ref: '§11 #6, §4.7',
  },
  {
    key: 'overtime150Band',
    label: 'The first 2 overtime hours at 150%',
    options: [
      { value: 'per-day', label: 'Each day (or shift)' },
      { value: 'per-period', label: 'Once in the period' },
    ],
    defaultValue: 'per-day',
    reason: 'Sources disagree; each day is the reading most payroll packages use.',
    ref: '§11 #6, §4.7',
  },
  {
    key: 'dayWorkerWeekendRates',
    label: 'Part-time and casual day workers on weekends',
    options: [
      { value: 'yes', label: 'Saturday and Sunday rates' },
      { value: 'no', label: 'Overtime outside the weekday span' },
    ],
    defaultValue: 'yes',
    reason:
      'Payroll vendors pay weekend rates; record shiftworker designations in writing to avoid the question.',
    ref: '§11 #7',
  },
  {
    key: 'restBreakAfterOvertime',
    label: 'Double time until released after overtime without 10 h off',
    options: onOff,
    defaultValue: 'yes',
    reason: 'The usual award wording; casuals excluded, and each such line is flagged for review.',
    ref: '§11 #8, §4.8',
  },
  {
    key: 'casualBrokenShiftAllowance',
    label: 'Casuals get the broken shift allowance',
    options: [
      { value: 'yes', label: 'Pay it' },
      { value: 'no', label: 'Do not pay it' },
    ],
    defaultValue: 'yes',
    reason: 'The Fair Work Ombudsman’s list of what is paid implies casuals get it.',
    ref: '§11 #12, §4.6',
  },
  {
    key: 'casualBrokenSpanMultiplier',
    label: 'A casual’s rate for broken-shift work past the 12 h span',
    options: [
      { value: '2.25', label: '225% (casual double time)' },
      { value: '2', label: '200%' },
    ],
    defaultValue: '2.25',
    reason: 'So a casual is never paid below a permanent worker for the same hour.',
    ref: '§11 #13, §4.6',
  },
  {
    key: 'casualSleepoverWork',
    label: 'A casual’s rate for work during a sleepover',
    options: [
      { value: 'casual-overtime', label: 'The casual overtime rate of the day (175/225/275%)' },
      { value: 'permanent-overtime', label: 'The permanent overtime rate of the day (150/200/250%)' },
    ],
    defaultValue: 'casual-overtime',
    reason: 'No source states it; the casual overtime rate never pays a casual less.',
    ref: '§11 #13, §5',
  },
  {
    key: 'sleepoverWorkCountsTowardOvertime',
    label: 'Work during a sleepover counts toward the 10 h (12 h) overtime threshold',
    options: [
      { value: 'no', label: 'No' },
      { value: 'yes', label: 'Yes' },
    ],
    defaultValue: 'no',
    reason:
      'It is paid at overtime rates already and is not ordinary hours; a warning shows when counting it would change the pay.',
    ref: '§11 #14, §4.9',
  },
  {
    key: 'brokenShiftEarlyPeriodOrdinary',
    label: 'A broken shift’s first period before 06:00 at ordinary rates',
    options: onOff,
    defaultValue: 'yes',
    reason: 'Clause 25.6(e)(ii) as one payroll package quotes it; the wording was not seen.',
    ref: '§11 #19, §4.2',
  },
  {
    key: 'rateChange',
    label: 'A shift across a rate change',
    options: [
      { value: 'per-hour', label: 'Each hour at the rate of its pay period' },
      { value: 'whole-shift-by-start', label: 'The whole shift at the rate of its start' },
    ],
    defaultValue: 'per-hour',
    reason: 'Matches Xero timesheets, which hold hours per day; allowances take the rate of the start.',
    ref: '§11 #20, §4.12',
  },
  {
    key: 'oteBrokenShiftAllowance',
    label: 'Super on the broken shift allowance',
    options: yesNo,
    defaultValue: 'yes',
    reason:
      'Probably ordinary time earnings (not a set amount to offset an expense); paying super cannot cause a shortfall.',
    ref: '§11 #18, §7',
    ote: true,
  },
  {
    key: 'oteMinimumTopup',
    label: 'Super on minimum-payment top-ups',
    options: yesNo,
    defaultValue: 'yes',
    reason: 'Probably follows the shift; paying super cannot cause a shortfall.',
    ref: '§11 #18, §7',
    ote: true,
  },
  {
    key: 'oteSleepoverWork',
    label: 'Super on work during a sleepover',
    options: yesNo,
    defaultValue: 'yes',
    reason: 'The research leans no (paid at overtime rates); paying super cannot cause a shortfall.',
    ref: '§11 #18, §7',
    ote: true,
  },
] as const satisfies readonly PaySwitchDefinition[];

export type PaySwitchKey = (typeof PAY_SWITCHES)[number]['key'];
/** The switches as stored and edited: each key of the engine's PaySwitches (pay/pay-switches.ts), its value a word. */
export type PaySwitchValues = Record<PaySwitchKey, string>;

/** Every switch at its default: a company that never saved its pay settings. */
export const DEFAULT_PAY_SWITCH_VALUES = Object.fromEntries(
  PAY_SWITCHES.map((s) => [s.key, s.defaultValue]),
) as PaySwitchValues;

/** The saved switches over the defaults: a stored value that is no longer an option falls back. */
export function paySwitchValuesOf(saved: Record<string, unknown> | null | undefined): PaySwitchValues {
  const out = { ...DEFAULT_PAY_SWITCH_VALUES };
  for (const def of PAY_SWITCHES) {
    const value = saved?.[def.key];
    if (typeof value === 'string' && def.options.some((o) => o.value === value)) {
      out[def.key] = value;
    }
  }
  return out;
}

export const PAY_SWITCH_MESSAGES = {
  choice: (label: string) => `Choose one for “${label}”`,
  reason:
    'Say why super is not paid (for example, your payroll adviser’s advice): it is kept in the activity log',
} as const;

/** The company's pay settings form: every switch, and the reason when a super switch is turned off. */
export const paySwitchesSchema = z.object({
  switches: z.object(
    Object.fromEntries(
      PAY_SWITCHES.map((def) => [
        def.key,
        z.enum(def.options.map((o) => o.value) as [string, ...string[]], {
          message: PAY_SWITCH_MESSAGES.choice(def.label),
        }),
      ]),
    ) as unknown as Record<PaySwitchKey, z.ZodType<string>>,
  ),
  reason: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(500).nullable().default(null),
  ),
});
export type PaySwitchesInput = z.input<typeof paySwitchesSchema>;

/** The super (OTE) switches this change turns from yes to no: each needs the reason. */
export function oteSwitchesTurnedOff(before: PaySwitchValues, after: PaySwitchValues): PaySwitchKey[] {
  return PAY_SWITCHES.filter(
    (def) => 'ote' in def && def.ote && before[def.key] !== 'no' && after[def.key] === 'no',
  ).map((def) => def.key);
}

/** GET /PayRates/get_pay_settings: the pay period (a work setting) and the switches. */
export interface PaySettingsView {
  payPeriod: string;
  payPeriodAnchor: string;
  switches: PaySwitchValues;
}

/**
 * The saved values as the engine's switches (pay/pay-switches.ts): 'yes'/'no' as true/false, a
 * multiplier or a word as itself; the engine's other switches (the sleepover variation date, line
 * grouping) keep their defaults.
 */
export function enginePaySwitches(values: PaySwitchValues): PaySwitches {
  const flag = (v: string) => v === 'yes';
  return {
    ...DEFAULT_PAY_SWITCHES,
    periodOvertimeBasis: values.periodOvertimeBasis as PaySwitches['periodOvertimeBasis'],
    overtime150Band: values.overtime150Band as PaySwitches['overtime150Band'],
    dayWorkerWeekendRates: flag(values.dayWorkerWeekendRates),
    restBreakAfterOvertime: flag(values.restBreakAfterOvertime),
    casualBrokenShiftAllowance: flag(values.casualBrokenShiftAllowance),
    casualBrokenSpanMultiplier:
      values.casualBrokenSpanMultiplier as PaySwitches['casualBrokenSpanMultiplier'],
    casualSleepoverWork: values.casualSleepoverWork as PaySwitches['casualSleepoverWork'],
    sleepoverWorkCountsTowardOvertime: flag(values.sleepoverWorkCountsTowardOvertime),
    brokenShiftEarlyPeriodOrdinary: flag(values.brokenShiftEarlyPeriodOrdinary),
    rateChange: values.rateChange as PaySwitches['rateChange'],
    oteBrokenShiftAllowance: flag(values.oteBrokenShiftAllowance),
    oteMinimumTopup: flag(values.oteMinimumTopup),
    oteSleepoverWork: flag(values.oteSleepoverWork),
  };
}
