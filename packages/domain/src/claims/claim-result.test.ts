import { describe, expect, it } from 'vitest';
import { CLAIM_FILE_COLUMNS } from './claim-file.ts';
import { parseClaimResult } from './claim-result.ts';

describe('parseClaimResult', () => {
  it('reads the reference, status and error message, stripping a BOM and quotes', () => {
    const text =
      '\uFEFFRegistrationNumber,ClaimReference,PaymentRequestStatus,ErrorMessage\r\n' +
      '4050012345,INV-000001-1,SUCCESSFUL,\r\n' +
      '4050012345,INV-000001-2,ERROR,"Price exceeds limit, item 01_011_0107_1_1"\r\n' +
      '4050012345,INV-000001-3,Pending,\r\n';
    expect(parseClaimResult(text)).toEqual([
      { claimReference: 'INV-000001-1', outcome: 'Paid', message: null },
      {
        claimReference: 'INV-000001-2',
        outcome: 'Rejected',
        message: 'Price exceeds limit, item 01_011_0107_1_1',
      },
    ]);
  });

  it.each([
    ['Claim Reference,Claim Status,Message', 'claimstatus'],
    ['claim_reference,status,reason', 'status'],
    ['CLAIMREFERENCE,Status,Rejection Reason', 'rejection reason'],
  ])('matches the headings %j loosely', (header) => {
    const result = parseClaimResult(`${header}\nR-1,Rejected,NDIS number not found\nR-2,Paid,\n`);
    expect(result).toEqual([
      { claimReference: 'R-1', outcome: 'Rejected', message: 'NDIS number not found' },
      { claimReference: 'R-2', outcome: 'Paid', message: null },
    ]);
  });

  it('prefers PaymentRequestStatus over another status column', () => {
    const result = parseClaimResult('ClaimReference,Status,PaymentRequestStatus\nR-1,Open,Paid\n');
    expect(result).toEqual([{ claimReference: 'R-1', outcome: 'Paid', message: null }]);
  });

  it.each([
    ['Paid', 'Paid'],
    ['Success', 'Paid'],
    ['Approved', 'Paid'],
    ['accepted', 'Paid'],
    ['Complete', 'Paid'],
    ['Error', 'Rejected'],
    ['Rejected', 'Rejected'],
    ['Failed', 'Rejected'],
    ['Invalid', 'Rejected'],
    ['Declined', 'Rejected'],
    ['Cancelled', 'Rejected'],
    ['Unsuccessful', 'Rejected'],
    ['Not approved', 'Rejected'],
    ['Incomplete', 'Rejected'],
  ])('reads the status %j as %s', (status, outcome) => {
    expect(parseClaimResult(`ClaimReference,Status\nR-1,${status}\n`)).toEqual([
      { claimReference: 'R-1', outcome, message: null },
    ]);
  });

  it('skips rows with another status or no reference, and blank lines', () => {
    expect(parseClaimResult('ClaimReference,Status\n\nR-1,In progress\n,Paid\nR-2,Paid')).toEqual([
      { claimReference: 'R-2', outcome: 'Paid', message: null },
    ]);
  });

  it('gives no rows for a result with only its header', () => {
    expect(parseClaimResult('ClaimReference,Status\r\n')).toEqual([]);
  });

  it.each([
    ['an empty file', ''],
    ['no status column', 'ClaimReference,Amount\nR-1,10.00\n'],
    ['no reference column', 'Reference,Status\nR-1,Paid\n'],
    [
      'the claim file itself',
      `${CLAIM_FILE_COLUMNS.join(',')}\r\n4050012345,431234567,2026-11-03,2026-11-03,01_011_0107_1_1,INV-000001-1,,003:30,70.23,P2,,,,,,12345678901\r\n`,
    ],
    ['not a CSV', 'Hello, this is a letter.\nKind regards'],
  ])('is null for %s', (_name, text) => {
    expect(parseClaimResult(text)).toBeNull();
  });
});
