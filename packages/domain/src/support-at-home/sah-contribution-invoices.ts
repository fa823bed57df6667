// Contribution invoices (issue 39 item 5; SUPPORT-AT-HOME.md §8 step 6, §10): once Services Australia
// has paid a claim line, the client's contribution on it is invoiced to the client (or their
// representative) as a tax invoice, sent and followed like a plan-managed invoice. Pure rules: which
// paid lines a run invoices, the invoice's figures, its due date, who it is billed to, its state.
import { addCalendarDays } from '../dates.ts';
import { dollars } from '../invoices/explain-line.ts';
import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  type InvoiceState,
  invoiceStateLabel,
  owedCents,
  paymentProblem,
  stateAfterPayment,
} from '../invoices/invoice-account.ts';
import type { AgeBucket } from '../invoices/invoice-ageing.ts';
import { type BilledParticipant, type BillTo, billToOf } from '../invoices/invoice-bill-to.ts';

export const SAH_CONTRIBUTION_MESSAGES = {
  nothingToInvoice: 'No paid Support at Home claim line with a contribution is waiting to be invoiced',
  invoiced: (count: number, total: string) => `${count} contribution invoice(s) made for ${total}`,
  notSentYet: 'Send the contribution invoice before recording a payment',
  alreadySent: 'This contribution invoice has already been sent: it is never sent twice',
  noAddress:
    'There is no e-mail address to send this invoice to: add the client’s e-mail (or their representative’s), or enter one',
  sent: (to: string) => `Contribution invoice sent to ${to}`,
  paymentRecorded: 'Payment recorded',
} as const;

/**
 * Aged-care services are GST-free (decisions/support-at-home.md 2026-12-03): the invoice says so and
 * carries no GST.
 */
export const SAH_GST_FREE_NOTE =
  'GST-free: aged-care services under the Support at Home program. No GST is charged.';

/** A claim line as the invoicing run reads it (sah_claim_lines, with its client). */
export interface PaidClaimLine {
  claimLineId: string;
  clientId: string;
  state: string;
  serviceDate: string;
  serviceName: string;
  /** Hours or units in hundredths (a quarter hour is 25). */
  quantityHundredths: number;
  unitPriceCents: number;
  grossCents: number;
  governmentCents: number;
  contributionCents: number;
  reference: string;
}

/** One client's invoice of a run: its lines, oldest first. */
export interface ContributionInvoiceDraft {
  clientId: string;
  lines: PaidClaimLine[];
  totalCents: number;
}

/**
 * What one invoicing run makes: one invoice per client of the Paid lines whose contribution is above
 * $0 and that no invoice holds yet (`invoiced`), each invoice's lines by service date then reference;
 * the clients in the order given (their names, by the caller).
 */
export function contributionInvoiceDrafts(
  lines: readonly PaidClaimLine[],
  invoiced: ReadonlySet<string> = new Set(),
): ContributionInvoiceDraft[] {
  const byClient = new Map<string, PaidClaimLine[]>();
  for (const line of lines) {
    if (line.state !== 'Paid' || line.contributionCents <= 0 || invoiced.has(line.claimLineId)) {
      continue;
    }
    byClient.set(line.clientId, [...(byClient.get(line.clientId) ?? []), line]);
  }
  return [...byClient].map(([clientId, own]) => {
    const sorted = [...own].sort(
      (a, b) => a.serviceDate.localeCompare(b.serviceDate) || a.reference.localeCompare(b.reference),
    );
    return { clientId, lines: sorted, totalCents: sorted.reduce((sum, l) => sum + l.contributionCents, 0) };
  });
}

/** The invoice's figures: the services' price, what the government paid, the contribution owed; no GST. */
export function contributionInvoiceTotals(
  lines: readonly { grossCents: number; governmentCents: number; contributionCents: number }[],
) {
  const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    grossCents: sum((l) => l.grossCents),
    governmentCents: sum((l) => l.governmentCents),
    contributionCents: sum((l) => l.contributionCents),
    gstCents: 0,
  };
}

/** The due date: the issue date plus the company's payment terms (14 days when it has none). */
export function contributionDueDate(issueDate: string, termsDays: number | null | undefined): string {
  return addCalendarDays(
    issueDate,
    termsDays && termsDays > 0 ? Math.floor(termsDays) : DEFAULT_PAYMENT_TERMS_DAYS,
  );
}

/** The client's representative as the client record keeps them (care record → Representatives). */
export interface ContributionRepresentative {
  fullName: string;
  email: string | null;
  address: string | null;
}

