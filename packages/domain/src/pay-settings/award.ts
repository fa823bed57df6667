import type { AwardEmploymentType } from '../pay/pay-types.ts';

// The award's fixed words (docs/reference/SCHADS.md §1, §2.1): the award, its streams and the
// employment types, as the worker's settings and the rate rows name them.

/** The one award the product prices: SCHADS, MA000100. */
export const AWARDS = ['MA000100'] as const;
export type Award = (typeof AWARDS)[number];
export const AWARD_LABELS: Record<Award, string> = {
  MA000100: 'Social, Community, Home Care and Disability Services Industry Award (MA000100)',
};

/** The award's streams and schedules (SCHADS.md §2.1). */
export const STREAMS = ['SACS_B', 'HOME_CARE_DISABILITY_E', 'HOME_CARE_AGED_F'] as const;
export type Stream = (typeof STREAMS)[number];
export const STREAM_LABELS: Record<Stream, string> = {
  SACS_B: 'Social and community services, Schedule B (disability services)',
  HOME_CARE_DISABILITY_E: 'Home care – disability, Schedule E',
  HOME_CARE_AGED_F: 'Home care – aged care, Schedule F',
};

/** The streams the pay rules price today (SCHADS.md §1): the others are listed and refused. */
export const PRICED_STREAMS: readonly Stream[] = ['SACS_B'];
export const isPricedStream = (stream: string): boolean =>
  (PRICED_STREAMS as readonly string[]).includes(stream);
/** The message a worker's settings in an unpriced stream get. */
export const notPricedMessage = (stream: Stream): string => `${STREAM_LABELS[stream]} is not priced yet`;

/** Full-time, part-time (with agreed weekly hours) and casual (SCHADS.md §2.1; the engine's AWARD_EMPLOYMENT_TYPES). */
export const AWARD_EMPLOYMENT_LABELS: Record<AwardEmploymentType, string> = {
  FT: 'Full-time',
  PT: 'Part-time',
  CASUAL: 'Casual',
};

/** The levels and pay points a classification row may name (Schedule F has six levels). */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 8;
export const MIN_PAY_POINT = 1;
export const MAX_PAY_POINT = 4;

/** 'SACS level 2 pay point 1': a classification as the pages and messages say it. */
export function classificationLabel(c: { stream: string; level: number; payPoint: number }): string {
  const short: Record<string, string> = {
    SACS_B: 'SACS',
    HOME_CARE_DISABILITY_E: 'Home care – disability',
    HOME_CARE_AGED_F: 'Home care – aged care',
  };
  return `${short[c.stream] ?? c.stream} level ${c.level} pay point ${c.payPoint}`;
}
