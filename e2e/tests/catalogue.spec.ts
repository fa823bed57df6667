import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

// An administrator imports the NDIS Support Catalogue on the setup page (the demo company already has
// the 2025-26 file, so importing it again adds nothing; a 2026-27 file adds its dated rows), then
// schedules a support from the catalogue for a client who has none.
const CATALOGUE = fileURLToPath(
  new URL('../../apps/server/src/seed/data/ndis-support-catalogue-2025-26-v1.1.csv', import.meta.url),
);

/** A 2026-27 catalogue (one National column) with one item, as the official CSV has it. */
async function nextYearsCatalogue(): Promise<string> {
  const heading =
    'Support Item Number,Support Item Name,Registration Group Number,Registration Group Name,Support Category Number,Support Category Number (PACE),Support Category Name,Support Category Name (PACE),Unit,Quote,Start date,End Date, National , Remote , Very Remote ,Non-Face-to-Face Support Provision,Provider Travel,Short Notice Cancellations.,NDIA Requested Reports,Irregular SIL Supports,Type';
  const row =
    '04_104_0125_6_1,Access Community Social and Rec Activities - Standard - Weekday Daytime,0125,"Participation In Community, Social And Civic Activities",4,4,"Assistance with Social, Economic and Community Participation","Social, Economic and Community Participation",H,No,20260701,99991231,$73.58,$103.01,$110.37,Y,Y,Y,N,N,Price Limited Supports';
  const file = join(tmpdir(), `NDIS-Support-Catalogue-2026-27-v1.0-${Date.now()}.csv`);
  await writeFile(file, `\uFEFF${heading}\r\n${row}\r\n`);
  return file;
}

/** An active demo client with no support schedule yet. */
async function clientWithoutSchedule(page: Page) {
  const login = await page.request.post('/api/Account/login', {
    data: { email: 'admin@harbourside.demo', password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const clients = (await (await page.request.get('/api/Profiles', { headers })).json()) as {
    profileId: string;
    firstName: string;
    fullName: string;
    isActive: boolean;
  }[];
  const lines = (await (
    await page.request.get('/api/Invoice/get_all_support_schedules', { headers })
  ).json()) as {
    profileId: string;
  }[];
  const client = clients.find((c) => c.isActive && !lines.some((l) => l.profileId === c.profileId));
  if (!client) {
    throw new Error('Every demo client has a support schedule');
  }
  // The rate for where the client lives: the state's, or Remote / Very Remote when marked so.
  const [saturday] = (await (
    await page.request.get(
      `/api/Invoice/get_ndia_dpa_items?clientId=${client.profileId}&search=01_013_0107_1_1`,
      {
        headers,
      },
    )
  ).json()) as { remote: number }[];
  return { ...client, saturdayRate: `$${saturday?.remote.toFixed(2)}` };
}

test('an administrator imports the catalogue and schedules a support from it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@harbourside.demo');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.getByRole('link', { name: 'Support Catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'NDIS Support Catalogue' })).toBeVisible();

  // The official 2025-26 file: the demo already has every item.
  await page.getByLabel('Catalogue file').setInputFiles(CATALOGUE);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Nothing new: all 635 items are already in the catalogue.',
  );

  // A newer catalogue adds its dated rows.
  await page.getByLabel('Catalogue file').setInputFiles(await nextYearsCatalogue());
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status')).toContainText('1 item added, 0 unchanged.');
  const imported = page.getByRole('table', { name: 'Imported catalogues' });
  await expect(imported.getByText('NDIS Support Catalogue 2026-27 v1.0')).toBeVisible();
  await expect(imported.getByText('NDIS Support Catalogue 2025-26 v1.1')).toBeVisible();

  // Browse: search by number; today's price of community access is the 2026-27 one.
  await page.getByLabel('Search').fill('04_104');
  const items = page.getByRole('table', { name: 'Support items' });
  await expect(items.getByText('$73.58')).toBeVisible();
  await expect(items.getByText('04_104_0125_6_1')).toHaveCount(1);

  // The client's Schedule Support tab: pick the item, cost and number fill themselves.
  const client = await clientWithoutSchedule(page);
  await page.goto(
    `/app/user/clients/${client.profileId}/${encodeURIComponent(client.firstName)}?tab=ScheduleSupport`,
  );
  await expect(page.getByText('No funded items scheduled yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Schedule' });
  await dialog.getByLabel('Funded item').fill('01_013_0107');
  // The search answers as it is typed: an option clicked while the list is redrawn can be lost, so
  // choose again until the item is taken (a busy CI machine lost one).
  await expect(async () => {
    await dialog.getByLabel('Funded item').click();
    await page.getByRole('option', { name: /01_013_0107_1_1/ }).click({ timeout: 5_000 });
    await expect(dialog.getByLabel('Item Number')).toHaveValue('01_013_0107_1_1', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // 2025-26 Saturday self-care: $98.83 in every state, $138.36 remote, $148.25 very remote.
  expect(['$98.83', '$138.36', '$148.25']).toContain(client.saturdayRate);
  await expect(dialog.getByLabel(/^Cost/)).toHaveValue(client.saturdayRate);
  await expect(dialog.getByText('This item is for Saturday only.')).toBeVisible();
  await dialog.getByLabel(/Quantity/).fill('3');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Self-Care Activities - Standard - Saturday/ });
  await expect(row).toContainText(client.saturdayRate);
  await expect(row).toContainText('Saturday');
});
