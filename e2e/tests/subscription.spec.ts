import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

// Blue Gum is in its trial (the demo seed): its CompanyAdmin subscribes for 15 users monthly and pays
// on the checkout page of the local fake of Stripe (PAYMENTS_FAKE_STRIPE, started with the server). The
// fake sends the signed checkout.session.completed to the product and the browser back to the result
// page, which shows the payment received; the payments list has it paid, with its invoice PDF.
test('a CompanyAdmin subscribes for 15 users monthly, pays, and sees the payment in the list', async ({
  page,
}) => {
  await signIn(page, 'owner@bluegum.demo');
  await page.goto('/app/subscription');
  await expect(page.getByLabel('Current subscription')).toContainText('Trial');
  const calculator = page.getByLabel('Price calculator');
  await calculator.getByRole('combobox', { name: 'Package' }).click();
  await page.getByRole('option', { name: 'Standard' }).click();
  await calculator.getByLabel('Number of users').fill('15');
  await expect(calculator).toContainText('Total $270.00');
  await calculator.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByLabel('Order')).toContainText('To pay $270.00');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  // The fake's checkout page, outside the product.
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/pay\/cs_test_/);
  await expect(page.getByText('Total $270.00 AUD')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await page.waitForURL(/\/app\/payment-response\/[^?]+\?session_id=cs_test_/);
  await expect(page.getByText('Payment received')).toBeVisible();
  await expect(page.getByLabel('Invoice')).toContainText('$270.00');

  await page.getByRole('link', { name: 'All payments' }).click();
  const row = page.getByRole('row').filter({ hasText: '$270.00' });
  await expect(row).toContainText('paid');
  // The invoice PDF, downloaded from the list.
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: /PDF/ }).click();
  const file = await (await download).path();
  const text = pdfText(await readFile(file)).replace(/\s+/g, ' ');
  for (const expected of [
    /Blue Gum Disability Support/,
    /Package ?Standard/,
    /Users ?15/,
    /Status ?Paid/,
    /Amount \$270\.00/,
  ]) {
    expect(text).toMatch(expected);
  }

  await page.goto('/app/subscription');
  const current = page.getByLabel('Current subscription');
  await expect(current).toContainText('Standard, 15 users, billed monthly');
  // The card subscription is managed in the fake's billing portal, which links back.
  await current.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await expect(page.getByText(/15 × \$18\.00/)).toBeVisible();
  await page.getByRole('link', { name: 'Return to the product' }).click();
  await page.waitForURL(/\/app\/subscription$/);
  await expect(page.getByLabel('Current subscription')).toContainText('Active');
});

// Spec 1 §2.1's top-level areas open the pages in the /app shell (issue 37, item 11).
test('the top-level /subscription, /payment and /payment-response open for a CompanyAdmin', async ({
  page,
}) => {
  await signIn(page, 'owner@harbourside.demo');
  await page.goto('/subscription');
  await page.waitForURL(/\/app\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  // Standard (the migration's fixed package id): the order page of that package.
  await page.goto('/payment/5b0c9a1e-0000-4000-8000-000000000002?users=5');
  await page.waitForURL(/\/app\/payment\/5b0c9a1e-0000-4000-8000-000000000002\?users=5$/);
  await expect(page.getByLabel('Order')).toContainText('Standard');
  await page.goto('/payment-response');
  await page.waitForURL(/\/app\/payment-response$/);
  await expect(page.getByText('No payment to show')).toBeVisible();
});
