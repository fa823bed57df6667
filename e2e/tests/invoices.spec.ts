import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { invoicedClient } from './invoice-setup.ts';
import { pdfText } from './pdf-text.ts';
import { ownerApi } from './shift-day-setup.ts';

// The invoicing journey (issue 15): an administrator loads last month for a client funded for
// community access, opens a line's explanation, saves the invoice, generates its PDF (the text
// checked), runs the NDIS pre-flight, fixes the line that has no item (community access has no
// weekday-night item) and downloads the bulk payment request. The client, worker and shifts are
// made through the API from the real now, so neither the demo data nor the day the test runs
// matters. The price limit is read from the server's first load (another journey imports the
// 2026-27 catalogue, which changes it from 1 July 2026); the amounts are computed from it.

interface LoadResult {
  invoices: {
    invoicesId: string;
    itemNumber: string | null;
    unitPriceCents: number;
    amountCents: number;
    agreedDuration: number;
  }[];
  totalAmountCents: number;
}

const HOUR_TICKS = 36_000_000_000;
const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const dollars = (cents: number) => (cents / 100).toFixed(2);

const asOwner = async <T>(request: APIRequestContext, token: string, url: string): Promise<T> => {
  const reply = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()) as T;
};

async function ownerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/Account/login', {
    data: { email: 'owner@harbourside.demo', password: DEMO_PASSWORD },
  });
  return ((await login.json()) as { token: string }).token;
}

test('last month’s invoice for a client: loaded, explained, saved, printed, checked and claimed from the NDIA', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await ownerApi(request);
  const { client, period, day } = await invoicedClient(api, request, Date.now());
  const token = await ownerToken(request);
  const query = `clientId=${client.id}&fromDate=${period.fromDate}&toDate=${period.toDate}`;
  // The community-access daytime limit in force that day, as the server prices it.
  const first = await asOwner<LoadResult>(request, token, `/api/Invoice/load_invoice?${query}&withTTP=Yes`);
  const limit = first.invoices.find((l) => l.itemNumber === '04_104_0125_6_1')?.unitPriceCents ?? 0;
  expect(limit).toBeGreaterThanOrEqual(7023);
  const [three, two] = [limit * 3, limit * 2];

  // The office opens the invoice screen on the client's month and loads it.
  await signIn(page, 'owner@harbourside.demo', DEMO_PASSWORD);
  await page.goto(`/app/reports/invoice?${query}`);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  const table = page.getByRole('table', { name: 'invoice lines' });
  // 10:00–13:00 (3 h daytime), then 05:00–06:00 night (no item) and 06:00–08:00 daytime.
  await expect(table.getByRole('row')).toHaveCount(1 + 3);
  // 3 h and 2 h at the limit; the night hour has no item: $0.00.
  await expect(table.getByText(money(three))).toBeVisible();
  await expect(table.getByText(money(two))).toBeVisible();
  await expect(table.getByText('$0.00', { exact: true })).toBeVisible();
  await expect(page.getByText(money(three + two)).first()).toBeVisible();

  // A line explains itself: the band, the catalogue row and the arithmetic.
  const morning = table.getByRole('row').filter({ hasText: money(three) });
  await morning.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByText('04_104_0125_6_1').first()).toBeVisible();
  await expect(page.getByText(/Weekday Daytime \(M\)/).first()).toBeVisible();
  await expect(page.getByText(/NDIS Support Catalogue 202\d-\d\d/).first()).toBeVisible();
  await expect(page.getByText(`${money(limit)} × 3.00 h agreed`).first()).toBeVisible();

  // Saved: the invoice gets its number.
  await page.getByRole('button', { name: 'Save Invoice' }).click();
  await expect(page.getByText(/INV-\d{6}/).first()).toBeVisible();
  await expect(table.getByText('Saved').first()).toBeVisible();

  // The PDF opens in a new tab after two seconds; its text holds the participant, the lines and the total.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(/\/pdf\/loadUngroupedInvoice-pdf\/gen_rate/);
  await tab.close();
  const pdf = await request.get(`/api/Invoice/pdf/ungrouped?${query}&saved=true`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const text = pdfText(await pdf.body()).replace(/\s+/g, ' ');
  for (const expected of [
    'Harbourside Care Services',
    '4050012345',
    client.fullName,
    '431000666',
    money(three),
    money(two),
    money(three + two),
    'GST code P2',
    'How each line was priced',
  ]) {
    expect(text).toContain(expected);
  }

  await claim(page, request, token, { clientId: client.id, ...period, day, limit });
});

