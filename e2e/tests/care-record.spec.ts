import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

/** A new client of the demo company, made through the API as the administrator. */
async function newClient(page: Page): Promise<{ profileId: string; firstName: string }> {
  const login = await page.request.post('/api/Account/login', {
    data: { email: 'admin@harbourside.demo', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const firstName = `Care${Date.now().toString(36)}`;
  const reply = await page.request.post('/api/Profiles/add_client', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      firstName,
      surName: 'Record',
      email: `${firstName.toLowerCase()}@example.com.au`,
      phoneNumber: '0412 000 111',
      agreementStartDate: '2026-07-01',
      agreementEndDate: '2027-06-30',
      ndisNo: '431000111',
    },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { profileId } = (await reply.json()) as { profileId: string };
  return { profileId, firstName };
}

/** A small receipt-like PNG drawn in the browser, written to a temporary file. */
async function receiptPng(page: Page): Promise<string> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 360;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 240, 360);
    ctx.fillStyle = '#333';
    ctx.font = '16px sans-serif';
    ctx.fillText('GROCERIES  $62.35', 20, 60);
    return canvas.toDataURL('image/png');
  });
  const file = join(tmpdir(), `receipt-${Date.now()}.png`);
  await writeFile(file, Buffer.from(dataUrl.split(',')[1] as string, 'base64'));
  return file;
}

async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrator fills each care-record tab of a new client and exports a list', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@harbourside.demo');
  await expect(page).toHaveURL(/\/app\/dashboard/);
  const client = await newClient(page);
  const tab = (name: string) => `/app/user/clients/${client.profileId}/${client.firstName}?tab=${name}`;

  // Daily Activities.
  await page.goto(tab('DailyActivities'));
  await page.getByRole('button', { name: 'Add Activity' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add daily activity' });
  await choose(page, dialog.getByLabel('Activities'), 'Transport');
  await page.keyboard.press('Escape');
  await choose(page, dialog.getByLabel('Days'), 'Wednesday');
  await page.keyboard.press('Escape');
  await dialog.getByLabel('From').fill('09:00');
  await dialog.getByLabel('To').fill('11:30');
  await dialog.getByRole('button', { name: 'Add activity' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: '9:00 AM' })).toBeVisible();

  // Export the list: the spec's file name.
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export as CSV' }).click();
  expect((await download).suggestedFilename()).toBe('ClientSchedule.csv');

  // Daily Living & Night Support.
  await page.goto(tab('DailyLivingNightSupport'));
  await page.getByRole('button', { name: 'Add Daily Living' }).click();
  dialog = page.getByRole('dialog', { name: 'Add daily living support' });
  await dialog.getByLabel('Activities').fill('Night checks');
  await choose(page, dialog.getByRole('combobox', { name: 'Support', exact: true }), 'Prompting required');
  await dialog.getByLabel('Details').fill('A check at 11 pm; call on-call if unsettled.');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Night checks', exact: true })).toBeVisible();

  // Aids & Equipment.
  await page.goto(tab('AidsEquipment'));
  await page.getByRole('button', { name: 'Add Equipment' }).click();
  dialog = page.getByRole('dialog', { name: 'Add aid or equipment' });
  await dialog.getByLabel('Equipment used').fill('Shower chair');
  await dialog.getByLabel('Equipment Require Assistance').check();
  await dialog.getByRole('button', { name: 'Add equipment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Shower chair', exact: true })).toBeVisible();

  // Participant Expenditure, with a receipt.
  await page.goto(tab('ParticipantExpenditure'));
  await page.getByRole('button', { name: 'Add Expenditure' }).click();
  dialog = page.getByRole('dialog', { name: 'Add expenditure' });
  await dialog.getByRole('button', { name: 'Add expenditure' }).click();
  await expect(dialog.getByText('Select Staff')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Staff' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Amount provided by participant').fill('80');
  await dialog.getByLabel('Amount spent').fill('62.35');
  await dialog.getByLabel('Amount returned to participant').fill('17.65');
  await dialog.getByLabel('Purchased item').fill('Groceries');
  await dialog.locator('input[type="file"]').setInputFiles(await receiptPng(page));
  await dialog.getByRole('button', { name: 'Add expenditure' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'View the receipt for Groceries' }).click();
  const receipt = page
    .getByRole('dialog', { name: 'Receipt' })
    .getByRole('img', { name: 'Receipt for Groceries' });
  await expect.poll(() => receipt.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // Representative.
  await page.goto(tab('Representative'));
  await page.getByRole('button', { name: 'Add Representative' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Representative' });
  await dialog.getByLabel('Full name').fill('Helen Record');
  await dialog.getByLabel('Email').fill('helen.record@example.com.au');
  await dialog.getByLabel('Mobile phone').fill('0412 345 678');
  await dialog.getByLabel('Address').fill('14 Wattle Street, Manly NSW 2095');
  await dialog.getByRole('button', { name: 'Add representative' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Helen Record', exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a client adds a representative', async ({ page }) => {
    await signIn(page, 'client@harbourside.demo');
    await expect(page).toHaveURL(/\/app\/client\/dashboard/);
    await page.goto('/app/client/representative');
    await expect(page.getByRole('heading', { name: 'My Representatives' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Representative' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Representative' });
    await dialog.getByRole('button', { name: 'Add representative' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Input Fields cannot be empty');
    const name = `Sam ${Date.now().toString(36)}`;
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByLabel('Email').fill('sam.park@example.com.au');
    await dialog.getByLabel('Mobile phone').fill('0400 111 222');
    await dialog.getByLabel('Position').fill('Friend');
    await dialog.getByRole('button', { name: 'Add representative' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name })).toBeVisible();
  });
});
