import { z } from 'zod';
import { isCalendarDate, optionalText } from '../schemas/form-fields.ts';

/** The messages of the invoice screens (spec 3 §5, §8) and ours. */
export const INVOICE_MESSAGES = {
  periodRequired: 'Select Start Date and End Date',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  periodOrder: 'The end date must be on or after the start date',
  periodTooLong: 'An invoice period is at most 92 days',
  clientRequired: 'Choose a client or All clients',
  activityRequired: 'Choose the activity (support item)',
  itemNotInForce: 'This support item is not in force on the line’s date',
  itemNoPrice: 'This support item has no price limit (a quotable item): choose a priced item',
  lineLocked: 'This line has been claimed; it can no longer be changed',
  lineSent: 'This line is on an invoice that has been sent; it can no longer be changed',
  nothingToSave: 'There are no unsaved lines in this period',
  saved: 'Invoice saved',
  edited: 'Invoice line updated',
  deleteConfirm: 'Are you sure you want to delete this Invoice?',
  deleted: 'Invoice deleted',
  nothingToDelete: 'There are no invoice lines to delete in this period',
  claimedKept: (n: number) =>
    `${n} claimed line${n === 1 ? ' was' : 's were'} kept: a claimed line cannot be deleted`,
  sentKept: (n: number) =>
    `${n} line${n === 1 ? ' of a sent invoice was' : 's of sent invoices were'} kept: a sent invoice cannot be deleted`,
  loadFailed: 'Failed to load the invoice',
  noLines: 'No approved shifts to invoice in this period',
  pdfFailed: 'Something went wrong while generating the PDF',
  accountingNotConnected:
    'No accounting connection is set up. A company administrator can connect Xero under Setup → Integrations once it is available; until then, export the invoice as PDF, Excel or CSV.',
  settingsSaved: 'Invoice settings saved',
  billingSaved: 'Billing rule saved',
  itemDoesNotFit: (why: string) => `This support item does not fit the line: ${why}`,
  notShort: 'This line is not an unconfirmed short delivery',
  reasonRequired: 'Say why the agreed time is billed (at least 5 characters)',
  reasonTooLong: 'The reason is at most 500 characters',
  shortConfirmed: 'Short delivery confirmed: the line bills the agreed time',
} as const;

const M = INVOICE_MESSAGES;

/** The longest period one load covers: a quarter. */
export const MAX_INVOICE_PERIOD_DAYS = 92;

/** A calendar date, or a date-time whose date part is taken (the form may send either). */
const periodDate = z
  .string({ error: M.periodRequired })
  .trim()
  .min(1, { message: M.periodRequired, abort: true })
  .transform((v) => v.slice(0, 10))
  .refine(isCalendarDate, { message: M.dateInvalid, abort: true });

const dayNumber = (d: string) =>
  Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))) / 86_400_000;

/** fromDate and toDate, both days included, at most 92 days. */
export const invoicePeriodSchema = z
  .object({ fromDate: periodDate, toDate: periodDate })
  .refine((p) => p.toDate >= p.fromDate, { message: M.periodOrder, path: ['toDate'] })
  .refine((p) => dayNumber(p.toDate) - dayNumber(p.fromDate) < MAX_INVOICE_PERIOD_DAYS, {
    message: M.periodTooLong,
    path: ['toDate'],
  });
export type InvoicePeriod = z.infer<typeof invoicePeriodSchema>;

/** The client of a load: a client's id, or 'All' (the All Client option; also empty). */
export const ALL_CLIENTS = 'All';

/** Yes/No as the spec's query sends it (withTTP, type). */
const yesNo = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.enum(['Yes', 'No', 'yes', 'no', 'true', 'false']),
  )
  .transform((v) => v === 'Yes' || v === 'yes' || v === 'true');

/** GET /Invoice/load_invoice?userId&fromDate&toDate&clientId&type=No&withTTP (spec 3 §7.4). */
export const invoiceLoadQuerySchema = z.object({
  fromDate: periodDate,
  toDate: periodDate,
  clientId: z.string().trim().optional(),
  withTTP: yesNo.optional(),
  type: z.string().optional(),
  userId: z.string().optional(),
});

/**
 * POST /Invoice/edit_invoice/{invoicesId} (spec 3 §5): only the activity (the support item,
 * ndiA_DPAId) changes; the server reprices the line. The other fields the form sends are ignored.
 */
export const invoiceEditSchema = z.object({
  ndiA_DPAId: z.uuid(M.activityRequired),
});
export type InvoiceEdit = z.infer<typeof invoiceEditSchema>;

/** How a client's support across a band edge is billed (docs/workforce.md "Boundary rule for billing"). */
export const BOUNDARY_RULES = ['split', 'higherRate'] as const;
export type BoundaryRule = (typeof BOUNDARY_RULES)[number];
export const BOUNDARY_RULE_LABELS: Record<BoundaryRule, string> = {
  split: 'Separate lines per band (the NDIS general rule)',
  higherRate: 'One worker, whole support at the higher rate (agreed with the participant)',
};

/** POST /Invoice/client_billing/{profileId}: the client's boundary rule. */
export const clientBillingSchema = z.object({
  boundaryRule: z.enum(BOUNDARY_RULES, { message: 'Choose how supports across a band edge are billed' }),
});

/** The claim file's date formats (docs/reference/NDIS.md: UNCONFIRMED, so a setting). */
export const CLAIM_DATE_FORMATS = ['YYYY-MM-DD', 'YYYY/MM/DD', 'DD/MM/YYYY'] as const;
export type ClaimDateFormat = (typeof CLAIM_DATE_FORMATS)[number];

/** GST codes of the claim file: P1 taxable, P2 GST free (most supports), P5 out of scope. */
export const GST_CODES = ['P1', 'P2', 'P5'] as const;
export type GstCode = (typeof GST_CODES)[number];

/** The company's invoice settings (GET /SetUp/get_invoice_settings, POST /SetUp/edit_invoice_settings). */
export const invoiceSettingsSchema = z.object({
  billShortNoticeCancellations: z.boolean({ message: 'Choose whether to bill short-notice cancellations' }),
  claimDateFormat: z.enum(CLAIM_DATE_FORMATS, { message: 'Choose a date format' }),
  claimGstCode: z.enum(GST_CODES, { message: 'Choose a GST code' }),
  /** Days from an invoice's issue date to its due date (docs/workforce.md "A tax invoice"). */
  paymentTermsDays: z.coerce
    .number({ message: 'Enter the payment terms in days' })
    .int('Enter whole days')
    .min(0, 'Enter 0 to 365 days')
    .max(365, 'Enter 0 to 365 days'),
  /** The bank account an invoice asks to be paid into. */
  bankAccountName: optionalText(100).default(null),
  bankBsb: optionalText(20)
    .default(null)
    .transform((v) => (v === null ? null : v.replace(/[\s-]/g, '')))
    .refine((v) => v === null || /^\d{6}$/.test(v), 'A BSB is 6 digits')
    .transform((v) => (v === null ? null : `${v.slice(0, 3)}-${v.slice(3)}`)),
  bankAccountNumber: optionalText(20)
    .default(null)
    .transform((v) => (v === null ? null : v.replace(/[\s-]/g, '')))
    .refine((v) => v === null || /^\d{5,10}$/.test(v), 'An account number is 5 to 10 digits'),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

/** POST /Invoice/confirm_short_delivery/{id}: the office bills the agreed time of a short delivery, with why. */
export const shortDeliveryConfirmSchema = z.object({
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(5, { message: M.reasonRequired, abort: true })
    .max(500, M.reasonTooLong),
});
