import { CLAIM_MESSAGES } from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { ITEM_A, line } from '../invoices/invoices.test-kit.ts';
import { lastMonthOf } from './claim-period.ts';
import { batch, FAILING, FROM, NOAH, preflight, preflightLine, TO } from './claims.test-kit.ts';
import { NdisClaimsPage } from './NdisClaimsPage.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts }));

type Handlers = Parameters<typeof renderPage>[2]['api'];

const CLIENTS = { 'GET /api/Profiles': () => json([{ profileId: NOAH, fullName: 'Noah Williams' }]) };
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

/** The page, then (like a link or a reload would) the address's period. */
async function open(search: Record<string, string> | null, api: Handlers = {}) {
  const page = await renderPage('/app/reports/ndis-claims', NdisClaimsPage, {
    role: 'CompanyAdmin',
    api: { ...CLIENTS, 'GET /api/Claims/batches': () => json([batch()]), ...api },
  });
  if (search) {
    await page.router.navigate({ to: '.', search } as never);
  }
  return page;
}
const PERIOD = { fromDate: FROM, toDate: TO };

const SELF_MANAGED = preflightLine({
  invoicesId: 'i-4',
  date: '2026-10-28',
  claimReference: 'INV-000123-4',
  problems: [
    {
      rule: 'notAgencyManaged',
      message: 'The participant’s plan is self managed',
      fix: 'Invoice the participant instead',
    },
  ],
});

const count = (calls: string[], key: string) => calls.filter((c) => c === key).length;

describe('lastMonthOf', () => {
  it('is the whole calendar month before, across a year end and a leap February', () => {
    expect(lastMonthOf('2026-11-24')).toEqual({ fromDate: '2026-10-01', toDate: '2026-10-31' });
    expect(lastMonthOf('2027-01-05')).toEqual({ fromDate: '2026-12-01', toDate: '2026-12-31' });
    expect(lastMonthOf('2028-03-31')).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
  });
});

