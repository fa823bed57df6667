import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { pickDate } from './documents-helpers.ts';
import { signIn } from './helpers.ts';
import { addShift, newClient, newWorker, ownerApi, sydneyWallTime } from './shift-day-setup.ts';

// Issue 38's journey: the office gives a new casual worker their award settings on the Pay tab, the
// worker works two shifts on a phone (390×844: clock in, sign the report, clock out; on the second
// they record a 30-minute unpaid break), the office approves the attendances, reads the pay lines with
// their explanations (the break deducted) and approves the pay period, and the worker reads "My pay"
// on the phone. The server takes a phone's own time for up to 24 hours (the offline rule), so the
// phone's clock is set back to each shift (as billing-delivered.spec.ts does): both shifts lie in the
// last 24 hours, in the day band (06:00–20:00 Sydney) of one date, so their lines do not depend on the
// hour the test runs. Which day that is (a weekday, or the Saturday of a weekend run) follows the
// run's date: the Saturday, evening and public-holiday rules are priced in the domain's and the
// server's tests. Posting approved pay to Xero is xero.spec.ts's journey.

const PASSWORD = 'Award#Pay2026';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const HOUR = 3_600_000;
const CLIENT_AT = { latitude: -33.8731, longitude: 151.2065 };
const PHONE_AT = { latitude: -33.8729, longitude: 151.2067 };

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const calendarDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 0, month: (month ?? 1) - 1, day: day ?? 1 };
};
const local = (ms: number) => {
  const wall = sydneyWallTime(ms);
  return { date: wall.slice(0, 10), hour: Number(wall.slice(11, 13)) };
};

/** The latest whole-hour start whose `hours` end by `limit` and stay in 06:00–20:00 of one Sydney date. */
function daySlot(limit: number, hours: number): number {
  let start = Math.floor((limit - hours * HOUR) / HOUR) * HOUR;
  for (;;) {
    const a = local(start);
    const b = local(start + hours * HOUR - 60_000);
    if (a.date === b.date && a.hour >= 6 && b.hour < 20) {
      return start;
    }
    start -= HOUR;
  }
}

/** The worker's phone at `at`: its clock fixed there (the timers still run), then `path` opened. */
async function phoneAt(context: BrowserContext, phone: Page, at: number, path: string) {
  await context.clock.setFixedTime(new Date(at));
  await phone.goto(path);
}

/** Clock in to the client's shift on Today, and fill and sign its report. */
async function clockIn(phone: Page, client: string) {
  const card = phone
    .getByRole('region', { name: 'Today' })
    .locator('.mantine-Card-root')
    .filter({ has: phone.getByRole('button', { name: new RegExp(`^Shift details: ${client}`) }) });
  await card.getByRole('button', { name: 'Clock-In' }).click();
  await phone
    .getByRole('dialog', { name: 'Clocked in' })
    .getByRole('button', { name: 'Fill Report' })
    .click();
  const goal = phone.getByRole('textbox', { name: 'Goal progress' });
  await goal.click();
  await goal.pressSequentially('Walked to the park and cooked lunch together.');
  await phone.getByLabel('I confirm this report is true and complete').check();
  await phone.getByRole('button', { name: 'Save and sign' }).click();
  await expect(phone).toHaveURL('/app/staff/shift-roster');
}

/** Open Clock Out on the client's shift of the roster; the kilometres when the company asks them. */
async function openClockOut(phone: Page, client: string) {
  const card = phone
    .locator('.mantine-Card-root')
    .filter({ has: phone.getByRole('button', { name: new RegExp(`^Shift details: ${client}`) }) });
  await card.getByRole('button', { name: 'Clock Out' }).click();
  const sheet = phone.getByRole('dialog', { name: 'Clock Out' });
  await expect(sheet).toBeVisible();
  if (await sheet.getByLabel(/Start km/).isVisible()) {
    await sheet.getByLabel(/Start km/).fill('100');
    await sheet.getByLabel(/End km/).fill('100');
  }
  return { card, sheet };
}

/** Chooses the pay period at `index` of the picker (0: the current one) on a pay page. */
async function choosePeriod(page: Page, index: number) {
  await page.getByRole('combobox', { name: 'Pay period' }).click();
  await page.getByRole('option').nth(index).click();
}

