import { daysBetween } from '../plans/plan-rules.ts';

/** The columns of the aged list of unpaid invoices, by days past the due date. */
export const AGE_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export const AGE_BUCKET_LABELS: Record<AgeBucket, string> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': '90+ days',
};

/** Calendar days an invoice is past its due date on a day (0 or less: not yet overdue). */
export const daysOverdue = (dueDate: string, today: string): number => daysBetween(dueDate, today);

/** The column of an unpaid invoice on a day: current until the due date has passed, then by days overdue. */
export function ageBucket(dueDate: string, today: string): AgeBucket {
  const days = daysOverdue(dueDate, today);
  if (days <= 0) {
    return 'current';
  }
  if (days <= 30) {
    return '1-30';
  }
  if (days <= 60) {
    return '31-60';
  }
  if (days <= 90) {
    return '61-90';
  }
  return '90+';
}

/** An unpaid invoice as the aged list needs it. */
export interface AgeableInvoice {
  dueDate: string;
  owedCents: number;
}

/** The totals owed in each column (integer cents) and overall, of the invoices that still owe. */
export function agedTotals(invoices: readonly AgeableInvoice[], today: string) {
  const buckets = Object.fromEntries(AGE_BUCKETS.map((b) => [b, 0])) as Record<AgeBucket, number>;
  let total = 0;
  for (const inv of invoices) {
    if (inv.owedCents > 0) {
      buckets[ageBucket(inv.dueDate, today)] += inv.owedCents;
      total += inv.owedCents;
    }
  }
  return { buckets, totalCents: total };
}
