import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { closeOwnContexts, DEMO_PASSWORD, signIn } from './helpers.ts';

// The staff portal's side of the roster workflow (issue 12): a staff member asks to be released from
// a shift on a phone and the office approves and reassigns it; a staff member takes an open shift.
// The staff, client and shifts are made through the API for each test, on dates computed from today
// in Sydney, so neither the demo roster nor the day the test runs matters.

const ZONE = 'Australia/Sydney';
const DAY_MS = 86_400_000;
const PASSWORD = 'Portal#Shift2026';
const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const WEEKDAY_FLAGS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const fmt = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', ...options }).format(new Date(`${date}T12:00:00Z`));
/** 'Tuesday 1 December 2026', as the admin roster labels a day. */
const dayLabel = (date: string) =>
  `${fmt(date, { weekday: 'long' })} ${Number(date.slice(8))} ${fmt(date, { month: 'long' })} ${date.slice(0, 4)}`;
const todayInSydney = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The owner's API: a bearer token and JSON/multipart calls that must succeed. */
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

interface Person {
  id: string;
  firstName: string;
  fullName: string;
  email: string;
}

async function newClient(api: OwnerApi): Promise<Person> {
  const firstName = `Portal${stamp()}`;
  const email = `${firstName.toLowerCase()}@example.com.au`;
  const { profileId } = await api.form<{ profileId: string }>('/api/Profiles/add_client', {
    firstName,
    surName: 'Client',
    email,
    phoneNumber: '0412 000 444',
    agreementStartDate: '2026-01-01',
    agreementEndDate: '2030-12-31',
    ndisNo: '431000444',
  });
  return { id: profileId, firstName, fullName: `${firstName} Client`, email };
}

