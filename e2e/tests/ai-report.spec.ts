import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { addShift, newClient, newWorker, ownerApi, stamp } from './shift-day-setup.ts';

// The AI assistant's shift-report draft (issue 14): with no AI service configured (the offline
// draft from the shift's record), an administrator drafts the report of a shift that has ended,
// reviews it and saves it; asked again, the draft says it replaces the shift's report.

const ZONE = 'Australia/Sydney';
const HOUR = 3_600_000;
const localDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(ms));
/** 'Tuesday 1 December 2026', as the admin roster labels a day. */
function dayLabel(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  const f = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', ...o }).format(at);
  return `${f({ weekday: 'long' })} ${Number(date.slice(8))} ${f({ month: 'long' })} ${date.slice(0, 4)}`;
}

/** The roster's list of the day's shifts, searched by the client. */
async function rosterDay(page: Page, clientName: string, day: string) {
  await page.goto('/app/shift/roster');
  await expect(page.getByRole('heading', { name: 'Shift Roster', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Month' });
  await expect(grid).toBeVisible();
  if (day.slice(0, 7) < localDay(Date.now()).slice(0, 7)) {
    await page.getByRole('button', { name: 'Previous month' }).click();
  }
  await page.getByRole('textbox', { name: 'Search by staff, client or shift id' }).fill(clientName);
  await grid.getByRole('button', { name: new RegExp(`^${dayLabel(day)}:`) }).click();
  return page.getByRole('region', { name: `Shifts on ${dayLabel(day)}` });
}

test('an administrator has the AI assistant draft a shift report, reviews it and saves it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await ownerApi(request);
  const client = await newClient(api, 'Draft', { latitude: -33.8731, longitude: 151.2065 });
  const worker = await newWorker(api, request, 'Drafter', `Draft#Report${stamp()}`);
  const start = Date.now() - 3 * HOUR;
  await addShift(api, {
    staffId: worker.id,
    clientId: client.id,
    fromMs: start,
    toMs: Date.now() - HOUR,
    description: 'Library visit and lunch',
  });

  await signIn(page, 'owner@harbourside.demo', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const list = await rosterDay(page, client.fullName.split(' ')[0] ?? '', localDay(start));
  const card = list.getByRole('button', { name: new RegExp(`, ${client.fullName}, `) });
  await card.click();
  const details = page.getByRole('dialog', { name: 'Shift Details' });
  await details.getByRole('button', { name: 'Generate Shift Report' }).click();

  const ask = page.getByRole('dialog', { name: 'Generate Shift Report with an AI assistant' });
  const instruction = ask.getByRole('textbox', { name: /Instruction/ });
  await ask.getByRole('button', { name: 'Generate' }).click();
  await expect(ask.getByText('Please Provide A Reason')).toBeVisible();
  await instruction.fill('Focus on choosing books on her own');
  await ask.getByRole('button', { name: 'Generate' }).click();

  const review = page.getByRole('dialog', { name: 'Report Generated' });
  const goal = review.getByRole('textbox', { name: 'Goal progress' });
  await expect(goal).toContainText(`Shift with ${client.fullName}`);
  await expect(goal).toContainText('Shift notes: Library visit and lunch.');
  await expect(goal).toContainText('Focus asked for: Focus on choosing books on her own.');
  await expect(review.getByText('Drafted from the shift’s record')).toBeVisible();
  await review.getByRole('button', { name: 'Save' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByText('Shift report saved')).toBeVisible();

  // Drafted again, the draft says it would replace the report now saved.
  await card.click();
  await details.getByRole('button', { name: 'Generate Shift Report' }).click();
  await instruction.fill('Keep it short');
  await ask.getByRole('button', { name: 'Generate' }).click();
  await expect(review.getByText('This shift already has a report', { exact: false })).toBeVisible();
  await expect(goal).toContainText(`From the report already written: Shift with ${client.fullName}`);
  await review.getByRole('button', { name: 'Discard' }).click();
  await expect(review).toBeHidden();
});
