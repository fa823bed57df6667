// Reading Xero's JSON replies: loose fields as text or lists, its /Date()/ dates, and a write's
// first element with its own validation errors thrown.
import { utcCalendarDate } from '@care/domain';
import { AccountingValidationError } from './accounting-errors.ts';
import { validationMessages } from './xero-client.ts';

export type Json = Record<string, unknown>;
export const str = (v: unknown) => (typeof v === 'string' ? v : '');
export const list = (v: unknown) => (Array.isArray(v) ? (v as Json[]) : []);

/** `/Date(1794787200000+0000)/` (a day at UTC midnight) or an ISO date → YYYY-MM-DD. */
export function xeroDate(value: unknown): string {
  const m = /\/Date\((-?\d+)/.exec(str(value));
  return m ? utcCalendarDate(new Date(Number(m[1]))) : str(value).slice(0, 10);
}

/** The first element of a write's reply; its own validation errors (summarizeErrors=false) thrown. */
export function firstElement(reply: Json, plural: string): Json {
  const element = list(reply[plural])[0];
  if (!element) {
    throw new AccountingValidationError([`Xero returned no ${plural.toLowerCase()}`]);
  }
  if (
    element.HasErrors === true ||
    element.HasValidationErrors === true ||
    element.StatusAttributeString === 'ERROR'
  ) {
    throw new AccountingValidationError(validationMessages(element));
  }
  return element;
}
