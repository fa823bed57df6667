import { expect, test } from '@playwright/test';
import { connectFakeXero, fakeXeroBookkeeper, postStaffTimesheet } from './fake-xero.ts';
import { signIn } from './helpers.ts';
import { lastMonth } from './invoice-setup.ts';
import {
  newClient,
  newWorker,
  type OwnerApi,
  ownerApi,
  sydneyMidnight,
  sydneyWallTime,
} from './shift-day-setup.ts';

// The Xero journey (issue 28) against the local fake the server starts (ACCOUNTING_FAKE_XERO=1 in
// playwright.config.ts): the company administrator connects Xero on Setup → Integrations, maps pay
// line categories to Xero pay items, imports two staff from Xero payroll (and links the two it has),
// posts the fortnight's timesheets of every worker (Send All) and, from the invoice screen, last
// month's saved invoices, and
// opens a new employee's link.

const DAY = 86_400_000;

interface StaffRow {
  staffId: string;
  firstName: string;
  surName: string;
  employeeId: string | null;
}

test('an administrator connects Xero, maps the rates, imports two staff, posts the fortnight and the month’s invoices, and opens a link', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const api = await ownerApi(request);
  await signIn(page, 'owner@harbourside.demo');

  // Connect: the fake consents at once and Xero's return leads back to Setup → Integrations.
  await page.goto('/app/setup/integrations');
  await page.getByRole('button', { name: 'Connect Xero' }).click();
  await page.waitForURL(/\/app\/setup\/integrations/);
  await expect(page.getByText('Sunrise Supports Pty Ltd').first()).toBeVisible();

  // Map pay line categories to the organisation's pay items (issue 38 item 5): the rest stay missing.
  await expect(page.getByText(/17 pay line categories have no Xero pay item/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Xero pay item for Ordinary hours' }).click();
  await page.getByRole('option', { name: 'Ordinary Hours', exact: true }).click();
  await page.getByRole('combobox', { name: 'Xero pay item for Sleepover allowance' }).click();
  await page.getByRole('option', { name: 'Sleepover allowance', exact: true }).click();
  await page.getByRole('button', { name: 'Save pay item mapping' }).click();
  await expect(page.getByText(/15 pay line categories have no Xero pay item/)).toBeVisible();

  // Import: two new people added, the two demo staff not yet linked are linked by name.
  await page.goto('/app/forms/upload-staff-via-xero');
  const table = page.getByRole('table', { name: 'People in Xero' });
  await expect(table.getByRole('row', { name: /Ruby Chen .*Will be added/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Noah Kelly .*Will be linked/ })).toBeVisible();
  await page.getByRole('button', { name: 'Import 4 from Xero' }).click();
  await expect(page.getByText('2 added and 2 linked to Xero; 0 skipped.')).toBeVisible();
  const staff = await api.get<StaffRow[]>('/api/Staffs');
  const ruby = staff.find((s) => s.firstName === 'Ruby' && s.surName === 'Chen');
  expect(ruby?.employeeId).toBe('demo-employee-new-1');

  // Send All: every worker's approved shifts of the last fortnight go to Xero payroll, with the Log.
  const mia = staff.find((s) => s.firstName === 'Mia');
  const to = new Date().toISOString();
  const from = new Date(Date.now() - 13 * DAY).toISOString();
  await page.goto(
    `/app/reports/view-periodic-report/${mia?.staffId}/${encodeURIComponent(from)}/${encodeURIComponent(to)}`,
  );
  await page.getByRole('button', { name: 'Post Staff Timesheet to the accounting service' }).click();
  await page.getByText('Send All (every worker)').click();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText(/Posted the timesheets of \d+ workers? to Xero/)).toBeVisible({
    timeout: 20_000,
  });

  // Last month's saved invoices of every client (the demo saved them) go to Xero as sales invoices,
  // from the invoice screen's Post Actual Hours button; the dialog follows the job to its end.
  const month = lastMonth(Date.now());
  await page.goto(`/app/reports/invoice?clientId=All&fromDate=${month.fromDate}&toDate=${month.toDate}`);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByRole('table', { name: 'invoice lines' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Post Actual Hours to the accounting service' }).click();
  const posting = page.getByRole('dialog', { name: 'Post to the accounting service' });
  await posting.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(posting.getByText(/Posted [1-9]\d* of \d+ invoices? to Xero/)).toBeVisible({
    timeout: 20_000,
  });
  await posting.getByRole('button', { name: 'Close' }).click();

  // The new employee's link opens their record in (the fake) Xero.
  const record = await api.get<{ xerolink: string | null }>(`/api/Staffs/${ruby?.staffId}`);
  expect(record.xerolink).toContain('demo-employee-new-1');
  await page.goto(record.xerolink ?? '');
  await expect(page.getByRole('heading', { name: 'Employee in the fake Xero' })).toBeVisible();
  await expect(page.getByText('"FirstName": "Ruby"')).toBeVisible();
});

const HOUR = 3_600_000;
const minute = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

/** A past shift of the worker with the client, attended as rostered (marked by the office); its id. */
async function attendedShift(api: OwnerApi, staffId: string, clientId: string, fromMs: number) {
  const { shiftRosterIds } = await api.post<{ shiftRosterIds: string[] }>(
    '/api/ShiftRosters/add_multipleclient_shifts',
    {
      staffId,
      clientsId: [clientId],
      dateFrom: minute(fromMs),
      dateTo: minute(fromMs + 3 * HOUR),
      activities: ['Personal Support'],
      isNightShift: false,
      isExceptionalShift: false,
      repeat: false,
      ...Object.fromEntries(
        ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, false]),
      ),
      stopDate: null,
      description: 'Made by the Xero end-to-end test',
      appointment: '',
      overrideReason: 'End-to-end test: a new worker',
    },
  );
  await api.post(`/api/Attendances/mark_attendance?shiftId=${shiftRosterIds[0]}`, {
    startKm: '100',
    endKm: '100',
    report: 'Attended as rostered',
    clockInCheck: true,
    clockOutCheck: true,
  });
}

