import { describe, expect, it } from 'vitest';
import {
  INCIDENT_STATUS_MESSAGES as M,
  nextStatus,
  type StatusFacts,
  statusBlockers,
} from './incident-status.ts';

const facts = (over: Partial<StatusFacts> = {}): StatusFacts => ({
  status: 'New',
  acknowledged: true,
  reportable: 'Reportable',
  findings: 'Wet floor after mopping; no mat.',
  requiredForms: ['immediate', 'fiveDay'],
  notified: ['immediate', 'fiveDay'],
  correctiveActions: [{ doneDate: '2026-11-30' }],
  ...over,
});

describe('statusBlockers', () => {
  it('moves New to Under investigation once key personnel acknowledged it', () => {
    expect(statusBlockers(facts(), 'Under investigation')).toEqual([]);
    expect(statusBlockers(facts({ acknowledged: false }), 'Under investigation')).toEqual([
      M.acknowledgeFirst,
    ]);
  });

  it('does not skip the investigation: New cannot go straight to Closed, nor back to New', () => {
    expect(statusBlockers(facts(), 'Closed')).toEqual([M.notNext]);
    expect(statusBlockers(facts(), 'New')).toEqual([M.notNext]);
    expect(statusBlockers(facts({ status: 'Under investigation' }), 'New')).toEqual([M.notNext]);
  });

  it('closes an investigated incident with findings, notifications and actions done', () => {
    expect(statusBlockers(facts({ status: 'Under investigation' }), 'Closed')).toEqual([]);
  });

  it('names every reason an incident may not close yet', () => {
    expect(
      statusBlockers(
        facts({
          status: 'Under investigation',
          reportable: 'Unsure',
          findings: '  ',
          notified: ['immediate'],
          correctiveActions: [{ doneDate: null }, { doneDate: '2026-11-30' }],
        }),
        'Closed',
      ),
    ).toEqual([M.decideReportable, M.findingsRequired, M.formsOutstanding, M.actionsOpen]);
  });

  it('closes a not-reportable near miss with no forms and no actions', () => {
    expect(
      statusBlockers(
        facts({
          status: 'Under investigation',
          reportable: 'Not reportable',
          requiredForms: [],
          notified: [],
          correctiveActions: [],
        }),
        'Closed',
      ),
    ).toEqual([]);
  });

  it('keeps a closed incident locked', () => {
    expect(statusBlockers(facts({ status: 'Closed' }), 'Under investigation')).toEqual([M.closedLocked]);
    expect(nextStatus('Closed')).toBeNull();
    expect(nextStatus('New')).toBe('Under investigation');
  });
});
