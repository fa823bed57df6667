import { useEffect, useState } from 'react';

/** The current time, refreshed every `refreshMs` (the staff roster's clock: spec 3 §9). */
export function useClock(refreshMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), refreshMs);
    return () => clearInterval(id);
  }, [refreshMs]);
  return now;
}
