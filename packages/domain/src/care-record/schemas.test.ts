import { describe, expect, it } from 'vitest';
import {
  aidsForm,
  assistanceForm,
  clientScheduleForm,
  dailyLivingForm,
  expenditureForm,
  representativeEditForm,
  representativeForm,
  toAssistance,
} from './schemas.ts';

const PID = '4f6c1b9e-3c1d-4e8a-9a55-0a6f8a2f1c11';
const SID = '9a0c1b9e-3c1d-4e8a-9a55-0a6f8a2f1c22';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('clientScheduleForm', () => {
  it('reads comma-separated days and activities', () => {
    const r = clientScheduleForm.parse({
      profileId: PID,
      days: 'Wednesday, Monday',
      fromTimeOfDay: '09:00:00',
      toTimeOfDay: '11:30',
      activities: ['Transport', 'Shopping'],
    });
    expect(r).toMatchObject({
      days: ['Monday', 'Wednesday'],
      fromTimeOfDay: '09:00',
      activities: ['Transport', 'Shopping'],
    });
  });

  it('says Incomplete Request without activities, days or times', () => {
    const r = clientScheduleForm.safeParse({ profileId: PID, days: '', activities: '', fromTimeOfDay: '' });
    expect(messages(r)).toMatchObject({
      days: 'Incomplete Request',
      activities: 'Incomplete Request',
      fromTimeOfDay: 'Incomplete Request',
      toTimeOfDay: 'Incomplete Request',
    });
  });

  it('refuses an activity outside the list', () => {
    const r = clientScheduleForm.safeParse({
      profileId: PID,
      days: 'Monday',
      fromTimeOfDay: '09:00',
      toTimeOfDay: '10:00',
      activities: 'Skydiving',
    });
    expect(messages(r)).toEqual({ activities: 'Choose activities from the list' });
  });
});

describe('dailyLivingForm and aidsForm', () => {
  it('needs activities and details; support and level come from the lists', () => {
    const r = dailyLivingForm.safeParse({ profileId: PID, activities: ' ', details: '', support: 'Lots' });
    expect(messages(r)).toMatchObject({
      activities: 'Activities is required',
      details: 'Details is required',
      support: expect.stringContaining('Choose one of'),
    });
  });

  it('needs the equipment used and reads the flags from text', () => {
    expect(messages(aidsForm.safeParse({ profileId: PID, equipmentUsed: '' }))).toEqual({
      equipmentUsed: 'Equipment Used is required',
    });
    expect(
      aidsForm.parse({
        profileId: PID,
        equipmentUsed: 'Hoist',
        equipmentAssistance: 'true',
        requireStaffTraining: false,
      }),
    ).toMatchObject({ equipmentAssistance: true, requireStaffTraining: false });
  });
});

describe('expenditureForm', () => {
  const base = {
    ProfileId: PID,
    StaffId: SID,
    AmountProvidedByParticipant: '50',
    AmountReturnedToParticipant: '7.55',
    AmountSpent: '42.45',
  };

  it('reads amounts as cents', () => {
    expect(expenditureForm.parse(base)).toMatchObject({
      AmountProvidedByParticipant: 5000,
      AmountReturnedToParticipant: 755,
      AmountSpent: 4245,
      PurchaseDate: null,
    });
  });

  it('gives the spec messages for the staff and each amount', () => {
    const r = expenditureForm.safeParse({
      ...base,
      StaffId: '',
      AmountProvidedByParticipant: '',
      AmountReturnedToParticipant: '',
      AmountSpent: '-1',
    });
    expect(messages(r)).toEqual({
      StaffId: 'Select Staff',
      AmountProvidedByParticipant: 'Amount Provided By Participant is required',
      AmountReturnedToParticipant: 'Amount Returned To Participant is required',
      AmountSpent: 'Must be a number',
    });
  });
});

describe('representativeForm, its edit and the portal form', () => {
  it('needs full name, address, email and mobile phone with the spec messages', () => {
    const r = representativeForm.safeParse({
      profileId: PID,
      fullName: '',
      address: '',
      email: '',
      mobilePhone: '',
    });
    expect(messages(r)).toEqual({
      fullName: 'Full Name is required',
      address: 'Address is required',
      email: 'Email is required',
      mobilePhone: 'Phone Number is required',
    });
  });

  it('lets the edit keep an empty address', () => {
    const r = representativeEditForm.safeParse({
      profileId: PID,
      fullName: 'Ann Lee',
      address: '',
      email: 'ann@example.com',
      mobilePhone: '0400 111 222',
    });
    expect(r.success).toBe(true);
  });

  it("says 'Input Fields cannot be empty' in the portal form", () => {
    const r = assistanceForm.safeParse({ profileId: PID, fullName: '', email: '', phone: '' });
    expect(messages(r)).toEqual({
      fullName: 'Input Fields cannot be empty',
      email: 'Input Fields cannot be empty',
      phone: 'Input Fields cannot be empty',
    });
    expect(
      messages(assistanceForm.safeParse({ profileId: PID, fullName: 'A', email: 'x', phone: '0400111222' })),
    ).toEqual({
      email: 'Enter a valid email address',
    });
  });

  it('reads a representative as an Assistance', () => {
    expect(
      toAssistance({
        representativeId: 'r1',
        profileId: PID,
        fullName: 'Ann',
        relationship: null,
        homePhone: null,
        mobilePhone: '0400111222',
        email: 'a@b.co',
        position: 'Sister',
        address: null,
        organization: null,
        dateCreated: '2026-11-01T00:00:00.000Z',
        dateModified: null,
      }),
    ).toEqual({
      assistanceId: 'r1',
      profileId: PID,
      fullName: 'Ann',
      personel: 'Sister',
      phone: '0400111222',
      email: 'a@b.co',
      dateCreated: '2026-11-01T00:00:00.000Z',
    });
  });
});
