import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../roster/calendar-grid.ts';
import { NSW_PUBLIC_HOLIDAY_DATES, NSW_PUBLIC_HOLIDAYS } from './nsw-public-holidays.data.ts';
import { SCHADS_RATE_ROWS } from './schads-rates.data.ts';

// The shipped data (SCHADS.md §3.3, §3.5, §4.11): what the server seeds from.

describe('the SCHADS rate rows', () => {
  const row = (id: string) => SCHADS_RATE_ROWS.find((r) => r.id === id);

  it('prices SACS level 2 pay points 1–3 for 2025-26 and 2026-27, enabled, each with its source', () => {
    const priced = SCHADS_RATE_ROWS.filter((r) => r.kind === 'classification' && r.enabled);
    expect(
      priced.map((r) =>
        r.kind === 'classification' ? `${r.level}.${r.payPoint}@${r.appliesFrom}=${r.hourlyRate}` : '',
      ),
    ).toEqual([
      '2.1@2025-07-01=34.58',
      '2.2@2025-07-01=35.67',
      '2.3@2025-07-01=36.75',
      '2.1@2026-07-01=36.22',
      '2.2@2026-07-01=37.36',
      '2.3@2026-07-01=38.50',
    ]);
    expect(SCHADS_RATE_ROWS.every((r) => r.source.length > 0)).toBe(true);
  });

  it('hourly = weekly ÷ 38, half up to the cent, on every row that has a weekly rate', () => {
    for (const r of SCHADS_RATE_ROWS) {
      if (r.kind === 'classification' && r.weeklyRate) {
        const cents = Math.round(Number(r.weeklyRate) * 100);
        const hourly = Math.floor((2 * cents + 38) / 76) / 100;
        expect([r.id, Number(r.hourlyRate)]).toEqual([r.id, hourly]);
      }
    }
  });

  it('ships the other classifications disabled (§3.5)', () => {
    expect(row('sacs-l3-pp1-2026')?.enabled).toBe(false);
    expect(row('sch-e-l2-pp1-2026')).toMatchObject({ enabled: false, appliesTo: '2026-09-30' });
  });

  it('ships the allowances and the temporary $1.05/km as pending', () => {
    expect(row('sleepover-2026-07-01')).toMatchObject({ amount: '62.87', enabled: true });
    expect(row('broken-shift-2-2025-07-01')).toMatchObject({ amount: '27.56' });
    expect(row('km-temporary-2026-09-01')).toMatchObject({
      amount: '1.05',
      status: 'pending',
      appliesTo: '2027-02-28',
    });
  });

  it('has unique ids', () => {
    expect(new Set(SCHADS_RATE_ROWS.map((r) => r.id)).size).toBe(SCHADS_RATE_ROWS.length);
  });
});

describe('the NSW public holidays 2025–2027', () => {
  it('include the additional Anzac Day Mondays and Boxing Day 2026’s additional Monday, not Sun 27 Dec 2026', () => {
    expect(NSW_PUBLIC_HOLIDAY_DATES).toEqual(
      expect.arrayContaining(['2026-04-27', '2027-04-26', '2026-12-26', '2026-12-28']),
    );
    expect(NSW_PUBLIC_HOLIDAY_DATES).not.toContain('2026-12-27');
  });

  it('move Australia Day 2025 to the Monday and keep both weekend days of Christmas 2027 with their additional days', () => {
    expect(NSW_PUBLIC_HOLIDAY_DATES).toContain('2025-01-27');
    expect(NSW_PUBLIC_HOLIDAY_DATES).not.toContain('2025-01-26');
    expect(NSW_PUBLIC_HOLIDAY_DATES).toEqual(
      expect.arrayContaining(['2027-12-25', '2027-12-26', '2027-12-27', '2027-12-28']),
    );
  });

  it('every additional day is a weekday, and 2025 is marked derived', () => {
    for (const h of NSW_PUBLIC_HOLIDAYS.filter((x) => x.name.includes('additional'))) {
      expect([h.date, weekdayOf(h.date) >= 1 && weekdayOf(h.date) <= 5]).toEqual([h.date, true]);
    }
    expect(NSW_PUBLIC_HOLIDAYS.filter((h) => h.derived).every((h) => h.date.startsWith('2025'))).toBe(true);
    expect(new Set(NSW_PUBLIC_HOLIDAY_DATES).size).toBe(NSW_PUBLIC_HOLIDAY_DATES.length);
  });
});
