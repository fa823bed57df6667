import { formatCalendarDate } from '@care/domain';

/** Cents as '$1,234.56'. */
export const money = (cents: number | null | undefined): string =>
  cents === null || cents === undefined
    ? '—'
    : `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Basis points as '17.5%'. */
export const percent = (bp: number): string => `${bp / 100}%`;

/** A calendar date as the product shows it, '—' when none. */
export const day = (date: string | null | undefined): string => (date ? formatCalendarDate(date) : '—');

/** A date or an amount is never broken over two lines ('31-07-' / '2026'). */
export const ONE_LINE = { whiteSpace: 'nowrap' } as const;
