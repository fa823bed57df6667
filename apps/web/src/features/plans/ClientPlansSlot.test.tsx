import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../session/session-store.ts';
import { json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ClientPlansSlot } from './ClientPlansSlot.tsx';
import { ENDED, planView, USED } from './plans.test-kit.ts';
import { clientPlanTabs } from './profile-panels.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const LIST = 'GET /api/ClientPlans/get_client_plans';

function show(role: string, plans: unknown[], own = false) {
  startSession(loginReplyFor(role));
  const api = stubApi({
    [LIST]: () => json(plans),
    'POST /api/ClientPlans/delete/plan-ended': () => json({ status: 'Success', message: 'Deleted.' }),
    'GET /api/Invoice/client_billing/p-1': () =>
      json({ profileId: 'p-1', boundaryRule: 'split', remoteness: 'Remote', state: 'WA' }),
  });
  renderWithProviders(<ClientPlansSlot profileId="p-1" own={own} />);
  return api;
}

describe('the NDIS plans card', () => {
  beforeEach(() => {
    endSession();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T01:00:00Z') });
  });

  it('shows the current plan: dates, status, days left, management, plan manager, budget per category and total', async () => {
    show('Administrator', [planView(), ENDED]);
    const card = await screen.findByRole('region', { name: 'NDIS plans' });
    expect(await within(card).findByText('01-07-2026 –')).toBeTruthy();
    expect(within(card).getByText('30-06-2027')).toBeTruthy();
    expect(within(card).getByText('Current')).toBeTruthy();
    expect(within(card).getByText('220 days left')).toBeTruthy();
    expect(within(card).getByText('Harbour Plan Management')).toBeTruthy();
    const budget = within(card).getByRole('table', { name: 'Budget of the plan 01-07-2026 – 30-06-2027' });
    expect(within(budget).getByText('1. Assistance with Daily Life (Includes SIL)')).toBeTruthy();
    expect(within(budget).getByText('$45,000.00')).toBeTruthy();
    expect(within(budget).getByText('7. Support Coordination')).toBeTruthy();
    expect(within(budget).getByText('$4,320.50')).toBeTruthy();
    expect(within(budget).getByText('$49,320.50')).toBeTruthy();
    // Core and Capacity Building totals above the table.
    expect(within(card).getAllByText('$45,000.00').length).toBe(2);
  });

  it('folds the other plans to one line each until opened', async () => {
    const user = userEvent.setup();
    show('Administrator', [planView(), ENDED]);
    const other = await screen.findByRole('button', { name: 'Plan 01-07-2025 – 30-06-2026, Ended' });
    expect(other.getAttribute('aria-expanded')).toBe('false');
    await user.click(other);
    expect(other.getAttribute('aria-expanded')).toBe('true');
    expect(
      await screen.findByText('4. Assistance with Social, Economic and Community Participation'),
    ).toBeTruthy();
  });

  it('gives those who manage plans Add, Edit and Delete, and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = show('Administrator', [planView(), ENDED]);
    expect(await screen.findByRole('button', { name: 'Add plan' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit the plan 01-07-2026 – 30-06-2027' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Plan 01-07-2025 – 30-06-2026, Ended' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the plan 01-07-2025 – 30-06-2026' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('The plan 01-07-2025 – 30-06-2026 and its budget will be deleted.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(calls).toContain('POST /api/ClientPlans/delete/plan-ended'));
    await waitFor(() => expect(calls.filter((c) => c === LIST)).toHaveLength(2));
  });

  it('shows an auditor every plan and no Add, Edit or Delete', async () => {
    show('Auditor', [planView(), ENDED]);
    expect(await screen.findByText('220 days left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plan 01-07-2025 – 30-06-2026, Ended' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit the plan/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete the plan/ })).toBeNull();
  });

  it('flags a plan ending within two months, and says so on its last day', async () => {
    show('Administrator', [planView({ daysLeft: 0 })]);
    expect(await screen.findByText('Ends today')).toBeTruthy();
  });

  it('says when no plan is in force today and when the next one starts', async () => {
    const upcoming = planView({
      clientPlanId: 'plan-next',
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      status: 'Upcoming',
      daysLeft: null,
      daysToStart: 9,
    });
    show('Administrator', [upcoming, ENDED]);
    expect(
      await screen.findByText('No plan is in force today. The next plan starts on 01-12-2026.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plan 01-12-2026 – 30-11-2027, Upcoming' })).toBeTruthy();
  });

  it('invites an administrator to add the first plan', async () => {
    show('Administrator', []);
    expect(await screen.findByText(/No NDIS plan recorded yet\. Add the plan’s dates/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add plan' })).toBeTruthy();
  });

  it('shows a client their current plan only, read-only', async () => {
    const api = show('Client', [planView(), ENDED], true);
    const card = await screen.findByRole('region', { name: 'My NDIS plan' });
    expect(await within(card).findByText('220 days left')).toBeTruthy();
    expect(within(card).queryByText('Other plans')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    // The billing rule is the provider's, never on the client's portal.
    expect(screen.queryByRole('region', { name: 'Billing' })).toBeNull();
    expect(api.calls).not.toContain('GET /api/Invoice/client_billing/p-1');
  });

  it('a Support at Home client has no NDIS plans card, on their own profile or the office’s; an NDIS client has', () => {
    const client = { profileId: 'p-1', fullName: 'Alice Aged', own: true };
    expect(clientPlanTabs({ ...client, fundingProgram: 'SUPPORT_AT_HOME' }).NdisPlans).toBeUndefined();
    expect(
      clientPlanTabs({ ...client, own: false, fundingProgram: 'SUPPORT_AT_HOME' }).NdisPlans,
    ).toBeUndefined();
    expect(clientPlanTabs({ ...client, fundingProgram: 'NDIS' }).NdisPlans).toBeDefined();
    expect(clientPlanTabs(client).NdisPlans).toBeDefined();
  });

  it('shows the plan’s invoiced, claimed and remaining amounts, and the client’s billing rule below', async () => {
    show('Administrator', [USED]);
    const card = await screen.findByRole('region', { name: 'NDIS plans' });
    const budget = within(
      await within(card).findByRole('table', { name: 'Budget of the plan 01-07-2026 – 30-06-2027' }),
    );
    expect(budget.getByText('Over budget')).toBeTruthy();
    expect(budget.getByText('$179.95 over')).toBeTruthy();
    const billing = await screen.findByRole('region', { name: 'Billing' });
    expect(await within(billing).findByText('Remote (MMM6)')).toBeTruthy();
    expect(within(billing).getByRole('button', { name: 'Save billing rule' })).toBeTruthy();
  });
});
