import { describe, expect, it } from 'vitest';
import { trainingMatrixRow, trainingSchema, trainingStatus } from './trainings.ts';

describe('trainingStatus', () => {
  it('is Expired on the expiry date itself and after', () => {
    expect(trainingStatus('2026-12-31', '2026-12-31')).toBe('Expired');
    expect(trainingStatus('2026-12-31', '2027-01-01')).toBe('Expired');
  });
  it('is Expiring within 30 days, counted on the calendar across a year end', () => {
    expect(trainingStatus('2027-01-30', '2026-12-31')).toBe('Expiring');
    expect(trainingStatus('2027-01-31', '2026-12-31')).toBe('Current');
    expect(trainingStatus('2027-01-01', '2026-12-31')).toBe('Expiring');
  });
  it('counts days over the Sydney DST change by the calendar, not by hours', () => {
    expect(trainingStatus('2026-11-03', '2026-10-04')).toBe('Expiring');
    expect(trainingStatus('2026-11-04', '2026-10-04')).toBe('Current');
  });
  it('is Current for good without an expiry date', () => {
    expect(trainingStatus(null, '2099-01-01')).toBe('Current');
  });
});

describe('trainingMatrixRow', () => {
  const today = '2026-11-27';
  it('marks a required course nobody holds as Missing', () => {
    const row = trainingMatrixRow([{ course: 'First Aid (HLTAID011)', expiryDate: '2028-01-01' }], today);
    expect(row.map((c) => [c.course, c.status])).toEqual([
      ['NDIS Worker Orientation Module', 'Missing'],
      ['First aid', 'Current'],
      ['Manual handling', 'Missing'],
      ['Medication', 'Missing'],
    ]);
  });
  it('takes the record that lasts longest: a renewal beats the expired one', () => {
    const row = trainingMatrixRow(
      [
        { course: 'First aid', expiryDate: '2026-01-01' },
        { course: 'first  AID', expiryDate: '2026-12-10' },
      ],
      today,
      ['First aid'],
    );
    expect(row).toEqual([{ course: 'First aid', status: 'Expiring', expiryDate: '2026-12-10' }]);
  });
  it('prefers a record without expiry over any dated one', () => {
    const row = trainingMatrixRow(
      [
        { course: 'Medication', expiryDate: null },
        { course: 'Medication', expiryDate: '2030-01-01' },
      ],
      today,
      ['Medication'],
    );
    expect(row[0]).toEqual({ course: 'Medication', status: 'Current', expiryDate: null });
  });
});

describe('trainingSchema', () => {
  const base = {
    staffId: '7f0c2b0e-8d8b-4c3e-9d4f-2a1b3c4d5e6f',
    course: 'First aid',
    dateCompleted: '2026-01-10',
  };
  it('refuses an expiry on or before completion, at the expiry field', () => {
    const r = trainingSchema.safeParse({ ...base, expiryDate: '2026-01-10' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['expiryDate']);
  });
  it('reads an empty expiry as none', () => {
    expect(trainingSchema.parse({ ...base, expiryDate: '' }).expiryDate).toBeNull();
  });
});

import { chartPeriodRange, chartPeriodSchema } from './duration-chart.ts';

describe('chartPeriodRange', () => {
  it('runs the week Sunday to Saturday, across a year end', () => {
    expect(chartPeriodRange('week', '2026-12-31')).toEqual({ from: '2026-12-27', to: '2027-01-02' });
    expect(chartPeriodRange('week', '2026-11-29')).toEqual({ from: '2026-11-29', to: '2026-12-05' });
  });
  it('ends the month on its last day, February of a leap year included', () => {
    expect(chartPeriodRange('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(chartPeriodRange('month', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
  it('reads an empty period as the week and refuses an unknown one', () => {
    expect(chartPeriodSchema.parse('')).toBe('week');
    expect(chartPeriodSchema.parse('Month')).toBe('month');
    expect(chartPeriodSchema.safeParse('decade').success).toBe(false);
  });
});
