import { AU_STATES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { holidayYearsDue, stateHolidays } from './holiday-seed.ts';

const dates = (state: string, year: number) => stateHolidays(state, year).map((h) => h.date);

describe('stateHolidays (date-holidays, public days only)', () => {
  it('NSW 2026: Christmas on Friday, Boxing Day on Saturday and its substitute on Monday the 28th', () => {
    const nsw = stateHolidays('NSW', 2026);
    expect(nsw).toEqual(
      expect.arrayContaining([
        { date: '2026-01-01', name: "New Year's Day" },
        { date: '2026-01-26', name: 'Australia Day' },
        { date: '2026-04-03', name: 'Good Friday' },
        { date: '2026-04-06', name: 'Easter Monday' },
        { date: '2026-06-08', name: "King's Birthday" },
        { date: '2026-10-05', name: 'Labour Day' },
        { date: '2026-12-25', name: 'Christmas Day' },
        { date: '2026-12-26', name: 'Boxing Day' },
        { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
      ]),
    );
  });

  it('NSW 2026 has no Bank Holiday (a bank day, not a public one), nor observances', () => {
    const names = stateHolidays('NSW', 2026).map((h) => h.name);
    expect(names).not.toContain('Bank Holiday');
    expect(dates('NSW', 2026)).not.toContain('2026-08-03');
    expect(names).not.toContain("Mother's Day");
    expect(names).not.toContain("Father's Day");
  });

  it('VIC 2026 has Melbourne Cup day on Tuesday 3 November and its own Labour Day; NSW has neither', () => {
    expect(stateHolidays('VIC', 2026)).toEqual(
      expect.arrayContaining([
        { date: '2026-11-03', name: 'Melbourne Cup' },
        { date: '2026-03-09', name: 'Labour Day' },
      ]),
    );
    expect(dates('NSW', 2026)).not.toContain('2026-11-03');
    expect(dates('NSW', 2026)).not.toContain('2026-03-09');
    expect(dates('VIC', 2026)).not.toContain('2026-10-05');
  });

  it('VIC has no school-term days', () => {
    expect(stateHolidays('VIC', 2026).some((h) => /term/i.test(h.name))).toBe(false);
  });

  it('every state gives plain local dates of the year asked, in order', () => {
    for (const state of AU_STATES) {
      for (const year of [2026, 2027]) {
        const list = dates(state, year);
        expect(list.length).toBeGreaterThanOrEqual(8);
        for (const date of list) {
          expect(date).toMatch(new RegExp(`^${year}-\\d{2}-\\d{2}$`));
        }
        expect([...list].sort()).toEqual(list);
        // Christmas, or its substitute when a state moves it off the weekend (SA and NT in 2027).
        expect(list.some((d) => d >= `${year}-12-25` && d <= `${year}-12-27`)).toBe(true);
      }
    }
  });

  it('2027: Christmas on Saturday gives Monday the 27th, Boxing Day on Sunday gives Tuesday the 28th', () => {
    expect(dates('NSW', 2027)).toEqual(
      expect.arrayContaining(['2027-12-25', '2027-12-26', '2027-12-27', '2027-12-28']),
    );
  });

  it('leaves out evening-only holidays: QLD, SA and NT Christmas Eve, SA and NT New Year’s Eve', () => {
    for (const state of ['QLD', 'SA', 'NT']) {
      expect(dates(state, 2026)).not.toContain('2026-12-24');
      expect(dates(state, 2026)).not.toContain('2026-12-31');
      expect(dates(state, 2026)).toContain('2026-12-25');
    }
  });
});

describe('holidayYearsDue (the years a company should have seeded)', () => {
  it('is this year in the company’s zone until 30 November, and the next one too from 1 December', () => {
    expect(holidayYearsDue(new Date('2026-11-30T12:00:00Z'), 'Australia/Sydney')).toEqual([2026]);
    // 13:00 UTC on 30 November is midnight of 1 December in Sydney (UTC+11).
    expect(holidayYearsDue(new Date('2026-11-30T13:00:00Z'), 'Australia/Sydney')).toEqual([2026, 2027]);
    expect(holidayYearsDue(new Date('2026-11-30T13:00:00Z'), 'Australia/Perth')).toEqual([2026]);
    expect(holidayYearsDue(new Date('2026-12-31T12:59:00Z'), 'Australia/Sydney')).toEqual([2026, 2027]);
    // New Year in Sydney: the new year only.
    expect(holidayYearsDue(new Date('2026-12-31T13:00:00Z'), 'Australia/Sydney')).toEqual([2027]);
  });
});
