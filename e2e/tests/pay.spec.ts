import { expect, type Page, test } from '@playwright/test';
import { pickDate } from './documents-helpers.ts';
import { connectFakeXero, fakeXeroBookkeeper, postStaffTimesheet } from './fake-xero.ts';
import { closeOwnContexts, signIn } from './helpers.ts';
import { clockInWithReport, openClockOut, phoneAt } from './phone-shift.ts';
import { contextOnServerTime, serverNow, sydneyAt } from './set-clock.ts';
import { addShift, newClient, newWorker, ownerApi } from './shift-day-setup.ts';

// Issue 38's journey, on the server whose clock started on Saturday 1 August 2026 at 13:00 in Sydney
// (playwright.config.ts, CLOCK_START): the office gives a new casual shiftworker their award settings
// on the Pay tab; on a phone (390×844) the worker works the Friday evening before (17:00–21:00, an
// afternoon shift) and that Saturday morning (08:00–12:00, with a 30-minute unpaid break), clocking in,
// signing the report and clocking out, the phone's clock set to each time as a phone's is; the office
// approves the attendances, reads the pay lines with their explanations and approves the pay period,
// the worker reads "My pay" on the phone, and the office posts the period to the local fake of Xero,
// whose timesheet then holds the 7.5 paid hours.

const PASSWORD = 'Award#Pay2026';
const GOAL = 'Walked to the park and cooked lunch together.';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const CLIENT_AT = { latitude: -33.8731, longitude: 151.2065 };
const PHONE_AT = { latitude: -33.8729, longitude: 151.2067 };
const FRIDAY_EVENING = { from: sydneyAt('2026-07-31T17:00'), to: sydneyAt('2026-07-31T21:00') };
const SATURDAY_MORNING = { from: sydneyAt('2026-08-01T08:00'), to: sydneyAt('2026-08-01T12:00') };
/** The fortnight holding both (the demo's pay periods start on Mondays from 5 January 2026). */
const PERIOD = { fromDate: '2026-07-20', toDate: '2026-08-02' };

/** Chooses the pay period at `index` of the picker (0: the current one) on a pay page. */
async function choosePeriod(page: Page, index: number) {
  await page.getByRole('combobox', { name: 'Pay period' }).click();
  await page.getByRole('option').nth(index).click();
}

test.afterEach(closeOwnContexts);

