import { describe, expect, it } from 'vitest';
import { periodicPath, periodText, sentStatusColour, splitStatusColour } from './review-format.ts';

const SYDNEY = 'Australia/Sydney';

describe('timesheet review formats', () => {
  it('reads a midnight-to-midnight period as its whole days, the end day being the last one in it', () => {
    // 5 Apr 2026 is the end of daylight saving in Sydney: midnight is +11 before, +10 after.
    expect(periodText('2026-03-29T13:00:00.000Z', '2026-04-11T14:00:00.000Z', SYDNEY)).toBe(
      '30/03/2026 – 11/04/2026',
    );
  });

  it('keeps the times of a period that does not start and end at midnight', () => {
    expect(periodText('2026-03-01T22:00:00.000Z', '2026-03-02T07:30:00.000Z', SYDNEY)).toBe(
      '02/03/2026 9:00 AM – 02/03/2026 6:30 PM',
    );
  });

  it('builds the periodic view paths for the office and the worker with the instants encoded', () => {
    expect(periodicPath('admin', 's-1', '2026-03-01T13:00:00.000Z', '2026-03-15T13:00:00.000Z')).toBe(
      '/app/reports/view-periodic-report/s-1/2026-03-01T13%3A00%3A00.000Z/2026-03-15T13%3A00%3A00.000Z',
    );
    expect(periodicPath('staff', 's-1', 'a', 'b')).toBe('/app/staff/view-periodic-report/s-1/a/b');
  });

  it('colours statuses', () => {
    expect(['Rejected', 'Pending', 'Approved'].map(sentStatusColour)).toEqual(['red', 'yellow', 'green']);
    expect(['Pending', 'Approved', 'Need Adjustment', 'Adjusted', null].map(splitStatusColour)).toEqual([
      'yellow',
      'green',
      'orange',
      'blue',
      'yellow',
    ]);
  });
});
