import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { closeOwnContexts, DEMO_PASSWORD, signIn } from './helpers.ts';

// The office's side of attendance (issue 13): an administrator marks attendance for a shift the
// worker missed, and sees a clock-in made 2 km from the client's address flagged on the roster and
// on the map. Staff, clients and shifts are made through the API for each test, timed from the real
// now, so neither the demo roster nor the day the test runs matters.

const ZONE = 'Australia/Sydney';
const HOUR = 3_600_000;
const MIN = 60_000;
const PASSWORD = 'Attend#Office2026';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
// A 1×1 transparent PNG: what the stubbed map tiles answer.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const WEEKDAY_FLAGS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
// The client lives by Sydney Town Hall; the worker clocks in 0.018° further north (about 2.0 km).
const HOME = { latitude: -33.8731, longitude: 151.2065 };
const AWAY = { latitude: HOME.latitude + 0.018, longitude: HOME.longitude };

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** The local date in Sydney of an instant. */
const localDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(ms));
/** 'Tuesday 1 December 2026', as the admin roster labels a day. */
function dayLabel(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  const f = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', ...o }).format(at);
  return `${f({ weekday: 'long' })} ${Number(date.slice(8))} ${f({ month: 'long' })} ${date.slice(0, 4)}`;
}
/** An instant on the whole minute, as the roster stores shift times. */
const minute = (ms: number) => new Date(Math.floor(ms / MIN) * MIN).toISOString();

