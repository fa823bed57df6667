import { describe, expect, it } from 'vitest';
import { toActivityFilter } from './ActivityFilterForm.tsx';

describe('the activity log filter', () => {
  it('runs from the start of the first day to the start of the day after the last, in Sydney time', () => {
    expect(
      toActivityFilter({ username: ' Michael ', start: '2026-07-01', end: '2026-07-31' }, 'Australia/Sydney'),
    ).toEqual({
      username: 'Michael',
      fromDate: '2026-06-30T14:00:00.000Z',
      toDate: '2026-07-31T14:00:00.000Z',
    });
  });

  it('keeps whole days across the daylight-saving change (Sydney moves from +10 to +11 on 4 October 2026)', () => {
    const filter = toActivityFilter(
      { username: '', start: '2026-10-03', end: '2026-10-04' },
      'Australia/Sydney',
    );
    expect(filter.fromDate).toBe('2026-10-02T14:00:00.000Z');
    expect(filter.toDate).toBe('2026-10-04T13:00:00.000Z');
  });

  it('leaves out a day that was not chosen, and works at the end of a month and year', () => {
    expect(toActivityFilter({ username: '', start: null, end: '2026-12-31' }, 'Australia/Perth')).toEqual({
      username: '',
      fromDate: null,
      toDate: '2026-12-31T16:00:00.000Z',
    });
  });
});
