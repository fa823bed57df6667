import {
  calendarDateInZone,
  formatCalendarDate,
  formatCents,
  type PayLineView,
  type PayPeriodPay,
} from '@care/domain';

/** '9 Nov – 22 Nov 2026': a pay period in words. */
export const periodText = (p: { fromDate: string; toDate: string }) =>
  `${formatCalendarDate(p.fromDate, 'dayMonth')} – ${formatCalendarDate(p.toDate, 'dayMonthYear')}`;

/** '$1,234.50'. */
export const money = (cents: number) => formatCents(cents);

/** What a line counts: '6.00 h at $63.385' or '12.5 × $0.99'. */
export function quantityText(l: Pick<PayLineView, 'hours' | 'units' | 'rate'>): string {
  return l.hours !== null ? `${l.hours} h at $${l.rate}` : `${l.units ?? ''} × $${l.rate}`;
}

/** The dates a line covers: 'Sat 14 Nov' or 'Mon 9 Nov – Fri 20 Nov'. */
export const lineDates = (l: Pick<PayLineView, 'date' | 'toDate'>) =>
  l.date === l.toDate
    ? formatCalendarDate(l.date, 'shortDay')
    : `${formatCalendarDate(l.date, 'shortDay')} – ${formatCalendarDate(l.toDate, 'shortDay')}`;

/** A period's status as the office reads it, and as the worker does. */
export const OFFICE_STATUS: Record<PayPeriodPay['status'], string> = {
  ready: 'Ready',
  waiting: 'Waiting for approval',
  blocked: 'Blocked',
  approved: 'Approved',
};
export const WORKER_STATUS: Record<PayPeriodPay['status'], string> = {
  ready: 'All shifts approved',
  waiting: 'Waiting for approval',
  blocked: 'Cannot be worked out yet',
  approved: 'Approved for payroll',
};

/** 'Approved by Pat Lee on Tue 24 Nov 2026' (the day in the company's zone). */
export const approvedText = (p: { approvedBy: string | null; approvedAt: string | null }, zone: string) =>
  `Approved${p.approvedBy ? ` by ${p.approvedBy}` : ''}${p.approvedAt ? ` on ${formatCalendarDate(calendarDateInZone(new Date(p.approvedAt), zone), 'dayDate')}` : ''}`;
