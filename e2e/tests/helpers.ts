import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

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

/**
 * Closes the browser contexts a journey opened for itself (a worker's phone, a second office user).
 * With one worker the browser lives for the whole run: a context left open keeps its app's timers
 * and polls running through every later journey.
 */
export async function closeOwnContexts({ browser, context }: { browser: Browser; context: BrowserContext }) {
  await Promise.all(
    browser
      .contexts()
      .filter((other) => other !== context)
      .map((other) => other.close()),
  );
}
