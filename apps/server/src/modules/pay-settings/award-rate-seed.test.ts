import { ALLOWANCE_KINDS, hourlyFromWeeklyCents, isPricedStream, STREAMS } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { SEED_ALLOWANCES, SEED_RATES } from './award-rate-seed.ts';

describe('the seed of the award’s rows (SCHADS.md §3.3, §3.5)', () => {
  it('every hourly rate is its weekly rate ÷ 38, half-up to the cent (R1)', () => {
    for (const r of SEED_RATES.filter((x) => x.weeklyCents !== null)) {
      expect(hourlyFromWeeklyCents(r.weeklyCents as number), `${r.stream} ${r.level}.${r.payPoint}`).toBe(
        r.hourlyCents,
      );
    }
  });
  it('only the priced stream’s level 2 pay points 1–3 ship enabled; each classification once a date', () => {
    expect(
      SEED_RATES.filter((r) => r.enabled).map((r) => `${r.appliesFrom} ${r.level}.${r.payPoint}`),
    ).toEqual([
      '2025-07-01 2.1',
      '2025-07-01 2.2',
      '2025-07-01 2.3',
      '2026-07-01 2.1',
      '2026-07-01 2.2',
      '2026-07-01 2.3',
    ]);
    expect(SEED_RATES.filter((r) => r.enabled).every((r) => isPricedStream(r.stream))).toBe(true);
    const keys = SEED_RATES.map((r) => `${r.stream}:${r.level}:${r.payPoint}:${r.appliesFrom}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(
      SEED_RATES.every((r) => (STREAMS as readonly string[]).includes(r.stream) && r.source.length > 10),
    ).toBe(true);
  });
  it('allowances of both years, the $1.05/km the only pending row', () => {
    for (const year of ['2025-07-01', '2026-07-01']) {
      expect(
        SEED_ALLOWANCES.filter((a) => a.appliesFrom === year)
          .map((a) => a.kind)
          .sort(),
      ).toEqual([...ALLOWANCE_KINDS].sort());
    }
    expect(SEED_ALLOWANCES.filter((a) => a.pending)).toMatchObject([
      { kind: 'km', amountCents: 105, appliesTo: '2027-02-28' },
    ]);
  });
});
