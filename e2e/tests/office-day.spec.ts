import { expect, test } from '@playwright/test';
import { closeOwnContexts, signIn } from './helpers.ts';
import { addShift, newWorker, ownerApi, stamp } from './shift-day-setup.ts';

// The office's day and the worker's shift (issue 26): on a phone the worker finds the address, a
// map link and the care notes, clocks in, and clocks out an hour early with a reason (no kilometres
// asked); the office's Today lists them as left early, with the reason, and the roster agrees.

const PASSWORD = 'Office#Day2026';
const PHONE = { width: 390, height: 844 };
const CLIENT_AT = { latitude: -33.7969, longitude: 151.2887 };
const PHONE_AT = { latitude: -33.7967, longitude: 151.2885 };
const REASON = 'The client felt unwell and her sister took her home';

test.afterEach(closeOwnContexts);

test('a worker leaves an hour early with a reason; the office’s Today and the roster say Left early', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(request);
  const firstName = `Manly${stamp()}`;
  const { profileId } = await api.form<{ profileId: string }>('/api/Profiles/add_client', {
    firstName,
    surName: 'Client',
    email: `${firstName.toLowerCase()}@example.com.au`,
    phoneNumber: '0412 000 888',
    agreementStartDate: '2026-01-01',
    agreementEndDate: '2030-12-31',
    ndisNo: '431000888',
    address: '12 Ocean Road',
    suburb: 'Manly',
    state: 'NSW',
    postcode: '2095',
    latitude: String(CLIENT_AT.latitude),
    longitude: String(CLIENT_AT.longitude),
  });
  const clientName = `${firstName} Client`;
  await api.post('/api/BehaviourSupports', {
    profileId,
    question2: 'Sudden loud noises',
    question3: 'A calm voice and a quiet room',
  });
  const worker = await newWorker(api, request, 'Early', PASSWORD);
  const now = Date.now();
  await addShift(api, {
    staffId: worker.id,
    clientId: profileId,
    fromMs: now - 5 * 60_000,
    toMs: now + 65 * 60_000,
    description: 'Made by the office-day end-to-end test',
  });

  const context = await browser.newContext({
    viewport: PHONE,
    geolocation: PHONE_AT,
    permissions: ['geolocation'],
  });
  const phone = await context.newPage();
  await signIn(phone, worker.email, PASSWORD);
  await expect(phone).toHaveURL('/app/staff/dashboard');

  // The shift card: the address and a link that opens the phone's maps app.
  const today = phone.getByRole('region', { name: 'Today' });
  const card = today.locator('.mantine-Card-root').filter({
    has: phone.getByRole('button', { name: new RegExp(`^Shift details: ${clientName}`) }),
  });
  await expect(card.getByText('12 Ocean Road, Manly, NSW 2095')).toBeVisible();
  const map = card.getByRole('link', { name: `Open ${clientName}’s address in Maps` });
  await expect(map).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-33\.7969%2C151\.2887$/,
  );
  // Cancel shift is out of the way, in a menu.
  await expect(card.getByRole('button', { name: 'Cancel shift' })).toHaveCount(0);

  // The details: the care notes worth reading on site.
  await card.getByRole('button', { name: new RegExp(`^Shift details: ${clientName}`) }).click();
  const details = phone.getByRole('dialog', { name: 'Shift Details' });
  await expect(details.getByText('Behaviour support')).toBeVisible();
  await expect(
    details.getByText('Known triggers: Sudden loud noises · What helps: A calm voice and a quiet room'),
  ).toBeVisible();
  await expect(details.getByRole('link', { name: 'Open in Maps' })).toBeVisible();
  await phone.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Clock in, then fill and sign the report.
  await card.getByRole('button', { name: 'Clock-In' }).click();
  const clockedIn = phone.getByRole('dialog', { name: 'Clocked in' });
  await clockedIn.getByRole('button', { name: 'Fill Report' }).click();
  await expect(phone).toHaveURL(/\/app\/staff\/report-form\//);
  const goal = phone.getByRole('textbox', { name: 'Goal progress' });
  await goal.click();
  await goal.pressSequentially('Made lunch together and went for a short walk on the beach.');
  await phone.getByLabel('I confirm this report is true and complete').check();
  await phone.getByRole('button', { name: 'Save and sign' }).click();
  await expect(phone).toHaveURL('/app/staff/shift-roster');

  // Clock out an hour before the end: a reason is asked, the kilometres are not (they did not drive).
  const rosterCard = phone.locator('.mantine-Card-root').filter({
    has: phone.getByRole('button', { name: new RegExp(`^Shift details: ${clientName}`) }),
  });
  await expect(rosterCard.getByText('In shift')).toBeVisible();
  await rosterCard.getByRole('button', { name: 'Clock Out' }).click();
  const out = phone.getByRole('dialog', { name: 'Clock Out' });
  await expect(out.getByLabel('Start km')).toHaveCount(0);
  await out.getByRole('button', { name: 'Clock Out' }).click();
  await expect(out.getByText('Say why you are leaving before the end of the shift')).toBeVisible();
  await out.getByLabel(/Reason for leaving early/).fill(REASON);
  await out.getByRole('button', { name: 'Clock Out' }).click();
  await expect(out).toBeHidden();
  await expect(rosterCard.getByText('Left early')).toBeVisible();
  await context.close();

  // The office: Today lists the worker as left early, with the reason.
  const office = await browser.newPage();
  await signIn(office, 'owner@harbourside.demo');
  await expect(office).toHaveURL('/app/dashboard');
  const leftEarly = office.getByRole('region', { name: 'Left early' });
  const line = leftEarly.getByRole('button', {
    name: new RegExp(`^Early.* Worker, .*${clientName}, Left early$`),
  });
  await expect(line).toBeVisible();
  await expect(leftEarly.getByText(`“${REASON}”`)).toBeVisible();

  // The roster's own shift details agree: Left early, with the reason.
  await line.click();
  const shift = office.getByRole('dialog', { name: 'Shift Details' });
  await expect(shift.getByText('Left early', { exact: true }).first()).toBeVisible();
  await expect(shift.getByText(REASON)).toBeVisible();
});
