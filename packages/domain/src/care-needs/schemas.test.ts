import { describe, expect, it } from 'vitest';
import {
  behaviourSupportForm,
  communitySupportEdit,
  disabilityEdit,
  disabilityForm,
  healthSupportForm,
} from './schemas.ts';

const profileId = '4f1c2a51-7a2e-4d38-9a43-2f3c5c0d9b11';
const disability = {
  profileId,
  mobilityIndependent: 'Need Mobility Assistance',
  hearingIssues: 'No Issues',
  visionIssues: 'Some Issues',
  memoryIssues: 'Impaired',
  communicationMeans: 'Combination of Ausian / Makaton',
};

const messagesOf = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('disabilityForm (spec 2 §5, §9)', () => {
  it('accepts the five choices with their spellings and sets mobilityAssistance from the mobility choice', () => {
    const v = disabilityForm.parse(disability);
    expect(v.mobilityAssistance).toBe(true);
    expect(v.communicationAssistance).toBe(false);
    expect(
      disabilityForm.parse({ ...disability, mobilityIndependent: 'Mobility Independency' })
        .mobilityAssistance,
    ).toBe(false);
  });

  it('takes the spec client’s boolean when no mobility choice is sent', () => {
    const { mobilityIndependent: _omit, ...rest } = disability;
    expect(disabilityForm.parse({ ...rest, mobilityAssistance: 'false' }).mobilityIndependent).toBe(
      'Mobility Independency',
    );
  });

  it("says 'Required Field' for each missing choice", () => {
    const r = disabilityForm.safeParse({ profileId });
    expect(messagesOf(r)).toMatchObject({
      hearingIssues: 'Required Field',
      visionIssues: 'Required Field',
      memoryIssues: 'Required Field',
      communicationMeans: 'Required Field',
    });
    const noMobility = disabilityForm.safeParse({ ...disability, mobilityIndependent: '' });
    expect(messagesOf(noMobility)).toEqual({ mobilityIndependent: 'Required Field' });
  });

  it('refuses a choice outside the list, and stores the spec’s old Ausian as Auslan (issue 40)', () => {
    expect(disabilityForm.safeParse({ ...disability, communicationMeans: 'Semaphore' }).success).toBe(false);
    expect(disabilityForm.parse({ ...disability, communicationMeans: 'Ausian' }).communicationMeans).toBe(
      'Auslan',
    );
    expect(disabilityForm.parse(disability).communicationMeans).toBe('Combination of Auslan / Makaton');
    expect(disabilityForm.safeParse({ ...disability, hearingIssues: 'Deaf' }).success).toBe(false);
  });

  it('lets an edit leave out profileId and carry disabilityId', () => {
    const { profileId: _p, ...rest } = disability;
    expect(disabilityEdit.safeParse({ ...rest, disabilityId: 'x' }).success).toBe(true);
  });
});

describe('healthSupportForm (spec 2 §5, §9)', () => {
  it('requires medication Yes/No, and a frequency when medication is needed', () => {
    expect(messagesOf(healthSupportForm.safeParse({ profileId }))).toEqual({
      requireMedication: 'Required Field',
    });
    expect(messagesOf(healthSupportForm.safeParse({ profileId, requireMedication: 'Yes' }))).toEqual({
      healthPlan: 'Required Field',
    });
    const v = healthSupportForm.parse({ profileId, requireMedication: 'Yes', healthPlan: 'Prompt Required' });
    expect(v).toMatchObject({ requireMedication: true, healthPlan: 'Prompt Required' });
  });

  it('keeps no frequency when no medication is needed', () => {
    const v = healthSupportForm.parse({ profileId, requireMedication: false, healthPlan: 'Prompt Required' });
    expect(v).toMatchObject({ requireMedication: false, healthPlan: null });
  });
});

describe('community and behaviour forms', () => {
  it("refuse a form with every answer empty: 'Input Fields cannot be empty'", () => {
    expect(messagesOf(behaviourSupportForm.safeParse({ profileId, question1: '  ' }))).toEqual({
      question1: 'Input Fields cannot be empty',
    });
    expect(messagesOf(communitySupportEdit.safeParse({}))).toEqual({
      communityAssistance: 'Input Fields cannot be empty',
    });
    expect(behaviourSupportForm.safeParse({ profileId, riskAssessment: 'Low' }).success).toBe(true);
  });
});
