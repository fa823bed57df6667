import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { lastMonth } from './invoice-setup.ts';
import { ownerApi } from './shift-day-setup.ts';

// The Xero journey (issue 28) against the local fake the server starts (ACCOUNTING_FAKE_XERO=1 in
// playwright.config.ts): the company administrator connects Xero on Setup → Integrations, maps the
// shift codes to earnings rates, imports two staff from Xero payroll (and links the two it has),
// posts the fortnight's timesheets of every worker (Send All) and, from the invoice screen, last
// month's saved invoices, and
// opens a new employee's link.

const DAY = 86_400_000;

interface StaffRow {
  staffId: string;
  firstName: string;
  surName: string;
  employeeId: string | null;
}

test('an administrator connects Xero, maps the rates, imports two staff, posts the fortnight and the month’s invoices, and opens a link', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const api = await ownerApi(request);
  await signIn(page, 'owner@harbourside.demo');

  // Connect: the fake consents at once and Xero's return leads back to Setup → Integrations.
  await page.goto('/app/setup/integrations');
  await page.getByRole('button', { name: 'Connect Xero' }).click();
  await page.waitForURL(/\/app\/setup\/integrations/);
  await expect(page.getByText('Sunrise Supports Pty Ltd').first()).toBeVisible();

  // Map the weekday day code and sleepovers to the organisation's earnings rates.
  await page.getByRole('combobox', { name: 'Earnings rate for Weekday day (M)' }).click();
  await page.getByRole('option', { name: /^Ordinary Hours/ }).click();
  await page.getByRole('combobox', { name: 'Earnings rate for Sleepover (N)' }).click();
  await page.getByRole('option', { name: /^Sleepover allowance/ }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Integration settings saved').first()).toBeVisible();

  // Import: two new people added, the two demo staff not yet linked are linked by name.
  await page.goto('/app/forms/upload-staff-via-xero');
  const table = page.getByRole('table', { name: 'People in Xero' });
  await expect(table.getByRole('row', { name: /Ruby Chen .*Will be added/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Noah Kelly .*Will be linked/ })).toBeVisible();
  await page.getByRole('button', { name: 'Import 4 from Xero' }).click();
  await expect(page.getByText('2 added and 2 linked to Xero; 0 skipped.')).toBeVisible();
  const staff = await api.get<StaffRow[]>('/api/Staffs');
  const ruby = staff.find((s) => s.firstName === 'Ruby' && s.surName === 'Chen');
  expect(ruby?.employeeId).toBe('demo-employee-new-1');

  // Send All: every worker's approved shifts of the last fortnight go to Xero payroll, with the Log.
  const mia = staff.find((s) => s.firstName === 'Mia');
  const to = new Date().toISOString();
  const from = new Date(Date.now() - 13 * DAY).toISOString();
  await page.goto(
    `/app/reports/view-periodic-report/${mia?.staffId}/${encodeURIComponent(from)}/${encodeURIComponent(to)}`,
  );
  await page.getByRole('button', { name: 'Post Staff Timesheet to the accounting service' }).click();
  await page.getByText('Send All (every worker)').click();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText(/Posted the timesheets of \d+ workers? to Xero/)).toBeVisible({
    timeout: 20_000,
  });

  // Last month's saved invoices of every client (the demo saved them) go to Xero as sales invoices,
  // from the invoice screen's Post Actual Hours button; the dialog follows the job to its end.
  const month = lastMonth(Date.now());
  await page.goto(`/app/reports/invoice?clientId=All&fromDate=${month.fromDate}&toDate=${month.toDate}`);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByRole('table', { name: 'invoice lines' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Post Actual Hours to the accounting service' }).click();
  const posting = page.getByRole('dialog', { name: 'Post to the accounting service' });
  await posting.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(posting.getByText(/Posted [1-9]\d* of \d+ invoices? to Xero/)).toBeVisible({
    timeout: 20_000,
  });
  await posting.getByRole('button', { name: 'Close' }).click();

  // The new employee's link opens their record in (the fake) Xero.
  const record = await api.get<{ xerolink: string | null }>(`/api/Staffs/${ruby?.staffId}`);
  expect(record.xerolink).toContain('demo-employee-new-1');
  await page.goto(record.xerolink ?? '');
  await expect(page.getByRole('heading', { name: 'Employee in the fake Xero' })).toBeVisible();
  await expect(page.getByText('"FirstName": "Ruby"')).toBeVisible();
});
