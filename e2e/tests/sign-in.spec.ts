import { expect, test } from '@playwright/test';
import { COMPANY_NAME, signIn, submitSignIn } from './helpers.ts';

const ROLES = [
  { email: 'owner@harbourside.demo', role: 'CompanyAdmin', home: '/app/dashboard', heading: 'Dashboard' },
  { email: 'admin@harbourside.demo', role: 'Administrator', home: '/app/dashboard', heading: 'Dashboard' },
  { email: 'staff@harbourside.demo', role: 'Staff', home: '/app/staff/dashboard', heading: /^Welcome, / },
  { email: 'client@harbourside.demo', role: 'Client', home: '/app/client/dashboard', heading: /^Welcome, / },
  {
    email: 'auditor@harbourside.demo',
    role: 'Auditor',
    home: '/app/auditor/dashboard',
    heading: 'Auditor dashboard',
  },
  {
    email: 'manager@harbourside.demo',
    role: 'CareManager',
    home: '/app/users/dashboard',
    // Their home lists their clients (issue 40 item 9), greeting them by name.
    heading: /^Welcome, /,
  },
] as const;

test.describe('signing in lands on the role home', () => {
  for (const { email, role, home, heading } of ROLES) {
    test(`${role} (${email}) lands on ${home}`, async ({ page }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(home);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId('company-name')).toHaveText(COMPANY_NAME);
    });
  }
});

test('/ sends a signed-in user to their home, and sign-in sends them back', async ({ page }) => {
  await signIn(page, 'staff@harbourside.demo');
  await expect(page).toHaveURL('/app/staff/dashboard');
  await page.goto('/');
  await expect(page).toHaveURL('/app/staff/dashboard');
  await page.goto('/auth/sign-in');
  await expect(page).toHaveURL('/app/staff/dashboard');
});

test('a wrong password shows its message on the form', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await submitSignIn(page, 'staff@harbourside.demo', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  await expect(page).toHaveURL('/auth/sign-in');
});

test('empty fields show the validation messages', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('a signed-out deep link returns there after sign-in', async ({ page }) => {
  await page.goto('/app/staff/change-password');
  await expect(page).toHaveURL('/auth/sign-in');
  await submitSignIn(page, 'staff@harbourside.demo');
  await expect(page).toHaveURL('/app/staff/change-password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('staff@harbourside.demo');
});

test('signing out goes to sign-in and closes the app to the visitor', async ({ page }) => {
  await signIn(page, 'admin@harbourside.demo');
  await expect(page).toHaveURL('/app/dashboard');
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  await page.getByText('Sign out', { exact: true }).first().click();
  await expect(page).toHaveURL('/auth/sign-in');
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL('/auth/sign-in');
});
