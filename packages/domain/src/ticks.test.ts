import { describe, expect, it } from 'vitest';
import { formatTicks, msFromTicks, TICKS_PER_MINUTE, TICKS_PER_MS, ticksFromMs } from './ticks.ts';

const SECOND = 1_000 * TICKS_PER_MS;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('tick constants', () => {
  it('a tick is 100 ns: 10,000 per millisecond, 600 million per minute', () => {
    expect(TICKS_PER_MS).toBe(10_000);
    expect(TICKS_PER_MINUTE).toBe(600_000_000);
    expect(HOUR).toBe(36_000_000_000);
  });
});

describe('ticksFromMs / msFromTicks', () => {
  it('converts both ways', () => {
    expect(ticksFromMs(1)).toBe(10_000);
    expect(ticksFromMs(90 * 60_000)).toBe(54_000_000_000);
    expect(msFromTicks(54_000_000_000)).toBe(5_400_000);
    expect(msFromTicks(ticksFromMs(123_456))).toBe(123_456);
  });

  it('rounds fractional milliseconds to whole ones', () => {
    expect(ticksFromMs(1.4)).toBe(10_000);
    expect(ticksFromMs(1.6)).toBe(20_000);
  });

  it('keeps sub-millisecond tick counts as fractions', () => {
    expect(msFromTicks(5_000)).toBe(0.5);
  });
});

describe("formatTicks ('H Hrs M min')", () => {
  it.each([
    ['zero', 0, '0 Hrs 0 min'],
    ['null', null, '0 Hrs 0 min'],
    ['undefined', undefined, '0 Hrs 0 min'],
    ['a negative count', -5 * MINUTE, '0 Hrs 0 min'],
    ['a single negative tick', -1, '0 Hrs 0 min'],
    ['59 seconds', 59 * SECOND, '0 Hrs 0 min'],
    ['one tick short of a minute', MINUTE - 1, '0 Hrs 0 min'],
    ['exactly a minute', MINUTE, '0 Hrs 1 min'],
    ['59 min 59 s', HOUR - SECOND, '0 Hrs 59 min'],
    ['exactly an hour', HOUR, '1 Hrs 0 min'],
    ['1 h 30 m', HOUR + 30 * MINUTE, '1 Hrs 30 min'],
    ['one tick short of 1 h 30 m', HOUR + 30 * MINUTE - 1, '1 Hrs 29 min'],
    ['24 hours', 24 * HOUR, '24 Hrs 0 min'],
    ['26 h 5 m (over a day, not wrapped into days)', 26 * HOUR + 5 * MINUTE, '26 Hrs 5 min'],
    ['a 100-hour fortnight', 100 * HOUR + 45 * MINUTE + 59 * SECOND, '100 Hrs 45 min'],
  ])('%s (%s ticks)', (_label, ticks, text) => {
    expect(formatTicks(ticks)).toBe(text);
  });

  it('formats what ticksFromMs produced', () => {
    expect(formatTicks(ticksFromMs((7 * 60 + 15) * 60_000))).toBe('7 Hrs 15 min');
  });
});
