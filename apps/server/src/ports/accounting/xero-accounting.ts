import type {
  AccountingCustomer,
  AccountingOrganisation,
  AccountingProvider,
  AccountingSession,
  AccountingTokens,
  EarningsRate,
  ExternalPerson,
  PayCalendar,
  PayItem,
  PayrollEmployee,
  PayrollTimesheet,
  PostedDocument,
  SalesInvoice,
} from './accounting.ts';
import { AccountingValidationError } from './accounting-errors.ts';
import { XERO_SCOPES, XeroClient, type XeroClientOptions, type XeroConfig } from './xero-client.ts';
import { firstElement, type Json, list, str, xeroDate } from './xero-json.ts';
import { xeroContact, xeroEmployee, xeroSalesInvoice, xeroTimesheet } from './xero-payloads.ts';

// The replies' readers live in xero-json.ts and the bodies sent in xero-payloads.ts; xeroDate stays
// exported from here.
export { xeroDate } from './xero-json.ts';

/** The Xero adapter of the accounting port (Accounting API 2.0, Payroll AU 1.0). */
export class XeroAccounting implements AccountingProvider {
  readonly configured = true;
  readonly name = 'Xero';
  readonly client: XeroClient;

  constructor(config: XeroConfig, options: XeroClientOptions = {}) {
    this.client = new XeroClient(config, options);
  }

  private contactLink(id: string): string {
    return `${this.client.appUrl}/Contacts/View/${id}`;
  }

  private employeeLink(id: string): string {
    return `${this.client.appUrl}/Payroll/Employees/Employee.aspx?employeeID=${id}`;
  }

