import { describe, expect, it } from 'vitest';
import {
  capRefusal,
  committedLine,
  priceRowOn,
  priceRowProblem,
  readServiceCsv,
  SAH_SERVICE_LIST,
  type SahPriceRow,
} from './sah-services.ts';

const price = (
  amountCents: number,
  effectiveFrom: string,
  effectiveTo: string | null = null,
): SahPriceRow => ({
  kind: 'PRICE',
  amountCents,
  effectiveFrom,
  effectiveTo,
  source: 'Price list',
});
const cap = (amountCents: number, effectiveFrom: string, effectiveTo: string | null = null): SahPriceRow => ({
  kind: 'CAP',
  amountCents,
  effectiveFrom,
  effectiveTo,
  source: 'Cap determination 2026',
});

describe('the price in force on a date', () => {
  const rows = [price(9_800, '2025-11-01'), price(10_250, '2026-07-01'), cap(11_000, '2026-07-01')];

  it('is the latest row to start on or before the date, by kind', () => {
    expect(priceRowOn(rows, 'PRICE', '2025-10-31')).toBeNull();
    expect(priceRowOn(rows, 'PRICE', '2025-11-01')?.amountCents).toBe(9_800);
    expect(priceRowOn(rows, 'PRICE', '2026-06-30')?.amountCents).toBe(9_800);
    expect(priceRowOn(rows, 'PRICE', '2026-07-01')?.amountCents).toBe(10_250);
    expect(priceRowOn(rows, 'CAP', '2026-06-30')).toBeNull();
    expect(priceRowOn(rows, 'CAP', '2026-07-01')?.amountCents).toBe(11_000);
  });

  it('a closed row stops after its last day (no price, not the older one)', () => {
    const closed = [price(9_800, '2025-11-01', '2026-06-30')];
    expect(priceRowOn(closed, 'PRICE', '2026-06-30')?.amountCents).toBe(9_800);
    expect(priceRowOn(closed, 'PRICE', '2026-07-01')).toBeNull();
  });
});

describe('price caps', () => {
  it('refuses a price above the cap in force, naming the cap row; equal is allowed; no cap, no limit', () => {
    expect(capRefusal(11_001, cap(11_000, '2026-07-01'), 'HOUR')).toBe(
      'The price $110.01 per hour is above the price cap of $110.00 in force from 2026-07-01 (Cap determination 2026)',
    );
    expect(capRefusal(11_000, cap(11_000, '2026-07-01'), 'HOUR')).toBeNull();
    expect(capRefusal(99_999, null, 'MEAL')).toBeNull();
  });

  it('a new price is checked against every cap its dates meet, a new cap against the prices', () => {
    const rows = [cap(11_000, '2026-07-01')];
    expect(priceRowProblem(price(12_000, '2026-01-01', '2026-06-30'), rows, 'HOUR')).toBeNull();
    expect(priceRowProblem(price(12_000, '2026-01-01'), rows, 'HOUR')).toContain('above the price cap');
    expect(priceRowProblem(cap(10_000, '2026-10-01'), [price(10_250, '2026-07-01')], 'HOUR')).toBe(
      'The price $102.50 per hour is above the price cap of $100.00 in force from 2026-10-01 (Cap determination 2026): change the price first',
    );
    expect(
      priceRowProblem(cap(10_000, '2026-10-01'), [price(10_250, '2026-07-01', '2026-09-30')], 'HOUR'),
    ).toBeNull();
  });
});

describe('a rostered service committed', () => {
  const service = { name: 'Personal care', unit: 'HOUR' as const };
  it('hours to the nearest quarter × the price, explained; a meal is one unit; no price counts 0', () => {
    expect(committedLine(service, 100, '2026-12-10', price(10_250, '2026-07-01'))).toEqual({
      cents: 17_938,
      explanation: '2026-12-10 Personal care: 1.75 h × $102.50 = $179.38',
    });
    expect(
      committedLine({ name: 'Meals', unit: 'MEAL' }, 30, '2026-12-10', price(1_500, '2026-07-01')).cents,
    ).toBe(1_500);
    expect(committedLine(service, 60, '2026-12-10', null)).toEqual({
      cents: 0,
      explanation: '2026-12-10 Personal care: no price in force, not counted',
    });
  });
});

describe('the service list CSV', () => {
  const header = 'Category,Service type code,Service type,Service code,Service,Unit';
  it('reads rows by header name, codes upper-cased, categories by label or key', () => {
    const r = readServiceCsv(
      `${header}\nIndependence,sert-0006,Personal care,SERV-0031,"Personal care, assistance",hour\nEVERYDAY_LIVING,,Meals,,Meals delivered,meal\n`,
    );
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      {
        category: 'INDEPENDENCE',
        serviceTypeCode: 'SERT-0006',
        serviceType: 'Personal care',
        serviceCode: 'SERV-0031',
        name: 'Personal care, assistance',
        unit: 'HOUR',
      },
      {
        category: 'EVERYDAY_LIVING',
        serviceTypeCode: null,
        serviceType: 'Meals',
        serviceCode: null,
        name: 'Meals delivered',
        unit: 'MEAL',
      },
    ]);
  });

  it('refuses the whole file on a bad row, each message', () => {
    const r = readServiceCsv(`${header}\nClinicals,SERT-1,Nursing,SERV-12,,day\n`);
    expect(r.rows).toEqual([]);
    expect(r.errors.map((e) => e.message)).toEqual([
      'Category is Clinical supports, Independence or Everyday living',
      'A service type code is SERT- and 4 digits',
      'A service code is SERV- and 4 digits',
      'Service is required',
      'Unit is hour, meal, trip or each',
    ]);
    expect(readServiceCsv('Category,Service\nx,y').errors[0]?.message).toBe(
      'Missing column(s): service type code, service type, service code, unit',
    );
  });

  it('ships the reference’s service types in their categories', () => {
    expect(SAH_SERVICE_LIST).toHaveLength(15);
    expect(SAH_SERVICE_LIST.filter((s) => s.category === 'EVERYDAY_LIVING').map((s) => s.name)).toEqual([
      'Domestic assistance',
      'Home maintenance and repairs',
      'Meals',
    ]);
  });
});
