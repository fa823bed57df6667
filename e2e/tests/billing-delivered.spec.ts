import { expect, test } from '@playwright/test';
import { closeOwnContexts, DEMO_PASSWORD, signIn } from './helpers.ts';
import { clockInWithReport, openClockOut } from './phone-shift.ts';
import { addShift, newClient, newWorker, ownerApi, stamp, sydneyWallTime } from './shift-day-setup.ts';

// Bill only what was delivered (issue 25), one journey: a worker on a phone clocks out an hour early
// from a 3-hour shift; the office sees it on the roster and on the timesheet (rostered against
// worked), approves it, loads the plan-managed client's invoice (the short line bills the worked
// 2 hours), confirms the agreed time with a reason, saves and sends the invoice to the plan manager
// and records a part payment, which the aged list shows.
//
// The phone's clock is set back (a queued action's own time, accepted up to 24 hours old) to a
// recent 3-hour slot inside one band (06:00–20:00, 20:00–24:00 or 00:00–06:00, Sydney): one line
// whatever the time of day the test runs; the client has no schedule, so the company's default
// item of the band prices it.

const HOUR = 3_600_000;
const PASSWORD = `Short#${stamp()}Aa1`;
const PHONE = { width: 390, height: 844 };
const CLIENT_AT = { latitude: -33.8688, longitude: 151.2093 };
const PHONE_AT = { latitude: -33.8686, longitude: 151.2095 };
const REASON = 'The participant asked the worker to leave early; the agreed fee applies';

const local = (ms: number) => {
  const wall = sydneyWallTime(ms);
  return { date: wall.slice(0, 10), hour: Number(wall.slice(11, 13)) };
};
const segment = (hour: number) => (hour < 6 ? 0 : hour < 20 ? 1 : 2);

/** The latest whole-hour start at least 2 h 10 min ago whose 3 hours stay in one band of one day. */
function slotStart(now: number): number {
  let start = Math.floor((now - 2 * HOUR - 10 * 60_000) / HOUR) * HOUR;
  for (;;) {
    const a = local(start);
    const b = local(start + 3 * HOUR - 60_000);
    if (a.date === b.date && segment(a.hour) === segment(b.hour)) {
      return start;
    }
    start -= HOUR;
  }
}

/** 'Tuesday, 1 December 2026', as the roster labels a day. */
function dayLabel(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  const f = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', ...o }).format(at);
  return `${f({ weekday: 'long' })} ${Number(date.slice(8))} ${f({ month: 'long' })} ${date.slice(0, 4)}`;
}

const dollars = (text: string) =>
  (text.match(/\$[\d,]+\.\d\d/g) ?? []).map((d) => Number(d.replace(/[$,]/g, '')));

test.afterEach(closeOwnContexts);

