import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { invoicedClient } from './invoice-setup.ts';
import { ownerApi, stamp } from './shift-day-setup.ts';

// Who the invoice goes to (issue 25): last month's lines of a plan-managed client are saved; the
// office sends the invoice to the plan manager from Saved Invoices (the night line with no item is
// held back and the dialog says why), records a part payment, and finds what is still owed on the
// aged list. The client and shifts are made through the API from the real now.

const SHOTS = process.env.SCREENSHOTS_DIR;

test('the office sends a plan-managed invoice, records a part payment and sees it on the aged list', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await ownerApi(request);
  const manager = `Bayside Plan Management ${stamp()}`;
  const { client, period } = await invoicedClient(api, request, Date.now(), {
    management: 'Plan Managed',
    planManager: manager,
    planManagerEmail: 'invoices@bayside-plans.example',
  });
  const query = `clientId=${client.id}&fromDate=${period.fromDate}&toDate=${period.toDate}`;
  await api.get(`/api/Invoice/load_invoice?${query}&withTTP=Yes`);
  const saved = await api.post<{ invoiceNumbers: string[] }>(`/api/Invoice/save_invoice?${query}`, {});
  const number = saved.invoiceNumbers[0] as string;

  await signIn(page, 'owner@harbourside.demo', DEMO_PASSWORD);
  await page.goto('/app/reports/saved-invoice');
  await page.getByPlaceholder('Search by client, description or invoice number').fill(number);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row.getByText('To send')).toBeVisible();

  // Send: the dialog names the plan manager and says which line is held back and why.
  await row.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send invoice' });
  await expect(dialog.getByText(`Bill to ${manager} (plan manager)`)).toBeVisible();
  await expect(dialog.getByText('1 line(s) held back from this invoice')).toBeVisible();
  await expect(dialog.getByText(/No support item/)).toBeVisible();
  await expect(dialog.getByLabel('Send to')).toHaveValue('invoices@bayside-plans.example');
  await dialog.getByRole('button', { name: 'Send invoice' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await expect(row.getByText(/Sent to invoices@bayside-plans\.example/)).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/saved-invoices-1280.png`, fullPage: true });
  }

  // A part payment: $50 of it.
  await row.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record a payment' });
  await pay.getByLabel('Amount').fill('50');
  await pay.getByLabel('Reference').fill('REMIT-E2E');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay).toBeHidden();
  await expect(row.getByText('Part paid')).toBeVisible();

  // An overpayment is refused at the amount.
  await row.getByRole('button', { name: 'Record payment' }).click();
  await pay.getByLabel('Amount').fill('99999');
  await pay.getByLabel('Reference').fill('TOO-MUCH');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay.getByText(/The payment is more than is owed/).first()).toBeVisible();
  await pay.getByRole('button', { name: 'Cancel' }).click();

  // The aged list: the invoice is still owed, not yet due.
  await page.getByRole('link', { name: 'Aged unpaid invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Aged unpaid invoices' })).toBeVisible();
  const aged = page.getByRole('row').filter({ hasText: number });
  await expect(aged.getByText(manager)).toBeVisible();
  await expect(aged.getByText('Part paid')).toBeVisible();
  await expect(aged.getByText('Current')).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/aged-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/aged-390.png`, fullPage: true });
    await page.goto('/app/reports/saved-invoice');
    await expect(page.getByRole('heading', { name: 'Saved Invoices' })).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${SHOTS}/saved-invoices-390.png`, fullPage: true });
    const list = await api.get<{ invoices: { invoiceId: string; invoiceNumber: string }[] }>(
      '/api/Invoice/aged_invoices',
    );
    const invoiceId = list.invoices.find((i) => i.invoiceNumber === number)?.invoiceId ?? '';
    const pdf = await page.request.get(`/api/Invoice/tax_invoice/${invoiceId}`);
    const fs = await import('node:fs/promises');
    await fs.writeFile(`${SHOTS}/${number}.pdf`, await pdf.body());
  }
});
