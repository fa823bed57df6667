import { CLAIMS } from '@care/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../../session/session-store.ts';
import { json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ClaimsPanel } from './ClaimsPanel.tsx';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const USER_ID = '5f0c2a4e-8b1d-4c3e-9a77-1d2e3f4a5b6c';
const HELD = ['Edit Client', 'Add Shift Roster'];

function serveClaims(onSave?: (body: unknown) => void, role = 'Staff') {
  return stubApi({
    'GET /api/Account/get_user_claims': (_init, url) => {
      expect(new URL(url, 'http://x').searchParams.get('userId')).toBe(USER_ID);
      return json({
        userClaims: {
          userId: USER_ID,
          email: 'sam.lee@harbourside.demo',
          fullName: 'Sam Lee',
          role,
          claims: CLAIMS.map((claimType) => ({ claimType, isSelected: HELD.includes(claimType) })),
        },
      });
    },
    'POST /api/Account/add_claims_to_user': (init) => {
      onSave?.(JSON.parse(String(init?.body)));
      return json({ status: 'Success', message: 'Privileges of Sam Lee saved.' });
    },
  });
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the claims screen', () => {
  it("is headed with the user's e-mail and ticks the privileges they hold, each with a hint", async () => {
    startSession(loginReplyFor('CompanyAdmin'));
    serveClaims();
    renderWithProviders(<ClaimsPanel userId={USER_ID} />);
    expect(
      await screen.findByRole('heading', { name: 'User Claims for sam.lee@harbourside.demo' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(CLAIMS.length);
    for (const claim of CLAIMS) {
      expect(box(claim).checked).toBe(HELD.includes(claim));
    }
    expect(screen.getByText('Produce timesheets from the recorded attendance.')).toBeTruthy();
  });

  it('saves exactly the ticked privileges for a CompanyAdmin, and toasts', async () => {
    startSession(loginReplyFor('CompanyAdmin'));
    const saved = vi.fn();
    serveClaims(saved);
    renderWithProviders(<ClaimsPanel userId={USER_ID} />);
    await screen.findByRole('heading', { name: /User Claims for/ });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.click(box('Add Staff'));
    await userEvent.click(box('Edit Client'));
    expect(save.disabled).toBe(false);
    await userEvent.click(save);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved).toHaveBeenCalledWith({ userId: USER_ID, claims: ['Add Staff', 'Add Shift Roster'] });
    expect(toastMocks.success).toHaveBeenCalledWith('Privileges of Sam Lee saved.', undefined);
  });

  it('shows an Administrator the boxes read-only, with no Save', async () => {
    startSession(loginReplyFor('Administrator'));
    const { calls } = serveClaims();
    renderWithProviders(<ClaimsPanel userId={USER_ID} />);
    await screen.findByRole('heading', { name: /User Claims for/ });
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).disabled)).toBe(true);
    expect(box('Edit Client').checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText(/Only the company administrator can change privileges/)).toBeTruthy();
    expect(calls).not.toContain('POST /api/Account/add_claims_to_user');
  });

  it('offers a CompanyAdmin no privileges to give a client sign-in, and says why (issue 37)', async () => {
    startSession(loginReplyFor('CompanyAdmin'));
    const { calls } = serveClaims(undefined, 'Client');
    renderWithProviders(<ClaimsPanel userId={USER_ID} />);
    await screen.findByRole('heading', { name: /User Claims for/ });
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText(/A client sign-in cannot hold privileges/)).toBeTruthy();
    expect(screen.queryByText(/Only the company administrator/)).toBeNull();
    expect(calls).not.toContain('POST /api/Account/add_claims_to_user');
  });
});
