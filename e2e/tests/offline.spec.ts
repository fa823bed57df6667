import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

// The staff portal without a signal (issue 13, WORKFORCE.md "Clock-in, location, offline"): a worker
// clocks in online, loses the signal, reopens the roster from the service worker, signs the shift
// report and clocks out with mileage on the phone; back online, the queue sends it all in order and
// the attendance shows the clock-out. The client, worker and shift are made through the API around
// the real now, so the day the test runs does not matter.

const ZONE = 'Australia/Sydney';
const PASSWORD = 'Offline#Shift2026';
const PHONE = { width: 390, height: 844 };
const CLIENT_AT = { latitude: -33.8688, longitude: 151.2093 };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const WEEKDAY_FLAGS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A moment as the company's local date-time, 'YYYY-MM-DDTHH:mm' (how the roster takes shift times). */
function localDateTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function ownerApi(request: APIRequestContext) {
  const login = await request.post('/api/Account/login', {
    data: { email: 'owner@harbourside.demo', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const ok = async <T>(reply: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()) as T;
  };
  return {
    post: <T>(url: string, data: object) => request.post(url, { headers, data }).then((r) => ok<T>(r)),
    form: <T>(
      url: string,
      multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
    ) => request.post(url, { headers, multipart }).then((r) => ok<T>(r)),
    get: <T>(url: string) => request.get(url, { headers }).then((r) => ok<T>(r)),
  };
}

test('a worker signs the report and clocks out offline; the phone sends it all when back online', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(request);

  // A client with a map location, a worker who signs in, and a shift from 5 minutes ago for 3 hours.
  const clientName = `Offline${stamp()}`;
  const { profileId } = await api.form<{ profileId: string }>('/api/Profiles/add_client', {
    firstName: clientName,
    surName: 'Client',
    email: `${clientName.toLowerCase()}@example.com.au`,
    phoneNumber: '0412 000 666',
    agreementStartDate: '2026-01-01',
    agreementEndDate: '2030-12-31',
    ndisNo: '431000666',
    latitude: String(CLIENT_AT.latitude),
    longitude: String(CLIENT_AT.longitude),
  });
  const workerName = `Phone${stamp()}`;
  const email = `${workerName.toLowerCase()}@example.com.au`;
  const { staffId } = await api.form<{ staffId: string }>('/api/Staffs/add_staff', {
    firstName: workerName,
    surName: 'Worker',
    email,
    phoneNumber: '0412 000 777',
    offerLetter: { name: 'offer-letter.pdf', mimeType: 'application/pdf', buffer: PDF },
  });
  const mails = await api.get<{ to: string; bodyText: string }[]>('/api/Mailbox/get_outbox');
  const invitation = mails.find((m) => m.to === email && m.bodyText.includes('set-password?token='));
  const token = /set-password\?token=([\w-]+)/.exec(invitation?.bodyText ?? '')?.[1] ?? '';
  const set = await request.post('/api/Account/set_password', {
    data: { token, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(set.ok(), await set.text()).toBe(true);
  const now = Date.now();
  await api.post('/api/ShiftRosters/add_multipleclient_shifts', {
    staffId,
    clientsId: [profileId],
    dateFrom: localDateTime(new Date(now - 5 * 60_000)),
    dateTo: localDateTime(new Date(now + 3 * 3_600_000)),
    activities: ['Personal Support'],
    isNightShift: false,
    isExceptionalShift: false,
    repeat: false,
    ...Object.fromEntries(WEEKDAY_FLAGS.map((d) => [d, false])),
    stopDate: null,
    description: 'Made by the offline end-to-end test',
    appointment: '',
    overrideReason: 'End-to-end test: a new worker',
  });

  // The worker's phone, at the client's door. The service worker takes over and keeps the roster.
  const context = await browser.newContext({
    viewport: PHONE,
    geolocation: CLIENT_AT,
    permissions: ['geolocation'],
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/app/staff/shift-roster');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload(); // the roster's reads now pass through the worker, which keeps them

  const card = page.locator('.mantine-Card-root').filter({
    has: page.getByRole('button', { name: new RegExp(`^Shift details: ${clientName} Client,`) }),
  });
  await card.getByRole('button', { name: 'Clock-In' }).click();
  const clockedIn = page.getByRole('dialog', { name: 'Clocked in' });
  await expect(clockedIn).toBeVisible();
  await clockedIn.getByRole('button', { name: 'Later' }).click();
  await expect(card.getByRole('button', { name: 'Fill Report' })).toBeVisible();

  // No signal: the shell and the day's shifts still open.
  await context.setOffline(true);
  await page.reload();
  await expect(card.getByRole('button', { name: 'Fill Report' })).toBeVisible();
  await card.getByRole('button', { name: 'Fill Report' }).click();

  const report = page.getByRole('form', { name: 'Shift report' });
  await expect(report).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Meal management plan followed?' }).getByLabel('Yes').check();
  for (const question of ['Drinking problem?', 'Health issues?', 'Incident?', 'Behaviour of concern?']) {
    await page.getByRole('radiogroup', { name: question }).getByLabel('No').check();
  }
  const goal = page.getByRole('textbox', { name: 'Goal progress' });
  await goal.click();
  await goal.pressSequentially('Walked to the shops and chose lunch with support.');
  await page.getByLabel('I confirm this report is true and complete').check();
  // The offline banner is fixed over the bottom of a phone's screen, where this button is: the
  // keyboard reaches it.
  await page.getByRole('button', { name: 'Save and sign' }).press('Enter');

  // Back on the roster: the signed report waits on the phone, so Clock Out is offered.
  await expect(page).toHaveURL(/\/app\/staff\/shift-roster/);
  await expect(card.getByText('Waiting to send')).toBeVisible();
  await expect(card.getByText('Shift report (signed)')).toBeVisible();
  await card.getByRole('button', { name: 'Clock Out' }).press('Enter');
  const mileage = page.getByRole('dialog', { name: 'Clock Out' });
  await mileage.getByLabel('Start km').fill('1200');
  await mileage.getByLabel('End km').fill('1212.5');
  await mileage.getByRole('button', { name: 'Clock Out' }).press('Enter');
  await expect(mileage).toBeHidden();
  await expect(card.getByText(/^Clock-out, /)).toBeVisible();
  await expect(card.getByText(/^Mileage 1200–1212.5 km, /)).toBeVisible();

  // The signal is back: the queue sends the report, the mileage and the clock-out, in that order.
  await context.setOffline(false);
  await expect(card.getByText('Waiting to send')).toBeHidden({ timeout: 40_000 });
  await expect(card.getByText(/Not accepted/)).toHaveCount(0);

  await page.goto('/app/staff/attendance');
  const attendance = page.getByRole('link', { name: new RegExp(`^Attendance: ${clientName} Client,`) });
  await expect(attendance).toBeVisible();
  await expect(attendance.getByText('In Shift')).toHaveCount(0);
  await expect(attendance.getByText('12.5 km')).toBeVisible();
  await context.close();
});
