import { describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGES, queuedActionTime } from './offline-rules.ts';

const at = (iso: string) => new Date(iso);

describe('queuedActionTime: when a phone’s action happened', () => {
  it('is the receipt when the phone sent no time', () => {
    const now = at('2026-06-01T09:00:00+10:00');
    expect(queuedActionTime(undefined, now)).toEqual({ kind: 'live', at: now });
    expect(queuedActionTime('', now)).toEqual({ kind: 'live', at: now });
    expect(queuedActionTime(null, now)).toEqual({ kind: 'live', at: now });
  });

  it('is the phone’s time for an action queued overnight across month end', () => {
    // Recorded 30 April 23:50, sent 1 May 07:10 (Sydney, AEST): 7 h 20 min later, flagged for review.
    const r = queuedActionTime('2026-04-30T23:50:00+10:00', at('2026-05-01T07:10:00+10:00'));
    expect(r).toEqual({
      kind: 'queued',
      at: at('2026-04-30T13:50:00Z'),
      deviceAt: at('2026-04-30T13:50:00Z'),
      deviceTimeOff: true,
    });
  });

  it('keeps 31 December’s time for a clock-out queued before midnight and sent in the new year', () => {
    const r = queuedActionTime('2026-12-31T23:58:00+11:00', at('2027-01-01T00:02:00+11:00'));
    expect(r).toEqual({
      kind: 'queued',
      at: at('2026-12-31T12:58:00Z'),
      deviceAt: at('2026-12-31T12:58:00Z'),
      deviceTimeOff: false,
    });
  });

  it('tells the two 2:30 AMs of 5 April 2026 (daylight saving ends) apart by their offsets', () => {
    const received = at('2026-04-05T02:40:00+10:00');
    const first = queuedActionTime('2026-04-05T02:30:00+11:00', received);
    const second = queuedActionTime('2026-04-05T02:30:00+10:00', received);
    expect(first).toMatchObject({ kind: 'queued', deviceTimeOff: true }); // 70 minutes earlier
    expect(second).toMatchObject({ kind: 'queued', deviceTimeOff: true }); // 10 minutes earlier
    if (first.kind === 'queued' && second.kind === 'queued') {
      expect(second.at.getTime() - first.at.getTime()).toBe(60 * 60_000);
    }
  });

  it('counts real hours across 5 April 2026: the same wall time a day earlier is 25 hours old, refused', () => {
    const received = at('2026-04-05T10:00:00+10:00');
    expect(queuedActionTime('2026-04-04T10:00:00+11:00', received)).toEqual({
      kind: 'refused',
      message: OFFLINE_MESSAGES.tooOld,
    });
    // 10:59 the day before is 24 h 1 min earlier in real time: still too old.
    expect(queuedActionTime('2026-04-04T10:59:00+11:00', received)).toMatchObject({ kind: 'refused' });
    expect(queuedActionTime('2026-04-04T11:00:00+11:00', received)).toMatchObject({ kind: 'queued' });
  });

  it('counts real hours across 4 October 2026: the same wall time a day earlier is only 23 hours old', () => {
    const received = at('2026-10-04T10:00:00+11:00');
    expect(queuedActionTime('2026-10-03T10:00:00+10:00', received)).toMatchObject({
      kind: 'queued',
      deviceTimeOff: true,
    });
  });

  it('refuses a phone clock ahead by more than 5 minutes, and never acts after the receipt within them', () => {
    const received = at('2026-06-01T09:00:00+10:00');
    expect(queuedActionTime('2026-06-01T09:06:00+10:00', received)).toEqual({
      kind: 'refused',
      message: OFFLINE_MESSAGES.future,
    });
    const ahead = queuedActionTime('2026-06-01T09:03:00+10:00', received);
    expect(ahead).toEqual({
      kind: 'queued',
      at: received,
      deviceAt: at('2026-06-01T09:03:00+10:00'),
      deviceTimeOff: false,
    });
  });

  it('reads only an instant with its zone when the zone is required', () => {
    const received = at('2026-06-01T09:00:00+10:00');
    expect(queuedActionTime('2026-06-01T08:00:00', received, { zoneRequired: true })).toEqual({
      kind: 'unreadable',
    });
    expect(queuedActionTime('2026-06-01', received, { zoneRequired: true })).toEqual({ kind: 'unreadable' });
    expect(queuedActionTime('2026-06-01T08:00:00Z', received, { zoneRequired: true })).toMatchObject({
      kind: 'refused',
    });
    expect(queuedActionTime('2026-06-01T08:00:00+10:00', received, { zoneRequired: true })).toMatchObject({
      kind: 'queued',
    });
    expect(queuedActionTime('yesterday', received)).toEqual({ kind: 'unreadable' });
    expect(queuedActionTime('2026-13-45T08:00:00+10:00', received, { zoneRequired: true })).toEqual({
      kind: 'unreadable',
    });
  });
});
