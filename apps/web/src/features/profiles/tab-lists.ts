import type { ProfileTab } from './ProfileTabs.tsx';

/** The admin client profile's tabs, in the spec's order and spelling (spec 1 §2.5, spec 2 §2). */
export const CLIENT_TABS: ProfileTab[] = [
  {
    value: 'Documents',
    label: 'Documents',
    holds:
      "The client's documents — service agreement, consent forms, plans — with their status and expiry dates.",
  },
  {
    value: 'ScheduleSupport',
    label: 'Schedule Support',
    holds: 'The NDIS support items scheduled for the client, with hours and costs.',
  },
  {
    value: 'DailyActivities',
    label: 'Daily Activities',
    holds: "The client's regular daily activities by day and time.",
  },
  {
    value: 'ShiftRoster',
    label: 'Shift Roster',
    holds: "The client's rostered shifts and the staff assigned to them.",
  },
  {
    value: 'ShiftReport',
    label: 'Shift Report',
    holds: 'Reports written by staff after each shift with this client.',
  },
  {
    value: 'ProgressReport',
    label: 'Progress Report',
    holds: "Progress notes on the client's goals, with follow-ups.",
  },
  {
    value: 'ParticipantExpenditure',
    label: 'Participant Expenditure',
    holds: "Money spent on the client's behalf, with receipts.",
  },
  {
    value: 'Representative',
    label: 'Representative',
    holds: "The client's representatives and their contact details.",
  },
  {
    value: 'DisabliltySupportNeeds',
    label: 'Disability Support Needs',
    holds: 'Mobility, hearing, vision, memory and communication needs.',
  },
  {
    value: 'DailyLivingNightSupport',
    label: 'Daily Living & Night Support',
    holds: 'Help needed with daily living and overnight, and how much.',
  },
  {
    value: 'AidsEquipment',
    label: 'Aids & Equipment',
    holds: 'Equipment the client uses and whether staff need training on it.',
  },
  {
    value: 'HealthSupportNeeds',
    label: 'Health Support Needs',
    holds: 'Medication, health plan and health support details.',
  },
  {
    value: 'CommunitySupportNeeds',
    label: 'Community Support Needs',
    holds: 'Transport and community activities the client takes part in.',
  },
  {
    value: 'BehaviourSupportNeeds',
    label: 'Behaviour Support Needs',
    holds: 'Behaviour support plan and risk assessment.',
  },
  {
    value: 'Incidents',
    label: 'Incidents',
    holds: 'Incidents, near misses and hazards involving the client, with their NDIS Commission clocks.',
  },
];

/** The client's own profile: Documents and Schedule (spec 3 §2.7). */
export const CLIENT_OWN_TABS: ProfileTab[] = [
  {
    value: 'Documents',
    label: 'Documents',
    holds:
      'Your documents — service agreement, consent forms and plans — and anything waiting for your consent.',
  },
  { value: 'Schedule', label: 'Schedule', holds: 'Your upcoming supports and visits.' },
];

/** The staff profile's tabs; Auditors see Documents only (spec 2 §2, §6). */
export const STAFF_TABS: ProfileTab[] = [
  {
    value: 'Documents',
    label: 'Documents',
    holds:
      "The staff member's documents — first aid, police check, NDIS orientation, licence — with their status and expiry dates.",
  },
  {
    value: 'ShiftRoster',
    label: 'Shift Roster',
    holds: 'Shifts rostered to this staff member, by client and date.',
  },
  {
    value: 'ProgressReport',
    label: 'Progress Report',
    holds: 'Progress notes this staff member has written.',
  },
  { value: 'TimeSheet', label: 'TimeSheet', holds: 'Clock-ins, clock-outs and hours worked.' },
  {
    value: 'Pay',
    label: 'Pay',
    holds:
      'The award, classification and employment type this staff member is paid under, with their history.',
  },
  {
    value: 'Availability',
    label: 'Availability',
    holds: 'The days and times this staff member is available to work.',
  },
  {
    value: 'Incidents',
    label: 'Incidents',
    holds: 'Incidents this staff member was involved in, with their NDIS Commission clocks.',
  },
];
