import {
  type BillTo,
  type BillToKind,
  billToOf,
  gstCentsOf,
  heldBackReason,
  type InvoiceAccountRef,
  type InvoiceAccountView,
  type InvoiceState,
  invoiceStateLabel,
  isSentInvoice,
  NDIA_BILL_TO,
  owedCents,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { assertReachesPerson } from '../people/people.api.ts';
import {
  accountLines,
  accountsByNumber,
  billedParticipant,
  findInvoiceAccount,
  type InvoiceAccountRow,
  type InvoicingCompany,
  invoicingCompanyOf,
  payerPlansOf,
  paymentsOf,
} from './invoice-accounts.repo.ts';
import type { TaxInvoiceInput } from './tax-invoice-pdf.ts';

/** The invoice of the company the caller reaches (record rules on its client), else 404. */
export async function reachableAccount(
  db: Queryable,
  principal: Principal,
  invoiceId: string,
): Promise<InvoiceAccountRow> {
  const row = await findInvoiceAccount(db, principal.companyId, invoiceId);
  if (!row) {
    throw notFound();
  }
  await assertReachesPerson(db, principal, 'client', row.profileId);
  return row;
}

/** Who the invoice goes to: as sent once sent; until then from the plan covering its period. */
export async function billToOfAccount(
  db: Queryable,
  companyId: string,
  row: InvoiceAccountRow,
): Promise<BillTo> {
  if (row.status !== 'Saved' && row.billToName) {
    return {
      kind: (row.billToKind ?? 'Plan manager') as BillToKind,
      name: row.billToName,
      email: row.billToEmail,
      address: row.billToAddress,
      abn: row.billToAbn,
    };
  }
  if (!isSentInvoice(row.management)) {
    return NDIA_BILL_TO;
  }
  const plans = await payerPlansOf(db, companyId, [row.profileId], {
    fromDate: row.periodFrom,
    toDate: row.periodTo,
  });
  const person = await billedParticipant(db, companyId, row.profileId);
  const plan = plans.get(row.profileId);
  // The management decided when saved stands even if the plan changed since (delete and save again to change it).
  return billToOf(
    plan ? { ...plan, management: row.management } : { ...emptyPlan, management: row.management },
    {
      fullName: person?.fullName ?? row.clientName,
      email: person?.email ?? null,
      address: person?.address ?? null,
    },
  );
}

const emptyPlan = {
  planManager: null,
  planManagerEmail: null,
  planManagerAbn: null,
  planManagerAddress: null,
  representativeName: null,
  representativeEmail: null,
  representativeAddress: null,
};

/** The account's state, what is owed and its label. */
export function accountMoney(row: InvoiceAccountRow) {
  const state = row.status as InvoiceState;
  const owed = owedCents(row.totalCents, [{ amountCents: row.paidCents }]);
  return { state, owed, stateLabel: invoiceStateLabel(state, row.totalCents, owed) };
}

/** The invoice as its screen shows it: bill-to, state, totals, held-back lines and payments. */
export async function accountView(
  db: Queryable,
  companyId: string,
  row: InvoiceAccountRow,
): Promise<InvoiceAccountView> {
  const company = await invoicingCompanyOf(db, companyId);
  const lines = await accountLines(db, companyId, row.invoiceNumber);
  const payments = await paymentsOf(db, companyId, row.invoiceId);
  const { state, owed, stateLabel } = accountMoney(row);
  return {
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    clientId: row.profileId,
    clientName: row.clientName,
    ndisNo: row.ndisNo,
    fromDate: row.periodFrom,
    toDate: row.periodTo,
    management: row.management,
    toSend: isSentInvoice(row.management),
    billTo: await billToOfAccount(db, companyId, row),
    state,
    stateLabel,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    sentTo: row.sentTo,
    sentAt: row.sentAt?.toISOString() ?? null,
    sentHow: row.sentHow,
    lineCount: row.lineCount,
    totalCents: row.totalCents,
    gstCents: gstCentsOf(row.totalCents, company?.claimGstCode ?? 'P2'),
    paidCents: row.paidCents,
    owedCents: owed,
    heldBack: lines.flatMap((l) => {
      const reason = heldBackReason(l);
      return reason
        ? [
            {
              invoicesId: l.invoicesId,
              lineNumber: l.lineNumber,
              date: l.date,
              itemNumber: l.itemNumber,
              description: l.description,
              amountCents: l.amountCents,
              reason,
            },
          ]
        : [];
    }),
    payments: payments.map((p) => ({ ...p, recordedAt: p.recordedAt.toISOString() })),
  };
}

/** What the tax invoice PDF of an account prints: only the lines on it (held-back lines never). */
export async function taxInvoiceInput(
  db: Queryable,
  companyId: string,
  row: InvoiceAccountRow,
  billTo: BillTo,
): Promise<{ input: TaxInvoiceInput; company: InvoicingCompany }> {
  const company = await invoicingCompanyOf(db, companyId);
  if (!company) {
    throw notFound();
  }
  const lines = (await accountLines(db, companyId, row.invoiceNumber)).filter((l) => !heldBackReason(l));
  return {
    company,
    input: {
      company: {
        companyName: company.companyName,
        abn: company.abn,
        address: company.address,
        ndisRegistrationNumber: company.ndisRegistrationNumber,
        bankAccountName: company.bankAccountName,
        bankBsb: company.bankBsb,
        bankAccountNumber: company.bankAccountNumber,
      },
      gstCode: company.claimGstCode,
      invoiceNumber: row.invoiceNumber,
      issueDate: row.issueDate,
      dueDate: row.dueDate,
      fromDate: row.periodFrom,
      toDate: row.periodTo,
      billTo,
      participant: { fullName: row.clientName, ndisNo: row.ndisNo },
      lines: lines.map((l) => ({
        date: l.date,
        itemNumber: l.itemNumber ?? '',
        itemName: l.itemName,
        unit: l.unit,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        amountCents: l.amountCents,
        claimType: l.claimType,
      })),
      paidCents: row.paidCents,
    },
  };
}

/** The saved invoices (accounts) the lines are on, in the lines' order: each has a tax invoice PDF. */
export async function accountRefsOf(
  db: Queryable,
  companyId: string,
  lines: readonly { invoiceNumber: string | null; clientName: string }[],
): Promise<InvoiceAccountRef[]> {
  const numbers = new Map<string, string>();
  for (const l of lines) {
    if (l.invoiceNumber && !numbers.has(l.invoiceNumber)) {
      numbers.set(l.invoiceNumber, l.clientName);
    }
  }
  const accounts = await accountsByNumber(db, companyId, [...numbers.keys()]);
  return [...numbers.entries()].flatMap(([invoiceNumber, clientName]) => {
    const a = accounts.get(invoiceNumber);
    return a ? [{ invoiceId: a.invoiceId, invoiceNumber, clientName }] : [];
  });
}
