import { DATE_FORMATS, dayjs, formatCalendarDate, type InvoiceLineView } from '@care/domain';

const dollars = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as dollars with 2 decimals: 12345 → '$123.45'. */
export const moneyText = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${dollars.format(Math.abs(cents) / 100)}`;

/** Kilometres with 2 decimals. */
export const kmText = (km: number) => `${(Number.isFinite(km) ? km : 0).toFixed(2)} km`;

/** A line's date as DD-MM-YYYY. */
export const lineDateText = (l: Pick<InvoiceLineView, 'date'>) => formatCalendarDate(l.date);

/** A line's times in the company's zone: '9:00 AM – 3:30 PM'. */
export function lineTimeText(l: Pick<InvoiceLineView, 'dateFrom' | 'dateTo'>, zone: string): string {
  const at = (v: string) => (v ? dayjs(v).tz(zone).format(DATE_FORMATS.time) : '');
  return `${at(l.dateFrom)} – ${at(l.dateTo)}`;
}

/** A date-time in the company's zone: '10-11-2026 9:00 AM'. */
export const dateTimeText = (v: string | null | undefined, zone: string) =>
  v ? dayjs(v).tz(zone).format(DATE_FORMATS.dateTime) : '';

/** The status shown for a line: the claim's state once claimed, else Draft or Saved. */
export function lineStatus(l: Pick<InvoiceLineView, 'status' | 'claimStatus'>): string {
  return l.claimStatus ?? l.status;
}

/** Shown on a line whose band has no item for the client. */
export const NO_ITEM_TEXT = 'No support item for this band';

/** The saved invoice detail of a line's invoice: where its activity is edited. */
export const savedInvoicePath = (periodFrom: string, periodTo: string, profileId: string) =>
  `/app/reports/view-saved-invoice/${[periodFrom, periodTo, profileId].map(encodeURIComponent).join('/')}`;
