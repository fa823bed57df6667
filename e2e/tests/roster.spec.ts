import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

// The admin Shift Roster (issue 12): a repeating shift on the month and week views, duplicated and
// dragged to another day, and a client double booking that needs an override reason. Every date is
// computed from today in Sydney, and the shifts are open shifts of a client made for the test, so
// the demo's roster and the day the test runs do not matter.

const ZONE = 'Australia/Sydney';
const DAY_MS = 86_400_000;

/** Calendar arithmetic on 'YYYY-MM-DD' (UTC noon, so no zone gets in the way). */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const utc = (date: string) => new Date(`${date}T12:00:00Z`);
const fmt = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', ...options }).format(utc(date));
/** 'Tuesday 1 December 2026', as the roster labels a day. */
const dayLabel = (date: string) =>
  `${fmt(date, { weekday: 'long' })} ${Number(date.slice(8))} ${fmt(date, { month: 'long' })} ${date.slice(0, 4)}`;
/** '1 December 2026', as the date pickers label a day. */
const pickerLabel = (date: string) =>
  `${Number(date.slice(8))} ${fmt(date, { month: 'long' })} ${date.slice(0, 4)}`;
const weekdayName = (date: string) => fmt(date, { weekday: 'long' });
const todayInSydney = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

/** A new client of the demo company, made through the API as the owner. */
async function newClient(page: Page): Promise<{ firstName: string; fullName: string }> {
  const login = await page.request.post('/api/Account/login', {
    data: { email: 'owner@harbourside.demo', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const firstName = `Roster${Date.now().toString(36)}`;
  const reply = await page.request.post('/api/Profiles/add_client', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      firstName,
      surName: 'Clash',
      email: `${firstName.toLowerCase()}@example.com.au`,
      phoneNumber: '0412 000 222',
      agreementStartDate: '2026-01-01',
      agreementEndDate: '2030-12-31',
      ndisNo: '431000222',
    },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return { firstName, fullName: `${firstName} Clash` };
}

/**
 * Picks a day in a Mantine date picker, turning the months forward, then back, until the day shows
 * (a picker with no value opens at the browser's month, which may not be the day's).
 */
async function pickDate(page: Page, field: Locator, date: string) {
  await field.click();
  const day = page.getByRole('button', { name: pickerLabel(date), exact: true }).first();
  const turn = (direction: 'next' | 'previous') =>
    page.locator(`[data-dates-dropdown] button[data-direction="${direction}"]:visible`).first().click();
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await turn('next');
  }
  for (let i = 0; i < 6 && !(await day.isVisible()); i++) {
    await turn('previous');
  }
  await day.click();
}

/** Chooses the client in the add form's Clients field. */
async function chooseClient(dialog: Locator, page: Page, firstName: string) {
  await dialog.getByRole('combobox', { name: 'Clients' }).fill(firstName);
  await page.getByRole('option', { name: new RegExp(firstName) }).click();
  await dialog.getByRole('heading', { name: 'Add Shift Roster' }).click();
}

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs a move before a drag. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) {
    throw new Error('Nothing to drag');
  }
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 60, { steps: 12 });
  await page.mouse.up();
}

