import {
  addCalendarDays,
  instantFromInput,
  localDateOf,
  ROSTER_LIMITS,
  ROSTER_MESSAGES,
  type ShiftForm,
  type ShiftTimes,
  WEEKDAY_FLAGS,
  type WeekdayFlags,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import { activeOf } from '../people/people.api.ts';
import { assertShiftService } from '../support-at-home/support-at-home.api.ts';

const M = ROSTER_MESSAGES;
const HOUR_MS = 3_600_000;
export const BAD_DATE_TIME = 'Enter a valid date and time';
export const NO_REPEAT_DAY = 'Choose at least one day to repeat on';
export const INACTIVE_STAFF = 'Choose an active staff member of the company';
export const INACTIVE_CLIENT = 'Choose active clients of the company';

/** The weekday flags of a form or query. */
export const daysOf = (f: WeekdayFlags): WeekdayFlags =>
  Object.fromEntries(WEEKDAY_FLAGS.map((d) => [d, f[d]])) as WeekdayFlags;
export const anyDay = (f: WeekdayFlags) => WEEKDAY_FLAGS.some((d) => f[d]);

/** True when a local midnight falls strictly inside the shift. */
function crossesMidnight(t: ShiftTimes, zone: string): boolean {
  return localDateOf(t.dateFrom, zone) !== localDateOf(new Date(Date.parse(t.dateTo) - 1), zone);
}

/**
 * The rules every resulting shift keeps (spec 3 §5, docs/workforce.md): the end after the start, at most
 * 24 hours, and a sleepover crossing midnight for at least 8 hours. Each refusal names its field.
 */
export function assertShiftTimes(t: ShiftTimes, isNightShift: boolean, zone: string): void {
  const ms = Date.parse(t.dateTo) - Date.parse(t.dateFrom);
  if (ms <= 0) {
    throw fieldError('dateTo', M.endAfterStart);
  }
  if (ms > ROSTER_LIMITS.maxShiftHours * HOUR_MS) {
    throw fieldError('dateTo', M.tooLong);
  }
  if (isNightShift && (ms < ROSTER_LIMITS.sleepoverMinHours * HOUR_MS || !crossesMidnight(t, zone))) {
    throw fieldError('isNightShift', M.sleepover);
  }
}

/** The form's first shift, its times read in the company's zone, checked. */
export function formTimes(
  form: Pick<ShiftForm, 'dateFrom' | 'dateTo' | 'isNightShift'>,
  zone: string,
): ShiftTimes {
  const from = instantFromInput(form.dateFrom, zone);
  if (!from) {
    throw fieldError('dateFrom', BAD_DATE_TIME);
  }
  const to = instantFromInput(form.dateTo, zone);
  if (!to) {
    throw fieldError('dateTo', BAD_DATE_TIME);
  }
  const times = { dateFrom: from.toISOString(), dateTo: to.toISOString() };
  assertShiftTimes(times, form.isNightShift, zone);
  return times;
}

/** A repeat's stop date: on or after the first shift's local date, and at most a year after it. */
export function assertStopDate(first: ShiftTimes, stopDate: string, zone: string): void {
  const start = localDateOf(first.dateFrom, zone);
  if (stopDate < start) {
    throw fieldError('stopDate', M.stopAfterStart);
  }
  if (stopDate > addCalendarDays(start, ROSTER_LIMITS.maxRepeatDays)) {
    throw fieldError('stopDate', M.repeatTooLong);
  }
}

/**
 * The repeat a form asks for, if any: chosen days and a stop date (the schema already required the
 * stop date). Days chosen mean a repeat even when the Repeat switch was left off.
 */
export function repeatOf(
  form: WeekdayFlags & { repeat: boolean; stopDate: string | null },
  first: ShiftTimes,
  zone: string,
): { days: WeekdayFlags; stopDate: string } | null {
  if (!form.repeat && !anyDay(form)) {
    return null;
  }
  if (!anyDay(form)) {
    throw fieldError('stopDate', NO_REPEAT_DAY);
  }
  const stopDate = form.stopDate as string;
  assertStopDate(first, stopDate, zone);
  return { days: daysOf(form), stopDate };
}

/**
 * The staff member and clients must be the company's, and active (400 at the field). `keep` are
 * ids already on the shift, accepted even if they have since left (an edit need not re-roster them).
 */
export async function assertPeople(
  db: Queryable,
  companyId: string,
  staffId: string | null,
  profileIds: readonly string[],
  keep: { staffId?: string | null; profileIds?: readonly string[] } = {},
): Promise<void> {
  if (staffId) {
    const isActive = (await activeOf(db, 'staff', companyId, [staffId])).get(staffId);
    if (isActive === undefined || (!isActive && staffId !== keep.staffId)) {
      throw fieldError('staffId', INACTIVE_STAFF);
    }
  }
  if (profileIds.length > 0) {
    const active = await activeOf(db, 'client', companyId, profileIds);
    const ok = new Set(
      [...active].filter(([id, isActive]) => isActive || keep.profileIds?.includes(id)).map(([id]) => id),
    );
    if (profileIds.some((id) => !ok.has(id))) {
      throw fieldError('clientsId', INACTIVE_CLIENT);
    }
  }
}

/**
 * The Support at Home service of a shift (issue 39 item 3): required when a client of the shift is
 * funded by Support at Home, refused otherwise, and one of the company's services (400 at the field).
 */
export const assertSahService = (
  db: Queryable,
  companyId: string,
  profileIds: readonly string[],
  sahServiceId: string | null | undefined,
) => assertShiftService(db, companyId, profileIds, sahServiceId ?? null);
