import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../session/session-store.ts';
import { COMPANY, json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { detail } from './invoices.test-kit.ts';
import { LineExplanation } from './LineExplanation.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

function openExplanation(reply: Response) {
  startSession(loginReplyFor('Administrator'));
  const stub = stubApi({
    'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
    'GET /api/Invoice/get_invoicedetails/i-1': () => reply,
  });
  renderWithProviders(<LineExplanation invoicesId="i-1" />);
  return stub;
}

const section = (name: string) => screen.findByRole('region', { name });

describe('LineExplanation', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('reads the line’s details and shows shift, worker, band, catalogue row and pricing', async () => {
    const stub = openExplanation(json(detail()));
    const shift = await section('Shift');
    expect(within(shift).getByText('14-10-2026 9:00 AM')).toBeTruthy();
    expect(within(shift).getByText('1 client')).toBeTruthy();
    const worker = await section('Worker & attendance');
    expect(within(worker).getByText('Amelia Clarke')).toBeTruthy();
    expect(within(worker).getByText('Approved')).toBeTruthy();
    expect(within(worker).getByText(/3 Hrs 30 min/)).toBeTruthy();
    const band = await section('Band rule');
    expect(within(band).getByText(/the daytime band/)).toBeTruthy();
    const row = await section('Catalogue row');
    expect(within(row).getByText('NDIS Support Catalogue 2025-26 v1.1')).toBeTruthy();
    expect(within(row).getByText('01-07-2025 – 30-06-2026')).toBeTruthy();
    expect(within(row).getByText('NSW')).toBeTruthy();
    expect(within(row).getByText('$70.23')).toBeTruthy();
    const pricing = await section('Pricing');
    expect(within(pricing).getByText('$70.23 × 3.50 h = $245.81')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Cancellation' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Edited' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Claim' })).toBeNull();
    expect(stub.calls).toContain('GET /api/Invoice/get_invoicedetails/i-1');
  });

  it('shows the cancellation and the last edit when the line has them', async () => {
    openExplanation(
      json(
        detail({
          cancellation: {
            cancellationDate: '2026-10-13T03:00:00.000Z',
            noticeMinutes: 1140,
            reasonCode: 'NSDH',
            reason: 'Client unwell',
            text: 'Cancelled with less than 2 clear days’ notice: billed at 100%.',
          },
          edited: {
            by: 'Priya Sharma',
            at: '2026-10-20T23:15:00.000Z',
            fromItemNumber: '01_011_0107_1_1',
            toItemNumber: '01_015_0107_1_1',
          },
        }),
      ),
    );
    const canc = await section('Cancellation');
    expect(within(canc).getByText('19 h 0 min')).toBeTruthy();
    expect(within(canc).getByText('Client unwell')).toBeTruthy();
    expect(within(canc).getByText(/billed at 100%/)).toBeTruthy();
    const edited = await section('Edited');
    expect(within(edited).getByText('Priya Sharma')).toBeTruthy();
    expect(within(edited).getByText('21-10-2026 10:15 AM')).toBeTruthy();
    expect(within(edited).getByText('01_011_0107_1_1 → 01_015_0107_1_1')).toBeTruthy();
  });

  it('shows a claimed line’s claim status and the portal’s message (readable where there is no hover)', async () => {
    openExplanation(
      json({
        ...detail(),
        invoiceNumber: 'INV-000123',
        claimStatus: 'Rejected',
        claimMessage: 'Plan not active',
      }),
    );
    const claim = await section('Claim');
    expect(within(claim).getByText('INV-000123')).toBeTruthy();
    expect(within(claim).getByText('Rejected')).toBeTruthy();
    expect(within(claim).getByText('Plan not active')).toBeTruthy();
  });

  it('offers Try again when the details do not load', async () => {
    openExplanation(json({ status: 'Error', message: 'Not found' }, 404));
    expect(await screen.findByText("We couldn't load the line’s explanation")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
