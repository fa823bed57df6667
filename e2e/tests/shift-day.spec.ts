import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

// A support worker's shift day on a phone (issue 13): clock in inside the client's area, fill and
// sign the shift report, clock out with the mileage, and find the attendance with its kilometres.
// The client (with a map position), the worker and the shift are made through the API with times
// computed from the real now, so neither the demo roster nor the time of day matters.

const ZONE = 'Australia/Sydney';
const PASSWORD = 'Shift#Day2026';
const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const WEEKDAY_FLAGS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
// The client's home (Sydney CBD) and the phone about 30 m away: inside the default 500 m radius.
const CLIENT_AT = { latitude: -33.8688, longitude: 151.2093 };
const PHONE_AT = { latitude: -33.8686, longitude: 151.2095 };

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** An instant as Sydney's wall time, 'YYYY-MM-DDTHH:mm', as the add-shift call takes it. */
const sydneyWallTime = (at: number) => {
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
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};

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
type OwnerApi = Awaited<ReturnType<typeof ownerApi>>;

/** A client with a map position, so the clock-in is checked against their address. */
async function newClient(api: OwnerApi) {
  const firstName = `Day${stamp()}`;
  const { profileId } = await api.form<{ profileId: string }>('/api/Profiles/add_client', {
    firstName,
    surName: 'Client',
    email: `${firstName.toLowerCase()}@example.com.au`,
    phoneNumber: '0412 000 666',
    agreementStartDate: '2026-01-01',
    agreementEndDate: '2030-12-31',
    ndisNo: '431000666',
    latitude: String(CLIENT_AT.latitude),
    longitude: String(CLIENT_AT.longitude),
  });
  return { id: profileId, fullName: `${firstName} Client` };
}

/** A staff member who signs in: their invitation is taken from the outbox and a password set. */
async function newWorker(api: OwnerApi, request: APIRequestContext) {
  const firstName = `Clock${stamp()}`;
  const email = `${firstName.toLowerCase()}@example.com.au`;
  const { staffId } = await api.form<{ staffId: string }>('/api/Staffs/add_staff', {
    firstName,
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
  return { id: staffId, email };
}

test('a worker clocks in inside the client’s area, signs the report, clocks out with mileage and sees the attendance', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await ownerApi(request);
  const client = await newClient(api);
  const worker = await newWorker(api, request);
  const now = Date.now();
  await api.post('/api/ShiftRosters/add_multipleclient_shifts', {
    staffId: worker.id,
    clientsId: [client.id],
    dateFrom: sydneyWallTime(now - 5 * 60_000),
    dateTo: sydneyWallTime(now + 3 * 3_600_000),
    activities: ['Personal Support'],
    isNightShift: false,
    isExceptionalShift: false,
    repeat: false,
    ...Object.fromEntries(WEEKDAY_FLAGS.map((d) => [d, false])),
    stopDate: null,
    description: 'Made by the shift-day end-to-end test',
    appointment: '',
    overrideReason: 'End-to-end test: a new worker',
  });

  // The worker's phone, with location allowed and standing near the client's home.
  const context = await browser.newContext({
    viewport: PHONE,
    geolocation: PHONE_AT,
    permissions: ['geolocation'],
  });
  const phone = await context.newPage();
  await signIn(phone, worker.email, PASSWORD);
  await expect(phone).toHaveURL('/app/staff/dashboard');

  // Today on the dashboard: the shift is open for clocking in.
  const today = phone.getByRole('region', { name: 'Today' });
  const card = today.locator('.mantine-Card-root').filter({
    has: phone.getByRole('button', { name: new RegExp(`^Shift details: ${client.fullName}`) }),
  });
  await expect(card.getByText('Clock-In', { exact: true }).first()).toBeVisible();
  await card.getByRole('button', { name: 'Clock-In' }).click();
  const clockedIn = phone.getByRole('dialog', { name: 'Clocked in' });
  await expect(clockedIn.getByText('Fill the shift report before you clock out')).toBeVisible();
  await expect(clockedIn.getByText(/^Clocked in\./)).toBeVisible();
  // Inside the area: nothing for the office to review.
  await expect(clockedIn.getByText(/office will review/)).toHaveCount(0);
  await clockedIn.getByRole('button', { name: 'Fill Report' }).click();

  // The shift report: goal progress, the confirmation, Save and sign.
  await expect(phone).toHaveURL(/\/app\/staff\/report-form\//);
  await expect(phone.getByRole('heading', { name: 'Shift Report', level: 1 })).toBeVisible();
  const goal = phone.getByRole('textbox', { name: 'Goal progress' });
  await goal.click();
  await goal.pressSequentially('Walked to the shops together and chose the week’s groceries.');
  await phone.getByLabel('I confirm this report is true and complete').check();
  await phone.getByRole('button', { name: 'Save and sign' }).click();
  await expect(phone).toHaveURL('/app/staff/shift-roster');

  // Clock Out on the roster: the mileage prompt wants both readings.
  const rosterCard = phone.locator('.mantine-Card-root').filter({
    has: phone.getByRole('button', { name: new RegExp(`^Shift details: ${client.fullName}`) }),
  });
  await expect(rosterCard.getByText('Shift in progress')).toBeVisible();
  await rosterCard.getByRole('button', { name: 'Clock Out' }).click();
  const mileage = phone.getByRole('dialog', { name: 'Clock Out' });
  await mileage.getByRole('button', { name: 'Clock Out' }).click();
  await expect(mileage.getByText('Start KM is required')).toBeVisible();
  await expect(mileage.getByText('End KM is required')).toBeVisible();
  await mileage.getByLabel('Start km').fill('12000');
  await mileage.getByLabel('End km').fill('12042.5');
  await mileage.getByRole('button', { name: 'Clock Out' }).click();
  await expect(mileage).toBeHidden();
  await expect(rosterCard.getByText('Present')).toBeVisible();
  await expect(rosterCard.getByRole('button', { name: 'Clock Out' })).toHaveCount(0);

  // My Attendance: the attendance with its kilometres; its report says where the phone was.
  await phone.goto('/app/staff/attendance');
  await expect(phone.getByRole('heading', { name: 'My Attendance', level: 1 })).toBeVisible();
  const attendance = phone.getByRole('link', { name: new RegExp(`^Attendance: ${client.fullName}`) });
  await expect(attendance).toBeVisible();
  await expect(attendance.getByText('42.5 km')).toBeVisible();
  await attendance.click();
  await expect(phone.getByRole('heading', { name: 'Attendance Report', level: 1 })).toBeVisible();
  await expect(phone.getByText(/^Inside the client’s area \(\d+ m\)$/).first()).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Kilometres' }).getByText('42.5 km')).toBeVisible();
  await expect(
    phone
      .getByRole('region', { name: 'Splits' })
      .getByLabel(/: \d+ Hrs \d+ min$/)
      .first(),
  ).toBeVisible();
  await context.close();
});
