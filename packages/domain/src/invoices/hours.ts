// Hours as invoices count and write them; apart, so that the delivery rule and the explanations
// (which use each other's words) share them without importing each other.

/** 100-ns ticks in an hour (the durations' unit). */
export const TICKS_PER_HOUR = 36_000_000_000;

/** Ticks as hours with 2 decimals ('3.50 h'), as the explanations write them. */
export const hoursText = (ticks: number): string => `${(ticks / TICKS_PER_HOUR).toFixed(2)} h`;
