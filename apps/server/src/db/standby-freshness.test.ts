import { describe, expect, it } from 'vitest';
import { isFresh, keepSamples, parseLsn } from './standby-freshness.ts';

const s = (at: number, lsn: string) => ({ at, lsn: parseLsn(lsn) });

describe('parseLsn', () => {
  it('reads both halves of a WAL position, so 1/0 is past 0/FFFFFFFF', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('16B3748')).toThrow(/not a WAL position/);
  });
});

describe('isFresh', () => {
  const samples = [s(1_000, '0/100'), s(2_000, '0/200'), s(3_000, '0/300')];

  it('is fresh when the standby replayed a position the primary had within the lag', () => {
    // Just after 11 s with a 10 s lag: the 1 s sample is too old, the 2 s one (0/200) counts.
    expect(isFresh(samples, parseLsn('0/200'), 11_001, 10_000)).toBe(true);
    expect(isFresh(samples, parseLsn('0/1FF'), 11_001, 10_000)).toBe(false);
  });

  it('is stale when no sample inside the window is covered (the standby stopped replaying)', () => {
    expect(isFresh(samples, parseLsn('0/300'), 13_001, 10_000)).toBe(false);
  });

  it('an idle primary keeps the standby fresh: its position does not move', () => {
    const idle = [s(1_000, '0/300'), s(2_000, '0/300'), s(60_000, '0/300')];
    expect(isFresh(idle, parseLsn('0/300'), 61_000, 10_000)).toBe(true);
  });

  it('a standby that did not answer is never fresh; one not in recovery always is', () => {
    expect(isFresh(samples, null, 3_000, 10_000)).toBe(false);
    expect(isFresh([], 'primary', 3_000, 10_000)).toBe(true);
    expect(isFresh([], parseLsn('0/300'), 3_000, 10_000)).toBe(false);
  });

  it('keeps only the samples inside the window', () => {
    expect(keepSamples(samples, 12_500, 10_000).map((x) => x.at)).toEqual([3_000]);
  });
});
