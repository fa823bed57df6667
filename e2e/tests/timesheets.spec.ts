import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { closeOwnContexts, DEMO_PASSWORD, signIn } from './helpers.ts';
import { pdfText } from './pdf-text.ts';
import { newClient, newWorker, type OwnerApi, ownerApi } from './shift-day-setup.ts';

// The timesheet round trip (issue 14): the office sends a worker's fortnight, the worker asks on
// the phone for one shift to be adjusted, the office adjusts it, the worker approves the timesheet,
// and the office's timesheet PDF holds the totals by code. The worker, the client and three
// attended shifts of the last fortnight are made through the API from the real now, so neither the
// demo data nor the day the test runs matters; the expected totals are read from the server's own
// periodic timesheet, whose sums the integration tests check against hand-derived splits.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIN = 60_000;
const PASSWORD = 'Timesheet#Phone2026';
const PHONE = { width: 390, height: 844 };
const WEEKDAY_FLAGS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

interface Periodic {
  staffName: string;
  totalDuration: number;
  byCode: Record<string, number>;
  attendanceSplits: { attendanceSplitId: string; shift: string; shiftName: string; status: string }[];
}

/** 'H Hrs M min', as every screen and PDF shows a duration in ticks. */
const hoursText = (ticks: number) => {
  const minutes = Math.floor(ticks / (MIN * 10_000));
  return `${Math.floor(minutes / 60)} Hrs ${minutes % 60} min`;
};
const minute = (ms: number) => new Date(Math.floor(ms / MIN) * MIN).toISOString();

/** A past shift of the worker with the client, attended as rostered (marked by the office). */
async function attendedShift(
  api: OwnerApi,
  staffId: string,
  clientId: string,
  fromMs: number,
  hours: number,
) {
  const { shiftRosterIds } = await api.post<{ shiftRosterIds: string[] }>(
    '/api/ShiftRosters/add_multipleclient_shifts',
    {
      staffId,
      clientsId: [clientId],
      dateFrom: minute(fromMs),
      dateTo: minute(fromMs + hours * HOUR),
      activities: ['Personal Support'],
      isNightShift: false,
      isExceptionalShift: false,
      repeat: false,
      ...Object.fromEntries(WEEKDAY_FLAGS.map((d) => [d, false])),
      stopDate: null,
      description: 'Made by the timesheet end-to-end test',
      appointment: '',
      overrideReason: 'End-to-end test: a new worker',
    },
  );
  const shiftId = shiftRosterIds[0] ?? '';
  await api.post(`/api/Attendances/mark_attendance?shiftId=${shiftId}`, {
    startKm: '100',
    endKm: '112.5',
    report: 'Attended as rostered',
    clockInCheck: true,
    clockOutCheck: true,
  });
  return shiftId;
}

