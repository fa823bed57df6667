import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { REPORT_INCIDENT_MESSAGES } from '../incidents/report-incident.ts';
import {
  ATTENDANCE_MESSAGES as A,
  attendanceEditSchema,
  clockOutFormSchema,
  dailyReportEditSchema,
  markAttendanceSchema,
  mileageSchema,
  offlineStampSchema,
  richTextLength,
  shiftReportSchema,
} from './attendance-schemas.ts';

/** Each failing field's messages, keyed by path ('' for the whole object). */
function errors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) {
    return {};
  }
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('mileageSchema', () => {
  it('accepts two readings, numbers or numeric text, equal or rising', () => {
    expect(mileageSchema.parse({ startKm: '1200', endKm: '1234.5' })).toEqual({
      startKm: 1200,
      endKm: 1234.5,
    });
    expect(mileageSchema.parse({ startKm: 0, endKm: 0 })).toEqual({ startKm: 0, endKm: 0 });
    expect(mileageSchema.parse({ startKm: 5, endKm: 5 })).toEqual({ startKm: 5, endKm: 5 });
  });

  it('both readings are required (missing, empty, blank or the text null)', () => {
    for (const empty of [undefined, null, '', '  ', 'null']) {
      expect(errors(mileageSchema, { startKm: empty, endKm: empty })).toEqual({
        startKm: [A.startKmRequired],
        endKm: [A.endKmRequired],
      });
    }
    expect(errors(mileageSchema, { startKm: 10 })).toEqual({ endKm: [A.endKmRequired] });
  });

  it('text that is not a number says so', () => {
    expect(errors(mileageSchema, { startKm: 'ten', endKm: '12km' })).toEqual({
      startKm: [A.mustBeNumber],
      endKm: [A.mustBeNumber],
    });
    expect(errors(mileageSchema, { startKm: 'Infinity', endKm: true })).toEqual({
      startKm: [A.mustBeNumber],
      endKm: [A.mustBeNumber],
    });
    expect(mileageSchema.parse({ startKm: ' 12 ', endKm: '1e2' })).toEqual({ startKm: 12, endKm: 100 });
  });

  it('a negative reading is refused', () => {
    expect(errors(mileageSchema, { startKm: -1, endKm: '-0.5' })).toEqual({
      startKm: [A.notNegative],
      endKm: [A.notNegative],
    });
  });

  it('an end below the start is refused on the end field', () => {
    expect(errors(mileageSchema, { startKm: 100, endKm: 99.9 })).toEqual({ endKm: [A.endKmBelowStart] });
  });

  it('the messages read as the spec writes them', () => {
    expect(A.mustBeNumber).toBe('Must be a number');
    expect(A.startKmRequired).toBe('Start KM is required');
    expect(A.endKmRequired).toBe('End KM is required');
    expect(A.endKmBelowStart).toBe('End KM cannot be less than Start KM');
  });
});

describe('markAttendanceSchema', () => {
  it('accepts the mark payload with km and optional times and report', () => {
    const parsed = markAttendanceSchema.parse({
      startKm: '10',
      endKm: '25',
      report: ' Went to the shops ',
      clockIn: '2026-11-24T09:00',
      clockOut: '',
      clockInCheck: true,
    });
    expect(parsed).toMatchObject({
      startKm: 10,
      endKm: 25,
      report: 'Went to the shops',
      clockIn: '2026-11-24T09:00',
      clockOut: null,
      clockInCheck: true,
    });
  });

  it('km readings are required and numeric, not negative, the end not below the start', () => {
    expect(errors(markAttendanceSchema, {})).toEqual({
      startKm: [A.startKmRequired],
      endKm: [A.endKmRequired],
    });
    expect(errors(markAttendanceSchema, { startKm: 'x', endKm: 1 })).toEqual({ startKm: [A.mustBeNumber] });
    expect(errors(markAttendanceSchema, { startKm: -3, endKm: 1 })).toEqual({ startKm: [A.notNegative] });
    expect(errors(markAttendanceSchema, { startKm: 30, endKm: 20 })).toEqual({ endKm: [A.endKmBelowStart] });
  });
});

