import type {
  SahClaimBatchDetail,
  SahClaimBatchView,
  SahPreflightLineView,
  SahPreflightView,
} from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SahClaimsPage } from './SahClaimsPage.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts }));

const URL_ = '/app/reports/support-at-home-claims';

const line = (over: Partial<SahPreflightLineView> = {}): SahPreflightLineView => ({
  sourceKey: 'split:s-1',
  attendanceSplitId: 's-1',
  clientId: 'c-1',
  clientName: 'Alice Aged',
  serviceDate: '2026-10-03',
  serviceId: 'svc-1',
  serviceName: 'Personal care',
  serviceCode: null,
  category: 'INDEPENDENCE',
  unit: 'HOUR',
  quantity: 2,
  unitPriceCents: 8400,
  grossCents: 16_800,
  rateBp: 1000,
  contributionCents: 1680,
  governmentCents: 15_120,
  drawsOnBudget: true,
  explanation: [],
  warnings: [],
  claim: null,
  problems: [],
  ...over,
});

const FAILING = line({
  sourceKey: 'split:s-2',
  attendanceSplitId: 's-2',
  serviceDate: '2026-10-05',
  serviceName: 'Meals',
  unitPriceCents: null,
  grossCents: 0,
  contributionCents: 0,
  governmentCents: 0,
  problems: [
    {
      rule: 'noPrice',
      message: 'No published price for Meals in force on 2026-10-05',
      fix: 'Publish a price for the service from this date (Setup → Support at Home services)',
    },
  ],
});

const PREFLIGHT: SahPreflightView = {
  fromDate: '2026-10-01',
  toDate: '2026-10-31',
  lines: [line(), FAILING],
  passingCount: 1,
  passingGrossCents: 16_800,
  passingGovernmentCents: 15_120,
  failingCount: 1,
  claimedCount: 0,
  byRule: [{ rule: 'noPrice', count: 1, fix: FAILING.problems[0]?.fix ?? '' }],
};

const CLAIM: SahClaimBatchView = {
  claimBatchId: 'b-1',
  batchNumber: 1,
  fileName: 'support-at-home-claim-0001-2026-10-01-to-2026-10-31.csv',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  rowCount: 2,
  grossCents: 18_300,
  governmentCents: 16_095,
  dateCreated: '2026-11-02T00:00:00.000Z',
  counts: { Submitted: 0, Paid: 1, Rejected: 1 },
};
const DETAIL: SahClaimBatchDetail = {
  ...CLAIM,
  lines: [
    {
      claimLineId: 'l-1',
      rowNumber: 1,
      reference: 'SAH-0001-0001',
      clientId: 'c-1',
      clientName: 'Alice Aged',
      serviceDate: '2026-10-03',
      serviceName: 'Personal care',
      quantity: 2,
      grossCents: 16_800,
      contributionCents: 1680,
      governmentCents: 15_120,
      state: 'Paid',
      message: null,
    },
    {
      claimLineId: 'l-2',
      rowNumber: 2,
      reference: 'SAH-0001-0002',
      clientId: 'c-1',
      clientName: 'Alice Aged',
      serviceDate: '2026-10-04',
      serviceName: 'Meals',
      quantity: 1,
      grossCents: 1500,
      contributionCents: 525,
      governmentCents: 975,
      state: 'Rejected',
      message: 'No entry date for the funding source',
    },
  ],
};

