import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pickDate } from './documents-helpers.ts';
import { closeOwnContexts, signIn } from './helpers.ts';
import { pdfText } from './pdf-text.ts';
import { clockInWithReport, openClockOut, phoneAt } from './phone-shift.ts';
import { contextOnServerTime, serverNow, sydneyAt } from './set-clock.ts';
import { newWorker, ownerApi, stamp, sydneyWallTime } from './shift-day-setup.ts';

// Issue 39's journey, end to end on the set clock (Saturday 1 August 2026, 13:00 in Sydney): the office
// adds a Support at Home client (classification 4, part pensioner) and rosters two services on Friday
// 31 July; a worker delivers them on a phone (its clock set back to each shift: the server takes a
// phone's own time for 24 hours); the office approves the attendances, runs July's claim (pre-flight,
// the claim and its upload file), imports the payment statement written from that file, invoices and
// sends the client's contribution, and generates July's statements (the mail sent); the client, on a
// phone, reads July's statement in the portal (its services, contributions and the budget left) and
// their contribution invoice. It replaces sah-statements.spec.ts, whose checks it keeps.

// A step that cannot happen fails in seconds, not at the test's timeout.
test.use({ actionTimeout: 20_000 });

const WORKER_PASSWORD = 'Sah-Journey-Worker-9';
const CLIENT_PASSWORD = 'Sah-Journey-Client-9';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const CLIENT_AT = { latitude: -33.8731, longitude: 151.2065 };
const PHONE_AT = { latitude: -33.8729, longitude: 151.2067 };
const MY_AGED_CARE_ID = 'AC55500039';
const SHOTS = '../.tmp/sah-journey';

// The two services of Friday 31 July 2026, an hour each, in the 24 hours before the set clock's start
// (serverNow checks the server started less than 4 hours ago): personal care (Independence) and
// domestic assistance (Everyday living), so each of the client's two rates is used. Both end by 20:00:
// a visit across a time band's edge is two attendance splits, so two claim lines of half an hour.
const SERVICES = [
  { name: 'Personal care', from: sydneyAt('2026-07-31T17:00'), to: sydneyAt('2026-07-31T18:00') },
  { name: 'Domestic assistance', from: sydneyAt('2026-07-31T18:30'), to: sydneyAt('2026-07-31T19:30') },
] as const;
type ServiceName = (typeof SERVICES)[number]['name'];
/** The part pensioner's rates (%) on their notice, by the service's category (clinical care is 0%). */
const RATES: Record<ServiceName, number> = { 'Personal care': 10, 'Domestic assistance': 35 };

const dayOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 0, month: (month ?? 1) - 1, day: day ?? 1 };
};
/** '$1,234.56' or '1234.56' → 123456. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);
/** 123456 → '$1,234.56', as the pages and the PDFs write money. */
const dollars = (c: number) =>
  `$${(c / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** An instant's Sydney time as the roster writes it: '5:00 PM'. */
const clock = (at: number) => {
  const [hour = 0, minute = 0] = sydneyWallTime(at).slice(11).split(':').map(Number);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};

/** A CSV's rows (quoted fields with "" and commas, CRLF or LF), as the claim's upload file is written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') {
        i++;
      }
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** A CSV's rows as records by header. */
function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** Clock out of the shift of `service` on the roster; its Clock Out button is gone after. */
async function clockOut(phone: Page, client: string, service: string) {
  const { card, sheet } = await openClockOut(phone, client, service);
  await sheet.getByRole('button', { name: 'Clock Out' }).click();
  await expect(sheet).toBeHidden();
  await expect(card.getByRole('button', { name: 'Clock Out' })).toHaveCount(0);
}

/**
 * Sets the time of a date-time picker of the shift form on the day it shows: its dropdown's time
 * fields (hours, minutes, AM/PM) typed in, then its check button.
 */
async function pickTime(page: Page, dialog: Locator, label: string, at: number) {
  await dialog.getByRole('button', { name: label }).click();
  const dropdown = page.locator('[data-dates-dropdown]');
  await expect(dropdown).toBeVisible();
  const [hour = 0, minute = 0] = sydneyWallTime(at).slice(11).split(':').map(Number);
  await dropdown.locator('input').first().click();
  await page.keyboard.type(String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0'));
  await page.keyboard.type(String(minute).padStart(2, '0'));
  await page.keyboard.type(hour < 12 ? 'a' : 'p');
  await dropdown.getByRole('button').last().click();
  await expect(dropdown).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: label })).toHaveText(`31-07-2026 ${clock(at)}`);
}

test.afterEach(closeOwnContexts);

test('Support at Home end to end: a new client’s two services rostered, delivered on a phone, claimed, paid, their contribution invoiced, and July’s statement read in the portal', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  expect(await serverNow(request)).toBeGreaterThan(SERVICES[1].to);
  const api = await ownerApi(request);
  // The worker is made through the API (with their invitation's link from the outbox): onboarding
  // staff is another journey's.
  const worker = await newWorker(api, request, 'Carer', WORKER_PASSWORD);
  const staff = await api.get<{ firstName: string; surName: string }>(`/api/Staffs/${worker.id}`);
  const workerName = `${staff.firstName} ${staff.surName}`;
  const firstName = `Iris${stamp()}`;
  const client = {
    firstName,
    fullName: `${firstName} Aged`,
    email: `${firstName.toLowerCase()}@example.com.au`,
  };

  const office = await contextOnServerTime(browser, request, { viewport: DESKTOP });
  const page = await office.newPage();
  await signIn(page, 'admin@harbourside.demo');
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  // 1. People → Clients → New Client → Create: a client funded by Support at Home (no NDIS number).
  await menu.getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('button', { name: 'New Client' }).click();
  await page.getByRole('menuitem', { name: 'Create', exact: true }).click();
  const form = page.getByRole('form', { name: 'New client' });
  await form.getByLabel('First name').fill(client.firstName);
  await form.getByLabel('Last name').fill('Aged');
  await form.getByLabel('Email').fill(client.email);
  await form.getByLabel('Phone').fill('0412 000 039');
  await form.getByLabel('Latitude').fill(String(CLIENT_AT.latitude));
  await form.getByLabel('Longitude').fill(String(CLIENT_AT.longitude));
  await form.getByLabel('Funded by').selectOption({ label: 'Support at Home' });
  await pickDate(page, form, 'Agreement start date', dayOf('2026-07-01'));
  await pickDate(page, form, 'Agreement end date', dayOf('2027-06-30'));
  await form.getByRole('button', { name: 'Create client' }).click();
  // The office lands on the new client's profile.
  await expect(page).toHaveURL(new RegExp(`/app/user/clients/[^/]+/${client.firstName}$`));
  const clientPath = new URL(page.url()).pathname;

  // 2. The profile's Funding section: the My Aged Care ID, classification 4 and the notice's rates.
  const funding = page.getByLabel('Funding', { exact: true });
  await expect(funding.getByText('Support at Home', { exact: true })).toBeVisible();
  await funding.getByRole('button', { name: 'Change funding' }).click();
  const programForm = page.getByRole('form', { name: 'Funding and program' });
  await programForm.getByLabel('My Aged Care ID').fill(MY_AGED_CARE_ID);
  await programForm.getByRole('button', { name: 'Save' }).click();
  await expect(programForm).toBeHidden();
  await expect(funding.getByRole('table', { name: 'Support at Home details' })).toContainText(
    MY_AGED_CARE_ID,
  );

  await funding.getByRole('button', { name: 'Add classification' }).click();
  const classForm = page.getByRole('form', { name: 'Add a classification' });
  await classForm.getByRole('combobox', { name: 'Classification or pathway' }).click();
  await page.getByRole('option', { name: 'Classification 4', exact: true }).click();
  await pickDate(page, classForm, 'Approval date', dayOf('2026-06-20'));
  await pickDate(page, classForm, 'Start date', dayOf('2026-07-01'));
  await classForm.getByRole('button', { name: 'Add' }).click();
  await expect(classForm).toBeHidden();
  await expect(funding.getByRole('table', { name: 'Classifications' })).toContainText('Classification 4');

  await funding.getByRole('button', { name: 'Add rates' }).click();
  const rateForm = page.getByRole('form', { name: 'Add contribution rates' });
  await pickDate(page, rateForm, 'From', dayOf('2026-07-01'));
  await rateForm.getByRole('combobox', { name: 'Status on the Services Australia notice' }).click();
  await page.getByRole('option', { name: 'Part pensioner', exact: true }).click();
  await rateForm.getByLabel('Independence rate (%)').fill(String(RATES['Personal care']));
  await rateForm.getByLabel('Everyday living rate (%)').fill(String(RATES['Domestic assistance']));
  await rateForm.getByRole('button', { name: 'Add' }).click();
  await expect(rateForm).toBeHidden();
  await expect(funding.getByRole('table', { name: 'Contribution rates' }).getByRole('row').nth(1)).toHaveText(
    `01-07-2026Part pensioner0%${RATES['Personal care']}%${RATES['Domestic assistance']}%`,
  );

  // 3. Roster → Shift Roster, July, Friday 31: the two shifts, each naming its Support at Home service.
  await menu.getByRole('link', { name: 'Shift Roster' }).click();
  const grid = page.getByRole('grid', { name: 'Month' });
  await expect(grid).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  for (const service of SERVICES) {
    await grid.getByRole('button', { name: /^Friday 31 July 2026:/ }).click();
    await page.getByRole('button', { name: 'ADD NEW SHIFT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Shift Roster' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Staff' }).fill(workerName);
    await page.getByRole('option', { name: workerName }).click();
    await dialog.getByRole('combobox', { name: 'Clients' }).fill(client.firstName);
    await page.getByRole('option', { name: client.fullName }).click();
    await dialog.getByRole('heading', { name: 'Add Shift Roster' }).click();
    await pickTime(page, dialog, 'Start', service.from);
    await pickTime(page, dialog, 'End', service.to);
    // A Support at Home client's shift names the service it delivers.
    await dialog.getByRole('combobox', { name: 'Support at Home service' }).click();
    await page.getByRole('option', { name: service.name, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Activities' }).click();
    await page.getByRole('option', { name: 'Personal Support' }).click();
    await dialog.getByRole('heading', { name: 'Add Shift Roster' }).click();
    // A new worker has no screening documents on file: the rostering checks ask for a reason.
    const checks = dialog.getByRole('alert').filter({ hasText: 'Rostering checks' });
    await expect(checks).toContainText('has no Current Police Check on file');
    await checks.getByRole('textbox', { name: 'Override with a reason' }).fill('Journey: a new worker');
    await dialog.getByRole('button', { name: 'Add shift' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('textbox', { name: 'Search by staff, client or shift id' }).fill(client.firstName);
  await expect(grid.getByRole('button', { name: 'Friday 31 July 2026: 2 shifts' })).toBeVisible();
  const day = page.getByRole('region', { name: 'Shifts on Friday 31 July 2026' });
  for (const service of SERVICES) {
    await expect(
      day.getByRole('button', {
        name: new RegExp(
          `^Shift ${clock(service.from)} – ${clock(service.to)}, ${workerName}, ${client.fullName}`,
        ),
      }),
    ).toBeVisible();
  }

  // 4. The worker delivers both on a phone, its clock at each shift's start and end.
  const phoneContext = await browser.newContext({
    viewport: PHONE,
    timezoneId: 'Australia/Sydney',
    geolocation: PHONE_AT,
    permissions: ['geolocation'],
  });
  await phoneContext.clock.setFixedTime(new Date(SERVICES[0].from));
  const phone = await phoneContext.newPage();
  await signIn(phone, worker.email, WORKER_PASSWORD);
  await expect(phone).toHaveURL('/app/staff/dashboard');
  for (const [i, service] of SERVICES.entries()) {
    if (i > 0) {
      await phoneAt(phoneContext, phone, service.from, '/app/staff/dashboard');
    }
    await clockInWithReport(phone, client.fullName, `${service.name} as planned.`, service.name);
    await phoneAt(phoneContext, phone, service.to, '/app/staff/shift-roster');
    await clockOut(phone, client.fullName, service.name);
  }
  await phoneContext.close();

  // 5. The office approves the attendances: the API, as the pay journey does.
  await api.get(`/api/Attendances/approve_all?staffId=${worker.id}&fromDate=2026-07-31&toDate=2026-08-01`);

  // 6. Reports → Support at Home Claims: the pre-flight of July (the page's default: last month).
  await menu.getByRole('link', { name: 'Support at Home Claims' }).click();
  await expect(page.getByRole('heading', { name: 'Support at Home Claims' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'From' })).toHaveText('01-07-2026');
  await expect(page.getByRole('button', { name: 'To' })).toHaveText('31-07-2026');
  await page.getByRole('button', { name: 'Run pre-flight' }).click();
  const mine = page
    .getByRole('table', { name: 'Lines of the period' })
    .getByRole('row')
    .filter({ hasText: client.fullName });
  await expect(mine).toHaveCount(2);
  // Each line: an hour at the published price (its amount), the client's rate of it, the government the rest.
  const seen = new Map<string, { gross: number; contribution: number; government: number }>();
  for (const service of SERVICES) {
    const cells = mine.filter({ hasText: service.name }).getByRole('cell');
    await expect(cells.nth(8)).toHaveText('Ready');
    const [date, , , units, price, amount, contribution, government] = await cells.allTextContents();
    expect([date, units]).toEqual(['31-07-2026', '1']);
    const line = {
      gross: cents(amount ?? ''),
      contribution: cents(contribution ?? ''),
      government: cents(government ?? ''),
    };
    expect(line.gross).toBeGreaterThan(0);
    expect(cents(price ?? '')).toBe(line.gross);
    expect(line.contribution).toBe(Math.round((line.gross * RATES[service.name]) / 100));
    expect(line.government).toBe(line.gross - line.contribution);
    seen.set(service.name, line);
  }
  // Other clients' lines of July may be waiting too (the demo's rejected line, to claim again).
  const ready = page.getByRole('heading', { name: /lines? ready to claim:/ });
  const passing = Number(/^(\d+) lines? ready/.exec((await ready.textContent()) ?? '')?.[1]);
  expect(passing).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: `${SHOTS}-claims-preflight-1440.png`, fullPage: true });

  // The claim: its upload file downloads, one row per passing line.
  await page.getByRole('button', { name: 'Claim and download the file' }).click();
  const confirm = page.getByRole('dialog', { name: 'Make the claim?' });
  await expect(confirm).toContainText(`${passing} line`);
  const download = page.waitForEvent('download');
  await confirm.getByRole('button', { name: 'Confirm and download' }).click();
  const uploadFile = await download;
  await expect(confirm).toBeHidden();
  const rows = csvRecords(readFileSync(await uploadFile.path(), 'utf8'));
  expect(rows).toHaveLength(passing);
  const claimed = rows.filter((r) => r['First Name'] === client.firstName);
  expect(claimed.map((r) => r['Service Name']).sort()).toEqual(SERVICES.map((s) => s.name).sort());
  for (const r of claimed) {
    const line = seen.get(r['Service Name'] ?? '');
    expect(r['Care Recipient ID']).toBe(MY_AGED_CARE_ID);
    expect(r['Service Date']).toBe('2026-07-31');
    expect(r.Quantity).toBe('1');
    expect(cents(r['Total Amount'] ?? '')).toBe(line?.gross);
    expect(cents(r['Participant Contribution'] ?? '')).toBe(line?.contribution);
    expect(cents(r['Government Amount'] ?? '')).toBe(line?.government);
  }
  const batch = Number(/^SAH-(\d+)-/.exec(claimed[0]?.['External Reference'] ?? '')?.[1]);
  const claimCard = page
    .locator('.mantine-Card-root')
    .filter({ hasText: `Claim ${batch} · 01-07-2026 to 31-07-2026` });
  await expect(claimCard).toContainText(`${passing} lines`);
  await expect(claimCard).toContainText(`${passing} submitted`);

  // 7. The payment statement (docs/support-at-home.md "Payment statement"), as Services Australia
  // would answer the file: every line paid its government amount, with the client's contribution.
  const statement = [
    'External Reference,Status,Government Paid,Contribution,Reason',
    ...rows.map(
      (r) => `${r['External Reference']},Paid,${r['Government Amount']},${r['Participant Contribution']},`,
    ),
  ].join('\r\n');
  await page.getByLabel('Payment statement file').setInputFiles({
    name: 'payment-statement-2026-07.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement),
  });
  await page.getByRole('button', { name: 'Import statement' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${passing} paid, 0 rejected, 0 unchanged, 0 refused` }),
  ).toBeVisible();
  await expect(claimCard).toContainText(`${passing} paid`);
  await claimCard.getByRole('button', { name: 'Show lines' }).click();
  for (const service of SERVICES) {
    await expect(
      claimCard.getByRole('row').filter({ hasText: client.fullName }).filter({ hasText: service.name }),
    ).toHaveText(
      new RegExp(
        `^SAH-.*31-07-2026${client.fullName}${service.name}\\${dollars(seen.get(service.name)?.government ?? -1)}Paid$`,
      ),
    );
  }
  await claimCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}-claims-1440.png` });

  // 8. Reports → Support at Home contributions: the client's share of the paid lines, invoiced and sent.
  const owed = claimed.reduce((sum, r) => sum + cents(r['Participant Contribution'] ?? ''), 0);
  await menu.getByRole('link', { name: 'Support at Home contributions' }).click();
  const run = page.getByLabel('Invoicing run');
  await expect(run).toContainText(/\d+ paid claim line\(s\) of \d+ client\(s\)/);
  await run.getByRole('button', { name: 'Invoice contributions' }).click();
  await expect(run.getByRole('alert')).toContainText('contribution invoice(s) made for');
  const invoiceTable = page.getByRole('table', { name: 'contribution invoices' });
  const invoiceRow = invoiceTable.getByRole('row').filter({ hasText: client.fullName });
  await expect(invoiceRow).toHaveCount(1);
  // At 1440 px the table fits the page, its actions in view: it does not scroll sideways (bill-to
  // and the issue date are in the row's details).
  const sideways = await invoiceTable.evaluate((table) => {
    let box = table.parentElement;
    while (box && getComputedStyle(box).overflowX === 'visible') {
      box = box.parentElement;
    }
    return table.scrollWidth - (box?.clientWidth ?? 0);
  });
  expect(sideways).toBeLessThanOrEqual(0);
  const [, invoiceNumber = '', , due, state, invoiced] = await invoiceRow.getByRole('cell').allTextContents();
  expect(invoiceNumber).toMatch(/^INV-\d+$/);
  expect(state).toBe('Not sent');
  expect(due).toMatch(/^\d{2}-08-2026$/);
  // The invoice is the sum of the claimed lines' contributions.
  expect(cents(invoiced ?? '')).toBe(owed);
  await invoiceRow.getByRole('button', { name: 'Show details' }).click();
  await expect(invoiceTable.getByText('Issued', { exact: true }).locator('..')).toHaveText(
    'Issued01-08-2026',
  );
  await invoiceRow.getByRole('button', { name: 'Hide details' }).click();
  await expect(invoiceRow).toHaveCount(1);
  // The tax invoice: each line with its price, the government's share and the client's.
  const pdfLink = invoiceRow.getByRole('link', { name: `Open the PDF of ${invoiceNumber}` });
  const invoicePdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(invoicePdf.ok()).toBe(true);
  const invoiceText = pdfText(await invoicePdf.body()).replace(/\s+/g, ' ');
  for (const words of [
    'Tax invoice Support at Home contribution',
    `Invoice number: ${invoiceNumber}`,
    `Client ${client.fullName}`,
    ...SERVICES.map((s) => {
      const l = seen.get(s.name);
      return `31-07-2026 ${s.name} 1.00 ${dollars(l?.gross ?? -1)} ${dollars(l?.gross ?? -1)} ${dollars(l?.government ?? -1)} ${dollars(l?.contribution ?? -1)}`;
    }),
    `Your contribution ${dollars(owed)}`,
    `Amount due ${dollars(owed)}`,
  ]) {
    expect(invoiceText).toContain(words);
  }
  await invoiceRow.getByRole('button', { name: `Send ${invoiceNumber}` }).click();
  const send = page.getByRole('form', { name: 'Send contribution invoice' });
  await expect(send.getByLabel('Send to')).toHaveValue(client.email);
  await send.getByRole('button', { name: 'Send invoice' }).click();
  await expect(send).toBeHidden();
  await expect(invoiceRow.getByRole('cell').nth(4)).toHaveText('Sent');
  await page.screenshot({ path: `${SHOTS}-contributions-1440.png` });

  // 9. The client's profile: invited to the portal; July's statements generated and queued to mail.
  await page.goto(clientPath);
  await page.getByRole('button', { name: 'Invite to the portal' }).click();
  await page
    .getByRole('dialog', { name: 'Invite to the portal' })
    .getByRole('button', { name: 'Invite' })
    .click();
  await expect(page.getByRole('button', { name: 'Send the portal invitation again' })).toBeVisible();
  const card = page.getByLabel('Monthly statements', { exact: true }).first();
  await expect(card.getByText('No statements yet.')).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Month' })).toHaveValue('July 2026');
  await card.getByRole('button', { name: 'Generate statements' }).click();
  await expect(card.getByLabel('Statement run')).toContainText(
    // No mail server in the journeys: the run says the statements wait in the Mailbox.
    /^July 2026: [1-9]\d* issued, \d+ unchanged, [1-9]\d* in the Mailbox to pass on \(no mail server is set up, so nothing was e-mailed\)$/,
    {
      timeout: 60_000,
    },
  );
  const statements = card.getByRole('table', { name: 'Monthly statements' });
  await expect(statements.getByRole('row')).toHaveCount(2);
  const grossTotal = [...seen.values()].reduce((sum, l) => sum + l.gross, 0);
  await expect(statements.getByRole('row').nth(1)).toContainText(
    new RegExp(`^July 2026\\s*1\\s*\\$[\\d,.]+\\${dollars(grossTotal)}\\$[\\d,.]+${client.email}`),
  );
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}-statements-office-1440.png` });
  const mails = await api.get<{ to: string; subject: string; bodyText: string }[]>('/api/Mailbox/get_outbox');
  const to = mails.filter((m) => m.to === client.email);
  expect(to.some((m) => m.subject.startsWith('Your Support at Home statement'))).toBe(true);
  expect(to.some((m) => m.subject.startsWith(`Tax invoice ${invoiceNumber} `))).toBe(true);
  const invitation = to.find((m) => m.bodyText.includes('/auth/set-password?token='));
  const link = /\/auth\/set-password\?token=[\w-]+/.exec(invitation?.bodyText ?? '')?.[0] ?? '';
  expect(link, 'the portal invitation').not.toBe('');
  await office.close();

  // 10. The client, on a phone: a password from the invitation, then My care → My statements.
  const portalContext = await contextOnServerTime(browser, request, { viewport: PHONE });
  const portal = await portalContext.newPage();
  await portal.goto(link);
  await portal.getByLabel('New password').fill(CLIENT_PASSWORD);
  await portal.getByLabel('Confirm password').fill(CLIENT_PASSWORD);
  await portal.getByRole('button', { name: 'Set password' }).click();
  await expect(portal).toHaveURL(/\/auth\/sign-in$/);
  await signIn(portal, client.email, CLIENT_PASSWORD);
  await portal.getByRole('button', { name: 'Open menu' }).click();
  await portal.getByRole('dialog').getByRole('link', { name: 'My statements' }).click();
  await expect(portal).toHaveURL('/app/client/statements');
  await expect(portal.getByRole('heading', { name: 'My statements' })).toBeVisible();
  // The quarter's budget left: July's two services used from it, at their full price.
  const budget = portal.getByLabel(/^Budget left /);
  await expect(budget).toContainText('Jul–Sep 2026');
  await expect(budget).toContainText('left to spend this quarter');
  await expect(budget.getByText('Used so far').locator('..')).toHaveText(`Used so far${dollars(grossTotal)}`);
  const mineInPortal = portal.getByLabel('Monthly statements', { exact: true });
  await expect(mineInPortal).toContainText('July 2026 version 1');
  await expect(mineInPortal).toContainText(`used ${dollars(grossTotal)}`);
  expect(await portal.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await portal.screenshot({ path: `${SHOTS}-portal-statements-390.png`, fullPage: true });
  const pdf = portal.waitForEvent('download');
  await portal.getByRole('button', { name: 'Open the July 2026 statement, version 1' }).click();
  const statementPdf = await pdf;
  expect(statementPdf.suggestedFilename()).toBe('Support-at-Home-statement-2026-07-v1.pdf');
  const text = pdfText(readFileSync(await statementPdf.path())).replace(/\s+/g, ' ');
  for (const words of [
    'Monthly statement Support at Home, July 2026',
    `For ${client.fullName}`,
    'This statement is not a bill.',
    'Funding available on 1 Jul 2026',
    `Used from your budget this month ${dollars(grossTotal)}`,
    'Services delivered',
    ...SERVICES.map((s) => {
      const l = seen.get(s.name);
      return `31 Jul 2026 ${s.name} — our staff 1 h ${dollars(l?.gross ?? -1)} ${dollars(l?.government ?? -1)} ${dollars(l?.contribution ?? -1)} Paid by Services Australia`;
    }),
    `Total ${dollars(grossTotal)} ${dollars(grossTotal - owed)} ${dollars(owed)}`,
    'Cancellations and no- shows',
    'Care management',
  ]) {
    expect(text).toContain(words);
  }

  // Their contribution invoice, on their profile (My account → My Profile).
  await portal.getByRole('button', { name: 'Open menu' }).click();
  await portal.getByRole('dialog').getByRole('link', { name: 'My Profile' }).click();
  const invoices = portal.getByLabel('Your contribution invoices');
  await expect(invoices).toContainText(invoiceNumber);
  await expect(invoices).toContainText(`${dollars(owed)} owed`);
  await invoices.scrollIntoViewIfNeeded();
  await portal.screenshot({ path: `${SHOTS}-portal-invoice-390.png` });
  await portalContext.close();
});
