import { ATTENDANCE_MESSAGES as A } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  clockTimeErrors,
  editFormErrors,
  fieldErrorsOf,
  instantOf,
  kmText,
  markFormErrors,
} from './attendance-form.ts';

const SYD = 'Australia/Sydney';

describe('the attendance forms’ checks', () => {
  it('needs a clock-in, and a clock-out after it and within 24 hours', () => {
    expect(clockTimeErrors('', '', SYD)).toEqual({ clockIn: A.clockInRequired });
    expect(clockTimeErrors('2026-11-24T09:00', '', SYD)).toEqual({});
    expect(clockTimeErrors('2026-11-24T09:00', '', SYD, true)).toEqual({ clockOut: A.clockOutAfterIn });
    expect(clockTimeErrors('2026-11-24T09:00', '2026-11-24T09:00', SYD)).toEqual({
      clockOut: A.clockOutAfterIn,
    });
    expect(clockTimeErrors('2026-11-24T09:00', '2026-11-25T09:00', SYD)).toEqual({});
    expect(clockTimeErrors('2026-11-24T09:00', '2026-11-25T09:01', SYD)).toEqual({ clockOut: A.tooLong });
  });

  it('counts 24 hours as instants across the night daylight saving starts', () => {
    // Sat 3 Oct 2026 22:00 to Sun 4 Oct 23:00 local is 24 hours (the night lost an hour).
    expect(clockTimeErrors('2026-10-03T22:00', '2026-10-04T23:00', SYD)).toEqual({});
    expect(clockTimeErrors('2026-10-03T22:00', '2026-10-04T23:01', SYD)).toEqual({ clockOut: A.tooLong });
  });

  it('sends wall times as instants in the company’s zone', () => {
    expect(instantOf('2026-11-24T09:00', SYD)).toBe('2026-11-23T22:00:00.000Z');
    expect(instantOf('', SYD)).toBe('');
  });

  it('gives the mark form the spec’s km messages, a blank reading as required', () => {
    const base = { clockIn: '2026-11-24T09:00', clockOut: '2026-11-24T17:00', report: '' };
    expect(markFormErrors({ ...base, startKm: '', endKm: 'ten' }, SYD)).toEqual({
      startKm: A.startKmRequired,
      endKm: A.mustBeNumber,
    });
    expect(markFormErrors({ ...base, startKm: '12', endKm: ' ' }, SYD)).toEqual({ endKm: A.endKmRequired });
    expect(markFormErrors({ ...base, startKm: '20', endKm: '10' }, SYD)).toEqual({
      endKm: A.endKmBelowStart,
    });
    expect(markFormErrors({ ...base, startKm: '10', endKm: '24.5' }, SYD)).toEqual({});
    expect(markFormErrors({ ...base, clockOut: '', startKm: '1', endKm: '2' }, SYD)).toEqual({
      clockOut: A.clockOutAfterIn,
    });
  });

  it('lets an edit leave the clock-out and km empty, but not the clock-in', () => {
    const none = { clockIn: '', clockOut: '', startKm: '', endKm: '', report: '' };
    expect(editFormErrors({ ...none, clockIn: '2026-11-24T09:00' }, SYD)).toEqual({});
    expect(editFormErrors(none, SYD)).toEqual({ clockIn: A.clockInRequired });
    // An ended attendance keeps a clock-out: clearing it is refused here, not silently ignored.
    expect(editFormErrors({ ...none, clockIn: '2026-11-24T09:00' }, SYD, true)).toEqual({
      clockOut: A.clockOutAfterIn,
    });
    expect(editFormErrors({ ...none, clockIn: '2026-11-24T09:00', startKm: 'x' }, SYD)).toEqual({
      startKm: A.mustBeNumber,
    });
    expect(fieldErrorsOf(new ZodError([]))).toEqual({});
    expect(kmText(null)).toBe('');
    expect(kmText(12.5)).toBe('12.5');
  });
});
