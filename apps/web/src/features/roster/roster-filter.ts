import { ROSTER_MESSAGES } from '@care/domain';

/** The roster's Filter: a staff member, a client, and the local dates from and to (inclusive). */
export interface RosterFilter {
  staffId: string | null;
  clientId: string | null;
  fromDate: string;
  toDate: string;
}

/** The filter dialog's values: '' for an empty field. */
export interface RosterFilterValues {
  staffId: string;
  clientId: string;
  fromDate: string;
  toDate: string;
}

export const EMPTY_FILTER: RosterFilterValues = { staffId: '', clientId: '', fromDate: '', toDate: '' };

export const FILTER_MESSAGES = {
  endBeforeStart: 'The end date must be on or after the start date',
} as const;

/**
 * The dates a filter or a notification needs (spec 3 §5): both dates, the end not before the start.
 * Apply Filters says 'Specify Start Date And End Date.', Send Roster Notification 'Select Start
 * Date and End Date'. Returns the message of each date field that is wrong.
 */
export function periodErrors(
  values: Pick<RosterFilterValues, 'fromDate' | 'toDate'>,
  purpose: 'filter' | 'notify',
): Partial<Record<'fromDate' | 'toDate', string>> {
  const missing = purpose === 'filter' ? ROSTER_MESSAGES.specifyDates : ROSTER_MESSAGES.selectDates;
  const errors: Partial<Record<'fromDate' | 'toDate', string>> = {};
  if (!values.fromDate) {
    errors.fromDate = missing;
  }
  if (!values.toDate) {
    errors.toDate = missing;
  }
  if (values.fromDate && values.toDate && values.toDate < values.fromDate) {
    errors.toDate = FILTER_MESSAGES.endBeforeStart;
  }
  return errors;
}

/** The filter the dialog's values stand for. */
export function filterOf(values: RosterFilterValues): RosterFilter {
  return {
    staffId: values.staffId || null,
    clientId: values.clientId || null,
    fromDate: values.fromDate,
    toDate: values.toDate,
  };
}
