import { expect, type Page, test } from '@playwright/test';
import { pickDate } from './documents-helpers.ts';
import { signIn } from './helpers.ts';
import { newClient, newWorker, ownerApi } from './shift-day-setup.ts';

// Issue 38's journey: the office gives a new casual worker their award settings on the Pay tab, the
// worker's Saturday and weekday evening shifts are attended and approved, the office reads the pay
// lines with their explanations and approves the pay period, and the worker reads "My pay" on a
// phone. The shifts are in the previous pay period (wholly past whatever today is) and are marked as
// attended by the office: a phone can only send what it recorded in the last 24 hours, and those
// days are further back (the phone's clock-in journey is shift-day.spec.ts). Posting approved pay to
// Xero is xero.spec.ts's journey.

const PASSWORD = 'Award#Pay2026';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

type Api = Awaited<ReturnType<typeof ownerApi>>;

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const calendarDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 0, month: (month ?? 1) - 1, day: day ?? 1 };
};

/** A shift of the worker on a Sydney date and wall times, attended as rostered (marked by the office). */
async function attended(api: Api, staffId: string, clientId: string, date: string, from: string, to: string) {
  const { shiftRosterIds } = await api.post<{ shiftRosterIds: string[] }>(
    '/api/ShiftRosters/add_multipleclient_shifts',
    {
      staffId,
      clientsId: [clientId],
      dateFrom: `${date}T${from}`,
      dateTo: `${date}T${to}`,
      activities: ['Personal Support'],
      isNightShift: false,
      isExceptionalShift: false,
      repeat: false,
      ...Object.fromEntries(WEEKDAYS.map((d) => [d, false])),
      stopDate: null,
      description: 'Made by the pay end-to-end test',
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

/** Chooses the previous pay period (the picker's second) on a pay page. */
async function previousPeriod(page: Page) {
  await page.getByRole('combobox', { name: 'Pay period' }).click();
  await page.getByRole('option').nth(1).click();
}

test('a casual worker’s Saturday and weekday evening are paid by the award: settings, approval and My pay on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await ownerApi(request);
  const client = await newClient(api, 'Award', { latitude: -33.8731, longitude: 151.2065 });
  const worker = await newWorker(api, request, 'Casual', PASSWORD);
  const staff = await api.get<{ firstName: string; surName: string }>(`/api/Staffs/${worker.id}`);
  const name = `${staff.firstName} ${staff.surName}`;
  const summary = await api.get<{ periods: { fromDate: string; toDate: string }[] }>(
    '/api/PayLines/get_pay_period_summary',
  );
  const previous = summary.periods[1];
  expect(previous, 'the summary lists the period before the current one').toBeDefined();
  const days: string[] = [];
  for (let d = previous?.fromDate ?? ''; d <= (previous?.toDate ?? ''); d = nextDay(d)) {
    days.push(d);
  }
  const saturday = days.find((d) => weekdayOf(d) === 6) ?? '';
  const evening = days.find((d) => weekdayOf(d) >= 1 && weekdayOf(d) <= 5) ?? '';

  // The office gives the worker their award settings on the Pay tab: casual, SACS level 2.1, from the
  // period's first day.
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

  // Saturday 8:00–14:00 and a weekday evening 17:00–21:00, attended and approved.
  await attended(api, worker.id, client.id, saturday, '08:00', '14:00');
  await attended(api, worker.id, client.id, evening, '17:00', '21:00');
  const range = `staffId=${worker.id}&fromDate=${previous?.fromDate}&toDate=${nextDay(previous?.toDate ?? '')}`;
  await api.get(`/api/Attendances/approve_all?${range}`);

  // The pay summary: the worker's lines, each shift's share in words and the rule on demand.
  await page.goto('/app/shift/pay-summary');
  await previousPeriod(page);
  await page.getByRole('button', { name: `Pay lines of ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${name} · `) });
  const saturdayLine = drawer.getByLabel(/^(Saturday|Public holiday), /);
  await expect(
    saturdayLine.getByText(/: 6 h at \d+% \(casual loading included\) of \$\d+\.\d{2} = \$/),
  ).toBeVisible();
  await saturdayLine.getByRole('button', { name: 'Why this amount?' }).click();
  await expect(saturdayLine.getByText(/cl\. ?\d|clause|SCHADS/i).first()).toBeVisible();
  await expect(drawer.getByText(/17:00–/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: `Approve the pay of ${name}` }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve the pay of ${name}` })).toHaveCount(0);
  await page.screenshot({ path: '../.tmp/pay-summary-1440.png', fullPage: true });

  // The worker reads My pay on a phone: the same lines, frozen, in plain words.
  const phoneContext = await browser.newContext({ viewport: PHONE, timezoneId: 'Australia/Sydney' });
  const phone = await phoneContext.newPage();
  await signIn(phone, worker.email, PASSWORD);
  await phone.goto('/app/staff/my-pay');
  await previousPeriod(phone);
  const mine = phone.getByLabel(/^(Saturday|Public holiday), /);
  await expect(
    mine.getByText(/: 6 h at \d+% \(casual loading included\) of \$\d+\.\d{2} = \$/),
  ).toBeVisible();
  await expect(phone.getByText(/approved/i).first()).toBeVisible();
  // Nothing of the page is wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.screenshot({ path: '../.tmp/my-pay-390.png', fullPage: true });
  await phoneContext.close();
  await office.close();
});
