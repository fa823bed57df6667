import { describe, expect, it } from 'vitest';
import { zonedWallTimeToInstant } from '../dates.ts';
import { yearlyDiscountPercent } from './packages.ts';
import {
  billingDays,
  changeChargeCents,
  changeCharges,
  intervalPriceCents,
  priceInputError,
  prorateCents,
  subscribeCharges,
  subscriptionPrice,
} from './price.ts';

const SYDNEY = 'Australia/Sydney';
/** An instant at a wall-clock time in Sydney ('2026-12-31T08:00' is 21:00 UTC the day before). */
const sydney = (wall: string) => zonedWallTimeToInstant(wall, SYDNEY);

const pkg = { monthlyPriceCents: 1500, yearlyPriceCents: 15000, maxUsers: 50 };

describe('subscriptionPrice', () => {
  it('is users × monthly price × months when billed monthly, with no discount', () => {
    const price = subscriptionPrice({ pkg, users: 15, duration: 1, billed: 'Monthly' });
    expect(price).toEqual({
      unitPriceCents: 1500,
      listPriceCents: 22500,
      discountCents: 0,
      totalCents: 22500,
      months: 1,
    });
  });

  it('uses the yearly price per year and shows the saving against twelve monthly payments', () => {
    const price = subscriptionPrice({ pkg, users: 10, duration: 2, billed: 'Yearly' });
    expect(price.totalCents).toBe(10 * 15000 * 2);
    expect(price.months).toBe(24);
    expect(price.listPriceCents).toBe(10 * 1500 * 24);
    expect(price.discountCents).toBe(60000);
  });

  it('never shows a negative discount when a year costs more than twelve months', () => {
    const dear = { ...pkg, yearlyPriceCents: 20000 };
    expect(subscriptionPrice({ pkg: dear, users: 1, duration: 1, billed: 'Yearly' }).discountCents).toBe(0);
  });

  it('refuses fractions, zero users, a duration over three years and users beyond the plan', () => {
    expect(priceInputError({ pkg, users: 1.5, duration: 1 })).toMatch(/whole number/);
    expect(priceInputError({ pkg, users: 0, duration: 1 })).toMatch(/users/);
    expect(priceInputError({ pkg, users: 5, duration: 37 })).toMatch(/duration/);
    expect(priceInputError({ pkg, users: 51, duration: 1 })).toMatch(/at most 50 users/);
    expect(priceInputError({ pkg: { ...pkg, maxUsers: null }, users: 1000, duration: 36 })).toBeNull();
    expect(() => subscriptionPrice({ pkg, users: 0, duration: 1, billed: 'Monthly' })).toThrow(RangeError);
  });

  it('stays exact in integer cents at the largest order', () => {
    const price = subscriptionPrice({
      pkg: { ...pkg, maxUsers: null },
      users: 1000,
      duration: 36,
      billed: 'Yearly',
    });
    expect(price.totalCents).toBe(540_000_000);
    expect(Number.isSafeInteger(price.totalCents)).toBe(true);
  });
});

describe('yearlyDiscountPercent', () => {
  it('is the saving of a year against twelve months, rounded, and 0 for a free or dearer plan', () => {
    expect(yearlyDiscountPercent({ monthlyPriceCents: 1500, yearlyPriceCents: 15000 })).toBe(17);
    expect(yearlyDiscountPercent({ monthlyPriceCents: 1000, yearlyPriceCents: 12000 })).toBe(0);
    expect(yearlyDiscountPercent({ monthlyPriceCents: 0, yearlyPriceCents: 0 })).toBe(0);
  });
});

describe('changeChargeCents', () => {
  const period = {
    periodStart: new Date('2026-11-01T00:00:00Z'),
    periodEnd: new Date('2026-12-01T00:00:00Z'),
    zone: SYDNEY,
  };
  it('charges the added users for the half of the period left, to the cent', () => {
    const now = new Date('2026-11-16T00:00:00Z');
    expect(
      changeChargeCents({
        ...period,
        now,
        fromUnitCents: 1500,
        fromUsers: 10,
        toUnitCents: 1500,
        toUsers: 15,
      }),
    ).toBe(3750);
  });
  it('charges nothing for fewer users or a cheaper plan, and nothing once the period is over', () => {
    const now = new Date('2026-11-16T00:00:00Z');
    expect(
      changeChargeCents({
        ...period,
        now,
        fromUnitCents: 1500,
        fromUsers: 10,
        toUnitCents: 1500,
        toUsers: 5,
      }),
    ).toBe(0);
    expect(
      changeChargeCents({
        ...period,
        now,
        fromUnitCents: 2500,
        fromUsers: 10,
        toUnitCents: 1200,
        toUsers: 12,
      }),
    ).toBe(0);
    expect(
      changeChargeCents({
        ...period,
        now: new Date('2026-12-02T00:00:00Z'),
        fromUnitCents: 1500,
        fromUsers: 10,
        toUnitCents: 1800,
        toUsers: 20,
      }),
    ).toBe(0);
  });
  it('charges the whole difference at the very start of the period', () => {
    expect(
      changeChargeCents({
        ...period,
        now: period.periodStart,
        fromUnitCents: 1500,
        fromUsers: 10,
        toUnitCents: 1800,
        toUsers: 10,
      }),
    ).toBe(3000);
  });
});