describe('Reports → Support at Home Claims (issue 39 item 4)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    toasts.success.mockReset();
    toasts.error.mockReset();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T01:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs the pre-flight of last month, shows what the lines need, and claims the passing lines once confirmed, downloading the file', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:claim');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const seen: string[] = [];
    const bodies: unknown[] = [];
    const { calls } = await renderPage(URL_, SahClaimsPage, {
      role: 'CompanyAdmin',
      api: {
        'GET /api/SupportAtHome/claims/batches': () => json([]),
        'GET /api/SupportAtHome/claims/preflight': (_i, url) => {
          seen.push(new URL(url, 'http://x').search);
          return json(PREFLIGHT);
        },
        'POST /api/SupportAtHome/claims/create_batch': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return json({
            claimBatchId: 'b-1',
            fileName: CLAIM.fileName,
            rowCount: 1,
            message: 'Claimed 1 line(s)',
          });
        },
        'GET /api/SupportAtHome/claims/batches/b-1/file': () =>
          new Response('Care Recipient ID\r\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': `attachment; filename="${CLAIM.fileName}"`,
            },
          }),
      },
    });
    await screen.findByText('No Support at Home claim has been made yet.');
    await user.click(screen.getByRole('button', { name: 'Run pre-flight' }));
    await screen.findByText('1 line ready to claim: $168.00');
    expect(seen).toEqual(['?fromDate=2026-10-01&toDate=2026-10-31']);
    const table = screen.getByRole('table', { name: 'Lines of the period' });
    // Price is the unit price; the line's total (units × price) is its Amount.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Date',
      'Client',
      'Service',
      'Units',
      'Price',
      'Amount',
      'Contribution',
      'Government',
      'Pre-flight',
    ]);
    const [ready, failing] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const cells = within(ready).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '03-10-2026',
      'Alice Aged',
      'Personal care',
      '2',
      '$84.00',
      '$168.00',
      '$16.80',
      '$151.20',
      'Ready',
    ]);
    // The date stays on one line ('03-10-' / '2026' was seen), and so do the amounts.
    for (const i of [0, 4, 5]) {
      expect((cells[i] as HTMLElement).style.whiteSpace).toBe('nowrap');
    }
    // A line with no published price has no unit price, and comes to nothing.
    expect(
      within(failing)
        .getAllByRole('cell')
        .slice(4, 6)
        .map((c) => c.textContent),
    ).toEqual(['—', '$0.00']);
    expect(within(table).getByText('No published price for Meals in force on 2026-10-05')).toBeTruthy();
    expect(within(table).getByText('Ready')).toBeTruthy();
    expect(screen.getByText(/Publish a price for the service from this date/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Claim and download the file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make the claim?' });
    expect(dialog.textContent).toContain('1 line for a total of $168.00');
    expect(calls).not.toContain('POST /api/SupportAtHome/claims/create_batch');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and download' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Claimed 1 line(s)'));
    expect(bodies).toEqual([
      { fromDate: '2026-10-01', toDate: '2026-10-31', confirmedCount: 1, confirmedTotalCents: 16_800 },
    ]);
    expect(saved).toEqual([CLAIM.fileName]);
  });

  it('imports a payment statement and lists the refused rows on the card alone; a missing file is said under the field', async () => {
    const user = userEvent.setup();
    const uploads: string[] = [];
    await renderPage(URL_, SahClaimsPage, {
      role: 'CompanyAdmin',
      api: {
        'GET /api/SupportAtHome/claims/batches': () => json([CLAIM]),
        'POST /api/SupportAtHome/claims/import_statement': (init) => {
          uploads.push(
            ((init as RequestInit).body as FormData).get('file') instanceof File
              ? (((init as RequestInit).body as FormData).get('file') as File).name
              : '',
          );
          return json({
            paid: 1,
            rejected: 1,
            unchanged: 0,
            refused: 1,
            outcomes: [
              {
                row: 4,
                reference: 'SAH-0001-0099',
                action: 'refused',
                message:
                  'Row 4 (SAH-0001-0099): no claimed Support at Home line has this reference; nothing applied',
              },
            ],
            message: '1 paid, 1 rejected, 0 unchanged, 1 refused',
          });
        },
      },
    });
    await screen.findByText(/Claim 1 ·/);
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    expect(await screen.findByText('Choose the payment statement file (.csv)')).toBeTruthy();
    await user.upload(
      screen.getByLabelText('Payment statement file'),
      new File(['External Reference,Status,Government Paid\r\n'], 'statement.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('1 paid, 1 rejected, 0 unchanged, 1 refused')).toBeTruthy();
    expect(
      within(status).getByText(
        'Row 4 (SAH-0001-0099): no claimed Support at Home line has this reference; nothing applied',
      ),
    ).toBeTruthy();
    expect(uploads).toEqual(['statement.csv']);
    // Said once, on the card: no toast repeats it.
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('shows each claim’s lines with their state and the rejection’s reason', async () => {
    const user = userEvent.setup();
    await renderPage(URL_, SahClaimsPage, {
      role: 'CompanyAdmin',
      api: {
        'GET /api/SupportAtHome/claims/batches': () => json([CLAIM]),
        'GET /api/SupportAtHome/claims/batches/b-1': () => json(DETAIL),
      },
    });
    await screen.findByText('1 paid');
    expect(screen.getByText('1 rejected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show lines' }));
    const table = await screen.findByRole('table', { name: `Lines of ${CLAIM.fileName}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Paid')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Rejected')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('No entry date for the funding source')).toBeTruthy();
  });
});
