import type { ShiftReportView } from '@care/domain';

export const SHIFT_ID = '0b9d5c7e-3f0a-4c55-9d8e-2f1b7a6c4e01';
export const REPORT_ID = '7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

/** A saved report of Alex Nguyen's shift as the server replies it. */
export function reportView(over: Partial<ShiftReportView> = {}): ShiftReportView {
  return {
    shiftReportId: REPORT_ID,
    shiftRosterId: SHIFT_ID,
    companyID: 'c-1',
    urgentMatters: 'Door lock broken',
    medicationGiven: 'Morning tablets',
    medicationSigned: null,
    medicationAvailable: null,
    medicatioErrors: null,
    isMealManagementPlan: false,
    details_IfNotMealMaganementPlan: 'Skipped lunch',
    isDrinkingProblem: false,
    details_IfProblemExist: null,
    isHealthIssues: false,
    details_IfHealthIssuesExist: null,
    goal_Progress: '<p>Walked to the shops on her own today.</p>',
    contactFamily: null,
    isIncident: false,
    details_IfIsIncident: null,
    isBehaviourConcerned: false,
    details_ifIsBehaviourConcerned: null,
    incident: null,
    isSigned: false,
    signedAt: null,
    signatureUrl: null,
    shiftRoster: {
      shiftRosterId: SHIFT_ID,
      staff: { staffId: 'staff-1', fullName: 'Sam Carter' },
      profile: { profileId: 'p-1', fullName: 'Alex Nguyen' },
      profileId: 'p-1',
      dateFrom: '2026-03-10T23:00:00.000Z',
      dateTo: '2026-03-11T03:00:00.000Z',
      clients: 'Alex Nguyen',
    },
    dateCreated: '2026-03-11T02:00:00.000Z',
    dateModified: '2026-03-11T03:30:00.000Z',
    userCreated: 'u-1',
    userModified: 'u-1',
    ...over,
  };
}
