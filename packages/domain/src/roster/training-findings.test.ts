import { describe, expect, it } from 'vitest';
import { type CandidateShift, type RosterCheckContext, rosterFindings } from './roster-checks.ts';

const SYDNEY = 'Australia/Sydney';
const REQUIRED = ['First aid', 'Manual handling'];
const GOOD_DOCS = [
  {
    documentName: 'Current Police Check',
    status: 'Accepted',
    implementationDate: '2026-01-01',
    expirationDate: null,
  },
  {
    documentName: 'Working With Vulnerable People Card',
    status: 'Accepted',
    implementationDate: '2025-06-01',
    expirationDate: null,
  },
];
const context = (over: Partial<RosterCheckContext> = {}): RosterCheckContext => ({
  zone: SYDNEY,
  staffName: 'Ava Nguyen',
  otherShifts: [],
  availability: [],
  screeningDocuments: GOOD_DOCS,
  ...over,
});
// Wed 25 Nov 2026 00:30 in Sydney (AEDT +11) is still 24 Nov in UTC: the local date must decide.
const shift: CandidateShift = {
  staffId: 'staff-ava',
  profileIds: [],
  dateFrom: '2026-11-24T13:30:00.000Z',
  dateTo: '2026-11-24T17:30:00.000Z',
};
const training = (records: { course: string; expiryDate: string | null }[]) =>
  context({ trainings: { required: REQUIRED, records } });
const messages = (c: RosterCheckContext) =>
  rosterFindings([shift], c)
    .filter((f) => f.kind === 'training')
    .map((f) => f.message);

describe('rosterFindings: required trainings (work setting on)', () => {
  it('warns of each required training with no record', () => {
    expect(messages(training([{ course: 'First aid (HLTAID011)', expiryDate: null }]))).toEqual([
      'Ava Nguyen has no Manual handling training on record.',
    ]);
  });

  it('warns when the training expires on the shift’s local date (not the UTC date before it)', () => {
    const c = training([
      { course: 'First aid', expiryDate: '2026-11-25' },
      { course: 'Manual handling', expiryDate: null },
    ]);
    expect(messages(c)).toEqual([
      "Ava Nguyen's First aid training expired on 25 Nov 2026, by the shift on Wed 25 Nov 2026.",
    ]);
  });

  it('says nothing of a training expiring the day after the shift', () => {
    const c = training([
      { course: 'First aid', expiryDate: '2026-11-26' },
      { course: 'Manual handling', expiryDate: '2027-01-01' },
    ]);
    expect(messages(c)).toEqual([]);
  });

  it('a renewal lasting longer outweighs the expired record of the same course', () => {
    const c = training([
      { course: 'First aid', expiryDate: '2026-01-01' },
      { course: 'first aid', expiryDate: '2027-06-01' },
      { course: 'Manual handling', expiryDate: null },
    ]);
    expect(messages(c)).toEqual([]);
  });

  it('checks nothing when the setting is off (no trainings given), however much is missing', () => {
    expect(messages(context())).toEqual([]);
    expect(rosterFindings([shift], context())).toEqual([]);
  });

  it('names a missing training once for a repeat of several shifts, and never for an open shift', () => {
    const next = { ...shift, dateFrom: '2026-12-01T13:30:00.000Z', dateTo: '2026-12-01T17:30:00.000Z' };
    const c = training([{ course: 'First aid', expiryDate: null }]);
    expect(rosterFindings([shift, next], c).filter((f) => f.kind === 'training')).toHaveLength(1);
    expect(rosterFindings([{ ...shift, staffId: null }], c)).toEqual([]);
  });
});
