// The steps the documents journeys share: the server's today in Sydney, picking a day in a date
// input's calendar, a well-formed PDF to upload, signing in people side by side, and a document's row.
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

// The company's days run in Sydney: pick dates in the same zone, so "today" is today for the server too.
export const ZONE = 'Australia/Sydney';

export const POLICE_CHECK = 'Current Police Check';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface CalendarDay {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
}

/**
 * The server's clock, read from its reply's Date header. The server judges a document (not started,
 * expired…) by its own today, so the browser is set to this instant and the dates are picked from it:
 * the test runs the same on any day, a month's or a year's end, or a daylight-saving change.
 */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const reply = await request.get('/api/health');
  expect(reply.ok()).toBe(true);
  const date = new Date(reply.headers().date ?? '');
  expect(Number.isNaN(date.getTime())).toBe(false);
  return date;
}

/** The day an instant falls on in Sydney. */
export function dayOf(instant: Date): CalendarDay {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE })
    .format(instant)
    .split('-')
    .map(Number) as [number, number, number];
  return { year, month: month - 1, day };
}

/** A day of the month `months` after the given day's month. */
export function dayInMonthsAhead(from: CalendarDay, months: number, day: number): CalendarDay {
  const index = from.year * 12 + from.month + months;
  return { year: Math.floor(index / 12), month: index % 12, day };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** How the date inputs show a day (valueFormat DD-MM-YYYY). */
export const shown = (d: CalendarDay) => `${pad(d.day)}-${pad(d.month + 1)}-${d.year}`;

/** Letters and digits, different on every run. */
export const unique = () => Date.now().toString(36).slice(-6);

/** The calendars of the date inputs (portalled, one at a time). */
const calendars = (page: Page) => page.locator('[data-dates-dropdown]');
/** The calendar header's month and year ("November 2026"), between the previous and next buttons. */
const MONTH_HEADER = new RegExp(`^(${MONTHS.join('|')}) (\\d{4})$`);

/**
 * Opens a date input's calendar, moves month by month to the day's month as a person would (reading
 * the month the calendar shows, wherever it opened) and clicks the day.
 */
export async function pickDate(page: Page, scope: Locator, label: string, date: CalendarDay) {
  // The last calendar must have finished closing, or two would be on screen at once.
  await expect(calendars(page)).toHaveCount(0);
  const input = scope.getByRole('button', { name: label });
  await input.click();
  const calendar = calendars(page);
  await expect(calendar).toBeVisible();
  const header = calendar.getByRole('button', { name: MONTH_HEADER });
  const target = date.year * 12 + date.month;
  for (let step = 0; step < 36; step++) {
    const match = MONTH_HEADER.exec((await header.textContent())?.trim() ?? '');
    expect(match, 'the calendar shows a month').not.toBeNull();
    const showing = Number(match?.[2]) * 12 + MONTHS.indexOf(match?.[1] ?? '');
    if (showing === target) {
      break;
    }
    const towards = showing < target ? 1 : -1;
    await calendar.locator(`button[data-direction="${towards > 0 ? 'next' : 'previous'}"]`).click();
    const then = showing + towards;
    await expect(header).toHaveText(`${MONTHS[then % 12]} ${Math.floor(then / 12)}`);
  }
  await expect(header).toHaveText(`${MONTHS[date.month]} ${date.year}`);
  await calendar
    .getByRole('button', { name: `${date.day} ${MONTHS[date.month]} ${date.year}`, exact: true })
    .click();
  await expect(input).toHaveText(shown(date));
  // Choosing a day closes the calendar.
  await expect(calendars(page)).toHaveCount(0);
}

/** A small but well-formed one-page PDF (the server reads the bytes, not the name). */
function makePdf(title: string): Buffer {
  const content = `BT /F1 18 Tf 40 140 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) {
    body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: makePdf(name) });

/** Signs in and waits until the app has taken the user to their home page. */
export async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app\//);
}

/**
 * A signed-in page in a browser context of its own, so several people can take turns. Its clock stands
 * still at `now` (timers still run), so its calendars open on the server's month whatever the hour.
 */
export async function openAs(browser: Browser, email: string, now: Date): Promise<Page> {
  const context = await browser.newContext({ timezoneId: ZONE });
  await context.clock.setFixedTime(now);
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

/** The row of a document in one of the person's tables (Required, Others…). */
export const documentRow = (page: Page, table: string, name: string) =>
  page.getByRole('region', { name: table, exact: true }).getByRole('row').filter({ hasText: name });

/** Opens a row's "More actions" menu and chooses an item. */
export async function rowAction(page: Page, row: Locator, name: string, item: string) {
  await row.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The staff profile's Documents tab, reached from the staff list as an administrator would. */
export async function openStaffProfile(page: Page, fullName: string) {
  await page.goto('/app/user/staffs');
  await page.getByRole('searchbox', { name: 'Search by full name or email' }).fill(fullName);
  await page.getByRole('link', { name: fullName, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/user\/staff\/[^/]+\/[^/?]+/);
  await expect(page.getByRole('heading', { name: `${fullName} Documents` })).toBeVisible();
}
