import { describe, expect, it } from 'vitest';
import { SAH_LIFETIME_CAP_ROWS } from './sah-budgets.data.ts';
import {
  contributionLine,
  contributionRateOn,
  contributionRateWarnings,
  lifetimeCapOn,
  lifetimeCapRoomCents,
  NO_RATE_WARNING,
} from './sah-contributions.ts';
import type { SahCategory, SahContributionRate } from './sah-types.ts';

const rate = (extra: Partial<SahContributionRate>): SahContributionRate => ({
  effectiveFrom: '2025-11-01',
  effectiveTo: null,
  status: 'PART_PENSIONER',
  independenceBp: 1000,
  everydayLivingBp: 3500,
  grandfathered: false,
  ...extra,
});

const line = (
  grossCents: number,
  category: SahCategory,
  r: SahContributionRate | null,
  capRoomCents: number | null = null,
) => contributionLine({ grossCents, category, rate: r, capRoomCents, rounding: 'HALF_UP' });

describe('contributions per category and entered rate (SUPPORT-AT-HOME.md §7.1)', () => {
  const fullPensioner = rate({ status: 'FULL_PENSIONER', independenceBp: 500, everydayLivingBp: 1750 });
  const selfFunded = rate({ status: 'SELF_FUNDED', independenceBp: 5000, everydayLivingBp: 8000 });
  const grandfathered = rate({
    status: 'FULL_PENSIONER',
    independenceBp: 0,
    everydayLivingBp: 0,
    grandfathered: true,
  });

  it('clinical supports are 0% for everyone, with or without a rate', () => {
    for (const r of [fullPensioner, selfFunded, null]) {
      expect(line(17_500, 'CLINICAL', r)).toMatchObject({
        contributionCents: 0,
        governmentCents: 17_500,
        warnings: [],
      });
    }
  });

  it('full pensioner: 5% independence, 17.5% everyday living', () => {
    expect(line(8_400, 'INDEPENDENCE', fullPensioner)).toMatchObject({
      contributionCents: 420,
      governmentCents: 7_980,
    });
    // 17.5% of $72.00 = $12.60
    expect(line(7_200, 'EVERYDAY_LIVING', fullPensioner)).toMatchObject({
      contributionCents: 1_260,
      governmentCents: 5_940,
    });
  });

  it('part pensioner: the rates entered from the notice, half-up per line', () => {
    const r = rate({ independenceBp: 1234, everydayLivingBp: 4321 });
    // 12.34% of $84.05 = $10.37177 → $10.37; 43.21% of $33.33 = $14.401893 → $14.40
    expect(line(8_405, 'INDEPENDENCE', r).contributionCents).toBe(1_037);
    expect(line(3_333, 'EVERYDAY_LIVING', r).contributionCents).toBe(1_440);
    // 35% of $0.50 = 17.5c → 18c half-up, 17c truncated (the rounding setting)
    expect(line(50, 'EVERYDAY_LIVING', rate({}))).toMatchObject({ contributionCents: 18 });
    expect(
      contributionLine({
        grossCents: 50,
        category: 'EVERYDAY_LIVING',
        rate: rate({}),
        capRoomCents: null,
        rounding: 'TRUNCATE',
      }).contributionCents,
    ).toBe(17);
  });

  it('self-funded retiree without a card: 50% and 80%', () => {
    expect(line(10_000, 'INDEPENDENCE', selfFunded).contributionCents).toBe(5_000);
    expect(line(10_000, 'EVERYDAY_LIVING', selfFunded).contributionCents).toBe(8_000);
  });

  it('grandfathered full pensioner pays nothing, and the explanation says grandfathered', () => {
    const l = line(10_000, 'EVERYDAY_LIVING', grandfathered);
    expect(l).toMatchObject({ contributionCents: 0, governmentCents: 10_000 });
    expect(l.explanation).toBe(
      'Contribution: $100.00 × everyday living 0% (grandfathered) = $0.00; government $100.00',
    );
  });

  it('no rate entered: the no-assessment 50% / 80% with a warning, never silently', () => {
    const l = line(10_000, 'INDEPENDENCE', null);
    expect(l.contributionCents).toBe(5_000);
    expect(l.warnings).toEqual([NO_RATE_WARNING]);
    expect(l.explanation).toContain('(no-assessment default)');
  });

  it('picks the rate in force on the service date (indexation in March and September)', () => {
    const rates = [
      rate({ independenceBp: 1000 }),
      rate({ effectiveFrom: '2026-03-20', independenceBp: 1100 }),
    ];
    expect(contributionRateOn(rates, '2026-03-19')?.independenceBp).toBe(1000);
    expect(contributionRateOn(rates, '2026-03-20')?.independenceBp).toBe(1100);
    expect(contributionRateOn(rates, '2025-10-31')).toBeNull();
  });

  it('checks the typing of entered rates without changing them', () => {
    expect(contributionRateWarnings(fullPensioner)).toEqual([]);
    expect(contributionRateWarnings(rate({ status: 'FULL_PENSIONER' }))[0]).toMatch(
      /usual rates for a full pensioner are 5% \/ 17.5%/,
    );
    expect(contributionRateWarnings(rate({ independenceBp: 300 }))[0]).toMatch(/below the band/);
    expect(
      contributionRateWarnings(
        rate({ status: 'FULL_PENSIONER', grandfathered: true, independenceBp: 500 }),
      )[0],
    ).toMatch(/grandfathered full pensioner pays no contributions/);
    expect(
      contributionRateWarnings(rate({ grandfathered: true, independenceBp: 200, everydayLivingBp: 900 })),
    ).toEqual([]);
  });
});

