import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('an unknown path shows the 404 page, whose button goes to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to website' }).click();
  await expect(page).toHaveURL('/auth/sign-in');
});

test('the offline banner appears while offline and goes when back online', async ({ page, context }) => {
  await signIn(page, 'staff@harbourside.demo');
  await expect(page).toHaveURL('/app/staff/dashboard');
  const banner = page.getByText('Offline - Check your internet connection.');
  await expect(banner).toBeHidden();

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test('on a phone the menu opens from the burger', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'client@harbourside.demo');
  await expect(page).toHaveURL('/app/client/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL('/app/staff/change-password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
});

test('changing the password signs the user out; the new password works', async ({ page }) => {
  await signIn(page, 'owner@bluegum.demo');
  await expect(page).toHaveURL('/app/dashboard');
  await page.goto('/app/staff/change-password');
  await page.getByLabel('Old password', { exact: true }).fill('wrong-old-password');
  await page.getByLabel('New password', { exact: true }).fill('Bluegum#2027');
  await page.getByLabel('Confirm password', { exact: true }).fill('Bluegum#2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The old password is not correct.').first()).toBeVisible();

  await page.getByLabel('Old password', { exact: true }).fill('CarePlatform#2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/auth/sign-in');

  await page.getByLabel('Email').fill('owner@bluegum.demo');
  await page.getByLabel('Password', { exact: true }).fill('Bluegum#2027');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/app/dashboard');

  // Back to the demo password: other journeys (the subscription's) sign in as this owner.
  await page.goto('/app/staff/change-password');
  await page.getByLabel('Old password', { exact: true }).fill('Bluegum#2027');
  await page.getByLabel('New password', { exact: true }).fill('CarePlatform#2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('CarePlatform#2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/auth/sign-in');
});