describe('attendanceEditSchema', () => {
  it('needs the clock-in; km are optional but checked', () => {
    expect(errors(attendanceEditSchema, {})).toEqual({ clockIn: [A.clockInRequired] });
    expect(errors(attendanceEditSchema, { clockIn: '  ' })).toEqual({ clockIn: [A.clockInRequired] });
    expect(
      attendanceEditSchema.parse({ clockIn: '2026-11-24T09:00', startKm: '', endKm: 'null' }),
    ).toMatchObject({
      startKm: null,
      endKm: null,
    });
    expect(errors(attendanceEditSchema, { clockIn: '2026-11-24T09:00', startKm: 'a', endKm: -1 })).toEqual({
      startKm: [A.mustBeNumber],
      endKm: [A.notNegative],
    });
    expect(errors(attendanceEditSchema, { clockIn: '2026-11-24T09:00', startKm: 9, endKm: 8 })).toEqual({
      endKm: [A.endKmBelowStart],
    });
  });
});

describe('richTextLength', () => {
  it('counts the text, not the tags, images or repeated spaces', () => {
    expect(richTextLength('<p>Hello <strong>world</strong></p>')).toBe('Hello world'.length);
    expect(richTextLength('<p>abc</p><p><img src="data:image/png;base64,AAAA"></p>')).toBe(3);
    expect(richTextLength('<p>a&nbsp;&nbsp;b &amp; c</p>')).toBe('a b x c'.length);
    expect(richTextLength('')).toBe(0);
    expect(richTextLength(null)).toBe(0);
    expect(richTextLength(undefined)).toBe(0);
  });
});

describe('shiftReportSchema', () => {
  const SHIFT = '0b6f7c2e-3f4a-4b5c-8d9e-0f1a2b3c4d5e';
  const TWENTY = 'Went for a walk toda'; // 20 characters
  const base = { shiftRosterId: SHIFT, goal_Progress: `<p>${TWENTY}</p>` };

  it('20 characters of goal progress pass; 19 do not', () => {
    expect(TWENTY).toHaveLength(20);
    expect(errors(shiftReportSchema, base)).toEqual({});
    expect(errors(shiftReportSchema, { ...base, goal_Progress: `<p>${TWENTY.slice(0, 19)}</p>` })).toEqual({
      goal_Progress: [A.goalProgressMin],
    });
  });

  it('tags and images do not count towards the 20 characters', () => {
    const padded = `<p><strong>${TWENTY.slice(0, 19)}</strong></p><p><img src="data:image/png;base64,${'A'.repeat(500)}"></p>`;
    expect(errors(shiftReportSchema, { ...base, goal_Progress: padded })).toEqual({
      goal_Progress: [A.goalProgressMin],
    });
    expect(errors(shiftReportSchema, { ...base, goal_Progress: '<p>                         </p>' })).toEqual(
      {
        goal_Progress: [A.goalProgressMin],
      },
    );
  });

  it('missing goal progress says the minimum', () => {
    expect(errors(shiftReportSchema, { shiftRosterId: SHIFT })).toEqual({
      goal_Progress: [A.goalProgressMin],
    });
  });

  it('the shift id must be a UUID', () => {
    expect(errors(shiftReportSchema, { ...base, shiftRosterId: '42' })).toEqual({
      shiftRosterId: ['The shift id must be a UUID'],
    });
  });

  // Each conditional detail: [the yes/no field, the answer that needs details, its details field].
  const conditions = [
    ['isMealManagementPlan', false, 'details_IfNotMealMaganementPlan'],
    ['isDrinkingProblem', true, 'details_IfProblemExist'],
    ['isHealthIssues', true, 'details_IfHealthIssuesExist'],
    ['isBehaviourConcerned', true, 'details_ifIsBehaviourConcerned'],
  ] as const;

  for (const [flag, needing, details] of conditions) {
    it(`${details} is required only when ${flag} is ${needing}`, () => {
      expect(errors(shiftReportSchema, { ...base, [flag]: needing })).toEqual({
        [details]: [A.detailsRequired],
      });
      expect(errors(shiftReportSchema, { ...base, [flag]: needing, [details]: '  ' })).toEqual({
        [details]: [A.detailsRequired],
      });
      // The form's 'Yes'/'No' and 'true'/'false' read the same as booleans.
      expect(errors(shiftReportSchema, { ...base, [flag]: needing ? 'Yes' : 'No' })).toEqual({
        [details]: [A.detailsRequired],
      });
      expect(errors(shiftReportSchema, { ...base, [flag]: String(needing) })).toEqual({
        [details]: [A.detailsRequired],
      });
      expect(errors(shiftReportSchema, { ...base, [flag]: needing, [details]: 'What happened' })).toEqual({});
      expect(errors(shiftReportSchema, { ...base, [flag]: !needing })).toEqual({});
      expect(errors(shiftReportSchema, { ...base, [flag]: null })).toEqual({});
      expect(errors(shiftReportSchema, { ...base, [flag]: '' })).toEqual({});
      expect(errors(shiftReportSchema, base)).toEqual({});
    });
  }
});