describe('NDIS Claims', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setScreen(true);
    toasts.success.mockReset();
    toasts.error.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('defaults to last month and keeps the checked period in the address', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T01:00:00Z') });
    const user = userEvent.setup();
    const seen: Record<string, string>[] = [];
    const { router } = await open(null, {
      'GET /api/Claims/preflight': (_i, url) => {
        seen.push(query(url));
        return json(preflight());
      },
    });
    expect(screen.getByText('01-10-2026')).toBeTruthy();
    expect(screen.getByText('31-10-2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Run pre-flight check' }));
    await screen.findByText('2 lines pass, $345.81 total');
    expect(seen).toEqual([{ fromDate: FROM, toDate: TO }]);
    expect(router.state.location.search).toMatchObject({ fromDate: FROM, toDate: TO });
  });

  it('runs the check of a saved invoice’s link and shows each problem with its fix, failing lines first', async () => {
    const seen: Record<string, string>[] = [];
    await open(
      { ...PERIOD, clientId: NOAH },
      {
        'GET /api/Claims/preflight': (_i, url) => {
          seen.push(query(url));
          return json(
            preflight({
              lines: [...preflight().lines, SELF_MANAGED],
              failingCount: 2,
              companyProblems: [
                {
                  rule: 'noAbn',
                  message: 'The company has no ABN',
                  fix: 'Add the ABN under Setup → Company',
                },
              ],
            }),
          );
        },
      },
    );
    await screen.findByText('2 lines pass, $345.81 total');
    expect(seen).toEqual([{ fromDate: FROM, toDate: TO, clientId: NOAH }]);
    expect(screen.getByText('2 lines need fixing')).toBeTruthy();
    const company = screen.getByRole('alert');
    expect(within(company).getByText('The company has no ABN')).toBeTruthy();
    expect(within(company).getByText('Fix: Add the ABN under Setup → Company')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Noah Williams, 07-10-2026, no support item' });
    expect(within(card).getByText('This line has no support item')).toBeTruthy();
    expect(
      within(card).getByText('Fix: Edit the line and choose the activity (support item) to claim'),
    ).toBeTruthy();
    expect(within(card).getByText('$154.76')).toBeTruthy();
    expect(within(card).getByText(/Claim reference INV-000123-2/)).toBeTruthy();
    // A company problem stops the whole file.
    expect(
      (screen.getByRole('button', { name: 'Download bulk payment request (2 lines)' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    // A problem an item does not solve (a self-managed plan) is fixed elsewhere: no dialog offered.
    const selfManaged = screen.getByRole('article', { name: 'Noah Williams, 28-10-2026, 01_011_0107_1_1' });
    expect(within(selfManaged).getByText('Fix: Invoice the participant instead')).toBeTruthy();
    expect(within(selfManaged).queryByRole('button', { name: /Fix this line/ })).toBeNull();
    expect(within(selfManaged).getByRole('button', { name: 'Open its invoice' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Problems by kind' })).getByText(
        /1 line: This line has no support item/,
      ),
    ).toBeTruthy();
    const passing = screen.getByRole('table', { name: 'lines that pass' });
    expect(within(passing).getByText('14-10-2026')).toBeTruthy();
    expect(within(passing).getByText('21-10-2026')).toBeTruthy();
  });

  it('fixes a failing line in the Edit Invoice dialog and runs the check again', async () => {
    const user = userEvent.setup();
    let fixed = false;
    const edits: string[] = [];
    const { calls } = await open(PERIOD, {
      'GET /api/Claims/preflight': () =>
        json(
          fixed
            ? preflight({
                lines: [preflightLine(), { ...FAILING, itemNumber: '01_015_0107_1_1', problems: [] }],
                passingCount: 2,
                failingCount: 0,
                passingCents: 40057,
              })
            : preflight(),
        ),
      'GET /api/Invoice/get_invoicedetails/i-2': () =>
        json(
          line({
            invoicesId: 'i-2',
            itemNumber: null,
            itemName: null,
            ndiA_DPAId: null,
            hasItem: false,
            status: 'Saved',
          }),
        ),
      'GET /api/Invoice/activity_options/i-2': () =>
        json([
          {
            ndiA_DPAId: ITEM_A,
            itemNumber: '01_015_0107_1_1',
            itemName: 'Assistance With Self-Care Activities - Standard - Weekday Evening',
            unit: 'H',
            unitPrice: 77.38,
            unitPriceCents: 7738,
            scheduled: true,
          },
        ]),
      'POST /api/Invoice/edit_invoice/i-2': (init) => {
        edits.push(String(init?.body));
        fixed = true;
        return json({
          status: 'Success',
          message: 'Invoice line updated',
          invoice: line({ invoicesId: 'i-2' }),
        });
      },
    });
    await screen.findByText('1 line needs fixing');
    await user.click(
      screen.getByRole('button', { name: 'Fix this line: Noah Williams, 07-10-2026, no support item' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice' });
    const activity = within(dialog).getAllByLabelText('Activity', { exact: false })[0] as HTMLElement;
    await user.click(activity);
    await user.click(await screen.findByRole('option', { name: /01_015_0107_1_1/, hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edits).toEqual([JSON.stringify({ ndiA_DPAId: ITEM_A })]);
    await screen.findByText('2 lines pass, $400.57 total');
    expect(count(calls, 'GET /api/Claims/preflight')).toBe(2);
    expect(screen.queryByText('1 line needs fixing')).toBeNull();
  });

  it('opens the saved invoice a failing line belongs to', async () => {
    const user = userEvent.setup();
    const { router } = await open(PERIOD, {
      'GET /api/Claims/preflight': () => json(preflight()),
      'GET /api/Invoice/get_invoicedetails/i-2': () => json(line({ invoicesId: 'i-2', status: 'Saved' })),
    });
    await screen.findByText('1 line needs fixing');
    await user.click(screen.getByRole('button', { name: 'Open its invoice' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/app/reports/view-saved-invoice/${FROM}/${TO}/${NOAH}`),
    );
  });

  it('downloads the bulk payment request once the count and total are confirmed: create_batch, then the batch’s file', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:claim');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const bodies: unknown[] = [];
    const { calls } = await open(PERIOD, {
      'GET /api/Claims/preflight': () => json(preflight()),
      'POST /api/Claims/create_batch': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ status: 'Success', message: 'made', batch: batch() });
      },
      'GET /api/Claims/batch/b-7/file': (init) => {
        expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
        return new Response('RegistrationNumber,NDISNumber\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="bulk-payment-request-7.csv"',
          },
        });
      },
    });
    await screen.findByText('1 line needs fixing');
    await user.click(screen.getByRole('button', { name: 'Download bulk payment request (2 lines)' }));
    // Nothing is claimed before the office confirms what it was shown (issue 25).
    const dialog = await screen.findByRole('dialog', { name: 'Make the bulk payment request?' });
    expect(dialog.textContent).toContain('2 lines for a total of $345.81');
    expect(calls).not.toContain('POST /api/Claims/create_batch');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and download' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(CLAIM_MESSAGES.batchCreated(2)));
    expect(bodies).toEqual([{ fromDate: FROM, toDate: TO, confirmedCount: 2, confirmedTotalCents: 34581 }]);
    const made = calls.indexOf('POST /api/Claims/create_batch');
    expect(made).toBeGreaterThan(-1);
    expect(calls.indexOf('GET /api/Claims/batch/b-7/file')).toBeGreaterThan(made);
    expect(saved).toEqual(['bulk-payment-request-7.csv']);
    // The check runs again: the claimed lines have left it.
    await waitFor(() => expect(count(calls, 'GET /api/Claims/preflight')).toBe(2));
  });

  it('lists the batches made, each linking to its lines', async () => {
    await open(null, {
      'GET /api/Claims/batches': () =>
        json([
          batch({
            claimBatchId: 'b-8',
            batchNumber: 8,
            status: 'Processed',
            paidCount: 1,
            rejectedCount: 1,
            claimedCount: 0,
          }),
          batch(),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'bulk payment requests' });
    const links = await within(table).findAllByRole('link', { name: /^Batch \d+: its lines$/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/app/reports/ndis-claims/b-8',
      '/app/reports/ndis-claims/b-7',
    ]);
    const row = links[0]?.closest('tr') as HTMLElement;
    expect(within(row).getByText('Processed')).toBeTruthy();
    expect(within(row).getByText('1 paid')).toBeTruthy();
    expect(within(row).getByText('1 rejected')).toBeTruthy();
    expect(within(row).getByText('$345.81')).toBeTruthy();
  });
});
