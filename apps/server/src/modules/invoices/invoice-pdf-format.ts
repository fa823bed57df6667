import { TICKS_PER_MINUTE } from '@care/domain';

const TICKS_PER_HOUR = 60 * TICKS_PER_MINUTE;
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Cents as the invoice prints money: '$1,234.50'. */
export const money = (cents: number): string => aud.format(cents / 100);

/** Ticks as the invoice prints hours: '3.50 h'. */
export const hours = (ticks: number): string => `${(ticks / TICKS_PER_HOUR).toFixed(2)} h`;

/** Kilometres to 2 decimals. */
export const km = (value: number): string => `${value.toFixed(2)} km`;

/** A calendar date 'YYYY-MM-DD' as 'DD-MM-YYYY' (no zone involved). */
export const dayMonthYear = (date: string): string => date.slice(0, 10).split('-').reverse().join('-');

// The quantity with its unit is the domain's, as every screen writes it.
export { quantityText } from '@care/domain';

/** 'h:mm AM' in the company's zone, one Intl formatter for the whole document. */
export function timeFormatter(zone: string): (value: string | null | undefined) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return (value) => {
    const date = value ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? format.format(date).replace(/\u202f/g, ' ') : '';
  };
}
