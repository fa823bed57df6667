import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `everyMs` (a minute by default), so a card's displayed status
 * turns from Upcoming to Active without a reload. Rounded to the minute for the admin roster, so
 * memoised cards re-render once a minute at most.
 */
export function useNow(everyMs = 60_000): Date {
  const read = () => new Date(Math.floor(Date.now() / everyMs) * everyMs);
  const [now, setNow] = useState(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read depends only on everyMs.
  useEffect(() => {
    const timer = window.setInterval(
      () => {
        const next = read();
        setNow((prev) => (prev.getTime() === next.getTime() ? prev : next));
      },
      Math.min(everyMs, 15_000),
    );
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
