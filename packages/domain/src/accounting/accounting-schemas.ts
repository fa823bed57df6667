import { z } from 'zod';

/** The texts of the accounting integration (issue 28; spec 3 §2.5 for the callback's outcomes). */
export const ACCOUNTING_MESSAGES = {
  notConfigured:
    'Xero is not set up on this server: its administrator sets XERO_CLIENT_ID and XERO_CLIENT_SECRET (see docs/xero.md), then a company administrator connects under Setup → Integrations.',
  notConnected:
    'No accounting connection is set up. A company administrator can connect Xero under Setup → Integrations; until then, export as PDF, Excel or CSV.',
  tryAgain: 'Please try connecting again.',
  denied: 'Xero did not allow the connection.',
  noOrganisation: 'The Xero user allowed no organisation. Connect again and choose your organisation.',
  connected: (name: string) => `Connected to Xero organisation "${name}".`,
  chooseOrganisation: 'Xero allowed several organisations: choose this company’s on Setup → Integrations.',
  organisationChosen: (name: string) => `This company now posts to "${name}".`,
  organisationUnknown: 'Choose one of the organisations Xero allowed',
  disconnected: 'Xero is disconnected',
  reconnect:
    'The Xero connection has expired or was revoked: a company administrator connects again under Setup → Integrations.',
  settingsSaved: 'Integration settings saved',
  rateLimited: (seconds: number) => `Xero asks to slow down; try again in ${seconds} seconds.`,
  dayLimit: (hours: number) =>
    `Xero allows 5,000 calls a day for each organisation and this one has used them. Nothing was changed; try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
  unavailable: 'Xero could not be reached. Nothing was changed; try again later.',
  noAnswer:
    'Xero gave no clear answer, so it may already have saved this. Post again: the retry is matched to what Xero saved and makes no second copy.',
  jobStarted: 'Posting started; progress shows below.',
  nothingToPost: 'There are no saved invoices in this period',
  errorOccured: 'Error Occured',
} as const;

/** Shift codes of a split (docs/workforce.md) and kilometres: what is mapped to earnings rates. */
export const EARNINGS_CODES = ['M', 'E', 'EX', 'SA', 'SAN', 'SU', 'SUN', 'PH', 'N', 'KM'] as const;
export type EarningsCode = (typeof EARNINGS_CODES)[number];

/** The AU tax types a sales line may carry; EXEMPTOUTPUT (GST Free Income) by default (docs/reference/XERO.md §2.1). */
export const SALES_TAX_TYPES = ['EXEMPTOUTPUT', 'OUTPUT', 'BASEXCLUDED'] as const;

export const accountingSettingsSchema = z.object({
  accountCode: z.string().trim().min(1, 'Enter the revenue account code').max(10).default('200'),
  taxType: z.enum(SALES_TAX_TYPES).default('EXEMPTOUTPUT'),
  earningsRates: z.partialRecord(z.enum(EARNINGS_CODES), z.string().trim().max(64)).default({}),
});
export type AccountingSettingsInput = z.infer<typeof accountingSettingsSchema>;

/** One integration on Setup → Integrations (spec 1 §7.5 /Integrations/get_integrations). */
export const integrationViewSchema = z.object({
  name: z.string(),
  kind: z.enum(['accounting']),
  configured: z.boolean(),
  /** NotConnected | Connected | ChooseOrganisation | ReconnectNeeded */
  status: z.string(),
  organisationName: z.string().nullable(),
  connectedAt: z.string().nullable(),
  connectedBy: z.string().nullable(),
  organisations: z.array(z.object({ tenantId: z.string(), name: z.string() })),
  settings: z.object({
    accountCode: z.string(),
    taxType: z.string(),
    earningsRates: z.record(z.string(), z.string()),
  }),
  message: z.string(),
});
export type IntegrationView = z.infer<typeof integrationViewSchema>;

/** GET /SetUp/xero_auth?userId&code&state (spec 3 §7.6); Xero may instead send `error`. */
export const xeroAuthQuerySchema = z.object({
  userId: z.string().optional(),
  code: z.string().trim().max(2000).optional(),
  state: z.string().trim().min(1, ACCOUNTING_MESSAGES.tryAgain).max(200),
  error: z.string().max(200).optional(),
});

/** The callback's answer: Success, Warning (with a link), anything else a failure (spec 3 §2.5). */
export const xeroAuthReplySchema = z.object({
  status: z.string(),
  message: z.string(),
  link: z.string().nullable(),
});
export type XeroAuthReply = z.infer<typeof xeroAuthReplySchema>;

export const chooseOrganisationSchema = z.object({ tenantId: z.string().trim().min(1).max(64) });

export const accountingJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  total: z.number(),
  done: z.number(),
  message: z.string().nullable(),
  logs: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type AccountingJobView = z.infer<typeof accountingJobSchema>;

export const earningsRateViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  units: z.string(),
});

/** Post Actual Hours / Post Agreed Hours, ungrouped or grouped (spec 3 §2.3): the period's saved invoices. */
export const postInvoicesSchema = z.object({
  fromDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD'),
  toDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD'),
  /** A client's id, or All (every client's invoices of the period). */
  clientId: z.string().trim().max(64).default('All'),
  hours: z.enum(['Actual', 'Agreed']),
  grouped: z.boolean().default(false),
});
export type PostInvoicesInput = z.infer<typeof postInvoicesSchema>;

/** An invoice posted to the books, as the invoice screen shows it (Posted, with the link). */
export const postedInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  variant: z.string(),
  externalNumber: z.string().nullable(),
  link: z.string(),
  postedAt: z.string(),
  postedBy: z.string().nullable(),
});
export type PostedInvoiceView = z.infer<typeof postedInvoiceSchema>;

/** Post Staff Timesheet (one worker) or Send All (staffId All): the approved splits of the period (date-times). */
export const postTimesheetsSchema = z
  .object({
    staffId: z.string().trim().max(64).default('All'),
    fromDate: z
      .string()
      .trim()
      .refine((v) => !Number.isNaN(Date.parse(v)), 'Select Start Date and End Date'),
    toDate: z
      .string()
      .trim()
      .refine((v) => !Number.isNaN(Date.parse(v)), 'Select Start Date and End Date'),
  })
  .refine((p) => Date.parse(p.toDate) > Date.parse(p.fromDate), {
    message: 'The end date must be after the start date',
    path: ['toDate'],
  });
