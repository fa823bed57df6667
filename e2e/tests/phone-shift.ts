import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

// A worker's phone in the journeys: its clock set to a shift's times (the server takes a phone's own
// time for up to 24 hours, as a phone that was offline sends it), clocking in with the signed report
// and clocking out, on the card of the client's shift (and of its Support at Home service, when named).

/** The phone at `at`: its clock fixed there (the timers still run), then `path` opened. */
export async function phoneAt(context: BrowserContext, phone: Page, at: number, path: string) {
  await context.clock.setFixedTime(new Date(at));
  await phone.goto(path);
}

/** The card of the client's shift within `scope` (the page, or its Today region), of `service` when given. */
export function shiftCard(scope: Page | Locator, phone: Page, client: string, service?: string) {
  const card = scope
    .locator('.mantine-Card-root')
    .filter({ has: phone.getByRole('button', { name: new RegExp(`^Shift details: ${client}`) }) });
  return service ? card.filter({ hasText: service }) : card;
}

/** Clock in to the client's shift on Today, then fill and sign its report with `goal`. */
export async function clockInWithReport(
  phone: Page,
  client: string,
  goal: string,
  service?: string,
): Promise<void> {
  const card = shiftCard(phone.getByRole('region', { name: 'Today' }), phone, client, service);
  await card.getByRole('button', { name: 'Clock-In' }).click();
  await phone
    .getByRole('dialog', { name: 'Clocked in' })
    .getByRole('button', { name: 'Fill Report' })
    .click();
  const box = phone.getByRole('textbox', { name: 'Goal progress' });
  await box.click();
  await box.pressSequentially(goal);
  await phone.getByLabel('I confirm this report is true and complete').check();
  await phone.getByRole('button', { name: 'Save and sign' }).click();
  await expect(phone).toHaveURL('/app/staff/shift-roster');
}

/** Opens Clock Out on the client's shift of the roster; the kilometres when the company asks them. */
export async function openClockOut(phone: Page, client: string, service?: string) {
  const card = shiftCard(phone, phone, client, service);
  await card.getByRole('button', { name: 'Clock Out' }).click();
  const sheet = phone.getByRole('dialog', { name: 'Clock Out' });
  await expect(sheet).toBeVisible();
  if (await sheet.getByLabel(/Start km/).isVisible()) {
    await sheet.getByLabel(/Start km/).fill('100');
    await sheet.getByLabel(/End km/).fill('100');
  }
  return { card, sheet };
}
