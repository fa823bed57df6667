import { describe, expect, it } from 'vitest';
import { formatInZone, listDateTimeFormatter } from './dates.ts';

// Sydney 2026: AEDT (UTC+11) ends 2026-04-05 03:00 → 02:00 AEST (UTC+10); AEDT starts again
// 2026-10-04 02:00 → 03:00. The inputs carry their offset, so the machine's zone plays no part.
const SYDNEY = 'Australia/Sydney';

describe('listDateTimeFormatter: the PDFs’ formatInZone(…, listDateTime) at speed', () => {
  const format = listDateTimeFormatter(SYDNEY);

  it('reads the repeated hour on the day daylight saving ends (5 April 2026) both times', () => {
    // 02:30 happens twice: first in AEDT (15:30Z), then in AEST (16:30Z).
    expect(format('2026-04-04T15:30:00Z')).toBe('05/04/2026 2:30 AM');
    expect(format('2026-04-04T16:30:00Z')).toBe('05/04/2026 2:30 AM');
    expect(format('2026-04-04T16:00:00Z')).toBe('05/04/2026 2:00 AM');
  });

  it('jumps from 1:59 to 3:00 on the day daylight saving starts (4 October 2026)', () => {
    expect(format('2026-10-03T15:59:00Z')).toBe('04/10/2026 1:59 AM');
    expect(format('2026-10-03T16:00:00Z')).toBe('04/10/2026 3:00 AM');
  });

  it('turns over month end and 31 December in the company’s zone, not in UTC', () => {
    expect(format('2026-04-30T14:30:00Z')).toBe('01/05/2026 12:30 AM');
    expect(format('2026-12-31T12:59:00Z')).toBe('31/12/2026 11:59 PM');
    expect(format('2026-12-31T13:00:00Z')).toBe('01/01/2027 12:00 AM');
    expect(listDateTimeFormatter('Australia/Perth')('2026-12-31T15:59:00Z')).toBe('31/12/2026 11:59 PM');
  });

  it('reads noon and midnight as 12, like formatInZone', () => {
    expect(format('2026-06-30T02:00:00Z')).toBe('30/06/2026 12:00 PM');
    expect(format('2026-06-30T14:00:00Z')).toBe('01/07/2026 12:00 AM');
  });

  it('writes nothing for no value or an invalid one', () => {
    expect(format(null)).toBe('');
    expect(format('')).toBe('');
    expect(format('not a date')).toBe('');
  });

  it('agrees with formatInZone every 20 minutes across both change days, month end and new year', () => {
    const starts = [
      '2026-04-04T10:00:00Z',
      '2026-10-03T10:00:00Z',
      '2026-05-31T10:00:00Z',
      '2026-12-31T08:00:00Z',
    ];
    for (const start of starts) {
      for (let i = 0; i < 24 * 3; i++) {
        const at = new Date(Date.parse(start) + i * 20 * 60_000);
        expect(format(at), at.toISOString()).toBe(formatInZone(at, 'listDateTime', SYDNEY));
      }
    }
  });
});
