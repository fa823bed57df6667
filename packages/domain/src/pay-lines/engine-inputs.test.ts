import { describe, expect, it } from 'vitest';
import { computePay } from '../pay/compute-pay.ts';
import { NSW_PUBLIC_HOLIDAY_DATES } from '../pay/nsw-public-holidays.data.ts';
import { DEFAULT_PAY_SWITCHES as ENGINE_DEFAULTS } from '../pay/pay-switches.ts';
import { DEFAULT_PAY_SWITCH_VALUES, enginePaySwitches } from '../pay-settings/pay-switches.ts';
import {
  centsText,
  engineCalendar,
  engineRates,
  engineSettings,
  payAttendance,
  zonedInstant,
} from './engine-inputs.ts';

const settingsRow = (over: Partial<Parameters<typeof engineSettings>[0][number]> = {}) => ({
  effectiveFrom: '2025-07-07',
  stream: 'SACS_B',
  level: 2,
  payPoint: 1,
  employmentType: 'CASUAL',
  agreedWeeklyMinutes: null,
  shiftworker: false,
  ftTenHourAgreement: false,
  sleepoverTwelveHourAgreement: false,
  aboveAwardHourlyCents: null,
  ...over,
});

describe('stored pay data as the engine’s inputs', () => {
  it('cents read as decimal strings', () => {
    expect([centsText(3622), centsText(5), centsText(0), centsText(-105)]).toEqual([
      '36.22',
      '0.05',
      '0.00',
      '-1.05',
    ]);
  });

  it('each settings row lasts until the next one’s date; part-time minutes become hours; an above-award rate in dollars', () => {
    const rows = engineSettings([
      settingsRow(),
      settingsRow({
        effectiveFrom: '2026-07-06',
        employmentType: 'PT',
        agreedWeeklyMinutes: 1350,
        aboveAwardHourlyCents: 4000,
      }),
    ]);
    expect(
      rows.map((r) => [
        r.effectiveFrom,
        r.effectiveTo,
        r.employmentType,
        r.ptAgreedWeeklyHours,
        r.aboveAwardHourlyRate,
      ]),
    ).toEqual([
      ['2026-07-06', null, 'PT', '22.5', '40.00'],
      ['2025-07-07', '2026-07-05', 'CASUAL', null, null],
    ]);
  });

  it('rate rows keep their ids; allowances take the engine’s kinds; a pending allowance stays pending', () => {
    const rows = engineRates(
      [
        {
          rateId: 'r1',
          year: '2026-27',
          stream: 'SACS_B',
          level: 2,
          payPoint: 1,
          weeklyCents: 137646,
          hourlyCents: 3622,
          appliesFrom: '2026-07-01',
          enabled: true,
          enabledBy: null,
          enabledAt: null,
          checkedAgainst: null,
          source: 'FWO',
        },
      ],
      [
        {
          allowanceId: 'a1',
          year: '2026-27',
          kind: 'km',
          amountCents: 105,
          appliesFrom: '2026-07-01',
          appliesTo: '2026-09-30',
          pending: true,
          source: 'x',
        },
        {
          allowanceId: 'a2',
          year: '2026-27',
          kind: 'sleepover',
          amountCents: 6157,
          appliesFrom: '2026-07-01',
          appliesTo: null,
          pending: false,
          source: 'x',
        },
      ],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'classification',
        id: 'r1',
        hourlyRate: '36.22',
        weeklyRate: '1376.46',
        enabled: true,
      }),
      expect.objectContaining({
        kind: 'allowance',
        id: 'a1',
        allowance: 'km',
        amount: '1.05',
        appliesTo: '2026-09-30',
        status: 'pending',
      }),
      expect.objectContaining({
        kind: 'allowance',
        id: 'a2',
        allowance: 'sleepover',
        amount: '61.57',
        status: 'confirmed',
      }),
    ]);
  });

  it('the saved switches at their defaults are the engine’s defaults', () => {
    expect(enginePaySwitches(DEFAULT_PAY_SWITCH_VALUES)).toEqual(ENGINE_DEFAULTS);
  });

  it('a monthly company has no engine calendar', () => {
    expect(engineCalendar('monthly', '2026-01-05')).toBeNull();
    expect(engineCalendar('fortnightly', '2026-01-05')).toEqual({
      cycle: 'fortnightly',
      anchorDate: '2026-01-05',
    });
  });

  it('an attendance is read in the company’s zone with its offset, its kind from the shift’s flags, km end − start', () => {
    const base = {
      attendanceId: 'a',
      shiftRosterId: 's',
      clockIn: new Date('2026-11-27T21:00:00Z'),
      clockOut: new Date('2026-11-28T03:00:00Z'),
      isNightShift: false,
      isExceptionalShift: false,
      startKm: 100,
      endKm: 112.5,
    };
    expect(payAttendance(base, 'Australia/Sydney')).toEqual({
      attendanceId: 'a',
      shiftRosterId: 's',
      clockIn: '2026-11-28T08:00:00.000+11:00',
      clockOut: '2026-11-28T14:00:00.000+11:00',
      kind: 'ordinary',
      kilometres: '12.5',
    });
    expect(payAttendance({ ...base, isNightShift: true, endKm: 90 }, 'Australia/Sydney')).toMatchObject({
      kind: 'sleepover',
      kilometres: null,
    });
    expect(payAttendance({ ...base, isExceptionalShift: true }, 'Australia/Sydney').kind).toBe(
      'active-night',
    );
    expect(zonedInstant('2026-07-01T00:00:00Z', 'Australia/Sydney')).toBe('2026-07-01T10:00:00.000+10:00');
  });

  it('put together, a casual’s Saturday prices as SCHADS.md’s example says (6 h at 150% … of $36.22)', () => {
    const result = computePay({
      periodStart: '2026-11-23',
      calendar: { cycle: 'fortnightly', anchorDate: '2026-01-05' },
      zone: 'Australia/Sydney',
      publicHolidays: NSW_PUBLIC_HOLIDAY_DATES,
      settings: engineSettings([settingsRow()]),
      rates: engineRates(
        [
          {
            rateId: 'r1',
            year: '2026-27',
            stream: 'SACS_B',
            level: 2,
            payPoint: 1,
            weeklyCents: 137646,
            hourlyCents: 3622,
            appliesFrom: '2026-07-01',
            enabled: true,
            enabledBy: null,
            enabledAt: null,
            checkedAgainst: null,
            source: 'FWO',
          },
        ],
        [],
      ),
      switches: enginePaySwitches(DEFAULT_PAY_SWITCH_VALUES),
      attendances: [
        payAttendance(
          {
            attendanceId: 'a',
            shiftRosterId: 's',
            clockIn: '2026-11-27T21:00:00Z',
            clockOut: '2026-11-28T03:00:00Z',
            isNightShift: false,
            isExceptionalShift: false,
            startKm: null,
            endKm: null,
          },
          'Australia/Sydney',
        ),
      ],
    });
    expect(result.problems).toEqual([]);
    expect(result.lines.map((l) => [l.category, l.hours, l.multiplier, l.amountCents])).toEqual([
      ['saturday', '6.00', '1.75', 38031],
    ]);
  });
});
