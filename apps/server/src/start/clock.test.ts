import { describe, expect, it } from 'vitest';
import { serverClock } from './clock.ts';

describe('serverClock', () => {
  it('reads the real time when no start is set', () => {
    let real = Date.parse('2026-12-31T13:00:00Z');
    const clock = serverClock(undefined, () => real);
    expect(clock().toISOString()).toBe('2026-12-31T13:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-12-31T13:01:30.000Z');
  });

  it('starts at CLOCK_START and then runs on in real time, across a Sydney DST change', () => {
    let real = Date.parse('2026-12-03T02:00:00Z');
    // 2026-10-04 02:00 Sydney: the clocks went forward; the elapsed time is what moves the clock.
    const clock = serverClock(new Date('2026-10-03T15:59:00Z'), () => real);
    expect(clock().toISOString()).toBe('2026-10-03T15:59:00.000Z');
    real += 2 * 60_000;
    expect(clock().toISOString()).toBe('2026-10-03T16:01:00.000Z');
  });
});