/** The pre-flight finds the night line with no item; fixed on the spot, the bulk file is made and downloaded. */
async function claim(
  page: Page,
  request: APIRequestContext,
  token: string,
  o: { clientId: string; fromDate: string; toDate: string; day: string; limit: number },
) {
  const saved = await asOwner<LoadResult>(
    request,
    token,
    `/api/Invoice/list_invoices?clientId=${o.clientId}&fromDate=${o.fromDate}&toDate=${o.toDate}`,
  );
  const night = saved.invoices.filter((l) => l.itemNumber === null);
  expect(night).toHaveLength(1);
  expect(night[0]?.agreedDuration).toBe(HOUR_TICKS);
  // The self-care weekday night limit for the line (what the Edit dialog offers).
  const options = await asOwner<{ itemNumber: string; unitPriceCents: number }[]>(
    request,
    token,
    `/api/Invoice/activity_options/${night[0]?.invoicesId}?search=01_002_0107_1_1`,
  );
  const nightLimit = options.find((x) => x.itemNumber === '01_002_0107_1_1')?.unitPriceCents ?? 0;
  expect(nightLimit).toBeGreaterThanOrEqual(7881);

  await page.goto(
    `/app/reports/ndis-claims?clientId=${o.clientId}&fromDate=${o.fromDate}&toDate=${o.toDate}`,
  );
  await page.getByRole('button', { name: /Run pre-flight check/ }).click();
  const failing = page.getByRole('article').filter({ hasText: 'The line has no activity (support item)' });
  await expect(failing).toHaveCount(1);
  await failing.getByRole('button', { name: /^Fix this line/ }).click();
  const dialog = page.getByRole('dialog', { name: /Edit Invoice/ });
  await dialog.getByLabel('Activity').fill('01_002_0107_1_1');
  await page.getByRole('option', { name: /01_002_0107_1_1/ }).click();
  // 1 h at the self-care weekday night limit.
  await expect(dialog.getByText(money(nightLimit)).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invoice line updated').first()).toBeVisible();
  await expect(
    page.getByRole('article').filter({ hasText: 'The line has no activity (support item)' }),
  ).toHaveCount(0);

  // Nothing is marked Claimed before the office confirms the count and the total it is shown.
  await page.getByRole('button', { name: /Download bulk payment request \(3 lines\)/ }).click();
  const ask = page.getByRole('dialog', { name: 'Make the bulk payment request?' });
  await expect(ask.getByText(/^3 lines for a total of \$[\d,]+\.\d{2} will be written/)).toBeVisible();
  const download = page.waitForEvent('download');
  await ask.getByRole('button', { name: 'Confirm and download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bulk-payment-request-\d{4}-.*\.csv$/);
  const csv = (await (await file.createReadStream()).toArray()).map(String).join('');
  const rows = csv.trimEnd().split('\r\n');
  expect(rows[0]).toBe(
    'RegistrationNumber,NDISNumber,SupportsDeliveredFrom,SupportsDeliveredTo,SupportNumber,ClaimReference,Quantity,Hours,UnitPrice,GSTCode,AuthorisedBy,ParticipantApproved,InKindFundingProgram,ClaimType,CancellationReason,ABN of Support Provider',
  );
  expect(rows).toHaveLength(1 + 3);
  const daytime = `,${o.day},${o.day},04_104_0125_6_1,`;
  expect(rows.some((r) => r.includes(daytime) && r.includes(`,003:00,${dollars(o.limit)},P2,`))).toBe(true);
  const nightRow = `,001:00,${dollars(nightLimit)},P2,`;
  expect(rows.some((r) => r.includes(',01_002_0107_1_1,') && r.includes(nightRow))).toBe(true);
  await expect(page.getByText(/Bulk payment request made with 3 lines/).first()).toBeVisible();
}
