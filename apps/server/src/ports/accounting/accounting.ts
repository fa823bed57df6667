/**
 * The accounting and payroll port (docs/architecture.md, ports; issue 28): what the product asks of
 * a provider's books, in the product's words. No type here names a provider; the Xero adapter maps
 * them to Xero's payloads, and a MYOB or Employment Hero adapter would do the same.
 */

/** Tokens of one connection; the refresh token rotates on every refresh (keep the newest). */
export interface AccountingTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives (Xero: 1800); the caller dates it by its own clock. */
  expiresInSeconds: number;
}

/** One organisation (Xero: tenant) the connecting user allowed. */
export interface AccountingOrganisation {
  tenantId: string;
  name: string;
  /** The provider's id of the connection to this organisation (to disconnect it alone). */
  connectionId: string;
}

/** Who a call is made for: the organisation and a valid access token. */
export interface AccountingSession {
  tenantId: string;
  accessToken: string;
  /**
   * A new access token when the provider refuses this one before its time (Xero: 401 TokenExpired,
   * e.g. clock skew): the adapter asks once and retries the call once. It throws
   * AccountingReconnectRequired when the refresh itself is refused.
   */
  renew?: (() => Promise<string>) | undefined;
}

/** A participant as a customer (contact) in the books. */
export interface AccountingCustomer {
  /** The provider's id when already linked (update), else undefined (create or find). */
  externalId?: string | undefined;
  /** Our id of the participant, kept on the contact so it can be found again. */
  ourNumber: string;
  name: string;
  /** The name to use instead when another contact already has `name` (the books' names are unique). */
  distinctName?: string | undefined;
  firstName: string;
  lastName: string;
  email?: string | undefined;
  ndisNumber?: string | undefined;
  address?: AccountingAddress | undefined;
  phone?: string | undefined;
}

export interface AccountingAddress {
  line1: string;
  city?: string | undefined;
  region?: string | undefined;
  postcode?: string | undefined;
}

/** A person found in the books (contacts or payroll employees), for the import preview. */
export interface ExternalPerson {
  externalId: string;
  firstName: string;
  lastName: string;
  email?: string | undefined;
  phone?: string | undefined;
  /** Where the person is seen in the books. */
  link: string;
}

/** A sales invoice: one per participant and invoice number. Amounts in cents. */
export interface SalesInvoice {
  /** The provider's id of this invoice when posted before: it is updated, not made again. */
  externalId?: string | undefined;
  customerId: string;
  reference: string;
  invoiceNumber: string;
  date: string;
  dueDate: string;
  lines: SalesInvoiceLine[];
  /** Where the invoice is seen in the product. */
  url?: string | undefined;
}

export interface SalesInvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  accountCode: string;
  taxType: string;
}

/** What the books answer for a posted document. */
export interface PostedDocument {
  externalId: string;
  number?: string | undefined;
  link: string;
}

/** A payroll employee (staff and administrators). */
export interface PayrollEmployee {
  externalId?: string | undefined;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email?: string | undefined;
  phone?: string | undefined;
  address?: AccountingAddress | undefined;
  startDate?: string | undefined;
}

export interface PayCalendar {
  id: string;
  name: string;
  /** WEEKLY, FORTNIGHTLY, FOURWEEKLY (others are refused by the period arithmetic). */
  type: string;
  /** The first day of a pay period, YYYY-MM-DD. */
  startDate: string;
}

export interface EarningsRate {
  id: string;
  name: string;
  kind: string;
  units: string;
}

/** A pay item of the payroll: an earnings rate, or an allowance type (Xero: EarningsType ALLOWANCE). */
export interface PayItem {
  id: string;
  name: string;
  /** ORDINARYTIMEEARNINGS, OVERTIMEEARNINGS, ALLOWANCE, … */
  earningsType: string;
  /** RATEPERUNIT, MULTIPLE, FIXEDAMOUNT */
  rateType: string;
  units: string;
}

/** One employee's hours of one pay period: one line per earnings rate, one number per day. */
export interface PayrollTimesheet {
  employeeId: string;
  startDate: string;
  endDate: string;
  lines: { earningsRateId: string; unitsPerDay: number[] }[];
}

/** A provider of accounting and payroll. `configured: false` is the offline default. */
export interface AccountingProvider {
  readonly configured: boolean;
  /** The provider's name as people know it ("Xero"). */
  readonly name: string;
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<AccountingTokens>;
  refresh(refreshToken: string): Promise<AccountingTokens>;
  organisations(accessToken: string): Promise<AccountingOrganisation[]>;
  revoke(refreshToken: string): Promise<void>;

  upsertCustomer(
    session: AccountingSession,
    customer: AccountingCustomer,
    key: string,
  ): Promise<PostedDocument>;
  listCustomers(session: AccountingSession): Promise<ExternalPerson[]>;
  postSalesInvoice(session: AccountingSession, invoice: SalesInvoice, key: string): Promise<PostedDocument>;

  listEmployees(session: AccountingSession): Promise<ExternalPerson[]>;
  upsertEmployee(session: AccountingSession, employee: PayrollEmployee, key: string): Promise<PostedDocument>;
  employeeCalendar(session: AccountingSession, employeeId: string): Promise<string | null>;
  payCalendars(session: AccountingSession): Promise<PayCalendar[]>;
  earningsRates(session: AccountingSession): Promise<EarningsRate[]>;
  /** The earnings rates and allowance types the pay line categories are mapped to. */
  payItems(session: AccountingSession): Promise<PayItem[]>;
  /** The timesheet of that employee and period when one exists (one per period). */
  findTimesheet(session: AccountingSession, employeeId: string, startDate: string): Promise<string | null>;
  saveTimesheet(
    session: AccountingSession,
    timesheet: PayrollTimesheet,
    existingId: string | null,
    key: string,
  ): Promise<PostedDocument>;
}
