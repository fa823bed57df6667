import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { OwnerApi } from './shift-day-setup.ts';

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

/** The SCHADS pay line categories whose hours the journeys post (all to Ordinary Hours: the tests sum hours). */
const HOUR_CATEGORIES = [
  'ordinary',
  'afternoon',
  'night',
  'saturday',
  'sunday',
  'public-holiday',
  'overtime-150',
  'overtime-200',
  'overtime-250',
  'broken-span-200',
  'sleepover-work',
  'minimum-engagement-topup',
  'rest-break-200',
];
const ALLOWANCES: Record<string, string> = {
  'broken-shift-allowance-1': 'Broken shift allowance (1 break)',
  'broken-shift-allowance-2': 'Broken shift allowance (2 breaks)',
  'sleepover-allowance': 'Sleepover allowance',
  'km-allowance': 'Vehicle allowance (km)',
};

/**
 * Connects the demo company to the fake through the API (as the callback page would) and maps every
 * pay line category; the fake's origin.
 */
export async function connectFakeXero(api: OwnerApi, request: APIRequestContext): Promise<string> {
  const { authorizeUrl } = await api.post<{ authorizeUrl: string }>('/api/Integrations/connect_xero', {});
  const consent = await request.get(authorizeUrl, { maxRedirects: 0 });
  const back = new URL(consent.headers().location ?? '');
  const q = `code=${back.searchParams.get('code')}&state=${encodeURIComponent(back.searchParams.get('state') ?? '')}`;
  expect((await api.get<{ status: string }>(`/api/SetUp/xero_auth?${q}`)).status).toBe('Success');
  const items = await api.get<{ id: string; name: string; earningsType: string }[]>(
    '/api/Integrations/pay_items',
  );
  const item = (name: string) => items.find((r) => r.name === name)?.id ?? '';
  await api.post('/api/Integrations/save_pay_category_mapping', {
    mappings: {
      ...Object.fromEntries(HOUR_CATEGORIES.map((category) => [category, item('Ordinary Hours')])),
      ...Object.fromEntries(Object.entries(ALLOWANCES).map(([category, name]) => [category, item(name)])),
    },
  });
  return new URL(authorizeUrl).origin;
}

/**
 * Leaves the demo company as a fresh one is, for the journeys after: every category unmapped and
 * Xero disconnected (xero.spec.ts connects on Setup → Integrations and counts the unmapped categories).
 */
export async function disconnectFakeXero(api: OwnerApi): Promise<void> {
  const categories = [...HOUR_CATEGORIES, ...Object.keys(ALLOWANCES)];
  await api.post('/api/Integrations/save_pay_category_mapping', {
    mappings: Object.fromEntries(categories.map((category) => [category, ''])),
  });
  await api.post('/api/Integrations/disconnect', {});
}

/** The office posts a worker's approved pay of [fromIso, toIso) to Xero from their periodic timesheet page. */
export async function postStaffTimesheet(page: Page, staffId: string, fromIso: string, toIso: string) {
  await page.goto(
    `/app/reports/view-periodic-report/${staffId}/${encodeURIComponent(fromIso)}/${encodeURIComponent(toIso)}`,
  );
  await page.getByRole('button', { name: 'Post Staff Timesheet to the accounting service' }).click();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Posted the timesheets of 1 worker to Xero.').last()).toBeVisible({
    timeout: 20_000,
  });
}
