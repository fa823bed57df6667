import { describe, expect, it } from 'vitest';
import { csvText } from '../csv-write.ts';
import { SAH_CLAIM_FILE_HEADER, sahClaimFileRow } from './sah-claim-file.ts';
import {
  parseSahStatement,
  reconcileSahStatement,
  type SahClaimedLineState,
} from './sah-payment-statement.ts';

// The upload file's column mapping and the payment statement's reconciliation (sah-claim-file.ts,
// sah-payment-statement.ts); the delivered lines and the pre-flight are in sah-claims.test.ts.

describe('the upload file and the payment statement', () => {
  const row = {
    myAgedCareId: 'AC12345678',
    firstName: 'Alice',
    lastName: 'Aged, Jr',
    serviceDate: '2026-04-14',
    allocationCategory: 'ON',
    serviceTypeCode: 'SERT-0001',
    serviceCode: 'SERV-0001',
    serviceName: 'Personal care',
    quantity: 2.25,
    unitPriceCents: 8400,
    grossCents: 18_900,
    contributionCents: 1890,
    governmentCents: 17_010,
    reference: 'SAH-0001-0001',
  };
  it('writes the mapped columns, money to the cent, quoting when needed', () => {
    expect(csvText([SAH_CLAIM_FILE_HEADER, sahClaimFileRow(row)])).toBe(
      'Care Recipient ID,First Name,Last Name,Service Date,Allocation Category,Entitlement Type,Service Type Identifier,Service Identifier,Service Name,Quantity,Unit Price,Total Amount,Participant Contribution,Government Amount,External Reference\r\n' +
        'AC12345678,Alice,"Aged, Jr",2026-04-14,ON,Current,SERT-0001,SERV-0001,Personal care,2.25,84.00,189.00,18.90,170.10,SAH-0001-0001\r\n',
    );
  });

  const lines = new Map<string, SahClaimedLineState>([
    [
      'SAH-0001-0001',
      {
        reference: 'SAH-0001-0001',
        status: 'Submitted',
        governmentCents: 17_010,
        contributionCents: 1890,
        message: null,
      },
    ],
    [
      'SAH-0001-0002',
      {
        reference: 'SAH-0001-0002',
        status: 'Submitted',
        governmentCents: 5000,
        contributionCents: 0,
        message: null,
      },
    ],
    [
      'SAH-0001-0003',
      {
        reference: 'SAH-0001-0003',
        status: 'Paid',
        governmentCents: 5000,
        contributionCents: 0,
        message: null,
      },
    ],
  ]);
  const statement = [
    'External Reference,Status,Government Paid,Contribution,Reason',
    'SAH-0001-0001,Paid,170.10,18.90,',
    'SAH-0001-0002,Rejected,,,Quantity not a multiple of 0.25',
    'SAH-0009-0009,Paid,10.00,,',
    'SAH-0001-0003,Rejected,,,late',
    '',
  ].join('\r\n');

  it('reconciles: paid, rejected with reason, an unknown line and a paid line refused with their messages', () => {
    const parsed = parseSahStatement(statement);
    if ('error' in parsed) {
      throw new Error(parsed.error);
    }
    expect(reconcileSahStatement(parsed.rows, lines).map((o) => [o.action, o.message])).toEqual([
      ['paid', 'Paid $170.10'],
      ['rejected', 'Quantity not a multiple of 0.25'],
      [
        'refused',
        'Row 4 (SAH-0009-0009): no claimed Support at Home line has this reference; nothing applied',
      ],
      [
        'refused',
        'Row 5 (SAH-0001-0003): the line is already paid: a paid line never changes; nothing applied',
      ],
    ]);
  });

  it('a different amount is refused, never applied', () => {
    const parsed = parseSahStatement(
      'External Reference,Status,Government Paid\nSAH-0001-0001,Paid,150.00\n',
    );
    if ('error' in parsed) {
      throw new Error(parsed.error);
    }
    expect(reconcileSahStatement(parsed.rows, lines)[0]).toMatchObject({
      action: 'refused',
      message:
        'Row 2 (SAH-0001-0001): pays $150.00 but the line claims $170.10 from the government; nothing applied',
    });
  });

  it('the same statement again changes nothing', () => {
    const after = new Map(lines);
    after.set('SAH-0001-0001', { ...(lines.get('SAH-0001-0001') as SahClaimedLineState), status: 'Paid' });
    after.set('SAH-0001-0002', {
      ...(lines.get('SAH-0001-0002') as SahClaimedLineState),
      status: 'Rejected',
    });
    const parsed = parseSahStatement(statement);
    if ('error' in parsed) {
      throw new Error(parsed.error);
    }
    const actions = reconcileSahStatement(parsed.rows, after).map((o) => o.action);
    expect(actions).toEqual(['unchanged', 'unchanged', 'refused', 'refused']);
  });

  it('a file without the columns is not a statement', () => {
    expect(parseSahStatement('Reference,Amount\nx,1\n')).toEqual({
      error:
        'The statement has no External Reference, Status, Government Paid column (docs/support-at-home.md "Payment statement")',
    });
  });
});
