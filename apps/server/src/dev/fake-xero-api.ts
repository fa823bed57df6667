import { randomUUID } from 'node:crypto';

/** One organisation's books in the fake (docs/reference/XERO.md §7 items 5–8). */
export interface FakeTenant {
  contacts: Record<string, unknown>[];
  invoices: Record<string, unknown>[];
  employees: Record<string, unknown>[];
  calendars: { PayrollCalendarID: string; Name: string; CalendarType: string; StartDate: string }[];
  earningsRates: { EarningsRateID: string; Name: string; EarningsType: string; TypeOfUnits: string }[];
  timesheets: Record<string, unknown>[];
  replies: Map<string, { status: number; body: unknown }>;
}

export interface FakeXeroBooks {
  tenants: Map<string, FakeTenant>;
  seedTenant(tenantId: string): FakeTenant;
}

type Json = Record<string, unknown>;
type Answer = { status: number; body: unknown };
const TAX_TYPES = new Set(['OUTPUT', 'EXEMPTOUTPUT', 'BASEXCLUDED', 'EXEMPTEXPORT', 'NONE']);
const REVENUE_ACCOUNTS = new Set(['200', '260']);
const DAY = 86_400_000;
const dateMs = (d: string) => Date.parse(`${d.slice(0, 10)}T00:00:00Z`);
const xeroDate = (d: string) => `/Date(${dateMs(d)}+0000)/`;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function newBooks(): FakeXeroBooks {
  const tenants = new Map<string, FakeTenant>();
  return {
    tenants,
    seedTenant(tenantId) {
      const rate = (name: string, type = 'ORDINARYTIMEEARNINGS', units = 'Hours') => ({
        EarningsRateID: randomUUID(),
        Name: name,
        EarningsType: type,
        TypeOfUnits: units,
      });
      const tenant: FakeTenant = {
        contacts: [],
        invoices: [],
        employees: [],
        // A fortnightly calendar whose periods start on Monday 16 Nov 2026, and a weekly one.
        calendars: [
          {
            PayrollCalendarID: randomUUID(),
            Name: 'Fortnightly (Mon)',
            CalendarType: 'FORTNIGHTLY',
            StartDate: xeroDate('2026-11-16'),
          },
          {
            PayrollCalendarID: randomUUID(),
            Name: 'Weekly (Mon)',
            CalendarType: 'WEEKLY',
            StartDate: xeroDate('2026-11-16'),
          },
        ],
        earningsRates: [
          rate('Ordinary Hours'),
          rate('Afternoon shift'),
          rate('Night shift'),
          rate('Saturday'),
          rate('Sunday'),
          rate('Public holiday'),
          rate('Sleepover allowance', 'ALLOWANCE', 'Sleepovers'),
          rate('Vehicle allowance (km)', 'ALLOWANCE', 'km'),
        ],
        timesheets: [],
        replies: new Map(),
      };
      tenants.set(tenantId, tenant);
      return tenant;
    },
  };
}

const invalid = (elements: Json[]): Answer => ({
  status: 400,
  body: {
    ErrorNumber: 10,
    Type: 'ValidationException',
    Message: 'A validation exception occurred',
    Elements: elements,
  },
});
const withErrors = (element: Json, messages: string[]): Json => ({
  ...element,
  HasValidationErrors: true,
  HasErrors: true,
  StatusAttributeString: 'ERROR',
  ValidationErrors: messages.map((Message) => ({ Message })),
});

/** Answers one Accounting or Payroll call for a connected organisation; an Idempotency-Key replays. */
export function handleApi(
  books: FakeXeroBooks,
  tenantId: string,
  method: string,
  path: string,
  query: URLSearchParams,
  body: unknown,
  key: string | undefined,
): Answer {
  const tenant = books.tenants.get(tenantId) ?? books.seedTenant(tenantId);
  const replayKey = key ? `${method} ${path} ${key}` : undefined;
  const replay = replayKey ? tenant.replies.get(replayKey) : undefined;
  if (replay) {
    return replay;
  }
  const answer = route(tenant, method, path, query, body);
  if (replayKey && answer.status < 500) {
    tenant.replies.set(replayKey, answer);
  }
  return answer;
}

