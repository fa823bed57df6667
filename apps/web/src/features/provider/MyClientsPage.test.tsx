import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../session/session-store.ts';
import { renderApp } from '../../test/app.tsx';
import { COMPANY, json, loginReplyFor, stubApi } from '../../test/fixtures.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

describe('My Clients (the service provider’s area)', () => {
  beforeEach(() => endSession());

  it('shows Accepted for isActive and Pending otherwise, and links only clients that exist', async () => {
    const reply = loginReplyFor('ServiceProvider');
    stubApi({
      'GET /api/Account/me': () => json({ user: reply.user, claims: reply.claims }),
      'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
      'GET /api/ClientServiceProviders/my_clients': () =>
        json([
          {
            clientReferralId: 'r-1',
            profile: {
              profileId: null,
              fullName: 'Layla Hassan',
              email: 'layla@example.com',
              gender: null,
              phoneNumber: '0423',
              isActive: false,
            },
          },
          {
            clientReferralId: 'r-2',
            profile: {
              profileId: 'p-2',
              fullName: 'Margaret Collins',
              email: 'client@harbourside.demo',
              gender: 'Female',
              phoneNumber: '0412',
              isActive: true,
            },
          },
        ]),
    });
    startSession(reply);
    const { router } = renderApp('/app/provider');

    const layla = (await screen.findByText('Layla Hassan', undefined, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(router.state.location.pathname).toBe('/app/provider/clients');
    expect(within(layla).getByText('Pending')).toBeTruthy();
    expect(within(layla).queryByRole('link')).toBeNull();

    const margaret = screen.getByRole('link', { name: 'Margaret Collins' });
    expect(margaret.getAttribute('href')).toBe('/app/provider/clients-profile/client%40harbourside.demo/p-2');
    expect(within(margaret.closest('tr') as HTMLElement).getByText('Accepted')).toBeTruthy();

    expect(screen.getByRole('link', { name: /Refer a Client/ }).getAttribute('href')).toBe('/referral/c-1');
  });
});
