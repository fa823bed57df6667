import { describe, expect, it } from 'vitest';
import type { CatalogueIndex, PricingRow } from '../invoices/invoice-lines.ts';
import type { PreflightRule } from './claim-view.ts';
import {
  companyProblems,
  type PreflightContext,
  type PreflightInput,
  type PreflightPlan,
  preflightLine,
} from './preflight.ts';

const ROW: PricingRow = {
  supportItemId: 'si-1',
  itemNumber: '01_011_0107_1_1',
  itemName: 'Assistance With Self-Care Activities - Standard - Weekday Daytime',
  unit: 'H',
  quote: false,
  registrationGroupNumber: '0107',
  supportCategoryNumber: '1',
  prices: { NSW: 7023, VIC: 7023, Remote: 9832, 'Very Remote': 10_535 },
  layout: 'states',
  catalogueName: 'NDIS Pricing Arrangements 2026-27',
  startDate: '2026-07-01',
  endDate: null,
  importedAt: '2026-06-20T00:00:00.000Z',
};

const LINE: PreflightInput = {
  invoicesId: 'line-1',
  profileId: 'p1',
  ndisNo: '431234567',
  place: { state: 'NSW', remoteness: null },
  date: '2026-11-03',
  dateFrom: new Date('2026-11-02T22:00:00Z'),
  dateTo: new Date('2026-11-03T01:30:00Z'),
  itemNumber: '01_011_0107_1_1',
  supportItemId: 'si-1',
  groupSize: 1,
  unitPriceCents: 7023,
  amountCents: 24_581,
  quantity: 3.5,
  claimReference: 'INV-000001-1',
};

const catalogue = (...rows: PricingRow[]): CatalogueIndex => {
  const index = new Map<string, PricingRow[]>();
  for (const row of rows) {
    index.set(row.itemNumber, [...(index.get(row.itemNumber) ?? []), row]);
  }
  return index;
};

const PLAN: PreflightPlan = {
  startDate: '2026-07-01',
  endDate: '2027-06-30',
  management: 'NDIA Managed',
  planManager: null,
};

const CTX: PreflightContext = {
  catalogue: catalogue(ROW),
  plans: [PLAN],
  claimed: [],
};

const rules = (line: Partial<PreflightInput>, ctx: Partial<PreflightContext> = {}): PreflightRule[] =>
  preflightLine({ ...LINE, ...line }, { ...CTX, ...ctx }).map((p) => p.rule);

describe('companyProblems', () => {
  it('passes a company with a registration number and an 11-digit ABN', () => {
    expect(companyProblems({ ndisRegistrationNumber: '4050012345', abn: '12 345 678 901' })).toEqual([]);
  });

  it('names a missing registration number and ABN, fixed on Setup → Company', () => {
    const problems = companyProblems({ ndisRegistrationNumber: ' ', abn: null });
    expect(problems.map((p) => p.rule)).toEqual(['noRegistrationNumber', 'noAbn']);
    expect(problems[0]).toEqual({
      rule: 'noRegistrationNumber',
      message: 'The company has no NDIS registration number',
      fix: 'Enter it on Setup → Company, then run the pre-flight check again',
    });
  });

  it('refuses an ABN that is not 11 digits', () => {
    const [problem] = companyProblems({ ndisRegistrationNumber: '4050012345', abn: '12 345 678' });
    expect(problem).toMatchObject({
      rule: 'noAbn',
      message: 'The company’s ABN 12 345 678 is not 11 digits',
    });
  });
});

