import { z } from 'zod';
import { WEEKDAYS } from '../constants.ts';
import { readDays } from '../days.ts';

/** A day of the support schedule's frequency, as the week's one list spells it (days.ts). */
export type FrequencyDay = (typeof WEEKDAYS)[number];

/** The spec's message when quantity or the frequency days are missing (spec 2 §5). */
export const INCOMPLETE_REQUEST = 'Incomplete Request';

const MONDAY_TO_FRIDAY = WEEKDAYS.slice(0, 5);

/**
 * The days an item may be scheduled on, from its name (spec 2 §5): a name with Weekday allows
 * Monday to Friday, Saturday only Saturday, Sunday only Sunday; any other name all seven days.
 */
export function allowedDaysForItem(itemName: string): FrequencyDay[] {
  const name = itemName.toLowerCase();
  if (/\bweekdays?\b/.test(name)) {
    return [...MONDAY_TO_FRIDAY];
  }
  if (/\bsaturdays?\b/.test(name)) {
    return ['Saturday'];
  }
  if (/\bsundays?\b/.test(name)) {
    return ['Sunday'];
  }
  return [...WEEKDAYS];
}

/** A comma-separated frequency read as the week's day names, in week order (the old 'Wednessday' too); unknown names are kept out and returned apart. */
export function readFrequency(frequency: string | readonly string[]): {
  days: FrequencyDay[];
  unknown: string[];
} {
  return readDays(frequency);
}

/** The days of a frequency the item's name does not allow. */
export function daysNotAllowed(itemName: string, days: readonly FrequencyDay[]): FrequencyDay[] {
  const allowed = allowedDaysForItem(itemName);
  return days.filter((d) => !allowed.includes(d));
}

/** The most hours a day a schedule line can hold. */
export const MAX_HOURS_A_DAY = 24;

/**
 * POST /Invoice/add_schedule_of_support (spec 2 §7). The server prices the line from the catalogue
 * row: `cost` and `itemNumber` the browser sends are ignored. Quantity is hours a day.
 */
export const supportScheduleForm = z.object({
  profileId: z.uuid('Choose the client'),
  /** The funded item chosen (the lookup's ndiA_DPAId); without it, the item in force with `itemNumber`. */
  ndiA_DPAId: z.uuid('Choose a funded item').optional(),
  itemNumber: z.string().trim().max(40).optional(),
  supportType: z.string().trim().max(300).optional(),
  quantity: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number(INCOMPLETE_REQUEST)
      .refine((n) => Number.isFinite(n) && n > 0, INCOMPLETE_REQUEST)
      .refine((n) => n <= MAX_HOURS_A_DAY, `At most ${MAX_HOURS_A_DAY} hours a day`),
  ),
  frequency: z.union([z.string(), z.array(z.string())], INCOMPLETE_REQUEST),
  cost: z.unknown().optional(),
  companyID: z.string().optional(),
});
export type SupportScheduleForm = z.infer<typeof supportScheduleForm>;
