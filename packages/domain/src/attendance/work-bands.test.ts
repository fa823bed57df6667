import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SHIFT_CODE_NAMES, SHIFT_CODES, shiftCodeName } from './shift-codes.ts';
import {
  AU_STATES,
  DEFAULT_BAND_EDGES,
  publicHolidaySchema,
  timePeriods,
  timePeriodsSchema,
  WORK_SETTINGS_MESSAGES as W,
  workSettingsSchema,
} from './work-bands.ts';

function errors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) {
    return {};
  }
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('timePeriodsSchema', () => {
  it('accepts the default edges and other HH:mm pairs in order', () => {
    expect(timePeriodsSchema.parse(DEFAULT_BAND_EDGES)).toEqual({ dayStart: '06:00', eveningStart: '20:00' });
    expect(errors(timePeriodsSchema, { dayStart: '07:00', eveningStart: '19:00' })).toEqual({});
    expect(errors(timePeriodsSchema, { dayStart: '00:00', eveningStart: '23:59' })).toEqual({});
  });

  it('refuses times not written HH:mm', () => {
    for (const bad of ['6:00', '24:00', '06:60', '0600', '06:00:00', '', 'six']) {
      expect(errors(timePeriodsSchema, { dayStart: bad, eveningStart: '20:00' })).toEqual({
        dayStart: [W.timeFormat],
      });
    }
    expect(errors(timePeriodsSchema, { dayStart: '06:00', eveningStart: '8pm' })).toEqual({
      eveningStart: [W.timeFormat],
    });
  });

  it('the day band must start before the evening band (equal is refused too)', () => {
    expect(errors(timePeriodsSchema, { dayStart: '20:00', eveningStart: '06:00' })).toEqual({
      eveningStart: [W.dayBeforeEvening],
    });
    expect(errors(timePeriodsSchema, { dayStart: '08:00', eveningStart: '08:00' })).toEqual({
      eveningStart: [W.dayBeforeEvening],
    });
    expect(errors(timePeriodsSchema, { dayStart: '08:00', eveningStart: '00:00' })).toEqual({
      eveningStart: [W.dayBeforeEvening],
    });
  });
});

describe('workSettingsSchema', () => {
  const good = { timeZone: 'Australia/Sydney', state: 'NSW', clockInRadiusMetres: 500, clockInMode: 'warn' };

  it('accepts the defaults, trims the zone and reads the radius from text', () => {
    expect(workSettingsSchema.parse(good)).toEqual(good);
    expect(
      workSettingsSchema.parse({
        ...good,
        timeZone: ' Australia/Perth ',
        state: 'WA',
        clockInRadiusMetres: '1200',
      }),
    ).toEqual({ ...good, timeZone: 'Australia/Perth', state: 'WA', clockInRadiusMetres: 1200 });
  });

  it('refuses a zone that does not exist or is empty', () => {
    expect(errors(workSettingsSchema, { ...good, timeZone: 'Australia/Gotham' })).toEqual({
      timeZone: [W.zone],
    });
    expect(errors(workSettingsSchema, { ...good, timeZone: 'Mars/Olympus_Mons' })).toEqual({
      timeZone: [W.zone],
    });
    expect(errors(workSettingsSchema, { ...good, timeZone: '' })).toEqual({
      timeZone: expect.arrayContaining([W.zone]),
    });
    expect(errors(workSettingsSchema, { ...good, timeZone: undefined })).toEqual({
      timeZone: expect.any(Array),
    });
  });

  it('the radius is a whole number from 50 to 5000 metres, ends included', () => {
    for (const ok of [50, 5000, '50', 499]) {
      expect(errors(workSettingsSchema, { ...good, clockInRadiusMetres: ok })).toEqual({});
    }
    for (const bad of [49, 5001, 0, -100, 120.5, 'far']) {
      expect(errors(workSettingsSchema, { ...good, clockInRadiusMetres: bad })).toEqual({
        clockInRadiusMetres: [W.radius],
      });
    }
  });

  it('the state is one of the eight; the mode one of off, warn, block', () => {
    expect(AU_STATES).toHaveLength(8);
    for (const state of AU_STATES) {
      expect(errors(workSettingsSchema, { ...good, state })).toEqual({});
    }
    expect(errors(workSettingsSchema, { ...good, state: 'nsw' })).toEqual({ state: [W.state] });
    expect(errors(workSettingsSchema, { ...good, state: 'NZ' })).toEqual({ state: [W.state] });
    for (const clockInMode of ['off', 'warn', 'block']) {
      expect(errors(workSettingsSchema, { ...good, clockInMode })).toEqual({});
    }
    expect(errors(workSettingsSchema, { ...good, clockInMode: 'strict' })).toEqual({ clockInMode: [W.mode] });
  });
});

describe('publicHolidaySchema', () => {
  it('needs a date and a name', () => {
    expect(publicHolidaySchema.parse({ date: '2026-12-28', name: ' Boxing Day (substitute) ' })).toEqual({
      date: '2026-12-28',
      name: 'Boxing Day (substitute)',
    });
    expect(errors(publicHolidaySchema, { date: '28-12-2026', name: '  ' })).toEqual({
      date: [W.holidayDate],
      name: [W.holidayName],
    });
  });
});

describe('timePeriods', () => {
  it('lists Day, Evening and Night from the edges, with their weekday codes', () => {
    expect(timePeriods({ dayStart: '07:00', eveningStart: '19:00' })).toEqual([
      { name: 'Day', fromTimeOfDay: '07:00', toTimeOfDay: '19:00', weekdayCode: 'M' },
      { name: 'Evening', fromTimeOfDay: '19:00', toTimeOfDay: '00:00', weekdayCode: 'E' },
      { name: 'Night', fromTimeOfDay: '00:00', toTimeOfDay: '07:00', weekdayCode: 'EX' },
    ]);
    expect(timePeriods(DEFAULT_BAND_EDGES).map((p) => [p.fromTimeOfDay, p.toTimeOfDay])).toEqual([
      ['06:00', '20:00'],
      ['20:00', '00:00'],
      ['00:00', '06:00'],
    ]);
  });
});

describe('shift codes', () => {
  it('has the spec’s nine codes, each with a name; an unknown code reads as itself', () => {
    expect(SHIFT_CODES).toEqual(['M', 'E', 'EX', 'SA', 'SAN', 'SU', 'SUN', 'PH', 'N']);
    expect(Object.keys(SHIFT_CODE_NAMES).sort()).toEqual([...SHIFT_CODES].sort());
    expect(shiftCodeName('EX')).toBe('Active Night');
    expect(shiftCodeName('N')).toBe('Sleepover');
    expect(shiftCodeName('SAN')).toBe('Saturday Night');
    expect(shiftCodeName('XYZ')).toBe('XYZ');
    expect(shiftCodeName('toString')).toBe('toString');
  });
});
