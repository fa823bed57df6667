import { describe, expect, it } from 'vitest';
import { financialYearOf, firstFullPayPeriodOnOrAfter } from './rate-year.ts';

describe('financialYearOf', () => {
  it('names the year from 1 July to 30 June', () => {
    expect(financialYearOf('2026-07-01')).toBe('2026-27');
    expect(financialYearOf('2026-06-30')).toBe('2025-26');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
  });
});

describe('firstFullPayPeriodOnOrAfter (SCHADS.md §3.1)', () => {
  const weekly = { payPeriod: 'weekly' as const, anchorDate: '2026-06-29' };
  const fortnightly = { payPeriod: 'fortnightly' as const, anchorDate: '2026-06-29' };
  it('weekly Monday periods: Mon 7 Jul 2025 and Mon 6 Jul 2026 (the period of Mon 29 Jun is not on or after)', () => {
    expect(firstFullPayPeriodOnOrAfter(weekly, '2025-07-01')).toBe('2025-07-07');
    expect(firstFullPayPeriodOnOrAfter(weekly, '2026-07-01')).toBe('2026-07-06');
  });
  it('fortnightly from Mon 29 Jun 2026: Mon 14 Jul 2025 and Mon 13 Jul 2026', () => {
    expect(firstFullPayPeriodOnOrAfter(fortnightly, '2025-07-01')).toBe('2025-07-14');
    expect(firstFullPayPeriodOnOrAfter(fortnightly, '2026-07-01')).toBe('2026-07-13');
  });
  it('a period that starts on the date itself is that date (1 June 2026 is a Monday)', () => {
    expect(firstFullPayPeriodOnOrAfter(weekly, '2026-06-01')).toBe('2026-06-01');
    expect(
      firstFullPayPeriodOnOrAfter({ payPeriod: 'monthly', anchorDate: '2026-01-05' }, '2026-07-01'),
    ).toBe('2026-07-01');
  });
});
