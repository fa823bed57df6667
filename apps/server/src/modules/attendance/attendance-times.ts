import { ATTENDANCE_MESSAGES as A, instantFromInput } from '@care/domain';
import { fieldError } from '../../http/errors.ts';
import { ATTENDANCE_TEXTS as T } from './attendance-texts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date-time typed by the office (ISO instant or wall time in the company's zone), or the fallback. */
export function typedInstant(
  field: string,
  text: string | null | undefined,
  zone: string,
  fallback: Date,
): Date;
export function typedInstant(
  field: string,
  text: string | null | undefined,
  zone: string,
  fallback: Date | null,
): Date | null;
export function typedInstant(
  field: string,
  text: string | null | undefined,
  zone: string,
  fallback: Date | null,
): Date | null {
  if (!text?.trim()) {
    return fallback;
  }
  const at = instantFromInput(text, zone);
  if (!at) {
    throw fieldError(field, T.badDateTime);
  }
  return at;
}

/** An attendance's clock-out comes after its clock-in, at most 24 hours later. */
export function assertSpan(clockIn: Date, clockOut: Date | null): void {
  if (!clockOut) {
    return;
  }
  if (clockOut.getTime() <= clockIn.getTime()) {
    throw fieldError('clockOut', A.clockOutAfterIn);
  }
  if (clockOut.getTime() - clockIn.getTime() > DAY_MS) {
    throw fieldError('clockOut', A.tooLong);
  }
}
