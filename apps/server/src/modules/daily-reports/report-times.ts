import { ATTENDANCE_MESSAGES, instantFromInput, OFFLINE_LIMITS, queuedActionTime } from '@care/domain';
import { fieldError } from '../../http/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the action happened: the phone's time for a queued report (refused when too old or from the
 * future, docs/workforce.md "offline"), else the server's now.
 */
export function actionTime(deviceTime: string | undefined, now: Date): Date {
  const time = queuedActionTime(deviceTime, now);
  switch (time.kind) {
    case 'live':
    case 'queued':
      return time.at;
    case 'unreadable':
      throw fieldError('deviceTime', 'The phone’s time could not be read');
    case 'refused':
      throw fieldError('deviceTime', time.message);
  }
}

/** A clock time typed in the form (company wall time or ISO), not later than now (with the slack). */
function typedInstant(field: 'clockIn' | 'clockOut', text: string, zone: string, now: Date): Date {
  const at = instantFromInput(text, zone);
  if (!at) {
    throw fieldError(field, 'Enter a valid date and time');
  }
  if (at.getTime() > now.getTime() + OFFLINE_LIMITS.toleranceMs) {
    throw fieldError(field, `The ${field === 'clockIn' ? 'clock-in' : 'clock-out'} cannot be in the future`);
  }
  return at;
}

/**
 * A new daily report's times: the clock-in defaults to the action time; the clock-out is optional,
 * after the clock-in and at most 24 hours later.
 */
export function reportTimes(
  input: { clockIn: string | null; clockOut: string | null },
  zone: string,
  at: Date,
  now: Date,
): { clockIn: Date; clockOut: Date | null } {
  const clockIn = input.clockIn ? typedInstant('clockIn', input.clockIn, zone, now) : at;
  if (!input.clockOut) {
    return { clockIn, clockOut: null };
  }
  const clockOut = typedInstant('clockOut', input.clockOut, zone, now);
  if (clockOut.getTime() <= clockIn.getTime()) {
    throw fieldError('clockOut', ATTENDANCE_MESSAGES.clockOutAfterIn);
  }
  if (clockOut.getTime() - clockIn.getTime() > DAY_MS) {
    throw fieldError('clockOut', ATTENDANCE_MESSAGES.tooLong);
  }
  return { clockIn, clockOut };
}
