import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers.ts';

/** Letters only (names keep letters), different on every run. */
function uniqueLetters(): string {
  return Array.from(String(Date.now()).slice(-6), (d) => 'abcdefghij'[Number(d)]).join('');
}

/** Picks a day of the month the field's own calendar opens on, and waits until the field holds it. */
async function pickDay(page: Page, label: string, day: number) {
  const field = page.getByRole('button', { name: label });
  await field.click();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const calendar = page.locator(`#${await field.getAttribute('aria-controls')}`);
  await calendar
    .getByRole('button', { name: new RegExp(`^${day} [A-Z][a-z]+ \\d{4}$`) })
    .first()
    .click();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveText(/\d/);
}

test('an administrator quick-adds a client from the list, finds it, and exports the list as CSV', async ({
  page,
}) => {
  const surName = `Tester${uniqueLetters()}`;
  const email = `mia.${surName.toLowerCase()}@example.com.au`;
  await signIn(page, 'admin@harbourside.demo');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL('/app/user/clients');
  await expect(page.getByRole('link', { name: 'Alex Morgan', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New Client' }).click();
  await page.getByRole('menuitem', { name: 'Add New Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByRole('button', { name: 'Create client' }).click();
  await expect(dialog.getByText('Marked Fields must be filled')).toBeVisible();

  await dialog.getByLabel('First name').fill('Mia');
  await dialog.getByLabel('Last name').fill(surName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('0412 345 678');
  await dialog.getByLabel('Address').fill('12 King Street, Newtown NSW 2042');
  await pickDay(page, 'Agreement start date', 10);
  await pickDay(page, 'Agreement end date', 20);
  await dialog.getByLabel('NDIS number').fill('430123456');
  await dialog.getByRole('button', { name: 'Create client' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Mia ${surName} was added.`)).toBeVisible();
  // The office lands on the new client's record (issue 40 item 8), then goes back to the list.
  await expect(page).toHaveURL(/\/app\/user\/clients\/[^/]+\/Mia$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL('/app/user/clients');

  await page.getByRole('searchbox', { name: 'Search by full name or email' }).fill(surName);
  const row = page.getByRole('row').filter({ hasText: `Mia ${surName}` });
  await expect(row).toHaveCount(1);
  // A new client is not yet in the accounting system: the name is red.
  await expect(row.locator('td.care-cell-highlight')).toHaveCount(1);

  await page.getByRole('searchbox', { name: 'Search by full name or email' }).fill('');
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Client.csv');
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toBe('Client ID,Full Name,Address,Email,Phone');
  const mine = lines.find((l) => l.includes(email));
  expect(mine).toMatch(
    new RegExp(
      `^CL-\\d{4},Mia ${surName},"12 King Street, Newtown NSW 2042",${email.replace(/\./g, '\\.')},0412345678$`,
    ),
  );
  // Every client is exported, not just the first page.
  expect(lines.length).toBeGreaterThan(11);
});

test('the staff list shows in red a staff member who has no employeeId', async ({ page }) => {
  await signIn(page, 'admin@harbourside.demo');
  await page.goto('/app/user/staffs');
  // Other journeys add staff members, so each is found by name rather than on the first page.
  const search = page.getByRole('searchbox', { name: 'Search by full name or email' });
  const noah = page.getByRole('row').filter({ hasText: 'Noah Kelly' });
  const mia = page.getByRole('row').filter({ hasText: 'Mia Nguyen' });
  await search.fill('Mia Nguyen');
  await expect(mia).toHaveCount(1);
  await expect(mia.locator('td.care-cell-highlight')).toHaveCount(0);
  await search.fill('Noah Kelly');
  await expect(noah.locator('td.care-cell-highlight')).toHaveCount(1);
  const colour = await noah
    .getByRole('link', { name: 'Noah Kelly', exact: true })
    .evaluate((a) => getComputedStyle(a).color);
  expect(colour).toBe('rgb(224, 49, 49)');
  await expect(page.getByText('Full Name in red')).toBeVisible();
});

test('the Users screen adds a user, and the activity log shows it', async ({ page }) => {
  const lastName = `Patel${uniqueLetters()}`;
  await signIn(page, 'owner@harbourside.demo');
  await page.goto('/app/user/all-user');
  await page.getByRole('button', { name: 'Add New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('First name').fill('Ravi');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Email').fill(`ravi.${lastName.toLowerCase()}@example.com.au`);
  await dialog.getByLabel('Phone').fill('0412 000 111');
  await dialog.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Auditor' }).click();
  await dialog.getByLabel(/^Password/).fill('secret12');
  await dialog.getByLabel('Confirm password').fill('secret1');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('Password does not match')).toBeVisible();
  await dialog.getByLabel('Confirm password').fill('secret12');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox').fill(lastName);
  await expect(page.getByRole('link', { name: `Ravi ${lastName}`, exact: true })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Activity Log' })
    .click();
  await expect(page).toHaveURL('/app/user/activity-log');
  await page.getByRole('searchbox').fill(lastName);
  const line = page.getByRole('row').filter({ hasText: `Added user Ravi ${lastName} (Auditor)` });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Rebecca Hartley');
});
