/** The offline acceptance rules (docs/workforce.md "Clock-in, location, offline"). */
export const OFFLINE_LIMITS = {
  /** A queued action older than this is refused. */
  maxAgeMs: 24 * 60 * 60 * 1000,
  /** Device and server times further apart than this are flagged for review; a device time this far in the future is refused. */
  toleranceMs: 5 * 60 * 1000,
} as const;

export const OFFLINE_MESSAGES = {
  tooOld:
    'This was recorded on the phone more than 24 hours ago, so it can no longer be sent. Ask the office to record it.',
  future:
    'The phone’s clock is ahead of the real time, so this cannot be accepted. Check the phone’s date and time, then try again.',
} as const;

export type QueuedVerdict = { accepted: true; deviceTimeOff: boolean } | { accepted: false; message: string };

/**
 * Whether an action the phone recorded at `deviceTime` and the server received at `receivedAt`
 * is accepted: refused when older than 24 hours or from the future (beyond the tolerance);
 * flagged when the two times differ by more than 5 minutes.
 */
export function queuedActionVerdict(deviceTime: Date, receivedAt: Date): QueuedVerdict {
  const lag = receivedAt.getTime() - deviceTime.getTime();
  if (lag > OFFLINE_LIMITS.maxAgeMs) {
    return { accepted: false, message: OFFLINE_MESSAGES.tooOld };
  }
  if (-lag > OFFLINE_LIMITS.toleranceMs) {
    return { accepted: false, message: OFFLINE_MESSAGES.future };
  }
  return { accepted: true, deviceTimeOff: Math.abs(lag) > OFFLINE_LIMITS.toleranceMs };
}
