import { describe, expect, it } from 'vitest';
import {
  dueDateOf,
  gstCentsOf,
  heldBackReason,
  invoiceStateLabel,
  INVOICE_ACCOUNT_MESSAGES as M,
  owedCents,
  paymentProblem,
  stateAfterPayment,
} from './invoice-account.ts';
import { ageBucket, agedTotals, daysOverdue } from './invoice-ageing.ts';
import { billToOf, NDIA_BILL_TO, type PayerPlan } from './invoice-bill-to.ts';

describe('payment terms', () => {
  it('counts calendar days across a month end, a leap day and 31 December', () => {
    expect(dueDateOf('2026-11-27', 14)).toBe('2026-12-11');
    expect(dueDateOf('2026-01-31', 14)).toBe('2026-02-14');
    expect(dueDateOf('2028-02-20', 14)).toBe('2028-03-05');
    expect(dueDateOf('2026-12-31', 14)).toBe('2027-01-14');
    expect(dueDateOf('2026-12-31', 0)).toBe('2026-12-31');
  });
});

describe('payments and what is owed', () => {
  it('part payments reduce what is owed; the last one makes the invoice Paid', () => {
    expect(owedCents(50_000, [])).toBe(50_000);
    expect(owedCents(50_000, [{ amountCents: 20_000 }])).toBe(30_000);
    expect(stateAfterPayment(30_000)).toBe('Sent');
    expect(invoiceStateLabel('Sent', 50_000, 30_000)).toBe('Part paid');
    expect(owedCents(50_000, [{ amountCents: 20_000 }, { amountCents: 30_000 }])).toBe(0);
    expect(stateAfterPayment(0)).toBe('Paid');
    expect(invoiceStateLabel('Sent', 50_000, 50_000)).toBe('Sent');
  });

  it('refuses an overpayment, a $0 payment, and a payment before the invoice is sent or after it is paid', () => {
    expect(paymentProblem('Sent', 30_000, 30_001)).toBe(M.overpaid(30_000));
    expect(M.overpaid(30_000)).toContain('$300.00');
    expect(paymentProblem('Sent', 30_000, 30_000)).toBeNull();
    expect(paymentProblem('Sent', 30_000, 1)).toBeNull();
    expect(paymentProblem('Sent', 30_000, 0)).toBe(M.amountPositive);
    expect(paymentProblem('Saved', 30_000, 100)).toBe(M.notSentYet);
    expect(paymentProblem('Paid', 0, 100)).toBe(M.alreadyPaid);
  });
});

describe('ageing by due date', () => {
  it('is current until the due date has passed, then 1–30, 31–60, 61–90 and 90+ days', () => {
    expect(ageBucket('2026-11-27', '2026-11-27')).toBe('current');
    expect(ageBucket('2026-11-27', '2026-11-20')).toBe('current');
    expect(ageBucket('2026-11-27', '2026-11-28')).toBe('1-30');
    expect(ageBucket('2026-10-28', '2026-11-27')).toBe('1-30');
    expect(ageBucket('2026-10-27', '2026-11-27')).toBe('31-60');
    expect(ageBucket('2026-08-29', '2026-11-27')).toBe('61-90');
    expect(ageBucket('2026-08-28', '2026-11-27')).toBe('90+');
  });

  it('counts calendar days over month ends and 31 December', () => {
    // February is short: due 31 January, on 2 March it is 30 days past due (2026 is not a leap year).
    expect(daysOverdue('2026-01-31', '2026-03-02')).toBe(30);
    expect(ageBucket('2026-01-31', '2026-03-02')).toBe('1-30');
    expect(ageBucket('2026-01-31', '2026-03-03')).toBe('31-60');
    // Over the new year.
    expect(daysOverdue('2026-12-01', '2026-12-31')).toBe(30);
    expect(ageBucket('2026-12-01', '2026-12-31')).toBe('1-30');
    expect(ageBucket('2026-12-01', '2027-01-01')).toBe('31-60');
    expect(ageBucket('2026-12-31', '2027-01-01')).toBe('1-30');
    expect(ageBucket('2026-12-31', '2026-12-31')).toBe('current');
  });

  it('adds what is owed into each column and leaves paid invoices out', () => {
    const t = agedTotals(
      [
        { dueDate: '2026-12-11', owedCents: 10_000 },
        { dueDate: '2026-11-01', owedCents: 2_550 },
        { dueDate: '2026-11-01', owedCents: 450 },
        { dueDate: '2026-07-01', owedCents: 99 },
        { dueDate: '2026-07-01', owedCents: 0 },
      ],
      '2026-11-27',
    );
    expect(t.buckets).toEqual({ current: 10_000, '1-30': 3_000, '31-60': 0, '61-90': 0, '90+': 99 });
    expect(t.totalCents).toBe(13_099);
  });
});

describe('lines held back and GST', () => {
  it('holds back a line with no item or a $0 amount, and says why', () => {
    expect(heldBackReason({ itemNumber: null, amountCents: 0 })).toMatch(/No support item/);
    expect(heldBackReason({ itemNumber: '01_011_0107_1_1', amountCents: 0 })).toMatch(/\$0/);
    expect(heldBackReason({ itemNumber: '01_011_0107_1_1', amountCents: 7023 })).toBeNull();
  });

  it('P2 and P5 carry no GST; P1 amounts include a tenth (1/11), half up', () => {
    expect(gstCentsOf(11_000, 'P2')).toBe(0);
    expect(gstCentsOf(11_000, 'P5')).toBe(0);
    expect(gstCentsOf(11_000, 'P1')).toBe(1_000);
    expect(gstCentsOf(7023, 'P1')).toBe(638);
  });
});

describe('who the invoice goes to', () => {
  const plan = (o: Partial<PayerPlan>): PayerPlan => ({
    management: 'Plan Managed',
    planManager: 'Leap in! Plan Management',
    planManagerEmail: 'accounts@leapin.example',
    planManagerAbn: '12345678901',
    planManagerAddress: '1 Plan St, Sydney NSW 2000',
    representativeName: null,
    representativeEmail: null,
    representativeAddress: null,
    ...o,
  });
  const ava = { fullName: 'Ava Lee', email: 'ava@example.com', address: '2 Home Rd, Manly NSW 2095' };

  it('a plan-managed plan bills its plan manager, with e-mail, ABN and address', () => {
    expect(billToOf(plan({}), ava)).toEqual({
      kind: 'Plan manager',
      name: 'Leap in! Plan Management',
      email: 'accounts@leapin.example',
      address: '1 Plan St, Sydney NSW 2000',
      abn: '12345678901',
    });
  });

  it('a self-managed plan bills the nominated representative when named, else the participant', () => {
    const rep = billToOf(
      plan({
        management: 'Self Managed',
        representativeName: 'Sam Lee',
        representativeEmail: 'sam@example.com',
      }),
      ava,
    );
    expect(rep).toMatchObject({
      kind: 'Nominated representative',
      name: 'Sam Lee',
      email: 'sam@example.com',
    });
    // The representative's address unknown: the participant's is used.
    expect(rep.address).toBe(ava.address);
    expect(billToOf(plan({ management: 'Self Managed' }), ava)).toMatchObject({
      kind: 'Participant',
      name: 'Ava Lee',
      email: 'ava@example.com',
    });
  });

  it('an NDIA-managed plan, or none, bills the NDIA', () => {
    expect(billToOf(plan({ management: 'NDIA Managed' }), ava)).toBe(NDIA_BILL_TO);
    expect(billToOf(null, ava)).toBe(NDIA_BILL_TO);
  });
});