async function office(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'owner@harbourside.demo', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

async function periodic(
  request: APIRequestContext,
  token: string,
  staffId: string,
  from: string,
  to: string,
) {
  const reply = await request.get(
    `/api/Attendances/load_periodic_timesheets?staffId=${staffId}&fromDate=${encodeURIComponent(from)}&toDate=${encodeURIComponent(to)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()) as Periodic;
}

test.afterEach(closeOwnContexts);

test('a fortnight’s timesheet: sent, one shift adjusted at the worker’s request, approved, and its PDF', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await ownerApi(request);
  const client = await newClient(api, 'Sheet', { latitude: -33.8731, longitude: 151.2065 });
  const worker = await newWorker(api, request, 'Payroll', PASSWORD);
  const now = Date.now();
  for (const daysBack of [10, 9, 8]) {
    await attendedShift(api, worker.id, client.id, now - daysBack * DAY, 3);
  }
  const from = new Date(now - 14 * DAY).toISOString();
  const to = new Date(now).toISOString();
  const login = await request.post('/api/Account/login', {
    data: { email: 'owner@harbourside.demo', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const before = await periodic(request, token, worker.id, from, to);
  expect(before.totalDuration).toBe(9 * HOUR * 10_000);

  // The office sends the fortnight.
  const desk = await office(browser);
  const periodPath = `${worker.id}/${encodeURIComponent(from)}/${encodeURIComponent(to)}`;
  await desk.goto(`/app/reports/view-periodic-report/${periodPath}`);
  await expect(desk.getByText(before.staffName).first()).toBeVisible();
  await expect(desk.getByText('9 Hrs 0 min').first()).toBeVisible();
  await desk.getByRole('button', { name: 'Send Timesheet' }).click();
  await expect(desk.getByText('Timesheet sent').first()).toBeVisible();

  // The worker, on the phone, opens it and asks for the first shift to be adjusted.
  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  await signIn(phone, worker.email, PASSWORD);
  await phone.goto('/app/staff/received-timesheet');
  const card = phone
    .getByRole('link', { name: /^Timesheet .*Pending$/ })
    .or(phone.getByRole('button', { name: /^Timesheet .*Pending$/ }));
  await card.first().click();
  await expect(phone).toHaveURL(/\/app\/staff\/view-periodic-report\//);
  const shifts = phone.getByRole('article', { name: /^Shift / });
  await expect(shifts).toHaveCount(before.attendanceSplits.length);
  await shifts.first().getByRole('button', { name: 'Request Adjustment' }).click();
  const ask = phone.getByRole('dialog', { name: 'Request Adjustment' });
  await ask.getByLabel('What should change?').fill('I finished 30 minutes later than rostered.');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(phone.getByText('Adjustment request submitted successfully').first()).toBeVisible();
  await expect(shifts.first().getByText('Awaiting Adjustment')).toBeVisible();

  // The office adjusts it.
  await desk.reload();
  const waiting = desk.getByRole('row').filter({ hasText: 'Needs Adjustment' });
  await expect(waiting).toHaveCount(1);
  await waiting.getByRole('button', { name: 'Adjust' }).click();
  const adjust = desk.getByRole('dialog', { name: 'Adjust Attendance' });
  await adjust.getByRole('button', { name: 'Adjust Attendance' }).click();
  await expect(desk.getByText('Attendance adjusted').first()).toBeVisible();
  // Every split of that attendance not yet approved is now Adjusted (a shift crossing 8 pm has two).
  await expect(desk.getByRole('row').filter({ hasText: 'Needs Adjustment' })).toHaveCount(0);
  await expect(desk.getByRole('row').filter({ hasText: 'Adjusted' }).first()).toBeVisible();

  // The worker approves the timesheet.
  await phone.reload();
  await phone.getByRole('button', { name: 'Approve Timesheet' }).click();
  await expect(phone.getByText('Timesheet approved').first()).toBeVisible();
  await expect(phone.getByText('Approved').first()).toBeVisible();

  // The office generates the timesheet: its PDF opens in a new tab and holds the totals by code.
  const after = await periodic(request, token, worker.id, from, to);
  const popup = desk.waitForEvent('popup');
  await desk.getByRole('button', { name: 'Generate Timesheet' }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(/\/pdf\/staff-timesheet\//);
  const pdf = await request.get(
    `/api/Timesheets/pdf/staff?staffIds=${worker.id}&fromDate=${encodeURIComponent(from)}&toDate=${encodeURIComponent(to)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  // Each word is its own text run: compare with runs of spaces made one.
  const text = pdfText(await pdf.body()).replace(/\s+/g, ' ');
  expect(text).toContain(after.staffName);
  for (const [code, ticks] of Object.entries(after.byCode)) {
    if (ticks > 0) {
      const name = after.attendanceSplits.find((s) => s.shift === code)?.shiftName ?? code;
      expect(text).toContain(name);
      expect(text).toContain(hoursText(ticks));
    }
  }
  expect(text).toContain(hoursText(after.totalDuration));
  await context.close();
});