test('a repeating shift shows on the month and week views, is duplicated and dragged to another day, and a double booking needs an override', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const client = await newClient(page);
  const today = todayInSydney();
  // Three days in one month, starting the day after tomorrow (or on the 2nd of next month).
  const lastOfMonth = addDays(`${addDays(`${today.slice(0, 7)}-01`, 32).slice(0, 7)}-01`, -1);
  const first = addDays(today, 4) <= lastOfMonth ? addDays(today, 2) : addDays(lastOfMonth, 2);
  const days = [first, addDays(first, 1), addDays(first, 2)];

  await signIn(page, 'owner@harbourside.demo');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/app/shift/roster');
  await expect(page.getByRole('heading', { name: 'Shift Roster', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Month' });
  await expect(grid).toBeVisible();
  if (first.slice(0, 7) !== today.slice(0, 7)) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await grid.getByRole('button', { name: new RegExp(`^${dayLabel(first)}:`) }).click();

  // Add: an open shift for the client, 9:00 AM – 5:00 PM, repeating on the three days.
  await page.getByRole('button', { name: 'ADD NEW SHIFT' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Shift Roster' });
  await expect(dialog).toBeVisible();
  await chooseClient(dialog, page, client.firstName);
  await dialog.getByRole('switch', { name: 'Repeat' }).click({ force: true });
  for (const day of days) {
    await dialog.getByRole('checkbox', { name: weekdayName(day), exact: true }).check();
  }
  await pickDate(page, dialog.getByRole('button', { name: 'Stop Date' }), days[2] as string);
  await dialog.getByRole('button', { name: 'Add shift' }).click();
  await expect(dialog).toBeHidden();

  // The month view, searched by the client's name: one shift on each of the three days.
  await page.getByRole('textbox', { name: 'Search by staff, client or shift id' }).fill(client.firstName);
  for (const day of days) {
    await expect(grid.getByRole('button', { name: `${dayLabel(day)}: 1 shift` })).toBeVisible();
  }
  await expect(grid.getByRole('button', { name: `${dayLabel(addDays(first, 3))}: 0 shifts` })).toBeVisible();
  const side = page.getByRole('region', { name: `Shifts on ${dayLabel(first)}` });
  await expect(
    side.getByRole('button', { name: `Shift 9:00 AM – 5:00 PM, Open shift, ${client.fullName}, Upcoming` }),
  ).toBeVisible();

  // The week view opens around the selected day.
  await page.getByText('Week', { exact: true }).click();
  const week = page.getByRole('list', { name: 'Week' });
  const column = (day: string) => week.getByRole('listitem', { name: new RegExp(`^${dayLabel(day)}:`) });
  for (const day of days) {
    await expect(column(day)).toHaveAccessibleName(`${dayLabel(day)}: 1 shift`);
  }

  // Duplicate the first to the day after the series.
  await column(first)
    .getByRole('button', { name: /^Shift 9:00 AM – 5:00 PM, Open shift/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Shift Details' });
  await details.getByRole('button', { name: 'Duplicate Shift' }).click();
  dialog = page.getByRole('dialog', { name: 'Duplicate Shift' });
  await pickDate(page, dialog.getByRole('button', { name: 'Duplicate on' }), addDays(first, 3));
  await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(column(addDays(first, 3))).toHaveAccessibleName(`${dayLabel(addDays(first, 3))}: 1 shift`);

  // Drag the last of the series to the day before the first: confirm, and it moves for real.
  const target = addDays(first, -1);
  await drag(page, column(days[2] as string).locator('.roster-card'), column(target));
  dialog = page.getByRole('dialog', { name: 'Move Shift' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(column(days[2] as string)).toHaveAccessibleName(`${dayLabel(days[2] as string)}: 0 shifts`);
  await expect(column(target)).toHaveAccessibleName(`${dayLabel(target)}: 1 shift`);
  await page.reload();
  await page.getByRole('textbox', { name: 'Search by staff, client or shift id' }).fill(client.firstName);
  if (first.slice(0, 7) !== today.slice(0, 7)) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(grid.getByRole('button', { name: `${dayLabel(target)}: 1 shift` })).toBeVisible();
  await expect(grid.getByRole('button', { name: `${dayLabel(days[2] as string)}: 0 shifts` })).toBeVisible();

  // A second shift for the client at the same time: the clash shows, and saving needs a reason.
  await grid.getByRole('button', { name: new RegExp(`^${dayLabel(first)}:`) }).click();
  await page.getByRole('button', { name: 'ADD NEW SHIFT' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Shift Roster' });
  await chooseClient(dialog, page, client.firstName);
  const warnings = dialog.getByRole('alert').filter({ hasText: 'Rostering checks' });
  await expect(warnings).toContainText('Client double booking');
  await dialog.getByRole('button', { name: 'Add shift' }).click();
  await expect(dialog.getByText('Give a reason for rostering despite the warnings')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Override with a reason' })
    .fill('Two workers needed for a hoist transfer');
  await dialog.getByRole('button', { name: 'Add shift' }).click();
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole('button', { name: `${dayLabel(first)}: 2 shifts` })).toBeVisible();
  await expect(side.getByRole('img', { name: 'Rostered despite the checks' })).toHaveCount(1);
});
