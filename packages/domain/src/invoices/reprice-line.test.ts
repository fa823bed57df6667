import { describe, expect, it } from 'vitest';
import { buildInvoiceLines, repriceLine } from './build-lines.ts';
import { ctx, shift, worked } from './line.test-kit.ts';
import { row } from './pricing-rows.test-kit.ts';

describe('repriceLine', () => {
  it('moves a line to another item: price, amount, quantity and the explanation', () => {
    const group = shift('2026-03-03T01:00', '2026-03-03T04:30', { clientIds: ['c1', 'c2'] });
    const schedule = [{ itemNumber: '04_104_0125_6_1', itemName: row('04_104_0125_6_1').itemName }];
    const [line] = buildInvoiceLines([worked(group)], ctx({}, schedule));
    if (!line) {
      throw new Error('no line');
    }
    expect(line.itemNumber).toBeNull();
    const edited = repriceLine(line, row('01_002_0107_1_1'), ctx().client, {
      by: 'Ada Admin',
      at: new Date('2026-03-10T01:00:00.000Z'),
    });
    // 78.81 ÷ 2 = 39.405 → 39.40; × 3.5 h = 137.90
    expect(edited).toMatchObject({
      itemNumber: '01_002_0107_1_1',
      supportItemId: 'id-01_002_0107_1_1-2025',
      supportCategoryNumber: '1',
      unit: 'H',
      unitPriceCents: 3940,
      amountCents: 13790,
      quantity: 3.5,
    });
    expect(edited.description).toBe(
      'Assistance With Self-Care Activities - Standard - Weekday Night · Active Night · Wes Worker',
    );
    expect(edited.explanation.item).toMatchObject({
      source: 'edited',
      itemNumber: '01_002_0107_1_1',
      priceColumn: 'NSW',
      limitCents: 7881,
    });
    expect(edited.explanation.pricing).toMatchObject({
      groupSize: 2,
      unitPriceCents: 3940,
      amountCents: 13790,
    });
    expect(edited.explanation.edited).toEqual({
      by: 'Ada Admin',
      at: '2026-03-10T01:00:00.000Z',
      fromItemNumber: null,
      toItemNumber: '01_002_0107_1_1',
    });
    expect(edited.explanation.band).toEqual(line.explanation.band);
  });
});

describe('TTP', () => {
  it('a support before 1 July 2024 says why TTP did not apply', () => {
    const c = { ...ctx(), withTTP: true };
    const [line] = buildInvoiceLines([worked(shift('2024-06-28T09:00', '2024-06-28T12:00'))], c);
    expect(line?.explanation.ttp).toContain('ended on 1 July 2024');
    expect(line?.explanation.ttp).toContain('Load with TTP was Yes');
    expect(line?.explanation.item.source).toBe('none'); // no catalogue row in force then
  });
});
