/** Durations cross the API as counts of 100-nanosecond ticks (spec 1 §9). */
export const TICKS_PER_MS = 10_000;
export const TICKS_PER_MINUTE = 60_000 * TICKS_PER_MS;

export function ticksFromMs(ms: number): number {
  return Math.round(ms) * TICKS_PER_MS;
}

export function msFromTicks(ticks: number): number {
  return ticks / TICKS_PER_MS;
}

/** Shows a tick count as 'H Hrs M min', rounding down to the whole minute. Negative or non-numeric counts read as 0. */
export function formatTicks(ticks: number | null | undefined): string {
  const minutes = Math.max(
    0,
    Math.floor((Number.isFinite(ticks) ? (ticks as number) : 0) / TICKS_PER_MINUTE),
  );
  return `${Math.floor(minutes / 60)} Hrs ${minutes % 60} min`;
}