test('a casual shiftworker’s Friday evening and Saturday shifts, worked on a phone, are paid by the award, approved, read in My pay and posted to Xero', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(request);
  const origin = await connectFakeXero(api, request);
  const bookkeeper = await fakeXeroBookkeeper(request, origin);
  const worker = await newWorker(api, request, 'Casual', PASSWORD);
  const staff = await api.get<{ firstName: string; surName: string }>(`/api/Staffs/${worker.id}`);
  const name = `${staff.firstName} ${staff.surName}`;
  // The worker is an employee of the Xero organisation's payroll, linked by the import.
  const employeeId = await bookkeeper.addEmployee({
    firstName: staff.firstName,
    lastName: staff.surName,
    email: worker.email,
  });
  await api.post('/api/Staffs/xero_import', { externalIds: [employeeId] });
  const evening = await newClient(api, 'Evening', CLIENT_AT);
  const saturday = await newClient(api, 'Saturday', CLIENT_AT);
  for (const [client, shift] of [
    [evening, FRIDAY_EVENING],
    [saturday, SATURDAY_MORNING],
  ] as const) {
    await addShift(api, {
      staffId: worker.id,
      clientId: client.id,
      fromMs: shift.from,
      toMs: shift.to,
      description: 'Made by the pay end-to-end test',
    });
  }

  // The office gives the worker their award settings on the Pay tab: casual, SACS level 2.1, a
  // shiftworker (told in writing), from the first day of the fortnight before.
  const office = await contextOnServerTime(browser, request, { viewport: DESKTOP });
  const page = await office.newPage();
  await signIn(page, 'owner@harbourside.demo');
  await page.goto(`/app/user/staff/${worker.id}/${staff.firstName}`);
  await page.getByRole('tab', { name: 'Pay' }).click();
  await page.getByRole('button', { name: 'Change award settings' }).click();
  const form = page.getByRole('form', { name: 'Award settings' });
  await form.getByLabel('Shiftworker (told in writing)').check();
  await pickDate(page, form, 'Date of the written advice', { year: 2026, month: 6, day: 6 });
  await pickDate(page, form, 'Takes effect from', { year: 2026, month: 6, day: 6 });
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Casual').first()).toBeVisible();

  // The worker's phone: clock in and out of each shift at its times.
  const phoneContext = await browser.newContext({
    viewport: PHONE,
    timezoneId: 'Australia/Sydney',
    geolocation: PHONE_AT,
    permissions: ['geolocation'],
  });
  await phoneContext.clock.setFixedTime(new Date(FRIDAY_EVENING.from));
  const phone = await phoneContext.newPage();
  await signIn(phone, worker.email, PASSWORD);
  await expect(phone).toHaveURL('/app/staff/dashboard');
  await clockInWithReport(phone, evening.fullName, GOAL);
  await phoneAt(phoneContext, phone, FRIDAY_EVENING.to, '/app/staff/shift-roster');
  const out = await openClockOut(phone, evening.fullName);
  await out.sheet.getByRole('button', { name: 'Clock Out' }).click();
  await expect(out.sheet).toBeHidden();

  await phoneAt(phoneContext, phone, SATURDAY_MORNING.from, '/app/staff/dashboard');
  await clockInWithReport(phone, saturday.fullName, GOAL);
  await phoneAt(phoneContext, phone, SATURDAY_MORNING.to, '/app/staff/shift-roster');
  const withBreak = await openClockOut(phone, saturday.fullName);
  await withBreak.sheet.getByLabel('I took an unpaid break').check();
  await withBreak.sheet.getByLabel(/Unpaid break \(minutes\)/).fill('30');
  await phone.screenshot({ path: '../.tmp/clock-out-break-390.png' });
  await withBreak.sheet.getByRole('button', { name: 'Clock Out' }).click();
  await expect(withBreak.sheet).toBeHidden();
  await expect(withBreak.card.getByRole('button', { name: 'Clock Out' })).toHaveCount(0);

  // The office approves the attendances.
  await api.get(`/api/Attendances/approve_all?staffId=${worker.id}&fromDate=2026-07-31&toDate=2026-08-02`);

  // The pay summary: the worker's lines, each shift's share in words and the rule on demand.
  await page.goto('/app/shift/pay-summary');
  const summary = await api.get<{ periods: { fromDate: string; toDate: string }[] }>(
    '/api/PayLines/get_pay_period_summary',
  );
  const periodIndex = summary.periods.findIndex((p) => p.fromDate === PERIOD.fromDate);
  expect(summary.periods[periodIndex], 'the summary lists the fortnight of the two shifts').toMatchObject(
    PERIOD,
  );
  await choosePeriod(page, periodIndex);
  await page.getByRole('button', { name: `Pay lines of ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${name} · `) });
  // Friday 17:00–21:00 ends after 20:00: an afternoon shift, 4 h at 112.5% + the casual 25% = 137.5% of
  // level 2.1's $36.22 (the 2026-27 rates, in force from the first full pay period on or after 1 July).
  // Saturday's 4 hours less the 30-minute break (placed in the middle): two pieces of 1 h 45 min at
  // 150% + 25% = 175%. Each piece in words, the rule on demand.
  const FRIDAY_LINE =
    'Fri 31 Jul 17:00–21:00, Afternoon shift: 4 h at 137.5% (casual loading included) of $36.22 = $199.21';
  const SATURDAY_LINES = [
    'Sat 1 Aug 8:00–9:45, Saturday: 1 h 45 min at 175% (casual loading included) of $36.22 = $110.92',
    'Sat 1 Aug 10:15–12:00, Saturday: 1 h 45 min at 175% (casual loading included) of $36.22 = $110.92',
  ];
  await expect(drawer.getByText('$421.06', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Fri 31 Jul · 4.00 h at $49.8025')).toBeVisible();
  await expect(drawer.getByText('Sat 1 Aug · 3.50 h at $63.385')).toBeVisible();
  for (const line of [FRIDAY_LINE, ...SATURDAY_LINES]) {
    await expect(drawer.getByText(line, { exact: true })).toBeVisible();
  }
  await drawer.getByRole('button', { name: 'Why this amount?' }).first().click();
  // The afternoon line's rule: the award's clause for the loading, whole shift.
  await expect(drawer.getByText('cl 29.2/29.3 (FWO-SW)', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/Afternoon shift loading, whole shift/)).toBeVisible();
  await page.screenshot({ path: '../.tmp/pay-lines-drawer-1440.png' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: `Approve the pay of ${name}` }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve the pay of ${name}` })).toHaveCount(0);
  await page.screenshot({ path: '../.tmp/pay-summary-1440.png', fullPage: true });

  // The worker reads My pay on the phone (its clock back to the server's now): the same lines, frozen.
  await phoneContext.clock.setFixedTime(new Date(await serverNow(request)));
  await phone.goto('/app/staff/my-pay');
  await choosePeriod(phone, periodIndex);
  await expect(phone.getByText(FRIDAY_LINE, { exact: true })).toBeVisible();
  await expect(phone.getByText(SATURDAY_LINES[1] ?? '', { exact: true })).toBeVisible();
  await expect(phone.getByText(/approved/i).first()).toBeVisible();
  // Nothing of the page is wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.screenshot({ path: '../.tmp/my-pay-390.png', fullPage: true });
  await phoneContext.close();

  // The office posts the approved period to Xero payroll: one timesheet of the worker, 7.5 hours.
  const fromIso = new Date(sydneyAt(`${PERIOD.fromDate}T00:00`)).toISOString();
  const toIso = new Date(sydneyAt('2026-08-03T00:00')).toISOString();
  await postStaffTimesheet(page, worker.id, fromIso, toIso);
  const sheets = await bookkeeper.timesheetsOf(employeeId);
  expect(sheets).toHaveLength(1);
  expect(sheets[0]?.Hours).toBe(7.5);
  await office.close();
});