  authorizeUrl(state: string, redirectUri: string): string {
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: this.client.config.clientId,
      redirect_uri: redirectUri,
      scope: XERO_SCOPES,
      state,
    });
    return `${this.client.loginUrl}/identity/connect/authorize?${q.toString()}`;
  }

  private tokens(body: Json): AccountingTokens {
    return {
      accessToken: str(body.access_token),
      refreshToken: str(body.refresh_token),
      expiresInSeconds: Number(body.expires_in ?? 1800),
    };
  }

  async exchangeCode(code: string, redirectUri: string): Promise<AccountingTokens> {
    return this.tokens(
      await this.client.identity('/connect/token', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      }),
    );
  }

  async refresh(refreshToken: string): Promise<AccountingTokens> {
    return this.tokens(
      await this.client.identity('/connect/token', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      }),
    );
  }

  async organisations(accessToken: string): Promise<AccountingOrganisation[]> {
    return (await this.client.connections(accessToken))
      .filter((c) => c.tenantType === 'ORGANISATION')
      .map((c) => ({ tenantId: str(c.tenantId), name: str(c.tenantName), connectionId: str(c.id) }));
  }

  async revoke(refreshToken: string): Promise<void> {
    await this.client.identity('/connect/revocation', { token: refreshToken });
  }

  /** A contact created or updated; a name another contact has is sent again with its distinct name. */
  async upsertCustomer(s: AccountingSession, c: AccountingCustomer, key: string): Promise<PostedDocument> {
    const send = async (customer: AccountingCustomer, k: string) =>
      firstElement(
        await this.client.call(
          s,
          'POST',
          '/api.xro/2.0/Contacts?summarizeErrors=false',
          { Contacts: [xeroContact(customer)] },
          k,
        ),
        'Contacts',
      );
    let contact: Json;
    try {
      contact = await send(c, key);
    } catch (error) {
      const clash =
        error instanceof AccountingValidationError &&
        error.messages.some((m) => /is already assigned to another contact/i.test(m));
      if (!clash || !c.distinctName || c.distinctName === c.name) {
        throw error;
      }
      contact = await send({ ...c, name: c.distinctName }, `${key.slice(0, 118)}:distinct`);
    }
    const id = str(contact.ContactID);
    return { externalId: id, link: this.contactLink(id) };
  }

  async listCustomers(s: AccountingSession): Promise<ExternalPerson[]> {
    const out: ExternalPerson[] = [];
    for (let page = 1; page < 100; page++) {
      const where = encodeURIComponent('ContactStatus=="ACTIVE"');
      const reply = await this.client.call(s, 'GET', `/api.xro/2.0/Contacts?page=${page}&where=${where}`);
      const contacts = list(reply.Contacts);
      for (const c of contacts) {
        const [first = '', ...rest] = str(c.Name).split(' ');
        out.push({
          externalId: str(c.ContactID),
          firstName: str(c.FirstName) || first,
          lastName: str(c.LastName) || rest.join(' '),
          email: str(c.EmailAddress) || undefined,
          phone: str(list(c.Phones).find((p) => str(p.PhoneNumber))?.PhoneNumber) || undefined,
          link: this.contactLink(str(c.ContactID)),
        });
      }
      if (contacts.length < 100) {
        return out;
      }
    }
    return out;
  }

  async postSalesInvoice(s: AccountingSession, inv: SalesInvoice, key: string): Promise<PostedDocument> {
    const body = { Invoices: [xeroSalesInvoice(inv)] };
    const reply = await this.client.call(
      s,
      'POST',
      '/api.xro/2.0/Invoices?summarizeErrors=false&unitdp=4',
      body,
      key,
    );
    const element = firstElement(reply, 'Invoices');
    const id = str(element.InvoiceID);
    return {
      externalId: id,
      number: str(element.InvoiceNumber),
      link: `${this.client.appUrl}/AccountsReceivable/View.aspx?InvoiceID=${id}`,
    };
  }

  async listEmployees(s: AccountingSession): Promise<ExternalPerson[]> {
    const out: ExternalPerson[] = [];
    for (let page = 1; page < 100; page++) {
      const where = encodeURIComponent('Status=="ACTIVE"');
      const employees = list(
        (await this.client.call(s, 'GET', `/payroll.xro/1.0/Employees?page=${page}&where=${where}`))
          .Employees,
      );
      for (const e of employees) {
        out.push({
          externalId: str(e.EmployeeID),
          firstName: str(e.FirstName),
          lastName: str(e.LastName),
          email: str(e.Email) || undefined,
          phone: str(e.Mobile) || str(e.Phone) || undefined,
          link: this.employeeLink(str(e.EmployeeID)),
        });
      }
      if (employees.length < 100) {
        return out;
      }
    }
    return out;
  }

  async upsertEmployee(s: AccountingSession, e: PayrollEmployee, key: string): Promise<PostedDocument> {
    const path = e.externalId ? `/payroll.xro/1.0/Employees/${e.externalId}` : '/payroll.xro/1.0/Employees';
    // Payroll AU v1 takes arrays only (an object is refused).
    const reply = await this.client.call(s, 'POST', path, [xeroEmployee(e)], key);
    const id = str(firstElement(reply, 'Employees').EmployeeID);
    return { externalId: id, link: this.employeeLink(id) };
  }

  async employeeCalendar(s: AccountingSession, employeeId: string): Promise<string | null> {
    const reply = await this.client.call(s, 'GET', `/payroll.xro/1.0/Employees/${employeeId}`);
    return str(list(reply.Employees)[0]?.PayrollCalendarID) || null;
  }

  async payCalendars(s: AccountingSession): Promise<PayCalendar[]> {
    const reply = await this.client.call(s, 'GET', '/payroll.xro/1.0/PayrollCalendars');
    return list(reply.PayrollCalendars).map((c) => ({
      id: str(c.PayrollCalendarID),
      name: str(c.Name),
      type: str(c.CalendarType),
      startDate: xeroDate(c.StartDate),
    }));
  }

  async earningsRates(s: AccountingSession): Promise<EarningsRate[]> {
    const reply = await this.client.call(s, 'GET', '/payroll.xro/1.0/PayItems');
    const items = (reply.PayItems ?? {}) as Json;
    return list(items.EarningsRates).map((r) => ({
      id: str(r.EarningsRateID),
      name: str(r.Name),
      kind: str(r.EarningsType),
      units: str(r.TypeOfUnits),
    }));
  }

  /** Payroll AU PayItems: the earnings rates, allowances among them (EarningsType ALLOWANCE). */
  async payItems(s: AccountingSession): Promise<PayItem[]> {
    const reply = await this.client.call(s, 'GET', '/payroll.xro/1.0/PayItems');
    const items = (reply.PayItems ?? {}) as Json;
    return list(items.EarningsRates).map((r) => ({
      id: str(r.EarningsRateID),
      name: str(r.Name),
      earningsType: str(r.EarningsType),
      rateType: str(r.RateType),
      units: str(r.TypeOfUnits),
    }));
  }

  async findTimesheet(s: AccountingSession, employeeId: string, startDate: string): Promise<string | null> {
    // By employee and period (Xero pages its timesheets by 100: an old employee has more).
    const [y, m, d] = startDate.split('-').map(Number);
    const where = encodeURIComponent(
      `EmployeeID==Guid("${employeeId}") AND StartDate==DateTime(${y},${m},${d})`,
    );
    const reply = await this.client.call(s, 'GET', `/payroll.xro/1.0/Timesheets?where=${where}`);
    const found = list(reply.Timesheets).find(
      (t) => str(t.EmployeeID) === employeeId && xeroDate(t.StartDate) === startDate,
    );
    return found ? str(found.TimesheetID) : null;
  }

  async saveTimesheet(
    s: AccountingSession,
    t: PayrollTimesheet,
    existingId: string | null,
    key: string,
  ): Promise<PostedDocument> {
    const path = existingId ? `/payroll.xro/1.0/Timesheets/${existingId}` : '/payroll.xro/1.0/Timesheets';
    const reply = await this.client.call(s, 'POST', path, [xeroTimesheet(t, existingId)], key);
    const id = str(firstElement(reply, 'Timesheets').TimesheetID);
    return {
      externalId: id,
      link: `${this.client.appUrl}/Payroll/Timesheets/Timesheet.aspx?timesheetID=${id}`,
    };
  }
}
