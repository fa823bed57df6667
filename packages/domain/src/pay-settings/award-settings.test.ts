import { describe, expect, it } from 'vitest';
import { awardSettingsSchema, AWARD_SETTINGS_MESSAGES as M } from './award-settings.ts';
import { settingsInForceOn, withEffectiveTo } from './settings-history.ts';

const STAFF = '0b6f8a52-4a1e-4c3b-8f61-2d1f3c4b5a69';
const base = {
  staffId: STAFF,
  stream: 'SACS_B',
  level: '2',
  payPoint: '1',
  employmentType: 'CASUAL',
  effectiveFrom: '2026-07-06',
};
const errors = (input: Record<string, unknown>) => {
  const r = awardSettingsSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('awardSettingsSchema (issue 38 item 1)', () => {
  it('reads a casual worker’s settings: the award defaults to MA000100, switches off, no above-award rate', () => {
    expect(awardSettingsSchema.parse(base)).toEqual({
      staffId: STAFF,
      award: 'MA000100',
      stream: 'SACS_B',
      level: 2,
      payPoint: 1,
      employmentType: 'CASUAL',
      agreedWeeklyHours: null,
      shiftworker: false,
      shiftworkerAdviceDate: null,
      ftTenHourAgreement: false,
      sleepoverTwelveHourAgreement: false,
      aboveAwardHourly: null,
      effectiveFrom: '2026-07-06',
    });
  });

  it('refuses the streams not priced yet, naming them', () => {
    expect(errors({ ...base, stream: 'HOME_CARE_DISABILITY_E' })).toEqual({
      stream: 'Home care – disability, Schedule E is not priced yet',
    });
    expect(errors({ ...base, stream: 'HOME_CARE_AGED_F' }).stream).toBe(
      'Home care – aged care, Schedule F is not priced yet',
    );
    expect(errors({ ...base, stream: 'SCHEDULE_Z' }).stream).toBe(M.stream);
  });

  it('part-time needs agreed weekly hours above 0 and up to 38; other types drop them', () => {
    expect(errors({ ...base, employmentType: 'PT' })).toEqual({ agreedWeeklyHours: M.agreedWeeklyHours });
    expect(errors({ ...base, employmentType: 'PT', agreedWeeklyHours: '38.5' })).toEqual({
      agreedWeeklyHours: M.agreedWeeklyHours,
    });
    expect(errors({ ...base, employmentType: 'PT', agreedWeeklyHours: 'ten' })).toEqual({
      agreedWeeklyHours: M.agreedWeeklyHours,
    });
    expect(
      awardSettingsSchema.parse({ ...base, employmentType: 'PT', agreedWeeklyHours: '22.5' })
        .agreedWeeklyHours,
    ).toBe(22.5);
    expect(awardSettingsSchema.parse({ ...base, agreedWeeklyHours: 20 }).agreedWeeklyHours).toBeNull();
  });

  it('a shiftworker needs the date of the written advice; only full-time has a 10-hour agreement', () => {
    expect(errors({ ...base, shiftworker: true })).toEqual({
      shiftworkerAdviceDate: M.shiftworkerAdviceDate,
    });
    expect(errors({ ...base, ftTenHourAgreement: true })).toEqual({
      ftTenHourAgreement: M.ftTenHourAgreement,
    });
    const ft = awardSettingsSchema.parse({
      ...base,
      employmentType: 'FT',
      ftTenHourAgreement: true,
      shiftworker: true,
      shiftworkerAdviceDate: '2026-06-20',
      aboveAwardHourly: '$38.00',
    });
    expect([ft.ftTenHourAgreement, ft.shiftworkerAdviceDate, ft.aboveAwardHourly]).toEqual([
      true,
      '2026-06-20',
      3800,
    ]);
  });

  it('names each bad field: level, pay point, type, rate, date', () => {
    expect(
      errors({
        ...base,
        level: '9',
        payPoint: '0',
        employmentType: 'TEMP',
        aboveAwardHourly: 'lots',
        effectiveFrom: '2026-02-30',
      }),
    ).toEqual({
      level: M.level,
      payPoint: M.payPoint,
      employmentType: M.employmentType,
      aboveAwardHourly: 'Must be a number',
      effectiveFrom: M.effectiveFrom,
    });
  });

  it('refuses a month that does not exist with the field’s message, not a thrown error (a 400, not a 500)', () => {
    expect(errors({ ...base, effectiveFrom: '2026-13-01' })).toEqual({ effectiveFrom: M.effectiveFrom });
  });
});

describe('a worker’s settings over time', () => {
  const rows = [
    { id: 'b', effectiveFrom: '2026-07-06' },
    { id: 'a', effectiveFrom: '2025-07-07' },
    { id: 'c', effectiveFrom: '2027-01-04' },
  ];
  it('each row lasts to the day before the next; newest first', () => {
    expect(withEffectiveTo(rows).map((r) => [r.id, r.effectiveTo])).toEqual([
      ['c', null],
      ['b', '2027-01-03'],
      ['a', '2026-07-05'],
    ]);
  });
  it('the row in force on a date: none before the first, the latest on or before it', () => {
    expect(settingsInForceOn(rows, '2025-07-06')).toBeNull();
    expect(settingsInForceOn(rows, '2026-07-06')?.id).toBe('b');
    expect(settingsInForceOn(rows, '2027-01-03')?.id).toBe('b');
    expect(settingsInForceOn(rows, '2030-01-01')?.id).toBe('c');
  });
});
