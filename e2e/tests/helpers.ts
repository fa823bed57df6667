import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'CarePlatform#2026';
export const COMPANY_NAME = 'Harbourside Care Services';

/** Fills in and submits the sign-in form (the page must be on it). */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the sign-in page and signs in. */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await submitSignIn(page, email, password);
  // Signed in once the app has left the sign-in pages: a page opened before that would be sent back to them.
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}
