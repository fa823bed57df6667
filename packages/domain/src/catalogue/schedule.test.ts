import { describe, expect, it } from 'vitest';
import { allowedDaysForItem, daysNotAllowed, readFrequency, supportScheduleForm } from './schedule.ts';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('allowed days by item name (spec 2 §5)', () => {
  it('Weekday → Monday to Friday', () => {
    expect(allowedDaysForItem('Assistance With Self-Care Activities - Standard - Weekday Night')).toEqual(
      WEEK.slice(0, 5),
    );
    expect(allowedDaysForItem('STA And Assistance (Inc. Respite) - 1:4 - Weekday')).toEqual(WEEK.slice(0, 5));
  });

  it('Saturday → Saturday, Sunday → Sunday', () => {
    expect(allowedDaysForItem('Access Community Social and Rec Activities - Standard - Saturday')).toEqual([
      'Saturday',
    ]);
    expect(allowedDaysForItem('Assistance With Self-Care Activities - Standard - Sunday')).toEqual([
      'Sunday',
    ]);
  });

  it('any other name → all seven days, spelt right (issue 40: not the spec’s Wednessday)', () => {
    expect(allowedDaysForItem('Assistance With Self-Care Activities - Standard - Public Holiday')).toEqual(
      WEEK,
    );
    expect(allowedDaysForItem('Assistance From Live-In Carer')).toEqual(WEEK);
    // A word that only contains a day name is not one.
    expect(allowedDaysForItem('Saturdayish Club')).toEqual(WEEK);
  });

  it('names the days an item does not allow', () => {
    expect(daysNotAllowed('Self-Care - Saturday', ['Saturday', 'Sunday'])).toEqual(['Sunday']);
    expect(daysNotAllowed('Self-Care - Weekday Daytime', ['Monday', 'Wednesday'])).toEqual([]);
  });
});

describe('frequency', () => {
  it('reads comma-separated days in week order, the old Wednessday as Wednesday', () => {
    expect(readFrequency('Friday, wednessday,Monday')).toEqual({
      days: ['Monday', 'Wednesday', 'Friday'],
      unknown: [],
    });
    expect(readFrequency(['Sunday', 'Funday'])).toEqual({ days: ['Sunday'], unknown: ['Funday'] });
    expect(readFrequency('')).toEqual({ days: [], unknown: [] });
  });
});

describe('support schedule form', () => {
  const base = { profileId: '7f1c1f38-4b7a-4c55-9d36-0b0c7a3d9f10', frequency: 'Monday' };
  it('needs a positive quantity: Incomplete Request', () => {
    for (const quantity of ['', null, 0, -1, 'abc', undefined]) {
      const result = supportScheduleForm.safeParse({ ...base, quantity });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Incomplete Request');
    }
    expect(supportScheduleForm.safeParse({ ...base, quantity: '2.5' }).data?.quantity).toBe(2.5);
  });

  it('caps hours a day at 24', () => {
    expect(supportScheduleForm.safeParse({ ...base, quantity: 25 }).error?.issues[0]?.message).toBe(
      'At most 24 hours a day',
    );
  });
});