function route(t: FakeTenant, method: string, path: string, query: URLSearchParams, body: unknown): Answer {
  const parts = path.split('/').filter(Boolean);
  const [api, , resource, id] = parts;
  const page = (rows: unknown[]) => rows.slice((Number(query.get('page') ?? '1') - 1) * 100).slice(0, 100);
  if (api === 'api.xro' && resource === 'Contacts') {
    if (method === 'GET') {
      return {
        status: 200,
        body: { Contacts: page(t.contacts.filter((c) => c.ContactStatus === 'ACTIVE')) },
      };
    }
    return elementsReply(body, 'Contacts', query, (c) => upsertContact(t, c));
  }
  if (api === 'api.xro' && resource === 'Invoices') {
    if (method === 'GET') {
      return { status: 200, body: { Invoices: page(t.invoices) } };
    }
    return elementsReply(body, 'Invoices', query, (i) =>
      createInvoice(t, { ...i, ...(id ? { InvoiceID: id } : {}) }),
    );
  }
  if (api === 'payroll.xro' && resource === 'Employees') {
    if (method === 'GET') {
      const found = id ? t.employees.filter((e) => e.EmployeeID === id) : page(t.employees);
      return id && found.length === 0
        ? { status: 404, body: {} }
        : { status: 200, body: { Employees: found } };
    }
    return arrayReply(body, 'Employees', (e) => upsertEmployee(t, e, id));
  }
  if (api === 'payroll.xro' && resource === 'PayrollCalendars') {
    return { status: 200, body: { PayrollCalendars: t.calendars } };
  }
  if (api === 'payroll.xro' && resource === 'PayItems') {
    return { status: 200, body: { PayItems: { EarningsRates: t.earningsRates } } };
  }
  if (api === 'payroll.xro' && resource === 'Timesheets') {
    if (method === 'GET') {
      const employee = /EmployeeID==Guid\("([^"]+)"\)/.exec(query.get('where') ?? '')?.[1];
      return {
        status: 200,
        body: { Timesheets: page(t.timesheets.filter((s) => !employee || s.EmployeeID === employee)) },
      };
    }
    return arrayReply(body, 'Timesheets', (s) => saveTimesheet(t, s, id));
  }
  return { status: 404, body: { Message: `The resource ${path} was not found` } };
}

/** Accounting writes: `{Plural: [...]}`; with summarizeErrors=false the errors sit in a 200. */
function elementsReply(
  body: unknown,
  plural: string,
  query: URLSearchParams,
  one: (e: Json) => string[] | Json,
): Answer {
  const elements = ((body as Json | undefined)?.[plural] ?? []) as Json[];
  const out = elements.map((e) => {
    const result = one(e);
    return Array.isArray(result) ? withErrors(e, result) : result;
  });
  const failed = out.filter((e) => e.HasErrors === true);
  if (failed.length > 0 && query.get('summarizeErrors') !== 'false') {
    return invalid(failed);
  }
  return {
    status: 200,
    body: { Id: randomUUID(), Status: 'OK', ProviderName: 'Care Platform', [plural]: out },
  };
}

/** Payroll AU v1 writes: a JSON array only. */
function arrayReply(body: unknown, plural: string, one: (e: Json) => string[] | Json): Answer {
  if (!Array.isArray(body)) {
    return invalid([
      withErrors({}, [
        `Cannot deserialize the current JSON object into type 'Paycycle.API.DTO.AU.${plural}' because the type requires a JSON array`,
      ]),
    ]);
  }
  const out = (body as Json[]).map((e) => {
    const result = one(e);
    return Array.isArray(result) ? withErrors(e, result) : result;
  });
  return out.some((e) => e.HasErrors === true)
    ? invalid(out)
    : { status: 200, body: { Status: 'OK', [plural]: out } };
}

