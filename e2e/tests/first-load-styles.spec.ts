import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './helpers.ts';

// Issue 26: a page with a date picker opened first after sign-in must load the dates stylesheet
// itself (it used to come only with other pages' chunks: giant chevrons, a bare grid spilling out
// of the dialog). Each test signs in and opens its page by address, a fresh document.

/** The open calendar's "next month" control (its static class names differ by component). */
const NEXT_MONTH = '[data-dates-dropdown] button[data-direction="next"]:visible';

/** The open calendar's sizes, as Mantine's stylesheet sets them (unstyled, they are a page wide). */
async function expectStyledCalendar(page: Page) {
  const control = page.locator(NEXT_MONTH).first();
  await expect(control).toBeVisible();
  const controlBox = await control.boundingBox();
  expect(controlBox?.width).toBeGreaterThan(20);
  expect(controlBox?.width).toBeLessThanOrEqual(48);
  expect(controlBox?.height).toBeLessThanOrEqual(48);
  // The chevron inside it is an icon, not a giant arrow.
  const chevron = await control.locator('svg').first().boundingBox();
  expect(chevron?.width).toBeLessThanOrEqual(24);
  // The days sit in a grid of small square buttons.
  const day = page
    .locator('.mantine-Day-day:visible, [data-dates-day]:visible, table button:visible')
    .first();
  const dayBox = await day.boundingBox();
  expect(dayBox?.width).toBeLessThanOrEqual(48);
  expect(dayBox?.height).toBeLessThanOrEqual(48);
  // And the calendar fits a dialog's width.
  const month = page.locator('[data-dates-dropdown] table:visible').first();
  expect((await month.boundingBox())?.width).toBeLessThanOrEqual(360);
}

async function openPicker(page: Page, field: Locator) {
  await field.click();
  await expect(page.locator(NEXT_MONTH).first()).toBeVisible();
}

test('Add New Shift opened first after sign-in shows a styled date-time picker', async ({ page }) => {
  await signIn(page, 'owner@harbourside.demo');
  await page.goto('/app/shift/roster');
  await page.getByRole('button', { name: 'ADD NEW SHIFT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shift Roster' });
  await expect(dialog).toBeVisible();
  await openPicker(page, dialog.getByRole('button', { name: 'Start' }));
  await expectStyledCalendar(page);
});

test('NDIS Claims opened first after sign-in shows a styled date picker', async ({ page }) => {
  await signIn(page, 'owner@harbourside.demo');
  await page.goto('/app/reports/ndis-claims');
  await openPicker(page, page.getByRole('button', { name: 'From' }).first());
  await expectStyledCalendar(page);
});
