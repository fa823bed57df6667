import { describe, expect, it } from 'vitest';
import { nextHalfHourShift } from './new-shift-times.ts';

const SYDNEY = 'Australia/Sydney';

// Issue 40 item 8: Add Shift starts at the next half hour of the company's clock.
describe('nextHalfHourShift', () => {
  it('rounds up to the next half hour in Sydney, ending two hours later', () => {
    // 09:10 in Sydney (daylight time, +11).
    expect(nextHalfHourShift(new Date('2026-12-01T22:10:00Z'), SYDNEY)).toEqual({
      dateFrom: '2026-12-02T09:30',
      dateTo: '2026-12-02T11:30',
    });
  });

  it('keeps a time already on the half hour, and crosses midnight into the next day', () => {
    expect(nextHalfHourShift(new Date('2026-12-01T22:30:00Z'), SYDNEY).dateFrom).toBe('2026-12-02T09:30');
    // 23:45 on 2 Dec in Sydney → midnight, the 3rd.
    expect(nextHalfHourShift(new Date('2026-12-02T12:45:00Z'), SYDNEY)).toEqual({
      dateFrom: '2026-12-03T00:00',
      dateTo: '2026-12-03T02:00',
    });
  });

  it('at the daylight-saving change: 01:40 standard time → 03:00 daylight time (2:00 to 3:00 does not exist)', () => {
    // 4 Oct 2026, 01:40 AEST = 3 Oct 15:40Z; the clocks go from 2:00 to 3:00.
    expect(nextHalfHourShift(new Date('2026-10-03T15:40:00Z'), SYDNEY)).toEqual({
      dateFrom: '2026-10-04T03:00',
      dateTo: '2026-10-04T05:00',
    });
  });
});