/**
 * Who a contribution invoice goes to, as a self-managed plan's invoice chooses (invoice-bill-to.ts):
 * the representative when one is recorded, else the client.
 */
export function contributionBillTo(
  client: BilledParticipant,
  representative: ContributionRepresentative | null,
): BillTo {
  return billToOf(
    {
      management: 'Self Managed',
      planManager: null,
      planManagerEmail: null,
      planManagerAbn: null,
      planManagerAddress: null,
      representativeName: representative?.fullName ?? null,
      representativeEmail: representative?.email ?? null,
      representativeAddress: representative?.address ?? null,
    },
    client,
  );
}

/** A contribution invoice's stored state: Saved (made, not sent), Sent, Paid. */
export type ContributionInvoiceState = InvoiceState;

/** What is owed and the state a person reads: Not sent, Sent, Part paid, Paid. */
export function contributionInvoiceMoney(
  state: ContributionInvoiceState,
  totalCents: number,
  paidCents: number,
) {
  const owed = owedCents(totalCents, [{ amountCents: paidCents }]);
  return {
    owedCents: owed,
    stateLabel: state === 'Saved' ? 'Not sent' : invoiceStateLabel(state, totalCents, owed),
  };
}

/** Whether a payment may be recorded (sent, above $0, at most what is owed): the message, or null. */
export function contributionPaymentProblem(
  state: ContributionInvoiceState,
  owed: number,
  amountCents: number,
): string | null {
  return state === 'Saved' ? SAH_CONTRIBUTION_MESSAGES.notSentYet : paymentProblem(state, owed, amountCents);
}

/** The state after a payment: Paid once nothing is owed, else Sent (part paid). */
export const contributionStateAfterPayment = stateAfterPayment;

/** A line's quantity as printed: hundredths to hours or units ('1.75'). */
export const quantityOfHundredths = (hundredths: number): number => hundredths / 100;

/** The invoice's one-line summary for the activity log and the mail. */
export const contributionSummary = (invoiceNumber: string, clientName: string, totalCents: number) =>
  `${invoiceNumber} of ${clientName} for ${dollars(totalCents)}`;

/** A line of a contribution invoice as the calls return it. */
export interface ContributionLineView {
  claimLineId: string;
  claimReference: string;
  serviceDate: string;
  serviceName: string;
  quantity: number;
  unitPriceCents: number;
  grossCents: number;
  governmentCents: number;
  contributionCents: number;
}

/** A payment received on a contribution invoice. */
export interface ContributionPaymentView {
  id: string;
  paidOn: string;
  amountCents: number;
  reference: string;
  recordedAt: string;
}

/** A contribution invoice as a list shows it. */
export interface ContributionInvoiceSummary {
  invoiceId: string;
  invoiceNumber: string;
  clientId: string;
  clientName: string;
  billToName: string;
  billToEmail: string | null;
  issueDate: string;
  dueDate: string;
  state: ContributionInvoiceState;
  stateLabel: string;
  totalCents: number;
  paidCents: number;
  owedCents: number;
  sentTo: string | null;
  sentAt: string | null;
}

/** One contribution invoice with its lines and payments (GET …/contributions/invoices/{id}). */
export interface ContributionInvoiceView extends ContributionInvoiceSummary {
  billTo: BillTo;
  grossCents: number;
  governmentCents: number;
  gstCents: number;
  gstNote: string;
  lines: ContributionLineView[];
  payments: ContributionPaymentView[];
}

/** The office's list: the invoices, and what the next run would invoice. */
export interface ContributionInvoicesReply {
  invoices: ContributionInvoiceSummary[];
  waiting: { clientCount: number; lineCount: number; totalCents: number };
}

/** What an invoicing run made. */
export interface ContributionRunReply {
  status: 'Success';
  message: string;
  issueDate: string;
  invoices: {
    invoiceId: string;
    invoiceNumber: string;
    clientName: string;
    lineCount: number;
    totalCents: number;
  }[];
}

/** One unpaid sent contribution invoice of the aged list. */
export interface AgedContributionView extends ContributionInvoiceSummary {
  daysOverdue: number;
  bucket: AgeBucket;
}

/** The aged list of contribution invoices still owed, on the company's today. */
export interface AgedContributionsReply {
  asOf: string;
  buckets: Record<AgeBucket, number>;
  totalCents: number;
  invoices: AgedContributionView[];
}