test('a casual worker’s shifts worked on a phone are paid by the award, less the unpaid break: settings, approval and My pay on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await ownerApi(request);
  const worker = await newWorker(api, request, 'Casual', PASSWORD);
  const staff = await api.get<{ firstName: string; surName: string }>(`/api/Staffs/${worker.id}`);
  const name = `${staff.firstName} ${staff.surName}`;
  const summary = await api.get<{ periods: { fromDate: string; toDate: string }[] }>(
    '/api/PayLines/get_pay_period_summary',
  );
  // Two shifts of one day in the last 24 hours, in a 6-hour slot ending at least 10 minutes ago: 2 h,
  // an hour's gap, then 3 h (with the break); each with its own client.
  const early = daySlot(Date.now() - 10 * 60_000, 6);
  const late = early + 3 * HOUR;
  const periodIndex = summary.periods.findIndex(
    (p) => p.fromDate <= local(early).date && local(early).date <= p.toDate,
  );
  const period = summary.periods[periodIndex];
  const previous = summary.periods[1];
  expect(period, 'the summary lists the period of the shifts').toBeDefined();
  const first = await newClient(api, 'Award', CLIENT_AT);
  const second = await newClient(api, 'Break', CLIENT_AT);
  for (const [client, from, hours] of [
    [first, early, 2],
    [second, late, 3],
  ] as const) {
    await addShift(api, {
      staffId: worker.id,
      clientId: client.id,
      fromMs: from,
      toMs: from + hours * HOUR,
      description: 'Made by the pay end-to-end test',
    });
  }

  // The office gives the worker their award settings on the Pay tab: casual, SACS level 2.1, from the
  // previous period's first day.
  const office = await browser.newContext({ viewport: DESKTOP, timezoneId: 'Australia/Sydney' });
  const page = await office.newPage();
  await signIn(page, 'owner@harbourside.demo');
  await page.goto(`/app/user/staff/${worker.id}/${staff.firstName}`);
  await page.getByRole('tab', { name: 'Pay' }).click();
  await page.getByRole('button', { name: 'Change award settings' }).click();
  const form = page.getByRole('form', { name: 'Award settings' });
  await pickDate(page, form, 'Takes effect from', calendarDay(previous?.fromDate ?? ''));
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
  await phoneContext.clock.setFixedTime(new Date(early));
  const phone = await phoneContext.newPage();
  await signIn(phone, worker.email, PASSWORD);
  await expect(phone).toHaveURL('/app/staff/dashboard');
  await clockIn(phone, first.fullName);
  await phoneAt(phoneContext, phone, early + 2 * HOUR, '/app/staff/shift-roster');
  const out = await openClockOut(phone, first.fullName);
  await out.sheet.getByRole('button', { name: 'Clock Out' }).click();
  await expect(out.sheet).toBeHidden();

  await phoneAt(phoneContext, phone, late, '/app/staff/dashboard');
  await clockIn(phone, second.fullName);
  await phoneAt(phoneContext, phone, late + 3 * HOUR, '/app/staff/shift-roster');
  const withBreak = await openClockOut(phone, second.fullName);
  await withBreak.sheet.getByLabel('I took an unpaid break').check();
  await withBreak.sheet.getByLabel(/Unpaid break \(minutes\)/).fill('30');
  await phone.screenshot({ path: '../.tmp/clock-out-break-390.png' });
  await withBreak.sheet.getByRole('button', { name: 'Clock Out' }).click();
  await expect(withBreak.sheet).toBeHidden();
  await expect(withBreak.card.getByRole('button', { name: 'Clock Out' })).toHaveCount(0);

  // The office approves the attendances.
  const range = `staffId=${worker.id}&fromDate=${local(early).date}&toDate=${nextDay(local(late).date)}`;
  await api.get(`/api/Attendances/approve_all?${range}`);

  // The pay summary: the worker's lines, each shift's share in words and the rule on demand.
  await page.goto('/app/shift/pay-summary');
  await choosePeriod(page, periodIndex);
  await page.getByRole('button', { name: `Pay lines of ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${name} · `) });
  // The 3-hour shift less its 30-minute break (placed in its middle) is paid in two pieces of 1 h 15 min;
  // the 2-hour one 2 h: 4.5 h in all, each piece in words, the rule on demand.
  const clock = (ms: number) => sydneyWallTime(ms).slice(11).replace(/^0/, '');
  const pay = (from: number, to: number, hours: string) =>
    new RegExp(
      `${clock(from)}–${clock(to)}, .*: ${hours} at \\d+% \\(casual loading included\\) of \\$\\d+\\.\\d{2} = \\$`,
    );
  await expect(drawer.getByText(/· 4\.50 h at \$/)).toBeVisible();
  await expect(drawer.getByText(pay(early, early + 2 * HOUR, '2 h'))).toBeVisible();
  await expect(drawer.getByText(pay(late, late + 75 * 60_000, '1 h 15 min'))).toBeVisible();
  await expect(drawer.getByText(pay(late + 105 * 60_000, late + 3 * HOUR, '1 h 15 min'))).toBeVisible();
  await drawer.getByRole('button', { name: 'Why this amount?' }).first().click();
  await expect(drawer.getByText(/cl\. ?\d|clause|SCHADS/i).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: `Approve the pay of ${name}` }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve the pay of ${name}` })).toHaveCount(0);
  await page.screenshot({ path: '../.tmp/pay-summary-1440.png', fullPage: true });

  // The worker reads My pay on the phone (its clock back to now): the same lines, frozen, in plain words.
  await phoneContext.clock.setFixedTime(new Date(Date.now()));
  await phone.goto('/app/staff/my-pay');
  await choosePeriod(phone, periodIndex);
  await expect(phone.getByText(pay(late + 105 * 60_000, late + 3 * HOUR, '1 h 15 min'))).toBeVisible();
  await expect(phone.getByText(/approved/i).first()).toBeVisible();
  // Nothing of the page is wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.screenshot({ path: '../.tmp/my-pay-390.png', fullPage: true });
  await phoneContext.close();
  await office.close();
});
