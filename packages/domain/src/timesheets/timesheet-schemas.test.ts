import { describe, expect, it } from 'vitest';
import {
  aiInstructionSchema,
  progressNoteEditSchema,
  rejectTimesheetSchema,
  TIMESHEET_MESSAGES as T,
  timesheetPeriodSchema,
} from './timesheet-schemas.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('timesheetPeriodSchema', () => {
  it('takes a fortnight', () => {
    expect(
      timesheetPeriodSchema.safeParse({ fromDate: '2026-11-08T13:00:00Z', toDate: '2026-11-22T13:00:00Z' })
        .success,
    ).toBe(true);
  });

  it.each([
    ['a missing start', { toDate: '2026-11-22T13:00:00Z' }, [['fromDate', T.periodRequired]]],
    ['a blank start', { fromDate: ' ', toDate: '2026-11-22T13:00:00Z' }, [['fromDate', T.periodRequired]]],
    [
      'an unreadable end',
      { fromDate: '2026-11-08T13:00:00Z', toDate: 'soon' },
      [['toDate', T.periodRequired]],
    ],
    [
      'an end before the start',
      { fromDate: '2026-11-22T13:00:00Z', toDate: '2026-11-08T13:00:00Z' },
      [['toDate', T.periodOrder]],
    ],
    [
      'an end equal to the start',
      { fromDate: '2026-11-08T13:00:00Z', toDate: '2026-11-08T13:00:00Z' },
      [['toDate', T.periodOrder]],
    ],
    [
      'more than 62 days',
      { fromDate: '2026-11-01T00:00:00Z', toDate: '2027-01-02T00:00:01Z' },
      [['toDate', T.periodTooLong]],
    ],
  ])('refuses %s with one message at its field', (_label, input, expected) => {
    expect(issues(timesheetPeriodSchema.safeParse(input))).toEqual(expected);
  });

  it('takes exactly 62 days', () => {
    expect(
      timesheetPeriodSchema.safeParse({ fromDate: '2026-11-01T00:00:00Z', toDate: '2027-01-02T00:00:00Z' })
        .success,
    ).toBe(true);
  });
});

describe('the answers’ schemas', () => {
  it('asks a worker rejecting a timesheet to say what should change', () => {
    expect(issues(rejectTimesheetSchema.safeParse({ reason: '   ' }))).toEqual([
      ['reason', T.reasonRequired],
    ]);
    expect(rejectTimesheetSchema.parse({ reason: ' Wrong clock-out ' }).reason).toBe('Wrong clock-out');
  });

  it('reads blank progress note texts as none', () => {
    expect(progressNoteEditSchema.parse({ report: ' ', progress: 'null', followUp: 'Call the OT' })).toEqual({
      report: null,
      progress: null,
      followUp: 'Call the OT',
    });
  });

  it.each([
    [undefined, T.aiReasonRequired],
    ['', T.aiReasonRequired],
    ['   ', T.aiReasonRequired],
    ['abc', T.aiReasonMin],
  ])('refuses the AI instruction %j with “%s”', (reason, message) => {
    expect(issues(aiInstructionSchema.safeParse({ reason }))).toEqual([['reason', message]]);
  });

  it('takes an instruction of 4 characters', () => {
    expect(aiInstructionSchema.safeParse({ reason: 'abcd' }).success).toBe(true);
  });
});