describe('preflightLine', () => {
  it('passes a line that breaks no rule, every problem having a message and a fix', () => {
    expect(preflightLine(LINE, CTX)).toEqual([]);
    const all = preflightLine(
      { ...LINE, ndisNo: null, itemNumber: null, claimReference: '', amountCents: 0, date: '2028-01-01' },
      { ...CTX, plans: [] },
    );
    expect(all.map((p) => p.rule)).toEqual([
      'noNdisNumber',
      'noItem',
      'outsidePlan',
      'badClaimReference',
      'nothingToClaim',
    ]);
    for (const p of all) {
      expect(p.message).not.toBe('');
      expect(p.fix).not.toBe('');
    }
  });

  it('noNdisNumber: none or blank', () => {
    expect(rules({ ndisNo: null })).toEqual(['noNdisNumber']);
    expect(rules({ ndisNo: '  ' })).toEqual(['noNdisNumber']);
  });

  it('badNdisNumber: not 9 digits once spaces are removed (a 43 start is not enforced)', () => {
    expect(rules({ ndisNo: '43123456' })).toEqual(['badNdisNumber']);
    expect(rules({ ndisNo: '43123456X' })).toEqual(['badNdisNumber']);
    expect(rules({ ndisNo: ' 431 234 567 ' })).toEqual([]);
    expect(rules({ ndisNo: '512345678' })).toEqual([]);
  });

  it('noItem: no item number, with the Invoices screen as the fix', () => {
    const [problem] = preflightLine({ ...LINE, itemNumber: null, supportItemId: null }, CTX);
    expect(problem).toEqual({
      rule: 'noItem',
      message: 'The line has no activity (support item)',
      fix: 'Open the line on the Invoices screen and choose its activity (support item), then save',
    });
  });

  it('itemNotInForce: no row of the item in force on the date', () => {
    expect(rules({ date: '2026-06-30' }, { plans: [{ ...PLAN, startDate: '2026-01-01' }] })).toEqual([
      'itemNotInForce',
    ]);
    expect(rules({ itemNumber: '01_999_0107_1_1' })).toEqual(['itemNotInForce']);
    const ended = { ...ROW, endDate: '2026-11-02' };
    expect(rules({}, { catalogue: catalogue(ended) })).toEqual(['itemNotInForce']);
    expect(preflightLine({ ...LINE, itemNumber: 'X' }, CTX)[0]?.message).toBe(
      'Support item X is not in force on 03-11-2026',
    );
  });

  it('priceAboveLimit: above the limit of the client’s column, divided for a group', () => {
    expect(rules({ unitPriceCents: 7024 })).toEqual(['priceAboveLimit']);
    expect(rules({ unitPriceCents: 9832, place: { state: 'NSW', remoteness: 'Remote' } })).toEqual([]);
    expect(rules({ unitPriceCents: 3511, groupSize: 2 })).toEqual([]);
    const [problem] = preflightLine({ ...LINE, unitPriceCents: 3512, groupSize: 2 }, CTX);
    expect(problem).toMatchObject({
      rule: 'priceAboveLimit',
      message:
        'The unit price $35.12 is above the limit $35.11 (the limit shared by 2 participants) of item 01_011_0107_1_1 on 03-11-2026',
    });
  });

  it('priceAboveLimit: no check for a quotable item or one with no limit in the column', () => {
    expect(rules({ unitPriceCents: 99_999 }, { catalogue: catalogue({ ...ROW, quote: true }) })).toEqual([]);
    expect(rules({ unitPriceCents: 99_999, place: { state: 'TAS', remoteness: null } })).toEqual([]);
  });

  it('outsidePlan: no plan covers the date (its first and last days do)', () => {
    expect(rules({ date: '2027-07-01' })).toEqual(['outsidePlan']);
    expect(rules({}, { plans: [] })).toEqual(['outsidePlan']);
    expect(rules({ date: '2026-07-01' })).toEqual([]);
    expect(rules({ date: '2027-06-30' })).toEqual([]);
  });

  it('notAgencyManaged: the covering plan is plan or self managed', () => {
    const planManaged = [{ ...PLAN, management: 'Plan Managed', planManager: 'Plan Partners' }];
    const [problem] = preflightLine(LINE, { ...CTX, plans: planManaged });
    expect(problem).toEqual({
      rule: 'notAgencyManaged',
      message: 'The participant’s plan is plan managed, not NDIA managed',
      fix: 'Invoice the plan manager (Plan Partners) instead; only NDIA-managed supports are claimed from the NDIA',
    });
    const selfManaged = [{ ...PLAN, management: 'Self Managed' }];
    expect(preflightLine(LINE, { ...CTX, plans: selfManaged })[0]?.fix).toBe(
      'Invoice the participant instead; only NDIA-managed supports are claimed from the NDIA',
    );
  });

  it('badClaimReference: empty, too long or with other characters', () => {
    expect(rules({ claimReference: '' })).toEqual(['badClaimReference']);
    expect(rules({ claimReference: 'INV 1' })).toEqual(['badClaimReference']);
    expect(rules({ claimReference: 'x'.repeat(51) })).toEqual(['badClaimReference']);
    expect(rules({ claimReference: 'INV-000001-1-2' })).toEqual([]);
  });

  it('duplicateClaim: a claimed line of the client and item whose time overlaps', () => {
    const claimed = {
      invoicesId: 'line-0',
      profileId: 'p1',
      itemNumber: '01_011_0107_1_1',
      dateFrom: new Date('2026-11-03T01:00:00Z'),
      dateTo: new Date('2026-11-03T03:00:00Z'),
    };
    expect(rules({}, { claimed: [claimed] })).toEqual(['duplicateClaim']);
    expect(rules({}, { claimed: [{ ...claimed, invoicesId: 'line-1' }] })).toEqual([]);
    expect(rules({}, { claimed: [{ ...claimed, profileId: 'p2' }] })).toEqual([]);
    expect(rules({}, { claimed: [{ ...claimed, itemNumber: '01_015_0107_1_1' }] })).toEqual([]);
    // Back to back is not an overlap: [from, to).
    expect(rules({}, { claimed: [{ ...claimed, dateFrom: LINE.dateTo }] })).toEqual([]);
    // Two lines with no length at the same moment (a cancellation) are the same claim.
    const instant = { dateFrom: LINE.dateFrom, dateTo: LINE.dateFrom };
    expect(rules(instant, { claimed: [{ ...claimed, ...instant }] })).toEqual(['duplicateClaim']);
  });

  it('nothingToClaim: no amount or no quantity (agreed 0)', () => {
    expect(rules({ amountCents: 0 })).toEqual(['nothingToClaim']);
    expect(rules({ quantity: 0 })).toEqual(['nothingToClaim']);
    expect(rules({ amountCents: -100 })).toEqual(['nothingToClaim']);
    expect(rules({ amountCents: 1, quantity: 0.01 })).toEqual([]);
  });
});
