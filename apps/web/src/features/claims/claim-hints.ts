import type { Claim } from '@care/domain';

export type ClaimGroup = 'People' | 'Shift roster' | 'Attendance and timesheets';

/** What each privilege lets a person do, in plain words, and where it sits on the screen. */
export const CLAIM_HINTS: Record<Claim, { group: ClaimGroup; hint: string }> = {
  'Add Client': { group: 'People', hint: 'Create new clients, one at a time or from a spreadsheet.' },
  'Edit Client': {
    group: 'People',
    hint: 'Open client records and change their details, photo, support needs and agreement dates.',
  },
  'Add Staff': {
    group: 'People',
    hint: 'Create staff members and send their invitation, offer letter and forms.',
  },
  'Edit Staff': {
    group: 'People',
    hint: 'Open staff profiles and change their details, documents and active status.',
  },
  'Add Administrator': { group: 'People', hint: 'Create administrators and send their invitation.' },
  'Edit Administrator': { group: 'People', hint: "Change administrators' profile details." },
  'Add Shift Roster': { group: 'Shift roster', hint: 'Put new shifts on the roster.' },
  'Edit Shift Roster': {
    group: 'Shift roster',
    hint: 'Change the time, staff or client of existing shifts.',
  },
  'Delete Shift Roster': { group: 'Shift roster', hint: 'Remove shifts from the roster.' },
  'Mark Attendances': {
    group: 'Attendance and timesheets',
    hint: 'Clock staff in and out of a shift on their behalf.',
  },
  'Adjust Attendances': {
    group: 'Attendance and timesheets',
    hint: 'Adjust recorded clock-in and clock-out times.',
  },
  'Edit Attendances': {
    group: 'Attendance and timesheets',
    hint: 'Correct attendance records after the shift.',
  },
  'Generate Timesheet': {
    group: 'Attendance and timesheets',
    hint: 'Produce timesheets from the recorded attendance.',
  },
};

export const CLAIM_GROUPS: readonly ClaimGroup[] = ['People', 'Shift roster', 'Attendance and timesheets'];

/** The hint of a privilege, if it is one the app knows. */
export function hintOf(claimType: string): { group: ClaimGroup | 'Other'; hint: string | null } {
  const known = (CLAIM_HINTS as Record<string, { group: ClaimGroup; hint: string }>)[claimType];
  return known ?? { group: 'Other', hint: null };
}
