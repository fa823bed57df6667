import type { ProgressNoteView } from '@care/domain';

export const NOTE_ID = '5d1c2b3a-0e9f-4a8b-9c7d-6e5f4a3b2c1d';
export const SHIFT_ID = '0b9d5c7e-3f0a-4c55-9d8e-2f1b7a6c4e01';

/** Sam Carter's note on Alex Nguyen, 10:00–14:00 on 11 March 2026 in Sydney, as the server replies it. */
export function noteView(over: Partial<ProgressNoteView> = {}): ProgressNoteView {
  return {
    progressNoteId: NOTE_ID,
    shiftRosterId: SHIFT_ID,
    attendanceId: 'att-1',
    date: '2026-03-10T23:00:00.000Z',
    staffId: 'staff-1',
    staff: { staffId: 'staff-1', fullName: 'Sam Carter' },
    companyID: 'c-1',
    profileId: 'p-1',
    profile: {
      profileId: 'p-1',
      firstName: 'Alex',
      surName: 'Nguyen',
      fullName: 'Alex Nguyen',
      email: null,
      phoneNumber: null,
      gender: null,
    },
    report: 'Walked to the park and back.',
    progress: 'Crossed the road on her own.',
    followUp: 'Book the physio.',
    startKm: 120,
    endKm: 145,
    position: '-33.86, 151.20',
    isCompleted: true,
    imageURL: null,
    shiftRoster: {
      shiftRosterId: SHIFT_ID,
      dateFrom: '2026-03-10T23:00:00.000Z',
      dateTo: '2026-03-11T03:00:00.000Z',
      activities: 'Community access',
    },
    dateCreated: '2026-03-10T23:05:00.000Z',
    dateModified: '2026-03-11T03:10:00.000Z',
    userCreated: 'u-2',
    userModified: 'u-2',
    ...over,
  };
}

/** A second note: Mia Wong's on Ben Lee, the day after, nothing written yet. */
export const OTHER_NOTE = () =>
  noteView({
    progressNoteId: '6e2d3c4b-1fa0-4b9c-8d8e-7f6a5b4c3d2e',
    staffId: 'staff-2',
    staff: { staffId: 'staff-2', fullName: 'Mia Wong' },
    profileId: 'p-2',
    profile: {
      ...noteView().profile,
      profileId: 'p-2',
      firstName: 'Ben',
      surName: 'Lee',
      fullName: 'Ben Lee',
    },
    date: '2026-03-11T23:00:00.000Z',
    report: null,
    progress: null,
    followUp: null,
    isCompleted: false,
    dateModified: null,
  });

export const STAFF_OPTIONS = [
  { staffId: 'staff-1', fullName: 'Sam Carter' },
  { staffId: 'staff-2', fullName: 'Mia Wong' },
];
export const CLIENT_OPTIONS = [
  { profileId: 'p-1', fullName: 'Alex Nguyen' },
  { profileId: 'p-2', fullName: 'Ben Lee' },
];
