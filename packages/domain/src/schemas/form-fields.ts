import { z } from 'zod';
import { utcCalendarDate } from '../dates.ts';
import { DATE_RANGE_MESSAGE, isYearInRange, parseInstant } from '../input-rules.ts';

/**
 * Form values as the spec's clients send them: multipart text where null is sent as '' (or the
 * text 'null'). These read such a value as null, trim it, and cap its length.
 */
export const optionalText = (max = 200) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || (typeof v === 'string' && ['', 'null', 'undefined'].includes(v.trim()))
        ? null
        : v,
    z.string().trim().max(max, `At most ${max} characters`).nullable(),
  );

export const requiredText = (message: string, max = 200) =>
  z.preprocess(
    (v) => (typeof v === 'string' && ['null', 'undefined'].includes(v.trim()) ? '' : v),
    z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`),
  );

export const optionalEmail = () =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || (typeof v === 'string' && ['', 'null'].includes(v.trim())) ? null : v,
    z.string().trim().toLowerCase().email('Enter a valid email address').nullable(),
  );

export const requiredEmail = (message = 'Enter a valid email address') =>
  z.string({ error: message }).trim().toLowerCase().min(1, message).email('Enter a valid email address');

/** Australian phone numbers keep digits (and a leading +): spaces, dashes and brackets are dropped. */
export const phone = (message: string) =>
  requiredText(message, 30)
    .transform((v) => v.replace(/[^\d+]/g, ''))
    .refine((v) => /^\+?\d{6,15}$/.test(v), 'Enter a valid phone number');

export const optionalPhone = () =>
  optionalText(30)
    .transform((v) => (v === null ? null : v.replace(/[^\d+]/g, '')))
    .refine((v) => v === null || /^\+?\d{6,15}$/.test(v), 'Enter a valid phone number');

/** A calendar date 'YYYY-MM-DD' (an ISO date-time is cut to its date). */
export const optionalDate = () =>
  optionalText(40)
    .transform((v) => (v === null ? null : v.slice(0, 10)))
    .refine((v) => v === null || isCalendarDate(v), 'Enter a valid date')
    .refine((v) => v === null || isDateInRange(v), DATE_RANGE_MESSAGE);

export const requiredDate = (message: string) =>
  requiredText(message, 40)
    .transform((v) => v.slice(0, 10))
    .refine(isCalendarDate, 'Enter a valid date')
    .refine(isDateInRange, DATE_RANGE_MESSAGE);

/** An optional instant typed as text (a list filter's from/to), read as a Date within the date years. */
export const optionalInstant = (invalidMessage = 'Enter a valid date') =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) {
        return undefined;
      }
      const parsed = parseInstant(v);
      if (typeof parsed === 'string') {
        ctx.addIssue({
          code: 'custom',
          message: parsed === 'outOfRange' ? DATE_RANGE_MESSAGE : invalidMessage,
        });
        return z.NEVER;
      }
      return parsed;
    });

/** One of a fixed list, or empty. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(
  values: T,
  /** Words that mean none, read as null (a 'None' option). */
  none: readonly string[] = [],
) =>
  optionalText(100)
    .transform((v) => (v !== null && none.includes(v) ? null : v))
    .refine((v) => v === null || (values as readonly string[]).includes(v), {
      message: `Choose one of: ${values.join(', ')}`,
    });

export const optionalNumber = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' || v === 'null' ? null : Number(v)),
    z.number({ error: 'Must be a number' }).finite('Must be a number').nullable(),
  );

/** Whether a calendar date 'YYYY-MM-DD' falls within the date years (1900 to 2100). */
export const isDateInRange = (v: string): boolean => isYearInRange(Number(v.slice(0, 4)));

export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    return false;
  }
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && utcCalendarDate(d) === v;
}
