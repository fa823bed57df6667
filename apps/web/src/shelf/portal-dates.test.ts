import { describe, expect, it } from 'vitest';
import { monthLabel, sevenDaysFrom, shiftsByDay, todayIn } from './portal-dates.ts';

describe('the portals’ days', () => {
  it('are 7 local dates from the start, across a month end', () => {
    expect(sevenDaysFrom('2026-03-29')).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
  });

  it("start on today's date in Sydney, not UTC's", () => {
    // 14:30 UTC on 4 April 2026 is 00:30 on Sunday 5 April in Sydney (AEST after DST ends at 3 AM).
    expect(todayIn(new Date('2026-04-04T14:30:00Z'), 'Australia/Sydney')).toBe('2026-04-05');
  });

  it('group shifts by their local start day, last night’s shift on the first day shown', () => {
    const lastNight = { id: 'sleepover', dateFrom: '2026-03-10T10:00:00Z' }; // 9 PM on the 10th
    const morning = { id: 'morning', dateFrom: '2026-03-10T22:00:00Z' }; // 9 AM on the 11th
    const byDay = shiftsByDay([morning, lastNight], 'Australia/Sydney', '2026-03-11');
    expect(byDay.get('2026-03-11')?.map((s) => s.id)).toEqual(['sleepover', 'morning']);
  });

  it('label the months a week spans', () => {
    expect(monthLabel(sevenDaysFrom('2026-03-02'))).toBe('March 2026');
    expect(monthLabel(sevenDaysFrom('2026-12-29'))).toBe('December 2026 – January 2027');
  });
});
