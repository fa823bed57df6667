import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { closeOwnContexts, DEMO_PASSWORD, signIn, submitSignIn } from './helpers.ts';

/** Signs in and waits for the role's home, so the next navigation carries the session. */
async function signInAs(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/** A bearer token for API checks beside the browser (outbox, lists). */
async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const reply = await request.post('/api/Account/login', { data: { email, password: DEMO_PASSWORD } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { token: string }).token;
}

/** A tiny real PDF on disk: enough for the server's check of the file's bytes. */
function offerLetterPdf(): string {
  const path = join(tmpdir(), `offer-letter-${Date.now()}.pdf`);
  writeFileSync(
    path,
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return path;
}

test.afterEach(closeOwnContexts);

test('an administrator invites a staff member, who sets a password and signs in', async ({
  page,
  request,
  browser,
}) => {
  const email = `e2e.staff.${Date.now()}@example.com`;
  await signInAs(page, 'admin@harbourside.demo');
  await page.goto('/app/forms/create-staff');
  await expect(page.getByRole('heading', { name: 'New staff member' })).toBeVisible();

  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Avery');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('0400 123 456');
  await page.getByLabel('Offer letter').setInputFiles(offerLetterPdf());
  await expect(page.getByTestId('chosen-file')).toContainText('.pdf');
  await page.getByRole('combobox', { name: 'Forms to attach to the invitation' }).click();
  await page.getByRole('option', { name: 'Employment Contract' }).click();
  await page.getByRole('button', { name: 'Create and send invitation' }).click();

  await expect(
    page.getByText(
      'Jordan Avery was added. No mail server is set up, so the invitation is in the Mailbox (People › Mailbox) to pass on.',
    ),
  ).toBeVisible();
  // The office lands on the new staff member's record (issue 40 item 8).
  await expect(page).toHaveURL(/\/app\/user\/staff\/[^/]+\/[^/]+$/);

  // The invitation is in the outbox, with the set-password link.
  const token = await tokenFor(request, 'admin@harbourside.demo');
  const outbox = await request.get('/api/Mailbox/get_outbox', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const mails = (await outbox.json()) as { to: string; bodyText: string; attachments: { name: string }[] }[];
  const invitation = mails.find((m) => m.to === email && m.bodyText.includes('/auth/set-password?token='));
  expect(invitation, 'the invitation e-mail').toBeTruthy();
  expect(invitation?.attachments.map((a) => a.name)).toEqual(
    expect.arrayContaining([expect.stringMatching(/\.pdf$/), 'Employment Contract.pdf']),
  );
  const link = new URL(
    /https?:\/\/\S+\/auth\/set-password\?token=[\w-]+/.exec(invitation?.bodyText ?? '')?.[0] ?? '',
  );

  // The invitee, in a browser of their own, sets a password and signs in with it.
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(`${link.pathname}${link.search}`);
  await expect(inviteePage.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await inviteePage.getByLabel('New password').fill('Welcome#2026');
  await inviteePage.getByLabel('Confirm password').fill('Welcome#2026');
  await inviteePage.getByRole('button', { name: 'Set password' }).click();
  await expect(inviteePage).toHaveURL(/\/auth\/sign-in$/);
  await expect(inviteePage.getByText('Your password is set. You can sign in now.')).toBeVisible();
  await submitSignIn(inviteePage, email, 'Welcome#2026');
  await expect(inviteePage).toHaveURL(/\/app\/staff\/dashboard$/);
  await invitee.close();
});

test('a client spreadsheet with one bad row imports nothing and names the row', async ({ page, request }) => {
  const stamp = Date.now();
  const goodEmail = `e2e.client.${stamp}@example.com`;
  const sheet = XLSX.utils.aoa_to_sheet([
    [
      'FirstName',
      'MiddleName',
      'SurName',
      'Email',
      'PhoneNumber',
      'Address',
      'AgreementStartDate',
      'AgreementEndDate',
      'NDISNo',
    ],
    ['Ava', '', 'Good', goodEmail, '0400111222', '1 Harbour St', '2026-01-01', '2026-12-31', '430123456'],
    ['Ben', '', 'Bad', `e2e.bad.${stamp}@example`, '0400333444', '', '2026-01-01', '2026-12-31', '12'],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

  await signInAs(page, 'admin@harbourside.demo');
  await page.goto('/app/forms/upload-client-via-excel');
  await page.getByLabel('Spreadsheet').setInputFiles({
    name: 'clients.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  });
  await expect(page.getByTestId('chosen-file')).toContainText('clients.xlsx');
  await page.getByRole('button', { name: 'Upload' }).click();

  await expect(page.getByText('Nothing was imported', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Rows to fix' });
  await expect(table.getByRole('row').filter({ hasText: 'Email' })).toContainText('3');
  await expect(table.getByRole('row').filter({ hasText: 'NDISNo' })).toContainText('3');
  await expect(table).not.toContainText('Ava');

  const token = await tokenFor(request, 'admin@harbourside.demo');
  const clients = await request.get('/api/Profiles', { headers: { Authorization: `Bearer ${token}` } });
  const rows = (await clients.json()) as { email: string | null }[];
  expect(rows.some((c) => c.email === goodEmail)).toBe(false);
});

test('a company admin creates a role and deletes it', async ({ page }) => {
  const name = `E2E Role ${Date.now()}`;
  await signInAs(page, 'owner@harbourside.demo');
  await page.getByRole('link', { name: 'Roles' }).first().click();
  await expect(page.getByRole('heading', { name: 'Manage Roles' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Role' }).click();

  await page.getByRole('button', { name: 'Create Role' }).click();
  await expect(page.getByText('Enter a Role Name')).toBeVisible();
  await page.getByLabel('Role name').fill(name);
  await page.getByRole('button', { name: 'Create Role' }).click();

  await expect(page).toHaveURL(/\/app\/user\/all-roles$/);
  await expect(page.getByText(`Role ${name} created.`)).toBeVisible();
  const card = page.getByTestId('role-card').filter({ hasText: name });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete role' }).click();
  await expect(page.getByText(`Role ${name} deleted.`)).toBeVisible();
  await expect(card).toHaveCount(0);
});