function upsertContact(t: FakeTenant, c: Json): string[] | Json {
  const name = str(c.Name).trim();
  if (!name && !c.ContactID) {
    return [
      'The Contact must contain at least 1 of the following elements to identify the contact: Name, ContactID, ContactNumber',
    ];
  }
  const existing = c.ContactID ? t.contacts.find((x) => x.ContactID === c.ContactID) : undefined;
  if (c.ContactID && !existing) {
    return [`Contact with ContactID ${str(c.ContactID)} does not exist`];
  }
  if (t.contacts.some((x) => x !== existing && x.ContactStatus === 'ACTIVE' && x.Name === name)) {
    return [
      `The contact name ${name} is already assigned to another contact. The contact name must be unique across all active contacts.`,
    ];
  }
  if (existing) {
    Object.assign(existing, c);
    return existing;
  }
  const made = { ...c, ContactID: randomUUID(), ContactStatus: 'ACTIVE', HasValidationErrors: false };
  t.contacts.push(made);
  return made;
}

function createInvoice(t: FakeTenant, i: Json): string[] | Json {
  const errors: string[] = [];
  if (i.Type !== 'ACCREC' && i.Type !== 'ACCPAY') {
    errors.push('Invoice Type must be specified');
  }
  const contactId = str((i.Contact as Json | undefined)?.ContactID);
  if (!t.contacts.some((c) => c.ContactID === contactId)) {
    errors.push(
      'The Contact must contain at least 1 of the following elements to identify the contact: Name, ContactID, ContactNumber',
    );
  }
  for (const line of (i.LineItems ?? []) as Json[]) {
    if (!str(line.Description)) {
      errors.push('Description must be at least 1 char long');
    }
    if (!REVENUE_ACCOUNTS.has(str(line.AccountCode))) {
      errors.push(`Account code '${str(line.AccountCode)}' is not a valid code for this document.`);
    }
    if (!TAX_TYPES.has(str(line.TaxType))) {
      errors.push(
        `The TaxType code '${str(line.TaxType)}' does not exist or cannot be used for this type of transaction.`,
      );
    }
  }
  const existing = i.InvoiceID ? t.invoices.find((x) => x.InvoiceID === i.InvoiceID) : undefined;
  if (i.InvoiceID && !existing) {
    errors.push(`Invoice ${str(i.InvoiceID)} was not found`);
  }
  if (existing && existing.Status !== 'DRAFT' && existing.Status !== 'SUBMITTED') {
    errors.push('This document cannot be edited as it has a payment or credit note allocated to it.');
  }
  if (errors.length > 0) {
    return errors;
  }
  const lines = ((i.LineItems ?? []) as Json[]).map((l) => ({
    ...l,
    TaxType: l.TaxType === 'NONE' ? 'BASEXCLUDED' : l.TaxType,
    LineAmount: Math.round(Number(l.Quantity) * Number(l.UnitAmount) * 100) / 100,
  }));
  const subTotal = lines.reduce((sum, l) => sum + l.LineAmount, 0);
  const tax = lines.reduce((sum, l) => sum + (l.TaxType === 'OUTPUT' ? l.LineAmount * 0.1 : 0), 0);
  const made = {
    ...i,
    LineItems: lines,
    InvoiceID: existing ? str(existing.InvoiceID) : randomUUID(),
    InvoiceNumber:
      str(i.InvoiceNumber) ||
      str(existing?.InvoiceNumber) ||
      `INV-${String(t.invoices.length + 1).padStart(4, '0')}`,
    Status: str(i.Status) || 'DRAFT',
    SubTotal: Math.round(subTotal * 100) / 100,
    TotalTax: Math.round(tax * 100) / 100,
    Total: Math.round((subTotal + tax) * 100) / 100,
    HasErrors: false,
    StatusAttributeString: 'OK',
  };
  if (existing) {
    Object.assign(existing, made);
    return existing;
  }
  t.invoices.push(made);
  return made;
}

