import { describe, expect, it } from 'vitest';
import { TICKS_PER_MINUTE } from '../ticks.ts';
import {
  CLAIM_FILE_COLUMNS,
  type ClaimRowInput,
  claimFileCsv,
  claimFileName,
  claimFileRow,
  claimHours,
  claimReferenceFor,
  formatClaimDate,
  isValidClaimReference,
} from './claim-file.ts';

const HOUR = 60 * TICKS_PER_MINUTE;

const ROW: ClaimRowInput = {
  registrationNumber: '4050012345',
  ndisNumber: '431234567',
  deliveredFrom: '2026-11-03',
  deliveredTo: '2026-11-03',
  supportNumber: '01_011_0107_1_1',
  claimReference: 'INV-000001-1',
  unit: 'H',
  agreedDurationTicks: 3.5 * HOUR,
  quantity: 3.5,
  unitPriceCents: 7023,
  gstCode: 'P2',
  claimType: null,
  cancellationReason: null,
  abn: '12 345 678 901',
};

describe('claimReferenceFor', () => {
  it('is the invoice number and line number, with the attempt from the second on', () => {
    expect(claimReferenceFor('INV-000123', 7, 1)).toBe('INV-000123-7');
    expect(claimReferenceFor('INV-000123', 7, 2)).toBe('INV-000123-7-2');
    expect(claimReferenceFor('INV-000123', 7, 3)).toBe('INV-000123-7-3');
  });

  it('is empty for a line with no invoice or line number yet', () => {
    expect(claimReferenceFor('', 0, 1)).toBe('');
    expect(claimReferenceFor('INV-000123', 0, 1)).toBe('');
    expect(claimReferenceFor(' ', 3, 2)).toBe('');
  });
});

describe('isValidClaimReference', () => {
  it.each([
    ['INV-000123-7', true],
    ['a/b_c-9', true],
    ['x'.repeat(50), true],
    ['x'.repeat(51), false],
    ['', false],
    ['INV 1', false],
    ['INV.1', false],
    ['INV-1,2', false],
  ])('%j → %j', (reference, ok) => {
    expect(isValidClaimReference(reference)).toBe(ok);
  });
});

describe('claimHours', () => {
  it.each([
    [3.5 * HOUR, '003:30'],
    [125 * HOUR, '125:00'],
    [0, '000:00'],
    [10 * TICKS_PER_MINUTE, '000:10'],
    [29 * TICKS_PER_MINUTE + 29 * 10_000_000, '000:29'],
    [29 * TICKS_PER_MINUTE + 30 * 10_000_000, '000:30'],
    [1000 * HOUR, '1000:00'],
  ])('%i ticks → %s', (ticks, text) => {
    expect(claimHours(ticks)).toBe(text);
  });
});

describe('formatClaimDate', () => {
  it.each([
    ['YYYY-MM-DD', '2026-11-03'],
    ['YYYY/MM/DD', '2026/11/03'],
    ['DD/MM/YYYY', '03/11/2026'],
  ] as const)('%s → %s', (format, text) => {
    expect(formatClaimDate('2026-11-03', format)).toBe(text);
  });
});

describe('claimFileRow and claimFileCsv', () => {
  it('writes the header line exactly', () => {
    expect(CLAIM_FILE_COLUMNS).toHaveLength(16);
    expect(claimFileCsv([])).toBe(
      'RegistrationNumber,NDISNumber,SupportsDeliveredFrom,SupportsDeliveredTo,SupportNumber,ClaimReference,Quantity,Hours,UnitPrice,GSTCode,AuthorisedBy,ParticipantApproved,InKindFundingProgram,ClaimType,CancellationReason,ABN of Support Provider\r\n',
    );
  });

  it('writes an hourly row byte for byte', () => {
    const row = claimFileRow(ROW, 'YYYY-MM-DD');
    expect(row).toHaveLength(16);
    const body = claimFileCsv([row]).split('\r\n')[1];
    expect(`${body}\r\n`).toBe(
      '4050012345,431234567,2026-11-03,2026-11-03,01_011_0107_1_1,INV-000001-1,,003:30,70.23,P2,,,,,,12345678901\r\n',
    );
  });

  it('claims a sleepover in quantity, not hours', () => {
    const row = claimFileRow(
      {
        ...ROW,
        deliveredTo: '2026-11-04',
        supportNumber: '01_832_0115_1_1',
        unit: 'E',
        quantity: 1,
        agreedDurationTicks: 8 * HOUR,
        unitPriceCents: 30_584,
      },
      'DD/MM/YYYY',
    );
    expect(row.join(',')).toBe(
      '4050012345,431234567,03/11/2026,04/11/2026,01_832_0115_1_1,INV-000001-1,1,,305.84,P2,,,,,,12345678901',
    );
  });

  it('writes a short notice cancellation with its reason', () => {
    const row = claimFileRow(
      { ...ROW, claimType: 'CANC', cancellationReason: 'NSDF', gstCode: 'P1' },
      'YYYY/MM/DD',
    );
    expect(row.join(',')).toBe(
      '4050012345,431234567,2026/11/03,2026/11/03,01_011_0107_1_1,INV-000001-1,,003:30,70.23,P1,,,,CANC,NSDF,12345678901',
    );
    expect(claimFileRow({ ...ROW, claimType: 'CANC', cancellationReason: null }, 'YYYY-MM-DD')[14]).toBe(
      'NSDO',
    );
    expect(claimFileRow({ ...ROW, cancellationReason: 'NSDF' }, 'YYYY-MM-DD').slice(13, 15)).toEqual([
      '',
      '',
    ]);
  });

  it('writes quantities with at most 2 decimals and whole-dollar prices with cents', () => {
    const row = claimFileRow({ ...ROW, unit: 'EA', quantity: 0.1 + 0.2, unitPriceCents: 100 }, 'YYYY-MM-DD');
    expect(row.slice(6, 9)).toEqual(['0.3', '', '1.00']);
    expect(claimFileRow({ ...ROW, unitPriceCents: 5 }, 'YYYY-MM-DD')[8]).toBe('0.05');
  });

  it('quotes only fields with a comma, quote or line break, with CRLF after every row', () => {
    const csv = claimFileCsv([
      ['a,b', 'say "hi"', 'two\nlines', 'plain'],
      ['x', '', 'y', 'z'],
    ]);
    expect(csv.endsWith('"a,b","say ""hi""","two\nlines",plain\r\nx,,y,z\r\n')).toBe(true);
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
  });
});

describe('claimFileName', () => {
  it('names the batch and period', () => {
    expect(claimFileName(7, '2026-11-01', '2026-11-30')).toBe(
      'bulk-payment-request-0007-2026-11-01-to-2026-11-30.csv',
    );
    expect(claimFileName(12345, '2026-11-01T00:00:00', '2026-11-30')).toBe(
      'bulk-payment-request-12345-2026-11-01-to-2026-11-30.csv',
    );
  });
});
