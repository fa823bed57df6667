import { type APIRequestContext, expect } from '@playwright/test';

// The e2e side of the local fake of Xero (ACCOUNTING_FAKE_XERO=1): a bookkeeper's own connection to
// the demo organisation, to add a payroll employee and read the timesheets as Xero holds them. The
// fake's address is the origin of the authorize URL the product hands out.

const CLIENT = Buffer.from('fake-client-id:fake-client-secret').toString('base64');
const BACK = 'http://127.0.0.1/bookkeeper';

export interface FakeTimesheet {
  TimesheetID: string;
  StartDate: string;
  Hours: number;
  TimesheetLines: { EarningsRateID: string; NumberOfUnits: number[] }[];
}

/** Signs a bookkeeper in to the fake at `origin` (it consents at once) and returns their calls. */
export async function fakeXeroBookkeeper(request: APIRequestContext, origin: string) {
  const consent = await request.get(
    `${origin}/identity/connect/authorize?response_type=code&client_id=fake-client-id&redirect_uri=${encodeURIComponent(BACK)}&scope=payroll.employees%20payroll.timesheets&state=e2e`,
    { maxRedirects: 0 },
  );
  const code = new URL(consent.headers().location ?? '').searchParams.get('code') ?? '';
  const token = await request.post(`${origin}/connect/token`, {
    headers: { authorization: `Basic ${CLIENT}` },
    form: { grant_type: 'authorization_code', code, redirect_uri: BACK },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const bearer = { authorization: `Bearer ${accessToken}` };
  const [organisation] = (await (await request.get(`${origin}/connections`, { headers: bearer })).json()) as {
    tenantId: string;
  }[];
  const headers = { ...bearer, 'xero-tenant-id': organisation?.tenantId ?? '' };
  return {
    /** A payroll employee on the organisation's first calendar (fortnightly); its EmployeeID. */
    async addEmployee(e: { firstName: string; lastName: string; email: string }): Promise<string> {
      const reply = await request.post(`${origin}/payroll.xro/1.0/Employees`, {
        headers,
        data: [{ FirstName: e.firstName, LastName: e.lastName, Email: e.email, DateOfBirth: '1990-02-03' }],
      });
      expect(reply.ok(), await reply.text()).toBe(true);
      return ((await reply.json()) as { Employees: { EmployeeID: string }[] }).Employees[0]?.EmployeeID ?? '';
    },
    async timesheetsOf(employeeId: string): Promise<FakeTimesheet[]> {
      const where = encodeURIComponent(`EmployeeID==Guid("${employeeId}")`);
      const reply = await request.get(`${origin}/payroll.xro/1.0/Timesheets?where=${where}`, { headers });
      return ((await reply.json()) as { Timesheets: FakeTimesheet[] }).Timesheets;
    },
  };
}
