import {
  ATTENDANCE_MESSAGES,
  attendanceEditSchema,
  markAttendanceSchema,
  zonedWallTimeToInstant,
} from '@care/domain';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';

const A = ATTENDANCE_MESSAGES;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first message of each field of a failed parse, keyed by the field's name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A form's wall time ('YYYY-MM-DDTHH:mm' in the company's zone) as the ISO instant sent, or '' when empty. */
export function instantOf(wallTime: string, zone: string): string {
  return wallTime ? zonedWallTimeToInstant(wallTime, zone).toISOString() : '';
}

/**
 * The clock times of a mark or an edit: a clock-in is needed; a clock-out, when given (or when
 * `outRequired`), comes after it and at most 24 hours later (an attendance lasts at most a day).
 */
export function clockTimeErrors(
  clockIn: string,
  clockOut: string,
  zone: string,
  outRequired = false,
): Record<string, string> {
  if (!clockIn) {
    return {
      clockIn: A.clockInRequired,
      ...(outRequired && !clockOut ? { clockOut: A.clockOutAfterIn } : {}),
    };
  }
  if (!clockOut) {
    return outRequired ? { clockOut: A.clockOutAfterIn } : {};
  }
  const from = zonedWallTimeToInstant(clockIn, zone).getTime();
  const to = zonedWallTimeToInstant(clockOut, zone).getTime();
  if (to <= from) {
    return { clockOut: A.clockOutAfterIn };
  }
  if (to - from > DAY_MS) {
    return { clockOut: A.tooLong };
  }
  return {};
}

/** A kilometre reading as a form holds it: '' for none. */
export function kmText(km: number | null | undefined): string {
  return km === null || km === undefined ? '' : String(km);
}

/** What the mark and edit forms hold: wall times, km and report as typed. */
export interface AttendanceFormState {
  clockIn: string;
  clockOut: string;
  startKm: string;
  endKm: string;
  report: string;
}

const blank = (v: string) => v.trim() === '';

/**
 * Mark Staff Attendance (spec 3 §5): both km readings required ('Start KM is required', 'End KM is
 * required', 'Must be a number'), the times from the shift, the clock-out after the clock-in. A
 * blank reading is caught here first: the domain's reading reports a blank as 'Must be a number'.
 */
export function markFormErrors(v: AttendanceFormState, zone: string): Record<string, string> {
  const parsed = markAttendanceSchema.safeParse({ startKm: v.startKm, endKm: v.endKm, report: v.report });
  return {
    ...clockTimeErrors(v.clockIn, v.clockOut, zone, true),
    ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
    ...(blank(v.startKm) ? { startKm: ATTENDANCE_MESSAGES.startKmRequired } : {}),
    ...(blank(v.endKm) ? { endKm: ATTENDANCE_MESSAGES.endKmRequired } : {}),
  };
}

/**
 * Edit Attendance: a clock-in, a later clock-out (required once the attendance has one: the server
 * keeps the recorded clock-out when none is sent, so clearing it would silently do nothing), and
 * optional km (numbers, end not below start).
 */
export function editFormErrors(
  v: AttendanceFormState,
  zone: string,
  outRequired = false,
): Record<string, string> {
  const parsed = attendanceEditSchema.safeParse({
    clockIn: v.clockIn,
    clockOut: v.clockOut,
    startKm: v.startKm,
    endKm: v.endKm,
    report: v.report,
  });
  return {
    ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
    ...clockTimeErrors(v.clockIn, v.clockOut, zone, outRequired),
  };
}

const FORM_FIELDS = ['clockIn', 'clockOut', 'startKm', 'endKm', 'report', 'image'] as const;

/** A 400 reply's field messages under the form's fields ('StartKm', 'ImageFile' → startKm, image). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) {
    return {};
  }
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    const key = name.toLowerCase() === 'imagefile' ? 'image' : name.toLowerCase();
    const field = FORM_FIELDS.find((f) => f.toLowerCase() === key);
    if (field) {
      errors[field] = message;
    }
  }
  return errors;
}
