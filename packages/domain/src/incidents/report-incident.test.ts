import { describe, expect, it } from 'vitest';
import {
  incidentAdditionSchema,
  REPORT_INCIDENT_MESSAGES as M,
  reportIncidentDecision,
} from './report-incident.ts';

const LINKED = { id: 'inc-1', incidentNo: 7 };
const facts = (f: Partial<Parameters<typeof reportIncidentDecision>[0]>) =>
  reportIncidentDecision({
    isIncident: true,
    answered: false,
    chosenIncidentId: null,
    linked: null,
    office: false,
    ...f,
  });

describe('reportIncidentDecision (issue 40)', () => {
  it('no incident on the report: nothing, even with a linked one (the register keeps it)', () => {
    expect(facts({ isIncident: false })).toEqual({ kind: 'none' });
    expect(facts({ isIncident: null, linked: LINKED })).toEqual({ kind: 'none' });
  });

  it('answered questions raise one incident; a chosen incident is linked', () => {
    expect(facts({ answered: true })).toEqual({ kind: 'raise' });
    expect(facts({ chosenIncidentId: 'inc-2' })).toEqual({ kind: 'link', incidentId: 'inc-2' });
  });

  it('a report with its incident keeps it; answering again or choosing another is a 409 naming it', () => {
    expect(facts({ linked: LINKED })).toEqual({ kind: 'keep' });
    expect(facts({ linked: LINKED, chosenIncidentId: 'inc-1' })).toEqual({ kind: 'keep' });
    const refused = { kind: 'refuse', status: 409, message: M.alreadyLinked('INC-0007') };
    expect(facts({ linked: LINKED, answered: true })).toEqual(refused);
    expect(facts({ linked: LINKED, chosenIncidentId: 'inc-2' })).toEqual(refused);
    expect(M.alreadyLinked('INC-0007')).toBe(
      'This shift report already has incident INC-0007. Open it or add to it instead of reporting it again.',
    );
  });

  it('a worker’s bare Yes is refused; the office’s is kept without an incident', () => {
    expect(facts({})).toEqual({ kind: 'refuse', status: 400, message: M.questionsRequired });
    expect(facts({ office: true })).toEqual({ kind: 'none' });
  });

  it('answering and choosing at once is refused', () => {
    expect(facts({ answered: true, chosenIncidentId: 'inc-2' })).toMatchObject({
      kind: 'refuse',
      status: 400,
    });
  });
});

describe('incidentAdditionSchema', () => {
  it('needs words', () => {
    expect(incidentAdditionSchema.safeParse({ text: '  ' }).error?.issues[0]?.message).toBe(
      M.additionRequired,
    );
    expect(incidentAdditionSchema.parse({ text: ' She is walking fine now. ' })).toEqual({
      text: 'She is walking fine now.',
    });
  });
});
