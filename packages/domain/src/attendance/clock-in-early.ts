import { ROSTER_LIMITS } from '../roster/roster-lists.ts';

/** "1 hour 5 minutes", "11 minutes", "2 hours": a wait in whole minutes as a worker reads it. */
export function waitText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h > 0 ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '';
  const mins = m > 0 || h === 0 ? `${m} ${m === 1 ? 'minute' : 'minutes'}` : '';
  return [hours, mins].filter(Boolean).join(' ');
}

/**
 * What a clock-in before the window opens answers (issue 40 item 10): how long until the shift
 * starts (minutes rounded up) and the time clock-in opens, on the company's clock.
 */
export function clockInTooEarly(msUntilStart: number, opensAtText: string): string {
  const minutes = Math.max(1, Math.ceil(msUntilStart / 60_000));
  return `Your shift starts in ${waitText(minutes)}. Clock-in opens ${ROSTER_LIMITS.clockInOpensMinutes} minutes before it, at ${opensAtText}.`;
}
