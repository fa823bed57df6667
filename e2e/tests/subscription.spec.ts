import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

// Blue Gum is in its trial (the demo seed): its CompanyAdmin subscribes for 15 users monthly with the
// offline default, sees the invoice on the result page, the operator confirms it, and it is listed as paid.
test('a CompanyAdmin subscribes for 15 users monthly, pays, and sees the payment in the list', async ({
  page,
  request,
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
  await page.waitForURL(/\/app\/payment-response\//);
  await expect(page.getByText('Invoice issued: awaiting payment')).toBeVisible();
  const paymentId = new URL(page.url()).pathname.split('/').pop() as string;

  const confirmed = await request.post('/api/Payments/confirm_payment', {
    headers: { authorization: 'Bearer e2e-operator-key' },
    data: { paymentId },
  });
  expect(confirmed.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Payment received')).toBeVisible();

  await page.getByRole('link', { name: 'All payments' }).click();
  const row = page.getByRole('row').filter({ hasText: '$270.00' });
  await expect(row).toContainText('paid');
  await page.goto('/app/subscription');
  await expect(page.getByLabel('Current subscription')).toContainText('Standard, 15 users, billed monthly');
});
