import { describe, expect, it } from 'vitest';
import { companyLines } from './pdf-header.ts';

const company = {
  companyName: 'Harbourside Care Services',
  abn: '51 824 753 556',
  ndisRegistrationNumber: '4050012345',
  address: '1 Quay St, Sydney NSW 2000',
};
const texts = (o?: { ndis?: boolean }) => companyLines(company, o).map((c) => (c as { text: string }).text);

describe('companyLines', () => {
  it('an NDIS paper names the NDIS registration; a Support at Home paper leaves it out', () => {
    expect(texts()).toContain('NDIS registration number 4050012345');
    expect(texts({ ndis: false })).toEqual([
      'Harbourside Care Services',
      'ABN 51 824 753 556',
      '1 Quay St, Sydney NSW 2000',
    ]);
  });
});
