import type { CommissionForm, IncidentStatus, IncidentType, Reportability } from './incident-categories.ts';
import type { IncidentClock } from './incident-clocks.ts';

/** An incident as lists show it: the register, the dashboard, a participant's or worker's record. */
export interface IncidentSummary {
  incidentId: string;
  /** 'INC-0007': numbered per company. */
  incidentNo: string;
  type: IncidentType;
  status: IncidentStatus;
  title: string;
  occurredAt: string;
  awareAt: string | null;
  reportedAt: string;
  reportedBy: string;
  clientId: string | null;
  clientName: string | null;
  staffId: string | null;
  staffName: string | null;
  shiftRosterId: string | null;
  /** The shift report this incident was reported from (its "Incident? Yes"), if any. */
  shiftReportId: string | null;
  reportable: Reportability;
  categories: number[];
  clocks: IncidentClock[];
  /** Whether a clock is late (not submitted past its due time). */
  late: boolean;
  acknowledged: boolean;
  /** Who must act next, and what: shown beside the clocks. */
  nextAction: string;
}

export interface IncidentWitness {
  name: string;
  contact: string | null;
  statement: string | null;
}

export interface IncidentAcknowledgement {
  userId: string;
  name: string;
  at: string;
}

export interface CommissionNotification {
  form: CommissionForm;
  submittedAt: string;
  reference: string;
  recordedBy: string;
}

/** Information the reporter or the office added to an incident after it was reported ("Add to it"). */
export interface IncidentAddition {
  at: string;
  byUserId: string;
  byName: string;
  text: string;
}

export interface CorrectiveAction {
  id: string;
  action: string;
  owner: string;
  dueDate: string;
  doneDate: string | null;
}

/** One incident with everything recorded. */
export interface IncidentView extends IncidentSummary {
  location: string;
  description: string;
  immediateActions: string;
  personHarmed: boolean;
  harmDetails: string | null;
  othersInvolved: string | null;
  witnesses: IncidentWitness[];
  firstAid: boolean | null;
  emergencyServices: string[];
  policeReference: string | null;
  familyNotified: boolean | null;
  guardianNotified: boolean | null;
  restrictivePracticeHarm: boolean | null;
  acknowledgements: IncidentAcknowledgement[];
  notifications: CommissionNotification[];
  findings: string | null;
  investigationStartedAt: string | null;
  closedAt: string | null;
  closedBy: string | null;
  correctiveActions: CorrectiveAction[];
  additions: IncidentAddition[];
  /** Whether the reader is one of the key personnel who has not acknowledged it yet. */
  canAcknowledge: boolean;
}

/**
 * What must happen next on an incident, and who does it: key personnel acknowledge it, then lodge
 * the Commission form nearest its due time, then the office investigates and closes it.
 */
export function nextIncidentAction(f: {
  status: IncidentStatus;
  acknowledged: boolean;
  clocks: readonly IncidentClock[];
  reportable: Reportability;
}): string {
  if (f.status === 'Closed') {
    return 'Nothing: closed';
  }
  if (!f.acknowledged) {
    return 'Key personnel: acknowledge the incident';
  }
  const open = f.clocks.filter((c) => c.state === 'running' || c.state === 'late');
  const first = open.sort((a, b) => a.msLeft - b.msLeft)[0];
  if (first) {
    return `Key personnel: lodge the ${first.label} with the NDIS Commission`;
  }
  if (f.reportable === 'Unsure') {
    return 'Key personnel: decide whether it is reportable';
  }
  return f.status === 'New' ? 'Office: start the investigation' : 'Office: record findings and close';
}

/** The incident number as shown: 'INC-0007'. */
export const incidentNumber = (n: number): string => `INC-${String(n).padStart(4, '0')}`;
