import { describe, expect, it } from 'vitest';
import { TICKS_PER_MINUTE } from '../ticks.ts';
import { formatDifference, rosteredWorked } from './rostered-worked.ts';

const shift = { dateFrom: '2026-11-10T22:00:00.000Z', dateTo: '2026-11-11T02:00:00.000Z' }; // 4 hours
const minutes = (m: number) => m * TICKS_PER_MINUTE;

// Issue 40 item 10: worked and the difference round the same way (whole minutes, down).
describe('rosteredWorked', () => {
  it('takes the difference of the whole minutes shown: 3:58:30 worked of 4:00 reads −0 Hrs 2 min', () => {
    const r = rosteredWorked(shift, minutes(238.5));
    expect(formatDifference(r.difference)).toBe('−0 Hrs 2 min');
  });

  it('is exact on whole minutes, over or short, and null until both are known', () => {
    expect(formatDifference(rosteredWorked(shift, minutes(245)).difference)).toBe('+0 Hrs 5 min');
    expect(formatDifference(rosteredWorked(shift, minutes(240)).difference)).toBe('+0 Hrs 0 min');
    expect(rosteredWorked(shift, null).difference).toBeNull();
    expect(rosteredWorked(null, minutes(10)).difference).toBeNull();
  });
});
