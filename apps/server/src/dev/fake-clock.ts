/**
 * The clock of a local fake of an outside service (Xero, Stripe): fixed at a known instant that tests
 * move through `ms`, or, for the demo, the machine's own clock, which setting `ms` does not move.
 */
export function fakeServiceClock(realClock: boolean | undefined): { ms: number } {
  if (!realClock) {
    return { ms: Date.parse('2026-11-22T01:00:00Z') };
  }
  return {
    get ms() {
      return Date.now();
    },
    set ms(_ignored: number) {
      // The machine's clock is not moved.
    },
  };
}
