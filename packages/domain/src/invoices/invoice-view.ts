import type { ShortDeliveryState } from './invoice-lines.ts';
import type { InvoiceLineExplanation } from './line-explanation.ts';

// A line's explanation lives in line-explanation.ts; its exports stay reachable here.
export {
  BAND_RULES,
  type BandRule,
  type InvoiceLineExplanation,
  ITEM_SOURCES,
  type ItemSource,
} from './line-explanation.ts';

/** The catalogue row of a line as the spec's Invoice item shows it (prices in dollars). */
export interface InvoiceItemRef {
  itemName: string;
  itemNumber: string;
  national: number | null;
  remote: number | null;
  veryRemote: number | null;
  unit: string;
}

export const INVOICE_LINE_STATUSES = ['Draft', 'Saved'] as const;
export type InvoiceLineStatus = (typeof INVOICE_LINE_STATUSES)[number];

/** A claimed line's state: null (not claimed), Claimed, Paid or Rejected (the portal's answer). */
export const CLAIM_STATUSES = ['Claimed', 'Paid', 'Rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * An invoice line (spec 3 §3 Invoice item), as lists show it. Durations in 100-ns ticks; money in
 * dollars (2 decimals) beside exact cents. The explanation is read with get_invoicedetails.
 */
export interface InvoiceLineView {
  invoicesId: string;
  description: string;
  itemNumber: string | null;
  itemName: string | null;
  date: string;
  dateFrom: string;
  dateTo: string;
  duration: number;
  agreedDuration: number;
  unitPrice: number;
  unitPriceCents: number;
  amount: number;
  amountCents: number;
  quantity: number;
  unit: string | null;
  totalKm: number;
  shiftCode: string;
  shiftPeriod: string;
  day: string;
  ndiA_DPA: InvoiceItemRef | null;
  ndiA_DPAId: string | null;
  profileId: string;
  clientName: string;
  staffName: string | null;
  companyID: string;
  status: InvoiceLineStatus;
  periodFrom: string;
  periodTo: string;
  invoiceNumber: string | null;
  claimType: 'CANC' | null;
  cancellationReason: string | null;
  claimStatus: ClaimStatus | null;
  claimMessage: string | null;
  /** False when the band has no item for the client (a pre-flight failure until edited). */
  hasItem: boolean;
  /** The time billed (ticks): agreed, or worked for an unconfirmed short delivery. */
  billedDuration: number;
  shortDelivery: ShortDeliveryState | null;
  /** Why the office confirmed a short delivery at the agreed time. */
  shortDeliveryReason: string | null;
}

/** One line with its explanation (GET /Invoice/get_invoicedetails/{id}). */
export interface InvoiceLineDetail extends InvoiceLineView {
  explanation: InvoiceLineExplanation;
}

/** Lines summed by item (grouped view): exact sums of the lines in the group. */
export interface InvoiceGroupView {
  itemNumber: string | null;
  itemName: string | null;
  unitPrice: number;
  unitPriceCents: number;
  claimType: 'CANC' | null;
  lineCount: number;
  duration: number;
  agreedDuration: number;
  quantity: number;
  /** Unit price × agreed hours, summed line by line (what is invoiced). */
  amountCents: number;
  amount: number;
  /** Unit price × worked hours, summed line by line (the Post Actual Hours figure). */
  actualAmountCents: number;
  actualAmount: number;
  totalKm: number;
}

/** Totals of a set of lines: exact sums (ticks, cents; km to 2 decimals). */
export interface InvoiceTotals {
  totalDuration: number;
  totalAgreedDuration: number;
  totalAmountCents: number;
  totalAmount: number;
  totalKm: number;
}

export const INVOICE_WARNING_KINDS = [
  'overBudget',
  'outsidePlan',
  'noItem',
  'noNdisNumber',
  'noState',
  'supportAtHome',
] as const;
export type InvoiceWarningKind = (typeof INVOICE_WARNING_KINDS)[number];

/** A warning of a load: over a plan budget, outside the plan's dates, a band with no item. */
export interface InvoiceWarning {
  kind: InvoiceWarningKind;
  profileId: string;
  clientName: string;
  supportCategoryNumber: string | null;
  lineCount: number;
  message: string;
}

/** The client of an invoice (the load result's profile). */
export interface InvoiceClientRef {
  profileId: string;
  fullName: string;
  ndisNo: string | null;
}

/**
 * GET /Invoice/load_invoice (spec 3 §3 Invoice load result): the lines of the period (drafts just
 * loaded and lines saved before), grouped two ways, the totals, warnings and the posting links
 * (null until an accounting connection exists).
 */
export interface InvoiceLoadResult extends InvoiceTotals {
  invoices: InvoiceLineView[];
  groupInvoice: InvoiceGroupView[];
  grouped_Agreed_Actual: InvoiceGroupView[];
  profile: InvoiceClientRef | null;
  warnings: InvoiceWarning[];
  /** Draft lines made by this load, and saved lines of the period kept as they were. */
  loadedCount: number;
  savedCount: number;
  /** The saved invoices (accounts) of the period's saved lines: each has a tax invoice PDF. */
  accounts: InvoiceAccountRef[];
  xeroUploadLink: string | null;
  xeroAgreedUploadLink: string | null;
  xeroGroupUploadLink: string | null;
  xeroAgreedGroupUploadLink: string | null;
}

/** A saved invoice named by its account: what opens its tax invoice PDF. */
export interface InvoiceAccountRef {
  invoiceId: string;
  invoiceNumber: string;
  clientName: string;
}

/** GET /Invoice/list_invoices: the lines of a client's period with their totals. */
export interface InvoiceListReply extends InvoiceTotals {
  invoices: InvoiceLineView[];
  groupInvoice: InvoiceGroupView[];
  profile: InvoiceClientRef | null;
  invoiceNumber: string | null;
  /** The saved invoices (accounts) of these lines: each has a tax invoice PDF. */
  accounts: InvoiceAccountRef[];
}

/** A saved invoice (spec 3 §3 Saved invoice): a client's saved lines of one period. */
export interface SavedInvoiceView {
  invoiceNumber: string | null;
  description: string;
  fromDate: string;
  toDate: string;
  clientId: string;
  clientName: string;
  totalDuration: number;
  totalAgreedDuration: number;
  /** What was billed, summed by unit (hours 'H' first): the quantities beside the amount. */
  billed: { unit: string; quantity: number }[];
  amount: number;
  amountCents: number;
  totalKm: number;
  lineCount: number;
  claimedCount: number;
  paidCount: number;
  rejectedCount: number;
  savedAt: string | null;
  /** The invoice's account (null on lines saved before invoices had one). */
  invoiceId: string | null;
  /** NDIA Managed (claimed), Plan Managed or Self Managed (sent). */
  management: string | null;
  toSend: boolean;
  billToName: string | null;
  state: 'Saved' | 'Sent' | 'Paid';
  stateLabel: string;
  /** What is on the invoice (lines with an item and an amount), paid and still owed, in cents. */
  invoicedCents: number;
  paidCents: number;
  owedCents: number;
  dueDate: string | null;
  sentTo: string | null;
  sentAt: string | null;
  /** Lines saved on it but held back (no item, or $0). */
  heldBackCount: number;
}

/** A plan budget line with what has been invoiced and claimed against it (in cents). */
export interface PlanBudgetUsage {
  supportCategoryNumber: string;
  supportCategoryName: string;
  budgetCents: number;
  /** Saved lines dated within the plan on items of the category. */
  invoicedCents: number;
  /** Of those, claimed or paid. */
  claimedCents: number;
  remainingCents: number;
  /** 0–100+, whole percent of the budget invoiced. */
  percentUsed: number;
  /** 90% or more invoiced. */
  nearEnd: boolean;
}

/** One choice of the Edit Invoice dialog's activity (GET /Invoice/activity_options/{invoicesId}). */
export interface ActivityOption {
  ndiA_DPAId: string;
  itemNumber: string;
  itemName: string;
  unit: string;
  /** Dollars: the client's column divided for the group. */
  unitPrice: number;
  unitPriceCents: number;
  /** On the client's support schedule (listed first). */
  scheduled: boolean;
}

/** GET /Invoice/client_billing/{profileId}: the rule across band edges and what picks the price column. */
export interface ClientBillingView {
  profileId: string;
  boundaryRule: string;
  remoteness: string | null;
  state: string | null;
}