describe('the first charge, prorated by days (issue 40 item 8)', () => {
  it('counts the company’s calendar days: at 08:00 Sydney on 31 December one day of December is left', () => {
    const december = { periodStart: sydney('2026-12-01T10:00'), periodEnd: sydney('2027-01-01T10:00') };
    const at = sydney('2026-12-31T08:00');
    // UTC's date is still the 30th: a UTC count would leave two days.
    expect(at.toISOString().slice(0, 10)).toBe('2026-12-30');
    const days = billingDays({ ...december, now: at, zone: SYDNEY });
    expect(days).toEqual({ days: 31, daysLeft: 1 });
    expect(prorateCents(3000, days)).toBe(97);
    expect(billingDays({ ...december, now: december.periodStart, zone: SYDNEY })).toEqual({
      days: 31,
      daysLeft: 31,
    });
    // The renewal day belongs to the next period; after it nothing is left.
    expect(billingDays({ ...december, now: sydney('2027-01-01T09:00'), zone: SYDNEY }).daysLeft).toBe(0);
    expect(billingDays({ ...december, now: sydney('2027-01-05T09:00'), zone: SYDNEY }).daysLeft).toBe(0);
  });

  it('at a month end: a period bought on 31 January runs to 28 February, its last day one of 28', () => {
    const start = sydney('2026-01-31T09:30');
    const end = sydney('2026-02-28T09:30');
    const days = billingDays({
      periodStart: start,
      periodEnd: end,
      now: sydney('2026-02-27T23:59'),
      zone: SYDNEY,
    });
    expect(days).toEqual({ days: 28, daysLeft: 1 });
    // 10 more users at $18: $180 a month, for 1 of 28 days.
    expect(
      changeChargeCents({
        fromUnitCents: 1800,
        fromUsers: 10,
        toUnitCents: 1800,
        toUsers: 20,
        periodStart: start,
        periodEnd: end,
        now: sydney('2026-02-27T23:59'),
        zone: SYDNEY,
      }),
    ).toBe(643);
  });

  it('on a leap day: February 2028 has 29 days, a leap year 366', () => {
    const feb = { periodStart: sydney('2028-02-01T12:00'), periodEnd: sydney('2028-03-01T12:00') };
    const leapDay = sydney('2028-02-29T08:00');
    expect(billingDays({ ...feb, now: leapDay, zone: SYDNEY })).toEqual({ days: 29, daysLeft: 1 });
    const year = { periodStart: sydney('2028-01-15T12:00'), periodEnd: sydney('2029-01-15T12:00') };
    const days = billingDays({ ...year, now: leapDay, zone: SYDNEY });
    expect(days).toEqual({ days: 366, daysLeft: 321 });
    // 5 users × $180 a year: $900 for 321 of 366 days, to the cent.
    expect(prorateCents(90000, days)).toBe(78934);
    expect(Number.isInteger(prorateCents(90000, days))).toBe(true);
  });

  it('changing: the difference for the days left today, then the new price at each renewal', () => {
    const sub = {
      users: 10,
      billed: 'Monthly',
      duration: 1,
      periodStart: sydney('2026-12-01T10:00'),
      periodEnd: sydney('2027-01-01T10:00'),
      trial: false,
    };
    const standard = { monthlyPriceCents: 1800, yearlyPriceCents: 18000 };
    const plan = changeCharges({
      sub,
      from: standard,
      to: standard,
      toUsers: 15,
      now: sydney('2026-12-31T08:00'),
      zone: SYDNEY,
    });
    expect(plan).toEqual({
      firstCents: 290, // 5 × $18 = $90 for 1 of 31 days
      firstFrom: '2026-12-31',
      firstTo: '2026-12-31',
      prorated: { days: 31, daysLeft: 1 },
      regularCents: 27000,
      renewsOn: '2027-01-01',
    });
    // Fewer users: nothing today; during a trial: nothing today either.
    expect(
      changeCharges({
        sub,
        from: standard,
        to: standard,
        toUsers: 8,
        now: sydney('2026-12-10T08:00'),
        zone: SYDNEY,
      }).firstCents,
    ).toBe(0);
    expect(
      changeCharges({
        sub: { ...sub, trial: true },
        from: standard,
        to: standard,
        toUsers: 15,
        now: sydney('2026-12-10T08:00'),
        zone: SYDNEY,
      }).firstCents,
    ).toBe(0);
    expect(intervalPriceCents(standard, 'Yearly', 2)).toBe(36000);
  });

  it('subscribing: the whole first period today (it starts today), then the same at each renewal', () => {
    const plan = subscribeCharges({
      pkg: { monthlyPriceCents: 1800, yearlyPriceCents: 18000, maxUsers: 100 },
      users: 15,
      duration: 1,
      billed: 'Monthly',
      now: sydney('2026-01-31T08:00'),
      zone: SYDNEY,
    });
    expect(plan).toEqual({
      firstCents: 27000,
      firstFrom: '2026-01-31',
      firstTo: '2026-02-27',
      prorated: null,
      regularCents: 27000,
      renewsOn: '2026-02-28',
    });
  });
});
