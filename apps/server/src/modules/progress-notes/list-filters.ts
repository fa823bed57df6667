import { addCalendarDays, instantFromInput, TIMESHEET_MESSAGES, zonedWallTimeToInstant } from '@care/domain';
import { z } from 'zod';
import { fieldError } from '../../http/errors.ts';

export const PROGRESS_NOTE_TEXTS = {
  badDateTime: 'Enter a valid date and time',
  whoseNotes: 'Choose a client or a staff member',
} as const;

/** An optional id filter: blank, 'null' or 'undefined' (what the pickers send when cleared) is none. */
export const optionalId = (what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && ['', 'null', 'undefined'].includes(v.trim()) ? undefined : v),
    z.uuid(`The ${what} id must be a UUID`).optional(),
  );

const nextDay = (date: string) => addCalendarDays(date, 1);

/** A bound of a list filter: an instant, a local wall time, or a local date (its start; as `to`, the next day's). */
function bound(field: string, text: string | undefined, zone: string, end: boolean): Date | undefined {
  const value = text?.trim();
  if (!value || value === 'null' || value === 'undefined') {
    return undefined;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return zonedWallTimeToInstant(`${end ? nextDay(value) : value}T00:00`, zone);
  }
  const at = instantFromInput(value, zone);
  if (!at) {
    throw fieldError(field, PROGRESS_NOTE_TEXTS.badDateTime);
  }
  return at;
}

/** The [from, to) period of a list's optional fromDate and toDate, read in the company's zone. */
export function listPeriod(
  q: { fromDate?: string | undefined; toDate?: string | undefined },
  zone: string,
): { from?: Date; to?: Date } {
  const from = bound('fromDate', q.fromDate, zone, false);
  const to = bound('toDate', q.toDate, zone, true);
  if (from && to && to.getTime() <= from.getTime()) {
    throw fieldError('toDate', TIMESHEET_MESSAGES.periodOrder);
  }
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
