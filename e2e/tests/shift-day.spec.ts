import { expect, test } from '@playwright/test';
import { closeOwnContexts, signIn } from './helpers.ts';
import { addShift, newClient, newWorker, ownerApi } from './shift-day-setup.ts';

// A support worker's shift day on a phone (issue 13): clock in inside the client's area, fill and
// sign the shift report, clock out with the mileage, and find the attendance with its kilometres.
// The client (with a map position), the worker and the shift are made through the API with times
// computed from the real now, so neither the demo roster nor the time of day matters.

const PASSWORD = 'Shift#Day2026';
const PHONE = { width: 390, height: 844 };
// The client's home (Sydney CBD) and the phone about 30 m away: inside the default 500 m radius.
const CLIENT_AT = { latitude: -33.8688, longitude: 151.2093 };
const PHONE_AT = { latitude: -33.8686, longitude: 151.2095 };

test.afterEach(closeOwnContexts);

test('a worker clocks in inside the client’s area, signs the report, clocks out with mileage and sees the attendance', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await ownerApi(request);
  const client = await newClient(api, 'Day', CLIENT_AT);
  const worker = await newWorker(api, request, 'Clock', PASSWORD);
  const now = Date.now();
  await addShift(api, {
    staffId: worker.id,
    clientId: client.id,
    fromMs: now - 5 * 60_000,
    toMs: now + 3 * 3_600_000,
    description: 'Made by the shift-day end-to-end test',
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
  await expect(rosterCard.getByText('In shift')).toBeVisible();
  await rosterCard.getByRole('button', { name: 'Clock Out' }).click();
  const mileage = phone.getByRole('dialog', { name: 'Clock Out' });
  // Hours before the end: a reason; they drove, so the kilometres are asked.
  await mileage.getByLabel(/Reason for leaving early/).fill('The client went out with family');
  await mileage.getByLabel('I drove for this shift').check();
  await mileage.getByRole('button', { name: 'Clock Out' }).click();
  await expect(mileage.getByText('Start KM is required')).toBeVisible();
  await expect(mileage.getByText('End KM is required')).toBeVisible();
  await mileage.getByLabel('Start km').fill('12000');
  await mileage.getByLabel('End km').fill('12042.5');
  await mileage.getByRole('button', { name: 'Clock Out' }).click();
  await expect(mileage).toBeHidden();
  await expect(rosterCard.getByText('Left early')).toBeVisible();
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
