import { describe, expect, it } from 'vitest';
import {
  nextSplitStatus,
  SPLIT_STATUSES,
  type SplitAction,
  type SplitActor,
  type SplitStatus,
  splitStatusLabel,
  splitStatusOf,
  staffMayActOnSplit,
} from './split-status.ts';

const ACTIONS: SplitAction[] = ['approve', 'requestAdjustment', 'adjust'];
const ACTORS: SplitActor[] = ['staff', 'admin'];

/** Every allowed transition (spec 3 §4.4); everything else is refused (null). */
const ALLOWED: Record<string, SplitStatus> = {
  'staff approve Pending': 'Approved',
  'staff requestAdjustment Pending': 'Need Adjustment',
  'admin approve Pending': 'Approved',
  'admin approve Adjusted': 'Approved',
  'admin adjust Need Adjustment': 'Adjusted',
};

describe('splitStatusOf', () => {
  it('reads the four statuses as they are', () => {
    for (const status of SPLIT_STATUSES) {
      expect(splitStatusOf(status)).toBe(status);
    }
  });

  it('reads empty, missing and unknown values as Pending', () => {
    for (const value of [null, undefined, '', 'pending', 'Rejected', 'Needs Adjustment']) {
      expect(splitStatusOf(value), String(value)).toBe('Pending');
    }
  });
});

describe('nextSplitStatus', () => {
  it('allows exactly the transitions of the spec, for every status, action and actor', () => {
    for (const actor of ACTORS) {
      for (const action of ACTIONS) {
        for (const status of SPLIT_STATUSES) {
          const key = `${actor} ${action} ${status}`;
          expect(nextSplitStatus(status, action, actor), key).toBe(ALLOWED[key] ?? null);
        }
      }
    }
  });

  it('treats an empty or missing status as Pending', () => {
    for (const empty of [null, undefined, '']) {
      expect(nextSplitStatus(empty, 'approve', 'staff')).toBe('Approved');
      expect(nextSplitStatus(empty, 'requestAdjustment', 'staff')).toBe('Need Adjustment');
      expect(nextSplitStatus(empty, 'approve', 'admin')).toBe('Approved');
      expect(nextSplitStatus(empty, 'adjust', 'admin')).toBeNull();
    }
  });

  it('never lets the worker adjust, nor the office ask for an adjustment', () => {
    for (const status of SPLIT_STATUSES) {
      expect(nextSplitStatus(status, 'adjust', 'staff')).toBeNull();
      expect(nextSplitStatus(status, 'requestAdjustment', 'admin')).toBeNull();
    }
  });

  it('follows a whole round: request, adjust, approve; then nothing more', () => {
    const requested = nextSplitStatus('Pending', 'requestAdjustment', 'staff');
    const adjusted = nextSplitStatus(requested, 'adjust', 'admin');
    const approved = nextSplitStatus(adjusted, 'approve', 'admin');
    expect([requested, adjusted, approved]).toEqual(['Need Adjustment', 'Adjusted', 'Approved']);
    for (const actor of ACTORS) {
      for (const action of ACTIONS) {
        expect(nextSplitStatus(approved, action, actor), `${actor} ${action}`).toBeNull();
      }
    }
  });
});

describe('staffMayActOnSplit', () => {
  it('shows Approve and Request Adjustment only on a pending or empty split', () => {
    expect(staffMayActOnSplit('Pending')).toBe(true);
    expect(staffMayActOnSplit('')).toBe(true);
    expect(staffMayActOnSplit(null)).toBe(true);
    expect(staffMayActOnSplit(undefined)).toBe(true);
    expect(staffMayActOnSplit('Approved')).toBe(false);
    expect(staffMayActOnSplit('Need Adjustment')).toBe(false);
    expect(staffMayActOnSplit('Adjusted')).toBe(false);
  });

  it('agrees with the worker’s transitions', () => {
    for (const status of SPLIT_STATUSES) {
      expect(staffMayActOnSplit(status), status).toBe(nextSplitStatus(status, 'approve', 'staff') !== null);
    }
  });
});

describe('splitStatusLabel', () => {
  it('names Need Adjustment for each viewer, and the others as they are', () => {
    expect(splitStatusLabel('Need Adjustment', 'admin')).toBe('Needs Adjustment');
    expect(splitStatusLabel('Need Adjustment', 'staff')).toBe('Awaiting Adjustment');
    for (const viewer of ACTORS) {
      expect(splitStatusLabel('Pending', viewer)).toBe('Pending');
      expect(splitStatusLabel('Approved', viewer)).toBe('Approved');
      expect(splitStatusLabel('Adjusted', viewer)).toBe('Adjusted');
      expect(splitStatusLabel(null, viewer)).toBe('Pending');
      expect(splitStatusLabel('', viewer)).toBe('Pending');
    }
  });
});
