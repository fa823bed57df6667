import { CLAIM_MESSAGES } from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { ClaimBatchPage } from './ClaimBatchPage.tsx';
import { batchDetail } from './claims.test-kit.ts';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts }));

type Handlers = Parameters<typeof renderPage>[2]['api'];

const PROCESSED = batchDetail({
  status: 'Processed',
  claimedCount: 0,
  paidCount: 1,
  rejectedCount: 1,
  resultImportedAt: '2026-11-10T02:00:00.000Z',
  lines: batchDetail().lines.map((l, i) =>
    i === 0
      ? { ...l, status: 'Paid' as const }
      : { ...l, status: 'Rejected' as const, message: 'Participant plan not active on the service date' },
  ),
});

const csv = (name = 'result.csv') =>
  new File(['ClaimReference,Status\nINV-000123-1,Paid\n'], name, { type: 'text/csv' });

async function open(api: Handlers) {
  // The route is /app/reports/ndis-claims/$batchId: the page reads its id from the path.
  const root = '/app/reports/ndis-claims/$batchId';
  const page = await renderPage(root, ClaimBatchPage, { role: 'CompanyAdmin', api });
  await page.router.navigate({
    to: '/app/reports/ndis-claims/$batchId',
    params: { batchId: 'b-7' },
  } as never);
  return page;
}

describe('a bulk payment request batch', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setScreen(true);
    toasts.success.mockReset();
    toasts.error.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads its id from the path and shows its lines with their status and the portal’s messages', async () => {
    await open({ 'GET /api/Claims/batch/b-7': () => json(PROCESSED) });
    expect(await screen.findByRole('heading', { name: 'Batch 7', level: 1 })).toBeTruthy();
    expect(screen.getByText('bulk-payment-request-7.csv')).toBeTruthy();
    expect(screen.getByText('01-10-2026 – 31-10-2026')).toBeTruthy();
    expect(screen.getByText('$345.81')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'batch lines' });
    const rejected = within(table)
      .getByText('Participant plan not active on the service date')
      .closest('tr') as HTMLElement;
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(table).getByText('Paid')).toBeTruthy();
  });

  it('downloads the file again with the session', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:claim');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = await open({
      'GET /api/Claims/batch/b-7': () => json(batchDetail()),
      'GET /api/Claims/batch/b-7/file': () =>
        new Response('a,b\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download again' }));
    await waitFor(() => expect(saved).toEqual(['bulk-payment-request-7.csv']));
    expect(calls).toContain('GET /api/Claims/batch/b-7/file');
  });

  it('imports the payment result: sends the file, shows the counts and reloads the batch', async () => {
    const user = userEvent.setup();
    let imported = false;
    const files: string[] = [];
    await open({
      'GET /api/Claims/batch/b-7': () => json(imported ? PROCESSED : batchDetail()),
      'POST /api/Claims/import_result/b-7': (init) => {
        const file = (init?.body as FormData | undefined)?.get('file') as File;
        files.push(file.name);
        imported = true;
        return json({
          status: 'Warning',
          message: 'One reference is not in this batch',
          paid: 1,
          rejected: 1,
          unmatched: ['X-9'],
        });
      },
    });
    await screen.findByRole('heading', { name: 'Batch 7', level: 1 });
    // Nothing chosen: the field says what to do.
    await user.click(screen.getByRole('button', { name: 'Import result' }));
    expect(await screen.findByText(CLAIM_MESSAGES.resultFileRequired)).toBeTruthy();
    await user.upload(screen.getByLabelText('Payment request result file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import result' }));
    const answer = await screen.findByRole('status');
    expect(within(answer).getByText(CLAIM_MESSAGES.resultImported(1, 1))).toBeTruthy();
    expect(within(answer).getByText('Not lines of this batch: X-9')).toBeTruthy();
    expect(files).toEqual(['result.csv']);
    expect(toasts.success).toHaveBeenCalledWith(CLAIM_MESSAGES.resultImported(1, 1));
    expect(await screen.findByText('Participant plan not active on the service date')).toBeTruthy();
  });

  it('puts the server’s 400 under the file field', async () => {
    const user = userEvent.setup();
    await open({
      'GET /api/Claims/batch/b-7': () => json(batchDetail()),
      'POST /api/Claims/import_result/b-7': () =>
        json(
          {
            status: 'Error',
            message: CLAIM_MESSAGES.resultFileUnreadable,
            errors: { file: CLAIM_MESSAGES.resultFileUnreadable },
          },
          400,
        ),
    });
    await screen.findByRole('heading', { name: 'Batch 7', level: 1 });
    await user.upload(screen.getByLabelText('Payment request result file'), csv('wrong.csv'));
    await user.click(screen.getByRole('button', { name: 'Import result' }));
    expect(await screen.findByText(CLAIM_MESSAGES.resultFileUnreadable)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