describe('shiftReportSchema: "Incident? Yes" (issue 40)', () => {
  const SHIFT = '5f0c2d1e-8a3b-4c5d-9e6f-7a8b9c0d1e2f';
  const base = { shiftRosterId: SHIFT, goal_Progress: '<p>Twenty characters, at least</p>' };
  const answers = {
    type: 'Incident',
    title: 'Fall in the garden',
    occurredDate: '2026-12-01',
    occurredTime: '10:40',
    location: '12 Harbour St',
    description: 'Tripped on the step.',
    immediateActions: 'Cleaned and dressed the graze.',
    personHarmed: 'Yes',
    harmDetails: 'Grazed knee',
    firstAid: 'Yes',
    reportable: 'Unsure',
  };

  it('a bare Yes asks for the incident questions, at the incident', () => {
    expect(errors(shiftReportSchema, { ...base, isIncident: 'Yes' })).toEqual({
      incident: [REPORT_INCIDENT_MESSAGES.questionsRequired],
    });
  });

  it('the answers are read with the incident form’s own schema: harmed, first aid and time as written', () => {
    const parsed = shiftReportSchema.parse({ ...base, isIncident: 'Yes', incident: answers });
    expect(parsed.incident).toMatchObject({
      personHarmed: true,
      harmDetails: 'Grazed knee',
      firstAid: true,
      occurredTime: '10:40',
    });
    expect(
      errors(shiftReportSchema, { ...base, isIncident: 'Yes', incident: { ...answers, personHarmed: '' } }),
    ).toEqual({
      'incident.personHarmed': ['Say whether anyone was harmed'],
    });
  });

  it('the shift’s incident already reported may be chosen instead, never both', () => {
    const incidentId = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    expect(errors(shiftReportSchema, { ...base, isIncident: true, incidentId })).toEqual({});
    expect(errors(shiftReportSchema, { ...base, isIncident: true, incidentId, incident: answers })).toEqual({
      incidentId: [REPORT_INCIDENT_MESSAGES.answeredOrChosen],
    });
  });

  it('details alone still pass the schema (the office’s draft); No needs nothing', () => {
    expect(errors(shiftReportSchema, { ...base, isIncident: true, details_IfIsIncident: 'A fall' })).toEqual(
      {},
    );
    expect(errors(shiftReportSchema, { ...base, isIncident: false })).toEqual({});
  });
});

describe('dailyReportEditSchema', () => {
  it('needs the end km; the start km is optional; the end not below the start', () => {
    expect(errors(dailyReportEditSchema, {})).toEqual({ endKm: [A.endKmRequired] });
    expect(errors(dailyReportEditSchema, { endKm: '' })).toEqual({ endKm: [A.endKmRequired] });
    expect(errors(dailyReportEditSchema, { endKm: 'abc' })).toEqual({ endKm: [A.mustBeNumber] });
    expect(errors(dailyReportEditSchema, { endKm: -2 })).toEqual({ endKm: [A.notNegative] });
    expect(errors(dailyReportEditSchema, { startKm: 'abc', endKm: 2 })).toEqual({
      startKm: [A.mustBeNumber],
    });
    expect(errors(dailyReportEditSchema, { startKm: 50, endKm: 40 })).toEqual({ endKm: [A.endKmBelowStart] });
    expect(dailyReportEditSchema.parse({ endKm: '40', report: 'ok' })).toEqual({
      startKm: null,
      endKm: 40,
      report: 'ok',
    });
  });
});

