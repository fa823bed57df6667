import { describe, expect, it } from 'vitest';
import {
  nextTimesheetStatus,
  TIMESHEET_STATUSES,
  type TimesheetStatus,
  timesheetColour,
} from './timesheet-status.ts';

const ALL: (TimesheetStatus | null)[] = [null, ...TIMESHEET_STATUSES];

describe('nextTimesheetStatus', () => {
  it('makes a timesheet Pending whenever it is sent, new or answered', () => {
    for (const status of ALL) {
      expect(nextTimesheetStatus(status, 'send'), String(status)).toBe('Pending');
      expect(nextTimesheetStatus(status, 'send', 3), String(status)).toBe('Pending');
    }
  });

  it('lets the worker approve or reject only a pending timesheet', () => {
    expect(nextTimesheetStatus('Pending', 'approve')).toBe('Approved');
    expect(nextTimesheetStatus('Pending', 'reject')).toBe('Rejected');
    for (const status of [null, 'Approved', 'Rejected'] as const) {
      expect(nextTimesheetStatus(status, 'approve'), String(status)).toBeNull();
      expect(nextTimesheetStatus(status, 'reject'), String(status)).toBeNull();
    }
  });

  it('refuses approval while a split waits for an adjustment, not a rejection', () => {
    expect(nextTimesheetStatus('Pending', 'approve', 1)).toBeNull();
    expect(nextTimesheetStatus('Pending', 'approve', 5)).toBeNull();
    expect(nextTimesheetStatus('Pending', 'approve', 0)).toBe('Approved');
    expect(nextTimesheetStatus('Pending', 'reject', 2)).toBe('Rejected');
  });
});

describe('timesheetColour', () => {
  it('is yellow for Pending, green for Approved, grey otherwise', () => {
    expect(timesheetColour('Pending')).toBe('yellow');
    expect(timesheetColour('Approved')).toBe('green');
    expect(timesheetColour('Rejected')).toBe('gray');
    expect(timesheetColour('')).toBe('gray');
    expect(timesheetColour('pending')).toBe('gray');
  });
});
