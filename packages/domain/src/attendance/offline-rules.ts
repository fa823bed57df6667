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

/** An instant with its zone written out: '2026-04-05T02:30:00+11:00', '…Z'. */
const ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}.*(Z|[+-]\d{2}:?\d{2})$/i;

/** When a phone's action happened, as the server takes it (`queuedActionTime`). */
export type QueuedActionTime =
  /** No phone time: the action happens when the server receives it. */
  | { kind: 'live'; at: Date }
  /**
   * A queued action the offline rules accept: `deviceAt` is the phone's time as sent, `at` the same
   * but never after the receipt (a phone a little ahead still cannot act in the future).
   */
  | { kind: 'queued'; at: Date; deviceAt: Date; deviceTimeOff: boolean }
  /** The phone's time cannot be read (or, when a zone is required, carries none). */
  | { kind: 'unreadable' }
  /** Recorded too long ago, or in the future beyond the tolerance. */
  | { kind: 'refused'; message: string };

/**
 * The time of an action the phone may have queued offline (docs/workforce.md "Clock-in, location,
 * offline"): the phone's time when it sent one and the offline rules accept it, the receipt
 * otherwise. Ages are real elapsed time, whatever the wall clock did in between (a daylight-saving
 * change makes the day 23 or 25 hours long). `zoneRequired`: only an instant with its zone written
 * out is read, so the phone's wall time is never guessed at.
 */
export function queuedActionTime(
  deviceTime: string | null | undefined,
  receivedAt: Date,
  o: { zoneRequired?: boolean } = {},
): QueuedActionTime {
  if (!deviceTime) {
    return { kind: 'live', at: receivedAt };
  }
  if (o.zoneRequired && !ZONED_INSTANT.test(deviceTime)) {
    return { kind: 'unreadable' };
  }
  const deviceAt = new Date(deviceTime);
  if (Number.isNaN(deviceAt.getTime())) {
    return { kind: 'unreadable' };
  }
  const verdict = queuedActionVerdict(deviceAt, receivedAt);
  if (!verdict.accepted) {
    return { kind: 'refused', message: verdict.message };
  }
  const at = deviceAt.getTime() > receivedAt.getTime() ? receivedAt : deviceAt;
  return { kind: 'queued', at, deviceAt, deviceTimeOff: verdict.deviceTimeOff };
}
