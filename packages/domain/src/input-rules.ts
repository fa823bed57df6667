/** The years a date typed into the product may fall in; anything outside is a typing mistake. */
export const DATE_YEARS = { from: 1900, to: 2100 } as const;

export const DATE_RANGE_MESSAGE = `Enter a date between ${DATE_YEARS.from} and ${DATE_YEARS.to}`;
export const NUL_MESSAGE = 'Must not contain a NUL character';
export const SURROGATE_MESSAGE = 'Must not contain a broken character (a lone UTF-16 surrogate)';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text can never be stored or shown (a NUL character, half of a surrogate pair), or null when it can. */
export function unsafeTextReason(text: string): string | null {
  if (text.includes('\u0000')) {
    return NUL_MESSAGE;
  }
  return LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : null;
}

/** The text with each lone surrogate as U+FFFD, so that it can be encoded (names stored before the rule). */
export const wellFormed = (text: string): string =>
  text.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');

/** Whether a year lies within DATE_YEARS. */
export const isYearInRange = (year: number): boolean => year >= DATE_YEARS.from && year <= DATE_YEARS.to;

// A whole value that is an ISO date or date-time ('2026-07-01', '2026-07-01T10:00:00.000Z'), extended years included.
const ISO_DATE_LIKE =
  /^([+-]\d{6}|\d{4,})-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Whether a value that is an ISO date names a year outside DATE_YEARS ('0000-01-01', '99999-12-31'). */
export function isIsoDateOutOfRange(text: string): boolean {
  const year = ISO_DATE_LIKE.exec(text)?.[1];
  return year !== undefined && !isYearInRange(Number(year));
}

/** An instant typed as text (an ISO date or date-time, as list filters send it), or why it is refused. */
export function parseInstant(text: string): Date | 'invalid' | 'outOfRange' {
  const value = new Date(text);
  if (Number.isNaN(value.getTime())) {
    return 'invalid';
  }
  return isYearInRange(value.getUTCFullYear()) ? value : 'outOfRange';
}
