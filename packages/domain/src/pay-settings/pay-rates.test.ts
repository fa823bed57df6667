import { describe, expect, it } from 'vitest';
import { DEFAULT_PAY_SWITCHES } from '../pay/pay-switches.ts';
import { classificationRateEditSchema, hourlyFromWeeklyCents, PAY_RATE_MESSAGES as M } from './pay-rates.ts';
import {
  DEFAULT_PAY_SWITCH_VALUES,
  enginePaySwitches,
  oteSwitchesTurnedOff,
  PAY_SWITCHES,
  paySwitchesSchema,
  paySwitchValuesOf,
} from './pay-switches.ts';
import { parseRatesCsv, RATES_CSV_EXAMPLE } from './rates-csv.ts';

describe('classification rate rows (SCHADS.md §3, §6)', () => {
  it('hourly is weekly ÷ 38 half-up to the cent: $1,376.49 → $36.22, $1,501.95 → $39.53', () => {
    expect(hourlyFromWeeklyCents(137649)).toBe(3622);
    expect(hourlyFromWeeklyCents(150195)).toBe(3953);
  });
  it('an edit whose hourly rate is not the weekly ÷ 38 is refused with the right figure', () => {
    const r = classificationRateEditSchema.safeParse({
      weekly: '1,376.49',
      hourly: '36.23',
      appliesFrom: '2026-07-01',
      source: 'FWO',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(M.hourlyFromWeekly('$36.22'));
    expect(
      classificationRateEditSchema.parse({
        weekly: '',
        hourly: '34.42',
        appliesFrom: '2026-07-01',
        source: 'x',
      }),
    ).toEqual({ weekly: null, hourly: 3442, appliesFrom: '2026-07-01', source: 'x' });
  });
});

describe('parseRatesCsv', () => {
  it('reads the example: one classification and one allowance', () => {
    const r = parseRatesCsv(RATES_CSV_EXAMPLE);
    expect(r.errors).toEqual([]);
    expect(r.classifications).toEqual([
      {
        line: 2,
        stream: 'SACS_B',
        level: 2,
        payPoint: 1,
        weeklyCents: 137649,
        hourlyCents: 3622,
        appliesFrom: '2026-07-01',
        source: 'FWO pay guide MA000100 1 July 2026',
      },
    ]);
    expect(r.allowances[0]).toMatchObject({
      kind: 'sleepover',
      amountCents: 6287,
      appliesTo: null,
    });
  });
  it('names every bad line and what is wrong with it; blank lines keep the numbering', () => {
    const csv = [
      'Type,Stream,Level,Pay point,Weekly,Hourly,Allowance,Amount,Applies from,Applies to,Source',
      'classification,SACS_X,9,1,,36.22,,,2026-07-01,,src',
      '',
      'allowance,,,,,,tea,1.00,2026-07-01,,src',
      'classification,SACS_B,2,1,1376.49,36.22,,,2026-07-01,,src',
      'classification,SACS_B,2,1,1376.49,36.22,,,2026-07-01,,src',
      'bonus,,,,,,,,2026-07-01,,src',
      'allowance,,,,,,km,1.05,2026-09-01,2026-08-01,',
    ].join('\r\n');
    expect(parseRatesCsv(csv).errors).toEqual([
      'Line 2: the stream must be one of SACS_B, HOME_CARE_DISABILITY_E, HOME_CARE_AGED_F',
      'Line 2: the level must be a whole number from 1 to 8',
      'Line 4: the allowance must be one of sleepover, broken-shift-1, broken-shift-2, km',
      'Line 6: this classification and date are on an earlier line too',
      'Line 7: the type must be classification or allowance',
      `Line 8: ${M.source}`,
      `Line 8: ${M.appliesToBefore}`,
    ]);
  });
  it('a file without the header, or without rows, says so', () => {
    expect(parseRatesCsv('a,b\n1,2').errors[0]).toMatch(/^Line 1: the header must name the columns type/);
    expect(parseRatesCsv('type,applies from,source\n').errors).toEqual([
      'Line 2: the file has no rows under its header',
    ]);
  });
});

describe('company pay switches (SCHADS.md §11)', () => {
  it('every switch has its default among its options, a reason and a reference', () => {
    for (const def of PAY_SWITCHES) {
      expect(
        def.options.map((o) => o.value),
        def.key,
      ).toContain(def.defaultValue);
      expect(def.reason.length, def.key).toBeGreaterThan(20);
      expect(def.ref, def.key).toMatch(/§11 #\d+/);
    }
  });
  it('saved values over the defaults; one no longer an option falls back', () => {
    expect(paySwitchValuesOf({ restBreakAfterOvertime: 'no', overtime150Band: 'sometimes' })).toEqual({
      ...DEFAULT_PAY_SWITCH_VALUES,
      restBreakAfterOvertime: 'no',
    });
  });
  it('finds the super switches turned off (each needs a reason), not those left off', () => {
    const off = { ...DEFAULT_PAY_SWITCH_VALUES, oteSleepoverWork: 'no', oteMinimumTopup: 'no' };
    expect(oteSwitchesTurnedOff(DEFAULT_PAY_SWITCH_VALUES, off)).toEqual([
      'oteMinimumTopup',
      'oteSleepoverWork',
    ]);
    expect(oteSwitchesTurnedOff(off, off)).toEqual([]);
  });
  it('the form refuses a value that is not an option, naming the switch', () => {
    const r = paySwitchesSchema.safeParse({
      switches: { ...DEFAULT_PAY_SWITCH_VALUES, rateChange: 'never' },
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['switches.rateChange', 'Choose one for “A shift across a rate change”'],
    ]);
  });
});

describe('the stored switches as the engine reads them', () => {
  it('the defaults are the engine’s defaults; a word off is false', () => {
    expect(enginePaySwitches(DEFAULT_PAY_SWITCH_VALUES)).toEqual(DEFAULT_PAY_SWITCHES);
    const engine = enginePaySwitches({
      ...DEFAULT_PAY_SWITCH_VALUES,
      oteSleepoverWork: 'no',
      rateChange: 'whole-shift-by-start',
    });
    expect([engine.oteSleepoverWork, engine.rateChange]).toEqual([false, 'whole-shift-by-start']);
  });
});
