import { addCalendarDays, ROSTER_MESSAGES, zonedWallTimeToInstant } from '@care/domain';
import { z } from 'zod';
import { badRequest, fieldError } from '../../http/errors.ts';

// The period as an SQL condition lives with the roster's queries.
export { periodWhere } from './roster-scope.repo.ts';

const DAY_MS = 86_400_000;
/** The longest period one list may cover (a year and a day: a whole year view, whatever the leap). */
export const MAX_PERIOD_DAYS = 367;
export const PERIOD_TOO_LONG = 'A period covers at most a year';
export const PERIOD_BACKWARDS = 'The end date must be on or after the start date';
const BAD_DATE = 'Enter a valid date';

const optionalId = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined), z.uuid(message).optional());
const dateText = z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string());
/** The same, required by the schema (a read states what it needs in its schema, for the route-table tests). */
const requiredDate = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : undefined),
  z
    .string(ROSTER_MESSAGES.specifyDates)
    .min(1, ROSTER_MESSAGES.specifyDates)
    .regex(/^\d{4}-\d{2}-\d{2}/, BAD_DATE),
);

/** The roster filter (spec 3 §7.1): fromDate, toDate, optional staffId and clientId. */
export const periodQuery = z.object({
  fromDate: dateText,
  toDate: dateText,
  staffId: optionalId('Choose a staff member from the list'),
  clientId: optionalId('Choose a client from the list'),
  companyId: z.unknown().optional(),
});
export type PeriodQuery = z.infer<typeof periodQuery>;
/** The filter of the roster lists, its dates required by the schema. */
export const periodReadQuery = periodQuery.extend({ fromDate: requiredDate, toDate: requiredDate });

/**
 * A filter's bound: a local date (the whole day in the company's zone: from its start, or to the
 * start of the next day) or an ISO instant as sent.
 */
function bound(text: string, zone: string, end: boolean): Date | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const day = end ? addCalendarDays(text, 1) : text;
    const d = zonedWallTimeToInstant(`${day}T00:00`, zone);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) {
    return null;
  }
  const d = new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The period the filter names, as instants [from, to). Both dates are required. */
export function periodOf(
  q: Pick<PeriodQuery, 'fromDate' | 'toDate'>,
  zone: string,
): { from: Date; to: Date } {
  if (!q.fromDate || !q.toDate) {
    throw badRequest(ROSTER_MESSAGES.specifyDates, {
      ...(q.fromDate ? {} : { fromDate: ROSTER_MESSAGES.specifyDates }),
      ...(q.toDate ? {} : { toDate: ROSTER_MESSAGES.specifyDates }),
    });
  }
  const from = bound(q.fromDate, zone, false);
  if (!from) {
    throw fieldError('fromDate', BAD_DATE);
  }
  const to = bound(q.toDate, zone, true);
  if (!to) {
    throw fieldError('toDate', BAD_DATE);
  }
  if (to.getTime() <= from.getTime()) {
    throw fieldError('toDate', PERIOD_BACKWARDS);
  }
  if (to.getTime() - from.getTime() > MAX_PERIOD_DAYS * DAY_MS) {
    throw fieldError('toDate', PERIOD_TOO_LONG);
  }
  return { from, to };
}
