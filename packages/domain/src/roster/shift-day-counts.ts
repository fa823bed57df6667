/**
 * The month grid's counts (issue 26): how many shifts start on each local day of a period, under
 * the same filter, search and record rules as the shift list. The grid shows these; the open day's
 * cards come from the shift list of that one day.
 */
export interface ShiftDayCount {
  /** The local date in the company's zone, 'YYYY-MM-DD'. */
  date: string;
  count: number;
}

/** The reply of `GET /ShiftRosters/get_shift_counts_by_day`: the days with at least one shift, in order. */
export type ShiftDayCounts = ShiftDayCount[];

/**
 * The roster search's words (spec 3 §2.1): a shift matches when every word is in its staff member's
 * name, a client's name or its shift id, whatever the case. The browser filters the open day's
 * cards with them and the server counts with the same words, so a cell's count and its list agree.
 */
export function rosterSearchWords(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** More words than this narrow nothing a person would type; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8;
