import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES, minutesOfDay, nextSlot, slotProblem } from './availability-rules.ts';

describe('minutesOfDay', () => {
  it('reads HH:mm (and HH:mm:ss as stored), with 00:00 as an end meaning 24:00', () => {
    expect(minutesOfDay('07:30')).toBe(450);
    expect(minutesOfDay('23:59:00')).toBe(1439);
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('00:00', true)).toBe(1440);
    expect(minutesOfDay('24:00')).toBeNaN();
    expect(minutesOfDay('7:30')).toBeNaN();
  });
});

describe('slotProblem', () => {
  it('accepts ordered, touching slots and a slot running to midnight', () => {
    expect(
      slotProblem([
        { fromTimeOfDay: '13:00', toTimeOfDay: '17:00' },
        { fromTimeOfDay: '07:00', toTimeOfDay: '13:00' },
        { fromTimeOfDay: '20:00', toTimeOfDay: '00:00' },
      ]),
    ).toBeNull();
    expect(slotProblem([])).toBeNull();
  });

  it('needs the end after the start', () => {
    expect(slotProblem([{ fromTimeOfDay: '09:00', toTimeOfDay: '09:00' }])).toBe(
      AVAILABILITY_MESSAGES.endAfterStart,
    );
    expect(slotProblem([{ fromTimeOfDay: '22:00', toTimeOfDay: '06:00' }])).toBe(
      AVAILABILITY_MESSAGES.endAfterStart,
    );
  });

  it('refuses overlapping slots, whatever their order', () => {
    expect(
      slotProblem([
        { fromTimeOfDay: '12:00', toTimeOfDay: '15:00' },
        { fromTimeOfDay: '09:00', toTimeOfDay: '12:01' },
      ]),
    ).toBe(AVAILABILITY_MESSAGES.overlap);
    expect(
      slotProblem([
        { fromTimeOfDay: '20:00', toTimeOfDay: '00:00' },
        { fromTimeOfDay: '23:00', toTimeOfDay: '23:30' },
      ]),
    ).toBe(AVAILABILITY_MESSAGES.overlap);
  });

  it('names empty and malformed times before anything else', () => {
    expect(slotProblem([{ fromTimeOfDay: '', toTimeOfDay: '10:00' }])).toBe(AVAILABILITY_MESSAGES.empty);
    expect(slotProblem([{ fromTimeOfDay: '9am', toTimeOfDay: '10:00' }])).toBe(AVAILABILITY_MESSAGES.badTime);
  });
});

describe('nextSlot', () => {
  it('starts at 07:00 for the first slot of a day', () => {
    expect(nextSlot(undefined)).toEqual({ fromTimeOfDay: '07:00', toTimeOfDay: '08:00' });
  });

  it("starts at the previous slot's end and lasts an hour", () => {
    expect(nextSlot({ fromTimeOfDay: '09:00', toTimeOfDay: '12:30' })).toEqual({
      fromTimeOfDay: '12:30',
      toTimeOfDay: '13:30',
    });
  });

  it('wraps 23:xx to 00:xx', () => {
    expect(nextSlot({ fromTimeOfDay: '20:00', toTimeOfDay: '23:15' })).toEqual({
      fromTimeOfDay: '23:15',
      toTimeOfDay: '00:15',
    });
    expect(nextSlot({ fromTimeOfDay: '22:00', toTimeOfDay: '23:00' })).toEqual({
      fromTimeOfDay: '23:00',
      toTimeOfDay: '00:00',
    });
  });
});
