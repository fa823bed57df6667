import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './build-lines.ts';
import { buildCancellationLines } from './cancellation-lines.ts';
import { claimItemFor } from './claim-suffix.ts';
import type { PricingRow } from './invoice-lines.ts';
import { ctx, shift } from './line.test-kit.ts';
import { ROWS_2025 } from './pricing-rows.test-kit.ts';

const base = ROWS_2025.find((r) => r.itemNumber === '01_011_0107_1_1') as PricingRow;
const suffixed: PricingRow = {
  ...base,
  itemNumber: '01_011_0107_1_1_CA',
  supportItemId: 'id-ca-2026',
  itemName: `${base.itemName} - Short Notice Cancellation`,
  catalogueName: 'NDIS Support Catalogue 2026-27 v1.0',
  startDate: '2026-07-01',
  importedAt: '2026-06-20T00:00:00.000Z',
  prices: { ...base.prices, NSW: 7200 },
};

describe('claim types as suffixed items from 1 July 2026', () => {
  const withSuffix = indexCatalogue([...ROWS_2025, suffixed]);
  const without = indexCatalogue(ROWS_2025);

  it('before 1 July 2026: the base item with the claim type, even when the suffixed item exists', () => {
    const c = claimItemFor(base, 'CANC', '2026-06-30', withSuffix);
    expect(c).toMatchObject({ claimType: 'CANC', suffixed: false });
    expect(c.row.itemNumber).toBe('01_011_0107_1_1');
  });

  it('from 1 July 2026 with the suffixed item in force: the _CA item, blank claim type', () => {
    const c = claimItemFor(base, 'CANC', '2026-07-01', withSuffix);
    expect(c).toMatchObject({ claimType: null, suffixed: true });
    expect(c.row.itemNumber).toBe('01_011_0107_1_1_CA');
    expect(c.text).toContain('suffixed item 01_011_0107_1_1_CA');
  });

  it('from 1 July 2026 without the suffixed item: the base item with the claim type', () => {
    const c = claimItemFor(base, 'CANC', '2026-07-02', without);
    expect(c).toMatchObject({ claimType: 'CANC', suffixed: false });
    expect(c.text).toContain('has no 01_011_0107_1_1_CA');
  });

  it('each claim type has its suffix', () => {
    const rows = (['_PT', '_NF', '_RR', '_TH'] as const).map((suffix) => ({
      ...suffixed,
      itemNumber: `01_011_0107_1_1${suffix}`,
    }));
    const catalogue = indexCatalogue([...ROWS_2025, ...rows]);
    expect(
      (['TRAN', 'NF2F', 'REPW', 'THLT'] as const).map(
        (t) => claimItemFor(base, t, '2026-08-03', catalogue).row.itemNumber,
      ),
    ).toEqual(['01_011_0107_1_1_PT', '01_011_0107_1_1_NF', '01_011_0107_1_1_RR', '01_011_0107_1_1_TH']);
  });

  it('a short-notice cancellation line after 1 July 2026 is priced and claimed on the _CA item', () => {
    const cancellation = {
      shift: shift('2026-07-06T09:00', '2026-07-06T11:00'),
      staffId: 'w1',
      staffName: 'Wes Worker',
      cancellationDate: new Date('2026-07-05T00:00:00Z'),
      noticeMinutes: 60,
      reasonCode: 'NSDH',
      reason: null,
    };
    const [after] = buildCancellationLines([cancellation], ctx({}, [], [...ROWS_2025, suffixed]));
    expect(after).toMatchObject({ itemNumber: '01_011_0107_1_1_CA', claimType: null, unitPriceCents: 7200 });
    expect(after?.explanation.claimRule).toContain('blank claim type');
    const [plain] = buildCancellationLines([cancellation], ctx());
    expect(plain).toMatchObject({ itemNumber: '01_011_0107_1_1', claimType: 'CANC' });
    expect(plain?.explanation.claimRule).toContain('has no 01_011_0107_1_1_CA');
  });
});
