import { expect, test } from '@playwright/test';
import { closeOwnContexts, signIn } from './helpers.ts';
import { addShift, newClient, newWorker, ownerApi } from './shift-day-setup.ts';

// The staff portal without a signal (issue 13, docs/workforce.md "Clock-in, location, offline"): a worker
// clocks in online, loses the signal, reopens the roster from the service worker, signs the shift
// report and clocks out with mileage on the phone; back online, the queue sends it all in order and
// the attendance shows the clock-out. The client, worker and shift are made through the API around
// the real now, so the day the test runs does not matter.

const PASSWORD = 'Offline#Shift2026';
const PHONE = { width: 390, height: 844 };
const CLIENT_AT = { latitude: -33.8688, longitude: 151.2093 };

test.afterEach(closeOwnContexts);

test('a worker signs the report and clocks out offline; the phone sends it all when back online', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(request);

  // A client with a map location, a worker who signs in, and a shift from 5 minutes ago for 3 hours.
  const client = await newClient(api, 'Offline', CLIENT_AT);
  const worker = await newWorker(api, request, 'Phone', PASSWORD);
  const email = worker.email;
  const now = Date.now();
  await addShift(api, {
    staffId: worker.id,
    clientId: client.id,
    fromMs: now - 5 * 60_000,
    toMs: now + 3 * 3_600_000,
    description: 'Made by the offline end-to-end test',
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
    has: page.getByRole('button', { name: new RegExp(`^Shift details: ${client.fullName},`) }),
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
  for (const question of [
    'Any concerns about drinking?',
    'Health issues?',
    'Incident?',
    'Behaviour of concern?',
  ]) {
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
  await mileage.getByLabel(/Reason for leaving early/).fill('The client went out with family');
  await mileage.getByLabel('I drove for this shift').check();
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
  const attendance = page.getByRole('link', { name: new RegExp(`^Attendance: ${client.fullName},`) });
  await expect(attendance).toBeVisible();
  await expect(attendance.getByText('In Shift')).toHaveCount(0);
  await expect(attendance.getByText('12.5 km')).toBeVisible();
  await context.close();
});
