import { describe, expect, it } from 'vitest';
import { SHIFT_ACTIVITIES } from '../constants.ts';
import { DAILY_ACTIVITIES, dayLabel, normaliseDays, SCHEDULE_DAYS, splitList } from './lists.ts';

describe('care-record fixed lists', () => {
  it('has the 16 daily activities of spec 2 §9 in order, the last spelt Domestic Social Support', () => {
    expect(DAILY_ACTIVITIES).toHaveLength(16);
    expect(DAILY_ACTIVITIES[0]).toBe('Medication Supervision');
    expect(DAILY_ACTIVITIES[15]).toBe('Domestic Social Support');
  });

  it('holds support activities only, one list for shifts and daily activities (issue 40)', () => {
    for (const notSupport of ['Dog training', 'Baby sitting', 'Install phone']) {
      expect(DAILY_ACTIVITIES).not.toContain(notSupport);
    }
    expect(DAILY_ACTIVITIES).toContain('Community Access');
    expect(DAILY_ACTIVITIES).toContain('Respite');
    expect(SHIFT_ACTIVITIES).toBe(DAILY_ACTIVITIES);
  });

  it('spells Wednesday right in the day list (issue 40: the spec’s list had Wednessday)', () => {
    expect(SCHEDULE_DAYS).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });
});

describe('normaliseDays', () => {
  it('reads either spelling of Wednesday, any case, and puts the days in week order', () => {
    expect(normaliseDays('sunday, Wednesday,MONDAY')).toEqual(['Monday', 'Wednesday', 'Sunday']);
    expect(normaliseDays('Wednessday')).toEqual(['Wednesday']);
  });

  it('drops names that are not days', () => {
    expect(normaliseDays('Funday, ,Friday')).toEqual(['Friday']);
  });
});

describe('dayLabel and splitList', () => {
  it('shows Wednessday as Wednesday', () => {
    expect(dayLabel('Wednessday')).toBe('Wednesday');
    expect(dayLabel('Monday')).toBe('Monday');
  });

  it('splits stored lists on commas and trims', () => {
    expect(splitList('Transport, Pick up,,')).toEqual(['Transport', 'Pick up']);
    expect(splitList(null)).toEqual([]);
  });
});