/** A staff member; with `signsIn`, their invitation is taken from the outbox and a password set. */
async function newStaff(api: OwnerApi, request: APIRequestContext, signsIn: boolean): Promise<Person> {
  const firstName = `Worker${stamp()}`;
  const email = `${firstName.toLowerCase()}@example.com.au`;
  const { staffId } = await api.form<{ staffId: string }>('/api/Staffs/add_staff', {
    firstName,
    surName: 'Portal',
    email,
    phoneNumber: '0412 000 555',
    offerLetter: { name: 'offer-letter.pdf', mimeType: 'application/pdf', buffer: PDF },
  });
  if (signsIn) {
    const mails = await api.get<{ to: string; bodyText: string }[]>('/api/Mailbox/get_outbox');
    const invitation = mails.find((m) => m.to === email && m.bodyText.includes('set-password?token='));
    const token = /set-password\?token=([\w-]+)/.exec(invitation?.bodyText ?? '')?.[1] ?? '';
    const set = await request.post('/api/Account/set_password', {
      data: { token, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(set.ok(), await set.text()).toBe(true);
  }
  return { id: staffId, firstName, fullName: `${firstName} Portal`, email };
}

/** A shift for the client on a local day and times (no staff member: an open shift). */
async function addShift(
  api: OwnerApi,
  o: { staffId: string | null; clientId: string; day: string; from: string; to: string },
) {
  await api.post('/api/ShiftRosters/add_multipleclient_shifts', {
    staffId: o.staffId,
    clientsId: [o.clientId],
    dateFrom: `${o.day}T${o.from}`,
    dateTo: `${o.day}T${o.to}`,
    activities: ['Personal Support'],
    isNightShift: false,
    isExceptionalShift: false,
    repeat: false,
    ...Object.fromEntries(WEEKDAY_FLAGS.map((d) => [d, false])),
    stopDate: null,
    description: 'Made by the staff portal end-to-end test',
    appointment: '',
    // A new worker has no screening documents or availability yet: the office rosters them anyway.
    overrideReason: 'End-to-end test: a new worker',
  });
}

/** Screening documents accepted and availability all day on the weekday: an open shift then fits them. */
async function makeEligible(api: OwnerApi, staff: Person, day: string) {
  for (const documentName of ['Current Police Check', 'Working With Vulnerable People Card']) {
    const { documentId } = await api.form<{ documentId: string }>('/api/Documents/add_document', {
      documentName,
      implementationDate: addDays(day, -60),
      expirationDate: addDays(day, 365),
      userRole: 'Staff',
      userId: staff.id,
      documentFile: { name: `${documentName}.pdf`, mimeType: 'application/pdf', buffer: PDF },
    });
    await api.get(`/api/Documents/accept_document?id=${documentId}`);
  }
  await api.post('/api/StaffAvailibilities/add_staff_availability', {
    staffId: staff.id,
    days: fmt(day, { weekday: 'long' }),
    fromTimeOfDay: '06:00',
    toTimeOfDay: '22:00',
  });
}

/** A signed-in page of its own (a phone for staff, a laptop for the office). */
async function session(
  browser: Browser,
  email: string,
  password: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

/** The office's Shift Roster on the day, searched by the client: the day's list of their shifts. */
async function officeDay(page: Page, client: Person, day: string) {
  await page.goto('/app/shift/roster');
  await expect(page.getByRole('heading', { name: 'Shift Roster', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Month' });
  await expect(grid).toBeVisible();
  if (day.slice(0, 7) !== todayInSydney().slice(0, 7)) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await page.getByRole('textbox', { name: 'Search by staff, client or shift id' }).fill(client.firstName);
  await grid.getByRole('button', { name: new RegExp(`^${dayLabel(day)}:`) }).click();
  return page.getByRole('region', { name: `Shifts on ${dayLabel(day)}` });
}

test.afterEach(closeOwnContexts);

test('a staff member asks on a phone to be released from a shift; the office approves and reassigns it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await ownerApi(request);
  const client = await newClient(api);
  const worker = await newStaff(api, request, true);
  const other = await newStaff(api, request, false);
  const day = addDays(todayInSydney(), 1);
  await addShift(api, { staffId: worker.id, clientId: client.id, day, from: '10:00', to: '12:00' });

  // The worker, on a phone: the shift is on their roster; the cancellation needs a reason.
  const phone = await session(browser, worker.email, PASSWORD, PHONE);
  await phone.goto('/app/staff/shift-roster');
  const card = phone.locator('.mantine-Card-root').filter({
    has: phone.getByRole('button', { name: `Shift details: ${client.fullName}, 10:00 AM – 12:00 PM` }),
  });
  await expect(card).toBeVisible();
  await expect(card.getByText('Upcoming')).toBeVisible();
  await card.getByRole('button', { name: 'More actions' }).click();
  await phone.getByRole('menuitem', { name: 'Cancel shift…' }).click();
  const ask = phone.getByRole('dialog', { name: 'Cancel shift' });
  await ask.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(ask.getByText('Input Fields cannot be empty')).toBeVisible();
  await ask.getByRole('textbox', { name: 'Reason' }).fill('My car broke down and the part arrives on Friday');
  await ask.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(ask).toBeHidden();
  await expect(card.getByText('Cancellation requested')).toBeVisible();
  await expect(card.getByRole('button', { name: 'More actions' })).toHaveCount(0);

  // The office approves the request, then reassigns the cancelled shift to another worker.
  const office = await session(browser, 'owner@harbourside.demo', DEMO_PASSWORD);
  const list = await officeDay(office, client, day);
  await list
    .getByRole('button', { name: new RegExp(`^Shift 10:00 AM – 12:00 PM, ${worker.fullName}, `) })
    .click();
  const details = office.getByRole('dialog', { name: 'Shift Details' });
  await details.getByRole('button', { name: 'Approve Cancellation' }).click();
  const approve = office.getByRole('dialog', { name: 'Approve Shift Cancellation' });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approve).toBeHidden();

  await list
    .getByRole('button', { name: new RegExp(`^Shift 10:00 AM – 12:00 PM, ${worker.fullName}, `) })
    .click();
  await details.getByRole('button', { name: 'Reassign Shift' }).click();
  const reassign = office.getByRole('dialog', { name: 'Reassign Shift' });
  await reassign.getByRole('combobox', { name: 'Staff' }).fill(other.firstName);
  await office.getByRole('option', { name: new RegExp(other.firstName) }).click();
  await reassign.getByRole('button', { name: 'Reassign', exact: true }).click();
  // The other worker is new too (no documents, no availability): the checks warn, a reason overrides.
  await reassign.getByRole('textbox', { name: 'Override with a reason' }).fill('Covering at short notice');
  await reassign.getByRole('button', { name: 'Reassign', exact: true }).click();
  await expect(reassign).toBeHidden();
  await expect(
    list.getByRole('button', {
      name: new RegExp(`^Shift 10:00 AM – 12:00 PM, ${other.fullName}, ${client.fullName}`),
    }),
  ).toBeVisible();

  // The first worker is told, and the shift has left their roster.
  await phone.goto('/app/staff/dashboard');
  await expect(phone.getByRole('region', { name: 'Messages', exact: true })).toContainText(
    `Your request to cancel your shift of`,
  );
  await expect(phone.getByRole('region', { name: 'Messages', exact: true })).toContainText(
    `with ${client.fullName} was approved.`,
  );
  await phone.goto('/app/staff/shift-roster');
  await expect(phone.getByRole('heading', { name: 'My Roster' })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a staff member asks to take an open shift; the office approves and it is on their roster', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await ownerApi(request);
  const client = await newClient(api);
  const worker = await newStaff(api, request, true);
  const day = addDays(todayInSydney(), 1);
  await makeEligible(api, worker, day);
  await addShift(api, { staffId: null, clientId: client.id, day, from: '13:00', to: '15:00' });

  const phone = await session(browser, worker.email, PASSWORD, PHONE);
  await phone.goto('/app/staff/open-shifts');
  const open = phone.getByLabel(`Open shift ${client.fullName}`);
  await expect(open).toContainText('1:00 PM – 3:00 PM');
  await open.getByRole('button', { name: 'Ask to take this shift' }).click();
  await expect(open.getByRole('button', { name: 'Requested' })).toBeDisabled();

  const office = await session(browser, 'owner@harbourside.demo', DEMO_PASSWORD);
  const list = await officeDay(office, client, day);
  await list.getByRole('button', { name: /^Shift 1:00 PM – 3:00 PM, Open shift, / }).click();
  const details = office.getByRole('dialog', { name: 'Shift Details' });
  await details.getByRole('button', { name: /^Open shift requests/ }).click();
  const requests = office.getByRole('dialog', { name: 'Open shift requests' });
  const mine = requests.getByLabel(`Request of ${worker.fullName}`);
  await expect(mine).toContainText('Passes the rostering checks.');
  await mine.getByRole('button', { name: 'Approve' }).click();
  await expect(requests).toBeHidden();
  await expect(
    list.getByRole('button', {
      name: new RegExp(`^Shift 1:00 PM – 3:00 PM, ${worker.fullName}, ${client.fullName}`),
    }),
  ).toBeVisible();

  // It is theirs now: on their roster, and no longer among the open shifts.
  await phone.goto('/app/staff/shift-roster');
  await expect(
    phone.getByRole('button', { name: `Shift details: ${client.fullName}, 1:00 PM – 3:00 PM` }),
  ).toBeVisible();
  await phone.goto('/app/staff/open-shifts');
  await expect(phone.getByRole('heading', { name: 'Open Shifts' })).toBeVisible();
  await expect(phone.getByLabel(`Open shift ${client.fullName}`)).toHaveCount(0);
});
