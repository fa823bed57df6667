import { describe, expect, it } from 'vitest';
import { daysText, frequencyText, readDayName, readDays, WEEK_DAYS } from './days.ts';

describe('WEEK_DAYS', () => {
  it('spells every day right, Monday first', () => {
    expect(WEEK_DAYS).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
});

describe('readDayName and readDays', () => {
  it("reads any case, and the spec's old 'Wednessday', as the list spells the day", () => {
    expect(readDayName('wednesday')).toBe('Wednesday');
    expect(readDayName(' Wednessday ')).toBe('Wednesday');
    expect(readDayName('FRIDAY')).toBe('Friday');
    expect(readDayName('Funday')).toBeNull();
  });

  it('puts the days in week order, each once, and keeps what is no day apart', () => {
    expect(readDays('Friday, Wednessday,Monday, wednesday')).toEqual({
      days: ['Monday', 'Wednesday', 'Friday'],
      unknown: [],
    });
    expect(readDays(['Sunday', 'Funday', ''])).toEqual({ days: ['Sunday'], unknown: ['Funday'] });
  });
});

describe('daysText', () => {
  it('prints consecutive days as a range', () => {
    expect(daysText(['Monday', 'Tuesday', 'Wednessday', 'Thursday', 'Friday'])).toBe('Monday to Friday');
    expect(daysText(['Wednesday', 'Thursday', 'Friday', 'Saturday'])).toBe('Wednesday to Saturday');
  });

  it('names days that are not three in a row, the last after and', () => {
    expect(daysText(['Monday', 'Wednessday', 'Friday'])).toBe('Monday, Wednesday and Friday');
    expect(daysText(['Saturday', 'Sunday'])).toBe('Saturday and Sunday');
    expect(daysText(['Tuesday'])).toBe('Tuesday');
    expect(daysText(['Monday', 'Tuesday', 'Wednesday', 'Saturday'])).toBe('Monday to Wednesday and Saturday');
    expect(daysText([])).toBe('');
  });

  it('says every day for all seven, in any order', () => {
    expect(daysText([...WEEK_DAYS].reverse())).toBe('Every day');
  });
});

describe('frequencyText', () => {
  it('prints a stored frequency as the schedule reads it, and keeps other text as written', () => {
    expect(frequencyText('Monday,Tuesday,Wednessday,Thursday,Friday')).toBe('Monday to Friday');
    expect(frequencyText('Monday, Wednesday,Friday')).toBe('Monday, Wednesday and Friday');
    expect(frequencyText('Weekly')).toBe('Weekly');
  });
});
