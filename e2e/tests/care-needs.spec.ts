import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

/** Every tab of the client profile (apps/web/src/features/profiles/tab-lists.ts). */
const CLIENT_TABS = [
  'Documents',
  'ScheduleSupport',
  'DailyActivities',
  'ShiftRoster',
  'ShiftReport',
  'ProgressReport',
  'ParticipantExpenditure',
  'Representative',
  'DisabliltySupportNeeds',
  'DailyLivingNightSupport',
  'AidsEquipment',
  'HealthSupportNeeds',
  'CommunitySupportNeeds',
  'BehaviourSupportNeeds',
];

async function adminToken(page: Page): Promise<{ token: string; uid: string }> {
  const login = await page.request.post('/api/Account/login', {
    data: { email: 'admin@harbourside.demo', password: DEMO_PASSWORD },
  });
  const reply = (await login.json()) as { token: string; user: { uid: string } };
  return { token: reply.token, uid: reply.user.uid };
}

/** A new client of the demo company, made through the API as the administrator. */
async function newClient(page: Page, token: string): Promise<{ profileId: string; firstName: string }> {
  const firstName = `Needs${Date.now().toString(36)}`;
  const reply = await page.request.post('/api/Profiles/add_client', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      firstName,
      surName: 'Record',
      email: `${firstName.toLowerCase()}@example.com.au`,
      phoneNumber: '0412 000 222',
      agreementStartDate: '2026-07-01',
      agreementEndDate: '2027-06-30',
      ndisNo: '431000222',
    },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { profileId } = (await reply.json()) as { profileId: string };
  return { profileId, firstName };
}

test('an administrator fills the four support-needs forms of a new client: Add, then Update', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@harbourside.demo');
  await expect(page).toHaveURL(/\/app\/dashboard/);
  const { token } = await adminToken(page);
  const client = await newClient(page, token);
  const name = `${client.firstName} Record`;
  const tab = (value: string) => `/app/user/clients/${client.profileId}/${client.firstName}?tab=${value}`;
  const card = (title: string) => page.getByRole('region', { name: title });

  await page.goto(tab('DisabliltySupportNeeds'));
  await expect(page.getByText('Not recorded yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Required Field').first()).toBeVisible();
  await card('Mobility').getByLabel('Need Mobility Assistance').check();
  await card('Mobility').getByLabel('Details').fill('Uses a walker outdoors.');
  await card('Hearing').getByLabel('No Issues').check();
  await card('Vision').getByLabel('Some Issues').check();
  await card('Memory').getByLabel('No Issues').check();
  await card('Communication').getByLabel('Auslan', { exact: true }).check();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`Disability support needs of ${name} added.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeVisible();

  await page.goto(tab('HealthSupportNeeds'));
  await card('Medication').getByLabel('Yes').check();
  await card('Medication').getByLabel('Prompt Required').check();
  await page.getByLabel('Health issues').fill('Type 2 diabetes');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`Health support needs of ${name} added.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeVisible();

  await page.goto(tab('CommunitySupportNeeds'));
  await page.getByRole('combobox', { name: 'Transport used' }).fill('Public transport');
  await page.keyboard.press('Escape');
  await page.getByLabel('Activities the client takes part in').fill('Swimming on Tuesdays');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`Community support needs of ${name} added.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeVisible();

  await page.goto(tab('BehaviourSupportNeeds'));
  await page.getByLabel('Behaviours of concern').fill('Shouts when rushed');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`Behaviour support needs of ${name} added.`)).toBeVisible();
  await page.getByLabel('Risk assessment').fill('Low risk');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText(`Behaviour support needs of ${name} updated.`)).toBeVisible();

  // The saved answers come back, the form still in Update mode.
  await page.goto(tab('DisabliltySupportNeeds'));
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
  await expect(card('Mobility').getByLabel('Need Mobility Assistance')).toBeChecked();
  await expect(card('Mobility').getByLabel('Details')).toHaveValue('Uses a walker outdoors.');
});

test('an auditor opens every tab of a client and finds no Add, Edit, Delete or Update', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, uid } = await adminToken(page);
  const client = await newClient(page, token);
  const headers = { Authorization: `Bearer ${token}` };
  const needs: [string, object][] = [
    [
      'Disabilities',
      {
        mobilityIndependent: 'Mobility Independency',
        hearingIssues: 'Impaired',
        visionIssues: 'No Issues',
        memoryIssues: 'No Issues',
        communicationMeans: 'Verbally',
      },
    ],
    ['HealthSupports', { requireMedication: false, healthIssues: 'Asthma' }],
    ['CommunitySupports', { transportType: 'Provider vehicle' }],
    ['BehaviourSupports', { riskAssessment: 'Low risk' }],
  ];
  for (const [path, body] of needs) {
    const reply = await page.request.post(`/api/${path}`, {
      headers,
      data: { profileId: client.profileId, ...body },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
  }
  const approve = await page.request.get(`/api/Profiles/approve_audit?userId=${uid}&id=${client.profileId}`, {
    headers,
  });
  expect(approve.ok(), await approve.text()).toBe(true);

  await signIn(page, 'auditor@harbourside.demo');
  await expect(page).toHaveURL(/\/app\/auditor/);
  const actions = page.getByRole('button', { name: /\b(Add|Edit|Delete|Update|Create)\b/i });
  for (const value of CLIENT_TABS) {
    await page.goto(`/app/user/clients/${client.profileId}/${client.firstName}?tab=${value}`);
    await expect(page.getByText(`${client.firstName} Record`).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(actions, `tab ${value}`).toHaveCount(0);
    await expect(page.getByRole('menuitem'), `tab ${value}`).toHaveCount(0);
  }
  await page.goto(`/app/user/clients/${client.profileId}/${client.firstName}?tab=DisabliltySupportNeeds`);
  await expect(page.getByText('Impaired')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.goto(`/app/user/clients/${client.profileId}/${client.firstName}?tab=BehaviourSupportNeeds`);
  await expect(page.getByText('Low risk')).toBeVisible();
});
