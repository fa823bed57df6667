import {
  type BillTo,
  type BillToKind,
  type ContributionInvoiceState,
  type ContributionInvoiceSummary,
  type ContributionInvoiceView,
  contributionInvoiceMoney,
  contributionInvoiceTotals,
  quantityOfHundredths,
  SAH_GST_FREE_NOTE,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findCompany } from '../companies/companies.api.ts';
import { invoiceSettingsOf } from '../invoices/invoices.api.ts';
import type { ContributionPdfInput } from './contribution-invoice-pdf.ts';
import {
  type ContributionInvoiceRow,
  contributionLinesOf,
  contributionPaymentsOf,
} from './contribution-invoices.repo.ts';

/** The bill-to as stored when the invoice was made. */
export const billToOfRow = (row: ContributionInvoiceRow): BillTo => ({
  kind: row.billToKind as BillToKind,
  name: row.billToName,
  email: row.billToEmail,
  address: row.billToAddress,
  abn: null,
});

/** An invoice as the lists show it. */
export function summaryOf(row: ContributionInvoiceRow): ContributionInvoiceSummary {
  const state = row.status as ContributionInvoiceState;
  const { owedCents, stateLabel } = contributionInvoiceMoney(state, row.totalCents, row.paidCents);
  return {
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    clientId: row.clientId,
    clientName: row.clientName,
    billToName: row.billToName,
    billToEmail: row.billToEmail,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    state,
    stateLabel,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    owedCents,
    sentTo: row.sentTo,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** One invoice with its lines, figures and payments. */
export async function invoiceView(
  db: Queryable,
  row: ContributionInvoiceRow,
): Promise<ContributionInvoiceView> {
  const lines = await contributionLinesOf(db, row.companyId, row.invoiceId);
  const payments = await contributionPaymentsOf(db, row.companyId, row.invoiceId);
  const totals = contributionInvoiceTotals(lines);
  return {
    ...summaryOf(row),
    billTo: billToOfRow(row),
    grossCents: totals.grossCents,
    governmentCents: totals.governmentCents,
    gstCents: totals.gstCents,
    gstNote: SAH_GST_FREE_NOTE,
    lines: lines.map((l) => ({
      claimLineId: l.claimLineId,
      claimReference: l.claimReference,
      serviceDate: l.serviceDate,
      serviceName: l.serviceName,
      quantity: quantityOfHundredths(l.quantityHundredths),
      unitPriceCents: l.unitPriceCents,
      grossCents: l.grossCents,
      governmentCents: l.governmentCents,
      contributionCents: l.contributionCents,
    })),
    payments: payments.map((p) => ({ ...p, recordedAt: p.recordedAt.toISOString() })),
  };
}

/** What the invoice's PDF prints: the provider (ABN, payment details from the invoice settings) and the invoice. */
export async function pdfInputOf(db: Queryable, row: ContributionInvoiceRow): Promise<ContributionPdfInput> {
  const company = await findCompany(db, row.companyId);
  if (!company) {
    throw notFound();
  }
  const settings = await invoiceSettingsOf(db, row.companyId);
  const view = await invoiceView(db, row);
  return {
    company: {
      companyName: company.companyName,
      abn: company.abn,
      address: company.address,
      bankAccountName: settings.bankAccountName,
      bankBsb: settings.bankBsb,
      bankAccountNumber: settings.bankAccountNumber,
    },
    invoiceNumber: row.invoiceNumber,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    billTo: view.billTo,
    clientName: row.clientName,
    lines: view.lines,
    totals: {
      grossCents: view.grossCents,
      governmentCents: view.governmentCents,
      contributionCents: row.totalCents,
      gstCents: view.gstCents,
    },
    paidCents: row.paidCents,
  };
}
