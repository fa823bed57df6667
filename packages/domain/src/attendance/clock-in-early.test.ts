import { describe, expect, it } from 'vitest';
import { clockInTooEarly, waitText } from './clock-in-early.ts';

// Issue 40 item 10: an early clock-in says how early.
describe('clockInTooEarly', () => {
  it('says how long until the shift starts and when clock-in opens', () => {
    expect(clockInTooEarly(11 * 60_000, '8:50 AM')).toBe(
      'Your shift starts in 11 minutes. Clock-in opens 10 minutes before it, at 8:50 AM.',
    );
  });

  it('rounds part of a minute up, and reads hours', () => {
    expect(clockInTooEarly(10 * 60_000 + 1, '9:00 AM')).toContain('starts in 11 minutes');
    expect(waitText(65)).toBe('1 hour 5 minutes');
    expect(waitText(120)).toBe('2 hours');
    expect(waitText(1)).toBe('1 minute');
  });
});
