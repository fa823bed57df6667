import { formatInZone } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { listDateTimeFormatter } from './timesheet-pdf.ts';

describe('listDateTimeFormatter', () => {
  it('writes what formatInZone writes, across both Sydney DST changes, midnight and noon', () => {
    const instants = [
      '2026-10-03T15:59:00Z', // Sun 4 Oct 01:59 AEST, just before clocks go forward
      '2026-10-03T16:00:00Z', // 03:00 AEDT
      '2027-04-03T15:30:00Z', // Sun 4 Apr 02:30 AEDT, the first 02:30
      '2027-04-03T16:30:00Z', // 02:30 AEST, the second
      '2026-09-06T14:00:00Z', // midnight
      '2026-09-07T02:05:00Z', // 12:05 PM
      '2026-12-31T13:00:00Z', // New Year's midnight
    ];
    for (const zone of ['Australia/Sydney', 'Australia/Perth', 'Australia/Adelaide']) {
      const format = listDateTimeFormatter(zone);
      for (const at of instants) {
        expect(format(at), `${at} ${zone}`).toBe(formatInZone(at, 'listDateTime', zone));
      }
      // Every 37 minutes over a year.
      for (
        let t = Date.parse('2026-01-01T00:00:00Z');
        t < Date.parse('2027-01-01T00:00:00Z');
        t += 37 * 60_000 * 97
      ) {
        expect(format(new Date(t))).toBe(formatInZone(t, 'listDateTime', zone));
      }
    }
    const format = listDateTimeFormatter('Australia/Sydney');
    expect(format(null)).toBe('');
    expect(format('not a date')).toBe('');
  });
});