test('a worker leaves an hour early: roster, timesheet, the invoice bills the worked time, confirmed, sent and part paid', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await ownerApi(request);
  const now = Date.now();
  const start = slotStart(now);
  const day = local(start).date;
  const year = Number(day.slice(0, 4));
  const client = await newClient(api, 'Short', CLIENT_AT);
  const manager = `Bayside Plan Management ${stamp()}`;
  await api.post('/api/ClientPlans', {
    clientId: client.id,
    startDate: `${year - 1}${day.slice(4)}`,
    endDate: `${year + 1}${day.slice(4)}`,
    management: 'Plan Managed',
    planManager: manager,
    planManagerEmail: 'invoices@bayside-plans.example',
    budgets: [{ supportCategoryNumber: '1', amount: '20,000.00' }],
  });
  const worker = await newWorker(api, request, 'Early', PASSWORD);
  await addShift(api, {
    staffId: worker.id,
    clientId: client.id,
    fromMs: start,
    toMs: start + 3 * HOUR,
    description: 'Made by the short-delivery end-to-end test',
  });

  // The phone, its clock at the shift's start: clock in, fill the report.
  const context = await browser.newContext({
    viewport: PHONE,
    geolocation: PHONE_AT,
    permissions: ['geolocation'],
  });
  // Fixed (the timers still run), so the worked time is exactly 2 hours.
  await context.clock.setFixedTime(new Date(start));
  const phone = await context.newPage();
  await signIn(phone, worker.email, PASSWORD);
  await expect(phone).toHaveURL('/app/staff/dashboard');
  await clockInWithReport(phone, client.fullName, 'Made lunch together; the participant then asked to rest.');

  // Two hours in, an hour before the end: clock out with a reason.
  await context.clock.setFixedTime(new Date(start + 2 * HOUR));
  const { card: rosterCard, sheet: out } = await openClockOut(phone, client.fullName);
  await out.getByLabel(/Reason for leaving early/).fill('The participant asked to rest');
  await out.getByRole('button', { name: 'Clock Out' }).click();
  await expect(out).toBeHidden();
  await expect(rosterCard.getByText('Left early')).toBeVisible();
  await context.close();

  // The office's roster: the shift reads Left early.
  await signIn(page, 'owner@harbourside.demo', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/app/shift/roster');
  const grid = page.getByRole('grid', { name: 'Month' });
  await expect(grid).toBeVisible();
  if (day.slice(0, 7) < local(now).date.slice(0, 7)) {
    await page.getByRole('button', { name: 'Previous month' }).click();
  }
  await page
    .getByRole('textbox', { name: 'Search by staff, client or shift id' })
    .fill(client.fullName.split(' ')[0] ?? '');
  await grid.getByRole('button', { name: new RegExp(`^${dayLabel(day)}:`) }).click();
  const shift = page
    .getByRole('region', { name: `Shifts on ${dayLabel(day)}` })
    .getByRole('button', { name: new RegExp(`, ${client.fullName}, `) });
  // (The clock-in is flagged: the phone sent its own time, hours behind the server.)
  await expect(shift).toHaveAccessibleName(/, Left early(,|$)/);

  // The timesheet: rostered 3 hours against worked 2, short beyond the tolerance; approved.
  const from = new Date(start - 24 * HOUR).toISOString();
  const to = new Date(start + 24 * HOUR).toISOString();
  await page.goto(`/app/shift/timesheet?from=${from}&to=${to}&staff=${worker.id}`);
  const sheet = page.getByRole('table', { name: 'timesheet attendances' });
  const row = sheet.getByRole('row').filter({ hasText: '−1 Hrs 0 min' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Show details' }).click();
  const compared = page.getByRole('table', { name: 'Rostered against worked' });
  await expect(compared.getByText('3 Hrs 0 min')).toBeVisible();
  await expect(compared.getByText('2 Hrs 0 min')).toBeVisible();
  await expect(compared.getByText(/Short beyond the \d+-minute tolerance/)).toBeVisible();
  // Each approval removes its split's buttons: the details' and the row's (issue 40 item 7).
  const approve = page.getByRole('button', { name: /^Approve the / });
  while ((await approve.count()) > 0) {
    const before = await approve.count();
    await approve.first().click();
    await expect.poll(() => approve.count()).toBeLessThan(before);
  }

  // The invoice: the short line bills the worked 2 hours (the agreed 3 once confirmed: half as much again).
  await page.goto(`/app/reports/invoice?clientId=${client.id}&fromDate=${day}&toDate=${day}`);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  const table = page.getByRole('table', { name: 'invoice lines' });
  const line = table.getByRole('row').filter({ hasText: 'Short delivery' });
  await expect(line).toHaveCount(1);
  const [short] = dollars(await line.innerText());
  expect(short).toBeGreaterThan(0);

  // The office confirms the agreed time with a reason, then saves.
  await line.getByRole('button', { name: 'Confirm agreed' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the agreed time' });
  await confirm.getByLabel('Reason').fill(REASON);
  await confirm.getByRole('button', { name: 'Bill the agreed time' }).click();
  await expect(confirm).toBeHidden();
  const confirmed = table.getByRole('row').filter({ hasText: 'Short, agreed confirmed' });
  await expect(confirmed).toHaveCount(1);
  const [agreed] = dollars(await confirmed.innerText());
  expect(agreed).toBeCloseTo((short ?? 0) * 1.5, 2);
  await page.getByRole('button', { name: 'Save Invoice' }).click();
  const number = ((
    await page
      .getByText(/INV-\d{6}/)
      .first()
      .innerText()
  ).match(/INV-\d{6}/) ?? [''])[0];

  // Saved Invoices: to send; Send names the plan manager; then a part payment.
  await page.goto('/app/reports/saved-invoice');
  await page.getByPlaceholder('Search by client, description or invoice number').fill(number);
  const saved = page.getByRole('row').filter({ hasText: number });
  await expect(saved.getByText('To send')).toBeVisible();
  await saved.getByRole('button', { name: 'Send', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Send invoice' });
  await expect(send.getByText(`Bill to ${manager} (plan manager)`)).toBeVisible();
  await expect(send.getByLabel('Send to')).toHaveValue('invoices@bayside-plans.example');
  await send.getByRole('button', { name: 'Send invoice' }).click();
  await expect(send).toBeHidden();
  await expect(saved.getByText(/Sent to invoices@bayside-plans\.example/)).toBeVisible();
  await saved.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record a payment' });
  // A described date field is the app's picker: DD-MM-YYYY, not the browser's own (en-US) order.
  await expect(pay.getByRole('button', { name: 'Paid on' })).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
  await pay.getByLabel('Amount').fill('50');
  await pay.getByLabel('Reference').fill('REMIT-E2E');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay).toBeHidden();
  await expect(saved.getByText('Part paid')).toBeVisible();

  // The aged list: still owed, not yet due.
  await page.getByRole('link', { name: 'Aged unpaid invoices' }).click();
  const aged = page.getByRole('row').filter({ hasText: number });
  await expect(aged.getByText(manager)).toBeVisible();
  await expect(aged.getByText('Part paid')).toBeVisible();
  await expect(aged.getByText('Current')).toBeVisible();
});
