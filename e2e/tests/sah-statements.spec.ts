import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

// Issue 39 item 5: the office generates the month's Support at Home statements from a client's
// Support at Home section; the client sees theirs, with the budget left, in the portal.

const PASSWORD = 'Statement-Journey-9';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function apiOf(request: APIRequestContext) {
  const login = await request.post('/api/Account/login', {
    data: { email: 'admin@harbourside.demo', password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const ok = async <T>(reply: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()) as T;
  };
  return {
    post: <T>(url: string, data: object = {}) => request.post(url, { headers, data }).then((r) => ok<T>(r)),
    form: <T>(url: string, multipart: Record<string, string>) =>
      request.post(url, { headers, multipart }).then((r) => ok<T>(r)),
    get: <T>(url: string) => request.get(url, { headers }).then((r) => ok<T>(r)),
  };
}

/** A new Support at Home client (classification 4, part pensioner) who can sign in to the portal. */
async function sahClientWithPortal(request: APIRequestContext) {
  const api = await apiOf(request);
  const firstName = `Statement${Date.now().toString(36)}`;
  const email = `${firstName.toLowerCase()}@example.com.au`;
  const { profileId } = await api.form<{ profileId: string }>('/api/Profiles/add_client', {
    firstName,
    surName: 'Aged',
    email,
    phoneNumber: '0412 000 333',
    agreementStartDate: '2026-07-01',
    agreementEndDate: '2027-06-30',
    fundingProgram: 'SUPPORT_AT_HOME',
  });
  await api.post('/api/SupportAtHome/save_client_program', {
    clientId: profileId,
    fundingProgram: 'SUPPORT_AT_HOME',
    myAgedCareId: 'AC55500011',
    grandfathered: false,
  });
  await api.post('/api/SupportAtHome/add_classification', {
    clientId: profileId,
    classification: '4',
    approvalDate: '2026-06-20',
    startDate: '2026-07-01',
  });
  await api.post('/api/SupportAtHome/add_contribution_rate', {
    clientId: profileId,
    effectiveFrom: '2026-07-01',
    pensionStatus: 'PART_PENSIONER',
    independence: '10',
    everydayLiving: '35',
  });
  await api.post(`/api/Profiles/invite_to_portal/${profileId}`);
  const mails = await api.get<{ to: string; bodyText: string }[]>('/api/Mailbox/get_outbox');
  const invitation = mails.find((m) => m.to === email && m.bodyText.includes('set-password?token='));
  const token = /set-password\?token=([\w-]+)/.exec(invitation?.bodyText ?? '')?.[1] ?? '';
  const set = await request.post('/api/Account/set_password', {
    data: { token, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return { profileId, firstName, email };
}

test('the office generates the month’s statements; the client sees theirs with the budget left', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const client = await sahClientWithPortal(page.request);

  await signIn(page, 'admin@harbourside.demo');
  await page.goto(`/app/user/clients/${client.profileId}/${client.firstName}`);
  const card = page.getByLabel('Monthly statements', { exact: true }).first();
  await expect(card.getByText('No statements yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Generate statements' }).click();
  await expect(card.getByLabel('Statement run')).toContainText('issued', { timeout: 60_000 });
  const table = card.getByRole('table', { name: 'Monthly statements' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(client.email);
  if (SHOTS) {
    await card.scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/office-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/office-390.png` });
  }
  // The mail went to the client, with the PDF attached.
  const api = await apiOf(page.request);
  const mails = await api.get<{ to: string; subject: string }[]>('/api/Mailbox/get_outbox');
  expect(
    mails.some((m) => m.to === client.email && m.subject.startsWith('Your Support at Home statement')),
  ).toBe(true);

  const portal = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(portal, client.email, PASSWORD);
  await portal.goto('/app/client/statements');
  await expect(portal.getByRole('heading', { name: 'My statements' })).toBeVisible();
  await expect(portal.getByText('Your budget left')).toBeVisible();
  await expect(portal.getByLabel(/^Budget left /)).toContainText('left to spend this quarter');
  await expect(portal.getByRole('table', { name: 'Monthly statements' }).getByRole('row')).toHaveCount(2);
  const download = portal.waitForEvent('download');
  await portal.getByRole('button', { name: /^Open the .* statement, version 1$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Support-at-Home-statement-\d{4}-\d{2}-v1\.pdf$/);
  const text = pdfText(readFileSync(await file.path())).replace(/\s+/g, ' ');
  for (const words of [
    'This statement is not a bill.',
    'Funding available on 1',
    'Services delivered',
    'Cancellations and no- shows',
    'Care management',
    `${client.firstName} Aged`,
  ]) {
    expect(text).toContain(words);
  }
  if (SHOTS) {
    await portal.screenshot({ path: `${SHOTS}/portal-1440.png`, fullPage: true });
    await portal.setViewportSize({ width: 390, height: 844 });
    await portal.screenshot({ path: `${SHOTS}/portal-390.png`, fullPage: true });
  }
  await portal.close();
});