describe('the lifetime cap (§7.2)', () => {
  it('ships the standard and grandfathered caps as dated rows', () => {
    expect(lifetimeCapOn(SAH_LIFETIME_CAP_ROWS, false, '2026-01-01')?.amountCents).toBe(13_531_869);
    expect(lifetimeCapOn(SAH_LIFETIME_CAP_ROWS, true, '2026-01-01')?.amountCents).toBe(8_201_815);
    expect(lifetimeCapOn(SAH_LIFETIME_CAP_ROWS, false, '2025-10-01')).toBeNull();
    expect(lifetimeCapRoomCents(13_531_869, 13_600_000)).toBe(0);
  });

  it('crossed inside a line: the line splits where the cap is reached, the rest at 0%', () => {
    // $200.00 at 35% would be $70.00; only $21.00 is left under the cap: $60.00 at 35%, $140.00 at 0%
    const l = line(20_000, 'EVERYDAY_LIVING', rate({}), 2_100);
    expect(l.contributionCents).toBe(2_100);
    expect(l.governmentCents).toBe(17_900);
    expect(l.parts).toEqual([
      { grossCents: 6_000, rateBp: 3500, contributionCents: 2_100 },
      { grossCents: 14_000, rateBp: 0, contributionCents: 0 },
    ]);
    expect(l.explanation).toContain('capped at the $21.00 left under the lifetime cap');
    expect(l.warnings[0]).toMatch(/payment statement decides/);
  });

  it('the split point rounds up to the cent so the first part covers the room', () => {
    // 10% rate, $0.05 left: the first part is $0.50, the contribution exactly $0.05
    const l = line(1_000, 'INDEPENDENCE', rate({}), 5);
    expect(l.parts).toEqual([
      { grossCents: 50, rateBp: 1000, contributionCents: 5 },
      { grossCents: 950, rateBp: 0, contributionCents: 0 },
    ]);
  });

  it('a line that just fits is not split; a cap already reached leaves nothing to pay', () => {
    expect(line(1_000, 'INDEPENDENCE', rate({}), 100).parts).toHaveLength(1);
    const reached = line(1_000, 'INDEPENDENCE', rate({}), 0);
    expect(reached).toMatchObject({ contributionCents: 0, governmentCents: 1_000 });
    expect(reached.parts).toEqual([{ grossCents: 1_000, rateBp: 0, contributionCents: 0 }]);
  });
});