interface PayPeriodReply {
  fromDate: string;
  toDate: string;
  approved: boolean;
  attendanceCount: number;
  lines: { kind: string; hours: string | null; explanation: string }[];
}

// Issue 37 item 1 and issue 38 items 4 and 5: a fortnight's approved pay posted; a shift corrected after
// approval leaves the posted period as it was, and its correction reaches Xero with the period that pays it.
test('a shift corrected after its pay was approved and posted reaches Xero as a correction, never a second timesheet', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await ownerApi(request);
  const origin = await connectFakeXero(api, request);
  const bookkeeper = await fakeXeroBookkeeper(request, origin);
  const client = await newClient(api, 'Payday', { latitude: -33.8731, longitude: 151.2065 });
  const worker = await newWorker(api, request, 'Payroll', 'Xero#Payroll2026');
  const staff = await api.get<{ firstName: string; surName: string }>(`/api/Staffs/${worker.id}`);
  const employeeId = await bookkeeper.addEmployee({
    firstName: staff.firstName,
    lastName: staff.surName,
    email: worker.email,
  });
  await api.post('/api/Staffs/xero_import', { externalIds: [employeeId] });
  // Pay lines need the worker's award settings (issue 38): a casual SACS level 2.1.
  await api.post('/api/StaffAwardSettings/add_staff_award_settings', {
    staffId: worker.id,
    stream: 'SACS_B',
    level: 2,
    payPoint: 1,
    employmentType: 'CASUAL',
    effectiveFrom: '2025-07-07',
  });

  const now = Date.now();
  // Mornings (9:00 Sydney time) of 10 and 9 days ago: a shift at the time of day the test runs would
  // cross 8 pm in a Sydney evening and split into two lines, each corrected apart.
  const morning = (daysBack: number) =>
    sydneyMidnight(sydneyWallTime(now - daysBack * 24 * HOUR).slice(0, 10)) + 9 * HOUR;
  await attendedShift(api, worker.id, client.id, morning(10));
  await attendedShift(api, worker.id, client.id, morning(9));
  const from = new Date(now - 14 * 24 * HOUR).toISOString();
  const to = new Date(now).toISOString();
  const period = `staffId=${worker.id}&fromDate=${encodeURIComponent(from)}&toDate=${encodeURIComponent(to)}`;
  const splits = async () =>
    (
      await api.get<{
        attendanceSplits: { attendanceSplitId: string; attendanceId: string; clockIn: string }[];
      }>(`/api/Attendances/load_periodic_timesheets?${period}`)
    ).attendanceSplits.sort((a, b) => a.clockIn.localeCompare(b.clockIn));
  const [, second] = [...new Set((await splits()).map((s) => s.attendanceId))];
  await api.get(`/api/Attendances/approve_all?${period}`);
  // The office approves the worker's pay of the periods holding the two shifts: their lines are frozen.
  const payPeriods = async (fromMs: number, toMs: number) =>
    (
      await api.get<{ periods: PayPeriodReply[] }>(
        `/api/PayLines/get_staff_pay_lines?staffId=${worker.id}&fromDate=${sydneyWallTime(fromMs).slice(0, 10)}&toDate=${sydneyWallTime(toMs).slice(0, 10)}`,
      )
    ).periods;
  const worked = (await payPeriods(now - 14 * 24 * HOUR, now)).filter((p) => p.attendanceCount > 0);
  for (const p of worked) {
    await api.post('/api/PayLines/approve_pay_period', { staffId: worker.id, periodStart: p.fromDate });
  }

  // The office posts the worker's approved pay lines: the two shifts (3 hours each) go to Xero.
  await signIn(page, 'owner@harbourside.demo');
  const postPeriod = (fromIso: string, toIso: string) => postStaffTimesheet(page, worker.id, fromIso, toIso);
  await postPeriod(from, to);
  const sheets = () => bookkeeper.timesheetsOf(employeeId);
  const hours = async () => (await sheets()).reduce((sum, t) => sum + t.Hours, 0);
  expect(await hours()).toBe(6);
  const posted = (await sheets()).map((t) => t.TimesheetID).sort();
  // Posted once more unchanged (the same update: the key Xero saw before).
  await postPeriod(from, to);
  expect((await sheets()).map((t) => t.TimesheetID).sort()).toEqual(posted);

  // The second shift is corrected (the worker stayed 90 minutes longer) and approved after the pay was.
  const shift = (await splits()).filter((x) => x.attendanceId === second);
  const clockIn = Date.parse(shift[0]?.clockIn ?? '');
  await api.form(`/api/Attendances/edit/${second}`, {
    clockIn: sydneyWallTime(clockIn),
    clockOut: sydneyWallTime(clockIn + 4.5 * HOUR),
    startKm: '100',
    endKm: '100',
    report: 'Stayed 90 minutes longer: corrected by the office',
  });
  await api.get(`/api/Attendances/approve_all?${period}`);
  // The approved fortnight is posted as approved: nothing silently changes in Xero.
  await postPeriod(from, to);
  expect(await hours()).toBe(6);

  // The correction (+1.5 h) is paid in the worker's next open period: the office approves it and posts it.
  const lastApproved = worked.at(-1)?.toDate ?? '';
  const afterMs = sydneyMidnight(lastApproved) + 24 * HOUR;
  const paying = (await payPeriods(afterMs, afterMs + 27 * 24 * HOUR)).find((p) =>
    p.lines.some((l) => l.kind === 'correction'),
  );
  expect(paying?.lines.find((l) => l.kind === 'correction')?.explanation).toMatch(
    /^Correction to the period .*: .* was 3 h, now 4\.5 h: \+1\.5 h at /,
  );
  await api.post('/api/PayLines/approve_pay_period', { staffId: worker.id, periodStart: paying?.fromDate });
  const payingFrom = new Date(sydneyMidnight(paying?.fromDate ?? '')).toISOString();
  const payingTo = new Date(sydneyMidnight(paying?.toDate ?? '') + 24 * HOUR).toISOString();
  await postPeriod(payingFrom, payingTo);
  expect(await hours()).toBe(7.5);
  // Each Xero pay period has one timesheet of the worker, however often it was posted.
  const starts = (await sheets()).map((t) => t.StartDate);
  expect(new Set(starts).size).toBe(starts.length);

  // The fake's page of the employee lists the worker's timesheets.
  await page.goto(`${origin}/Payroll/Employees/Employee.aspx?employeeID=${employeeId}`);
  await expect(page.getByRole('heading', { name: 'Timesheets' })).toBeVisible();
  await expect(page.getByText(/"Hours": /).first()).toBeVisible();
});
