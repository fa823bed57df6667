import type { XeroConfig } from '../ports/accounting/xero-client.ts';
import {
  DEMO_CLIENTS,
  DEMO_STAFF,
  demoContactId,
  demoEmployeeId,
  demoNdisNumber,
} from '../seed/demo-people.ts';
import { type FakeXero, startFakeXero } from './fake-xero.ts';

/** The demo organisation's id: the same on every start, so the demo company's stored connection names it. */
const DEMO_TENANT = '0d3e6a52-7f1b-4c55-9a0e-5d1c2a7b9e01';

/**
 * ACCOUNTING_FAKE_XERO=1 (docs/xero.md §4): `npm start` also starts the local fake of Xero and
 * points the product at it, so the demo company can be connected and every Xero step tried without
 * a Xero account. The fake's payroll holds the demo staff already linked (their EMP-10xx ids), the
 * two not yet linked (matched by name on import) and two people new to the product; its contacts
 * are the demo clients already linked (their XC-700xx ids).
 */
export async function startDemoXero(): Promise<{ fake: FakeXero; xero: XeroConfig }> {
  const fake = await startFakeXero({ tenantId: DEMO_TENANT, realClock: true });
  const tenant = fake.books.tenants.get(DEMO_TENANT);
  const calendar = tenant?.calendars[0]?.PayrollCalendarID;
  const employee = (id: string, firstName: string, lastName: string, email?: string) =>
    tenant?.employees.push({
      EmployeeID: id,
      FirstName: firstName,
      LastName: lastName,
      ...(email ? { Email: email } : {}),
      Status: 'ACTIVE',
      PayrollCalendarID: calendar,
    });
  DEMO_STAFF.forEach((p, i) => {
    // The seed links every staff member but the sixth of each six to EMP-<1000 + i>.
    employee(demoEmployeeId(i) ?? `demo-employee-${i}`, p.firstName, p.surName);
  });
  // The clients the seed links (XC-<70000 + i>) are the organisation's contacts, by those ids.
  DEMO_CLIENTS.forEach((p, i) => {
    const id = demoContactId(i);
    if (id) {
      tenant?.contacts.push({
        ContactID: id,
        ContactStatus: 'ACTIVE',
        Name: `${p.firstName} ${p.surName}`,
        FirstName: p.firstName,
        LastName: p.surName,
        AccountNumber: demoNdisNumber(i),
      });
    }
  });
  employee('demo-employee-new-1', 'Ruby', 'Chen', 'ruby.chen@sunrise-demo.example');
  employee('demo-employee-new-2', 'Oscar', 'Hughes', 'oscar.hughes@sunrise-demo.example');
  const xero: XeroConfig = {
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    loginUrl: fake.url,
    identityUrl: fake.url,
    apiUrl: fake.url,
    appUrl: fake.url,
  };
  return { fake, xero };
}
