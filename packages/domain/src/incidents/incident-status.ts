import type { CommissionForm, IncidentStatus, Reportability } from './incident-categories.ts';

export const INCIDENT_STATUS_MESSAGES = {
  notNext: 'An incident moves from New to Under investigation, then to Closed',
  closedLocked: 'This incident is closed: its record is locked',
  acknowledgeFirst: 'Key personnel must acknowledge the incident before its investigation starts',
  decideReportable: 'Decide whether the incident is reportable before closing it',
  findingsRequired: 'Record the findings before closing the incident',
  formsOutstanding: 'Record the Commission notifications due before closing the incident',
  actionsOpen: 'Every corrective action must be done before closing the incident',
} as const;

/** What the status rules look at. */
export interface StatusFacts {
  status: IncidentStatus;
  acknowledged: boolean;
  reportable: Reportability;
  findings: string | null;
  /** The Commission forms the incident needs, and which of them were notified. */
  requiredForms: readonly CommissionForm[];
  notified: readonly CommissionForm[];
  correctiveActions: readonly { doneDate: string | null }[];
}

const NEXT: Record<IncidentStatus, IncidentStatus | null> = {
  New: 'Under investigation',
  'Under investigation': 'Closed',
  Closed: null,
};

/**
 * Why an incident may not move to `to` (empty when it may): New → Under investigation once key
 * personnel acknowledged it; Under investigation → Closed once reportability is decided, findings
 * are recorded, every due Commission form is notified and every corrective action done. Closed is
 * final: a closed record is locked (§B5 Audit, §B6).
 */
export function statusBlockers(f: StatusFacts, to: IncidentStatus): string[] {
  if (f.status === 'Closed') {
    return [INCIDENT_STATUS_MESSAGES.closedLocked];
  }
  if (NEXT[f.status] !== to) {
    return [INCIDENT_STATUS_MESSAGES.notNext];
  }
  if (to === 'Under investigation') {
    return f.acknowledged ? [] : [INCIDENT_STATUS_MESSAGES.acknowledgeFirst];
  }
  const blockers: string[] = [];
  if (f.reportable === 'Unsure') {
    blockers.push(INCIDENT_STATUS_MESSAGES.decideReportable);
  }
  if (!f.findings?.trim()) {
    blockers.push(INCIDENT_STATUS_MESSAGES.findingsRequired);
  }
  if (f.requiredForms.some((form) => !f.notified.includes(form))) {
    blockers.push(INCIDENT_STATUS_MESSAGES.formsOutstanding);
  }
  if (f.correctiveActions.some((a) => a.doneDate === null)) {
    blockers.push(INCIDENT_STATUS_MESSAGES.actionsOpen);
  }
  return blockers;
}

/** The status an incident may move to next, or null when closed. */
export const nextStatus = (status: IncidentStatus): IncidentStatus | null => NEXT[status];
