import { describe, expect, it } from 'vitest';
import { OFFLINE_LIMITS, OFFLINE_MESSAGES, queuedActionVerdict } from './offline-rules.ts';

// The server received every action at this instant; the phone's time moves around it.
const RECEIVED = new Date('2026-11-24T09:00:00.000+11:00');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const recordedAgo = (ms: number) => queuedActionVerdict(new Date(RECEIVED.getTime() - ms), RECEIVED);

describe('queuedActionVerdict', () => {
  it('the limits are 24 hours and 5 minutes', () => {
    expect(OFFLINE_LIMITS.maxAgeMs).toBe(24 * HOUR);
    expect(OFFLINE_LIMITS.toleranceMs).toBe(5 * MINUTE);
  });

  it('sent at once: accepted, not flagged', () => {
    expect(recordedAgo(0)).toEqual({ accepted: true, deviceTimeOff: false });
  });

  it('exactly 24 hours old: accepted, flagged for review', () => {
    expect(recordedAgo(24 * HOUR)).toEqual({ accepted: true, deviceTimeOff: true });
  });

  it('24 hours and 1 ms old: refused as too old', () => {
    expect(recordedAgo(24 * HOUR + 1)).toEqual({ accepted: false, message: OFFLINE_MESSAGES.tooOld });
  });

  it('5 minutes apart: accepted, not flagged; 5 minutes and 1 ms: flagged', () => {
    expect(recordedAgo(5 * MINUTE)).toEqual({ accepted: true, deviceTimeOff: false });
    expect(recordedAgo(5 * MINUTE + 1)).toEqual({ accepted: true, deviceTimeOff: true });
  });

  it('5 minutes in the future: accepted, not flagged (clock drift)', () => {
    expect(recordedAgo(-5 * MINUTE)).toEqual({ accepted: true, deviceTimeOff: false });
    expect(recordedAgo(-1 * MINUTE)).toEqual({ accepted: true, deviceTimeOff: false });
  });

  it('beyond 5 minutes in the future: refused', () => {
    expect(recordedAgo(-5 * MINUTE - 1)).toEqual({ accepted: false, message: OFFLINE_MESSAGES.future });
    expect(recordedAgo(-2 * HOUR)).toEqual({ accepted: false, message: OFFLINE_MESSAGES.future });
  });

  it('the refusals say what happened and what to do', () => {
    expect(OFFLINE_MESSAGES.tooOld).toMatch(/more than 24 hours ago.*Ask the office/);
    expect(OFFLINE_MESSAGES.future).toMatch(/ahead of the real time.*Check the phone’s date and time/);
  });
});