async function apiOf(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/Account/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
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
type Api = Awaited<ReturnType<typeof apiOf>>;

interface Person {
  id: string;
  firstName: string;
  fullName: string;
  email: string;
}

/** A client with a map position (the clock-in check measures from it). */
async function newClient(api: Api): Promise<Person> {
  const firstName = `Attend${stamp()}`;
  const email = `${firstName.toLowerCase()}@example.com.au`;
  const { profileId } = await api.form<{ profileId: string }>('/api/Profiles/add_client', {
    firstName,
    surName: 'Client',
    email,
    phoneNumber: '0412 000 666',
    address: '483 George St, Sydney NSW 2000',
    agreementStartDate: '2026-01-01',
    agreementEndDate: '2030-12-31',
    ndisNo: '431000666',
    latitude: String(HOME.latitude),
    longitude: String(HOME.longitude),
  });
  return { id: profileId, firstName, fullName: `${firstName} Client`, email };
}

/** A staff member who can sign in: the invitation is taken from the outbox and a password set. */
async function newStaff(api: Api, request: APIRequestContext): Promise<Person> {
  const firstName = `Clocker${stamp()}`;
  const email = `${firstName.toLowerCase()}@example.com.au`;
  const { staffId } = await api.form<{ staffId: string }>('/api/Staffs/add_staff', {
    firstName,
    surName: 'Office',
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
  return { id: staffId, firstName, fullName: `${firstName} Office`, email };
}

/** A shift of the worker with the client between two instants; its id. */
async function addShift(api: Api, staff: Person, client: Person, fromMs: number, toMs: number) {
  const reply = await api.post<{ shiftRosterIds: string[] }>('/api/ShiftRosters/add_multipleclient_shifts', {
    staffId: staff.id,
    clientsId: [client.id],
    dateFrom: minute(fromMs),
    dateTo: minute(toMs),
    activities: ['Personal Support'],
    isNightShift: false,
    isExceptionalShift: false,
    repeat: false,
    ...Object.fromEntries(WEEKDAY_FLAGS.map((d) => [d, false])),
    stopDate: null,
    description: 'Made by the attendance end-to-end test',
    appointment: '',
    // A new worker has no screening documents or availability yet: the office rosters them anyway.
    overrideReason: 'End-to-end test: a new worker',
  });
  return reply.shiftRosterIds[0] ?? '';
}

async function office(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'owner@harbourside.demo', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

/** The Shift Roster on the day, searched by the client: the day's list of their shifts. */
async function rosterDay(page: Page, client: Person, day: string) {
  await page.goto('/app/shift/roster');
  await expect(page.getByRole('heading', { name: 'Shift Roster', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Month' });
  await expect(grid).toBeVisible();
  const thisMonth = localDay(Date.now()).slice(0, 7);
  if (day.slice(0, 7) < thisMonth) {
    await page.getByRole('button', { name: 'Previous month' }).click();
  }
  await page.getByRole('textbox', { name: 'Search by staff, client or shift id' }).fill(client.firstName);
  await grid.getByRole('button', { name: new RegExp(`^${dayLabel(day)}:`) }).click();
  return page.getByRole('region', { name: `Shifts on ${dayLabel(day)}` });
}

test.afterEach(closeOwnContexts);

test('the office marks attendance for a shift the worker missed; the shift then reads Present', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiOf(request, 'owner@harbourside.demo', DEMO_PASSWORD);
  const client = await newClient(api);
  const worker = await newStaff(api, request);
  const start = Date.now() - 3 * HOUR;
  await addShift(api, worker, client, start, Date.now() - HOUR);

  const page = await office(browser);
  const list = await rosterDay(page, client, localDay(start));
  const card = list.getByRole('button', { name: new RegExp(`, ${worker.fullName}, ${client.fullName}, `) });
  await expect(card).toHaveAccessibleName(/, Absent$/);
  await card.click();
  const details = page.getByRole('dialog', { name: 'Shift Details' });
  await details.getByRole('button', { name: 'Mark Attendance' }).click();

  const mark = page.getByRole('dialog', { name: 'Mark Staff Attendance' });
  await expect(mark.getByText('Marking attendance is the last resort')).toBeVisible();
  const submit = mark.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await mark.getByRole('checkbox', { name: /failed to clock in on the phone/ }).check();
  await submit.click();
  await expect(mark.getByText('Start KM is required')).toBeVisible();
  await mark.getByRole('textbox', { name: 'Start Km' }).fill('10234.5');
  await mark.getByRole('textbox', { name: 'End Km' }).fill('10262');
  await mark.getByRole('textbox', { name: 'Report' }).fill('Phone lost its charge; the helpdesk was told.');
  await submit.click();
  await expect(mark).toBeHidden();
  await expect(card).toHaveAccessibleName(/, Present$/);

  // The marked attendance has its km, and Unmark is now offered.
  await card.click();
  await expect(details.getByRole('button', { name: 'Unmark Attendance' })).toBeVisible();
  await details.getByRole('button', { name: 'Edit Attendance' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Attendance' });
  await expect(edit.getByRole('textbox', { name: 'End Km' })).toHaveValue('10262');
  await expect(edit.getByRole('table', { name: 'Splits by shift code' })).toBeVisible();
});

test('a clock-in 2 km from the client’s address is flagged on the roster and shown on the map', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiOf(request, 'owner@harbourside.demo', DEMO_PASSWORD);
  const client = await newClient(api);
  const worker = await newStaff(api, request);
  const start = Date.now() - 5 * MIN;
  const shiftId = await addShift(api, worker, client, start, Date.now() + 2 * HOUR);

  // The worker clocks in on their phone, 2 km away: warn mode lets it through, flagged.
  const staffApi = await apiOf(request, worker.email, PASSWORD);
  const clockIn = await staffApi.get<{ status: string; message: string }>(
    `/api/Attendances/clock_in?shiftId=${shiftId}&lat=${AWAY.latitude}&lng=${AWAY.longitude}`,
  );
  expect(clockIn.status).toBe('Success');

  const page = await office(browser);
  let tiles = 0;
  await page.route('**/tile.openstreetmap.org/**', (route) => {
    tiles += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  const list = await rosterDay(page, client, localDay(start));
  const card = list.getByRole('button', { name: new RegExp(`, ${worker.fullName}, ${client.fullName}, `) });
  await expect(card).toHaveAccessibleName(/, In shift, flagged clock-in$/);
  await expect(card.getByTitle('Clocked in outside the radius of the client’s address')).toHaveText(
    'Flagged',
  );

  // The switch keeps the flagged shift on the day's list.
  await page.getByRole('switch', { name: 'Flagged clock-ins only' }).check();
  await expect(card).toBeVisible();

  await card.click();
  const details = page.getByRole('dialog', { name: 'Shift Details' });
  await expect(details.getByText('Flagged clock-in')).toBeVisible();
  await details.getByRole('button', { name: 'Clock-in location' }).click();
  const where = page.getByRole('dialog', { name: 'Location of time clocked in' });
  await expect(where.locator('.leaflet-container')).toBeVisible();
  await expect(where.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect(where.getByText('Clock-in', { exact: true }).first()).toBeVisible();
  await expect(where.getByText('Outside the radius: 2.0 km from the client’s address')).toBeVisible();
  await expect(where.getByText(/483 George St, Sydney NSW 2000, with the 500 m/)).toBeVisible();
  test.info().annotations.push({ type: 'map tiles served', description: String(tiles) });
});
