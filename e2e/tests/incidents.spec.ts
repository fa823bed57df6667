import { expect as base, test } from '@playwright/test';
import { closeOwnContexts, signIn } from './helpers.ts';
import { addShift, newClient, newWorker, ownerApi, stamp, sydneyWallTime } from './shift-day-setup.ts';

// Incidents that reach the right people on time (issue 27): a worker on a phone says "Incident:
// Yes" on their shift report and answers the incident form's questions there (issue 40: one incident,
// harmed and the time as written, linked to the report); the owner (key personnel in the demo) sees it on the dashboard with
// its clock, acknowledges it, decides it is reportable, records the Commission notifications, adds
// a corrective action and closes it. The client, worker and shift are made through the API around
// the real now, so neither the demo roster nor the time of day matters.

// Pages load lazily: a busy machine may take longer than the default ten seconds.
const expect = base.configure({ timeout: 30_000 });
const PASSWORD = 'Incident#2026';
const PHONE = { width: 390, height: 844 };
const CLIENT_AT = { latitude: -33.8688, longitude: 151.2093 };
const PHONE_AT = { latitude: -33.8686, longitude: 151.2095 };

test.afterEach(closeOwnContexts);

test('a worker reports an incident from a shift report; the key person acknowledges, notifies, acts and closes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await ownerApi(request);
  const client = await newClient(api, 'Inc', CLIENT_AT);
  const worker = await newWorker(api, request, 'Report', PASSWORD);
  const now = Date.now();
  await addShift(api, {
    staffId: worker.id,
    clientId: client.id,
    fromMs: now - 5 * 60_000,
    toMs: now + 3 * 3_600_000,
    description: 'Made by the incidents end-to-end test',
  });
  const title = `Tripped on the garden step ${stamp()}`;

  // The worker's phone: clock in, fill the shift report with Incident: Yes, sign it.
  const context = await browser.newContext({
    viewport: PHONE,
    geolocation: PHONE_AT,
    permissions: ['geolocation'],
  });
  const phone = await context.newPage();
  await signIn(phone, worker.email, PASSWORD);
  const card = phone
    .getByRole('region', { name: 'Today' })
    .locator('.mantine-Card-root')
    .filter({ has: phone.getByRole('button', { name: new RegExp(`^Shift details: ${client.fullName}`) }) });
  await card.getByRole('button', { name: 'Clock-In' }).click();
  await phone
    .getByRole('dialog', { name: 'Clocked in' })
    .getByRole('button', { name: 'Fill Report' })
    .click();
  await expect(phone.getByRole('heading', { name: 'Shift Report', level: 1 })).toBeVisible();
  const goal = phone.getByRole('textbox', { name: 'Goal progress' });
  await goal.click();
  await goal.pressSequentially('Gardening together; planted tomatoes and watered the beds.');
  await phone.getByRole('radiogroup', { name: 'Incident?' }).getByLabel('Yes').check();
  // The same questions as the incident form (issue 40), prefilled from the shift; the worker writes
  // the time it happened (a few minutes ago), that anyone was harmed, and the first aid given.
  await phone.getByRole('button', { name: 'Answer the incident questions' }).click();
  const questions = phone.getByRole('dialog', { name: 'Report the incident' });
  const written = sydneyWallTime(now - 4 * 60_000);
  await questions.getByRole('textbox', { name: 'Short title' }).fill(title);
  await questions.getByRole('textbox', { name: 'Time', exact: true }).fill(written.slice(11));
  await questions.getByRole('textbox', { name: 'Where' }).fill('Back garden');
  await questions
    .getByRole('textbox', { name: 'What happened' })
    .fill('Tripped on the garden step and fell on her knee.');
  await questions
    .getByRole('textbox', { name: 'What was done straight away' })
    .fill('Sat her down, cleaned and dressed the graze.');
  await questions
    .getByRole('radiogroup', { name: /Was anyone harmed/ })
    .getByLabel('Yes')
    .check();
  await questions.getByRole('textbox', { name: 'The harm or injury' }).fill('Grazed left knee');
  await questions
    .getByRole('radiogroup', { name: /First aid given/ })
    .getByLabel('Yes')
    .check();
  await questions.getByRole('button', { name: 'Keep these answers' }).click();
  await expect(phone.getByText('Anyone harmed: Yes: Grazed left knee')).toBeVisible();
  await phone.getByLabel('I confirm this report is true and complete').check();
  await phone.getByRole('button', { name: 'Save and sign' }).click();
  await expect(phone.getByText(/Incident INC-\d+ was raised and key personnel were told/)).toBeVisible();
  await context.close();

  // One incident, with harmed = yes, the first aid and the time the worker wrote (not the report's).
  const mine = (
    await api.get<{ incidentId: string; title: string; occurredAt: string }[]>('/api/Incidents/get_incidents')
  ).filter((i) => i.title === title);
  base(mine).toHaveLength(1);
  const recorded = await api.get<{
    personHarmed: boolean;
    firstAid: boolean;
    occurredAt: string;
    shiftReportId: string | null;
  }>(`/api/Incidents/${mine[0]?.incidentId}`);
  base(recorded).toMatchObject({ personHarmed: true, firstAid: true });
  base(recorded.shiftReportId).toBeTruthy();
  base(sydneyWallTime(Date.parse(recorded.occurredAt))).toBe(written);

  // The owner, key personnel in the demo: the dashboard lists it with its running clock.
  const page = await browser.newPage();
  await signIn(page, 'owner@harbourside.demo');
  await page.goto('/app/dashboard');
  const row = page.locator('[data-incident]').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-clock="immediate"][data-state="running"]')).toBeVisible();
  await expect(row.getByText(/\d+ h \d+ min left/).first()).toBeVisible();
  await expect(row.getByText('Key personnel: acknowledge the incident')).toBeVisible();
  await row.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(
    row.getByText('Key personnel: lodge the Immediate Notification with the NDIS Commission'),
  ).toBeVisible();

  // The incident: it links to its shift report; decided reportable (serious injury), both Commission forms recorded.
  await row.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the shift report' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('radio', { name: 'Reportable', exact: true }).check();
  await page.getByRole('checkbox', { name: /^2\. Serious injury/ }).check();
  await page.getByRole('button', { name: 'Save the incident' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
  const notification = page.getByRole('form', { name: 'Record a Commission notification' });
  await notification.getByLabel('Commission reference').fill('NDISC-E2E-1');
  await notification.getByRole('button', { name: 'Record notification' }).click();
  await expect(page.getByText(/Immediate Notification lodged .* reference NDISC-E2E-1/)).toBeVisible();
  await expect(page.locator('[data-clock="immediate"][data-state="submitted"]')).toBeVisible();
  await notification.getByLabel('Commission reference').fill('NDISC-E2E-5');
  await notification.getByRole('button', { name: 'Record notification' }).click();
  await expect(page.locator('[data-clock="fiveDay"][data-state="submitted"]')).toBeVisible();

  // The investigation: a corrective action, done; findings; closed.
  await page.getByRole('button', { name: 'Start the investigation' }).click();
  const action = page.getByRole('form', { name: 'Add a corrective action' });
  await action.getByLabel('Corrective action').fill('Fix the loose garden step');
  await action.getByLabel('Owner').fill('Property manager');
  await action.getByLabel('Due').click();
  await page.getByRole('button', { name: /^\d+ / }).last().click();
  await action.getByRole('button', { name: 'Add corrective action' }).click();
  await page.getByRole('button', { name: 'Mark done: Fix the loose garden step' }).click();
  await expect(page.getByText(/^Done \d\d-\d\d-\d{4}$/)).toBeVisible();
  await page.getByLabel('Findings').fill('The step had come loose after rain; fixed and checked.');
  await page.getByRole('button', { name: 'Close the incident' }).click();
  await expect(page.getByText(/Closed by .*\. The record is locked\./)).toBeVisible();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
});
