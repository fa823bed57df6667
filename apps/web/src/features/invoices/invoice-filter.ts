import { calendarDateInZone, INVOICE_MESSAGES, invoicePeriodSchema } from '@care/domain';
import { z } from 'zod';
import type { InvoiceLoadFilter } from './invoices-api.ts';

/** The invoice form: a client ('All' for every client), two calendar dates, Load with TTP. */
export const invoiceFormSchema = z
  .object({ clientId: z.string().trim().min(1, INVOICE_MESSAGES.clientRequired), withTTP: z.boolean() })
  .and(invoicePeriodSchema);

export interface InvoiceFormValues {
  clientId: string;
  fromDate: string;
  toDate: string;
  withTTP: boolean;
}

/** This month so far in the company's zone: the 1st to today. */
export function defaultPeriod(now: Date, zone: string): { fromDate: string; toDate: string } {
  const today = calendarDateInZone(now, zone);
  return { fromDate: `${today.slice(0, 8)}01`, toDate: today };
}

/**
 * The loaded invoice kept in the address (?clientId&fromDate&toDate[&withTTP=Yes]), so a reload or
 * a shared link loads the same invoice; null when absent or not valid.
 */
export function filterFromSearch(search: Record<string, unknown>): InvoiceLoadFilter | null {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const clientId = text(search.clientId);
  const period = invoicePeriodSchema.safeParse({
    fromDate: text(search.fromDate),
    toDate: text(search.toDate),
  });
  if (!clientId || !period.success) {
    return null;
  }
  return { ...period.data, clientId, withTTP: text(search.withTTP) === 'Yes' };
}

/**
 * The address of a loaded filter (TTP only when on: No is the default, as the Temporary
 * Transformation Payment ended on 1 July 2024; issue 26).
 */
export const searchOfFilter = (f: InvoiceLoadFilter) => ({
  clientId: f.clientId,
  fromDate: f.fromDate,
  toDate: f.toDate,
  ...(f.withTTP ? { withTTP: 'Yes' } : {}),
});

/** The form's first values: the address's filter, else no client yet and this month so far. */
export function initialFormValues(
  filter: InvoiceLoadFilter | null,
  now: Date,
  zone: string,
): InvoiceFormValues {
  return filter ?? { clientId: '', withTTP: false, ...defaultPeriod(now, zone) };
}