function upsertEmployee(t: FakeTenant, e: Json, id: string | undefined): string[] | Json {
  const existing = id ? t.employees.find((x) => x.EmployeeID === id) : undefined;
  if (id && !existing) {
    return [`Employee ${id} was not found`];
  }
  const merged = { ...(existing ?? {}), ...e };
  const errors = ['FirstName', 'LastName', 'DateOfBirth']
    .filter((f) => !str(merged[f]))
    .map((f) => `${f} is required`);
  const home = merged.HomeAddress as Json | undefined;
  if (home && !str(home.AddressLine1)) {
    errors.push('AddressLine1 is required');
  }
  if (home?.PostalCode && !/^\d{4}$/.test(str(home.PostalCode))) {
    errors.push('The postcode must be between 0200 and 9999');
  }
  if (errors.length > 0) {
    return errors;
  }
  if (existing) {
    Object.assign(existing, merged);
    return existing;
  }
  const made = {
    ...merged,
    EmployeeID: randomUUID(),
    Status: 'ACTIVE',
    PayrollCalendarID: str(merged.PayrollCalendarID) || t.calendars[0]?.PayrollCalendarID,
  };
  t.employees.push(made);
  return made;
}

function saveTimesheet(t: FakeTenant, s: Json, id: string | undefined): string[] | Json {
  const employee = t.employees.find((e) => e.EmployeeID === s.EmployeeID && e.Status === 'ACTIVE');
  if (!employee) {
    return ['The employee was not found or is not active'];
  }
  const calendar = t.calendars.find((c) => c.PayrollCalendarID === employee.PayrollCalendarID);
  if (!calendar) {
    return ['The employee does not have a pay run calendar in Xero'];
  }
  const length = { WEEKLY: 7, FORTNIGHTLY: 14, FOURWEEKLY: 28 }[calendar.CalendarType] ?? 7;
  const start = dateMs(str(s.StartDate));
  const anchor = Number(/\((\d+)/.exec(calendar.StartDate)?.[1]);
  const offset = (start - anchor) / DAY;
  if (
    !Number.isInteger(offset) ||
    offset % length !== 0 ||
    dateMs(str(s.EndDate)) !== start + (length - 1) * DAY
  ) {
    return ["A validation exception occurred. Provided period doesn't correspond with a pay period"];
  }
  const lines = (s.TimesheetLines ?? []) as Json[];
  for (const line of lines) {
    if (!t.earningsRates.some((r) => r.EarningsRateID === line.EarningsRateID)) {
      return [`Invalid EarningsRateID ${str(line.EarningsRateID)}`];
    }
    if (!Array.isArray(line.NumberOfUnits) || line.NumberOfUnits.length !== length) {
      return [`NumberOfUnits must hold ${length} numbers, one per day of the period`];
    }
  }
  const existing = t.timesheets.find(
    (x) => x.EmployeeID === s.EmployeeID && x.StartDate === xeroDate(str(s.StartDate)),
  );
  if (existing && existing.TimesheetID !== (id ?? s.TimesheetID)) {
    return ['A timesheet already exists for this employee in Xero for this pay period'];
  }
  const hours = lines.reduce((sum, l) => sum + (l.NumberOfUnits as number[]).reduce((a, b) => a + b, 0), 0);
  const saved = {
    ...s,
    TimesheetID: existing?.TimesheetID ?? randomUUID(),
    StartDate: xeroDate(str(s.StartDate)),
    EndDate: xeroDate(str(s.EndDate)),
    Status: str(s.Status) || 'DRAFT',
    Hours: hours,
  };
  if (existing) {
    Object.assign(existing, saved);
    return existing;
  }
  t.timesheets.push(saved);
  return saved;
}
