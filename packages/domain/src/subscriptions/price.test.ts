import { describe, expect, it } from 'vitest';
import { yearlyDiscountPercent } from './packages.ts';
import { changeChargeCents, priceInputError, subscriptionPrice } from './price.ts';

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