describe('offlineStampSchema', () => {
  it('a request id is 8 to 100 characters; both are optional', () => {
    expect(offlineStampSchema.safeParse({}).success).toBe(true);
    expect(
      offlineStampSchema.safeParse({ requestId: 'abcdefgh', deviceTime: '2026-11-24T09:00:00Z' }).success,
    ).toBe(true);
    expect(offlineStampSchema.safeParse({ requestId: 'short' }).success).toBe(false);
    expect(offlineStampSchema.safeParse({ requestId: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('tick boxes (isSigned, clockInCheck, clockOutCheck)', () => {
  const SHIFT = '0b6f7c2e-3f4a-4b5c-8d9e-0f1a2b3c4d5e';
  const report = { shiftRosterId: SHIFT, goal_Progress: 'Went for a walk today by the river' };

  it('the text false is not a signature', () => {
    expect(shiftReportSchema.parse({ ...report, isSigned: 'false' }).isSigned).toBe(false);
    expect(shiftReportSchema.parse({ ...report, isSigned: '0' }).isSigned).toBe(false);
    expect(shiftReportSchema.parse({ ...report, isSigned: false }).isSigned).toBe(false);
    expect(shiftReportSchema.parse({ ...report, isSigned: 'true' }).isSigned).toBe(true);
    expect(shiftReportSchema.parse({ ...report, isSigned: true }).isSigned).toBe(true);
    expect(shiftReportSchema.parse(report).isSigned).toBeUndefined();
    expect(errors(shiftReportSchema, { ...report, isSigned: 'maybe' })).toEqual({
      isSigned: ['Must be true or false'],
    });
  });

  it('the mark payload’s checks read the same way', () => {
    const parsed = markAttendanceSchema.parse({
      startKm: 1,
      endKm: 2,
      clockInCheck: 'false',
      clockOutCheck: 'on',
    });
    expect(parsed.clockInCheck).toBe(false);
    expect(parsed.clockOutCheck).toBe(true);
    expect(markAttendanceSchema.parse({ startKm: 1, endKm: 2 }).clockInCheck).toBeUndefined();
  });
});

describe('clockOutFormSchema', () => {
  const base = { early: false, kmAsked: false, drove: false, startKm: '', endKm: '', leftEarlyReason: '' };
  const errors = (v: object) =>
    Object.fromEntries(
      (clockOutFormSchema.safeParse({ ...base, ...v }).error?.issues ?? []).map((i) => [
        i.path[0],
        i.message,
      ]),
    );

  it('asks nothing of a worker who did not drive and leaves on time', () => {
    expect(clockOutFormSchema.safeParse(base).success).toBe(true);
  });

  it('asks the kilometres when they drove, or when the company always asks', () => {
    expect(errors({ drove: true })).toEqual({ startKm: A.startKmRequired, endKm: A.endKmRequired });
    expect(errors({ kmAsked: true, startKm: '10', endKm: '5' })).toEqual({ endKm: A.endKmBelowStart });
    expect(clockOutFormSchema.parse({ ...base, drove: true, startKm: '10', endKm: '12.5' })).toMatchObject({
      startKm: 10,
      endKm: 12.5,
    });
  });

  it('asks a reason when leaving early, blank or spaces refused', () => {
    expect(errors({ early: true, leftEarlyReason: '   ' })).toEqual({
      leftEarlyReason: A.leftEarlyReasonRequired,
    });
    expect(errors({ early: true, leftEarlyReason: 'x'.repeat(501) })).toEqual({
      leftEarlyReason: A.leftEarlyReasonTooLong,
    });
    expect(errors({ early: true, leftEarlyReason: 'Client went to hospital' })).toEqual({});
  });
});
