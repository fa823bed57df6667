import { z } from 'zod';
import { parseAmountCents } from '../care-record/money.ts';
import { isCalendarDate } from '../schemas/form-fields.ts';

// The small readers the pay settings' schemas share: a calendar date and a dollar amount as cents.

/** True for a real calendar date written YYYY-MM-DD (not 2026-02-30, nor 2026-13-01). */
export const isIsoDate = (d: string): boolean => isCalendarDate(d);

/** A required YYYY-MM-DD date, with the field's own message. */
export const isoDate = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, message);

/** An optional YYYY-MM-DD date: '' and null read as none. */
export const optionalIsoDate = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.string({ error: message }).trim().refine(isIsoDate, message).nullable(),
  );

/** The most a rate row holds: $100,000.00 (a weekly rate is under $2,000). */
export const MAX_RATE_CENTS = 10_000_000;

/** A dollar amount typed as text or a number, read as integer cents above zero. */
export const dollarsAsCents = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z.string({ error: message }).transform((text, ctx) => {
      const r = parseAmountCents(text, message, MAX_RATE_CENTS);
      if (!r.ok || r.cents <= 0) {
        ctx.addIssue({ code: 'custom', message: r.ok ? message : r.message });
        return z.NEVER;
      }
      return r.cents;
    }),
  );

/** An optional dollar amount: '' and null read as none. */
export const optionalDollarsAsCents = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), dollarsAsCents(message).nullable());
