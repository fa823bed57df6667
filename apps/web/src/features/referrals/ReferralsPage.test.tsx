import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { endSession, startSession } from '../../session/session-store.ts';
import { renderApp } from '../../test/app.tsx';
import { COMPANY, json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import type { ReferralRow } from './referrals-api.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const FORM = {
  firstName: 'Layla',
  lastName: 'Hassan',
  preferredName: null,
  dateOfBirth: null,
  gender: null,
  email: 'layla.hassan@example.com.au',
  contactNumber: '0423456789',
  ndisNo: '431987654',
  ndisStartDate: '2026-11-01',
  ndisEndDate: '2027-10-31',
  planManagement: 'Plan Managed',
  currentResidence: '5 Lilly Pilly Court, Merrylands NSW 2160',
  suburb: null,
  state: 'NSW',
  postcode: null,
  livingArrangement: null,
  primaryDisability: null,
  communicationNeeds: null,
  interpreterRequired: null,
  preferredLanguage: null,
  culturalBackground: null,
  risks: null,
  guardianName: null,
  guardianRelationship: null,
  guardianPhone: null,
  referrerName: 'Tahlia Brennan',
  referrerOrganisation: 'Connect Support Coordination',
  referrerRole: null,
  referrerEmail: 'provider@harbourside.demo',
  referrerPhone: '0291234567',
  supportsRequested: ['Personal Care'],
  goals: null,
  preferredStartDate: null,
  consentToShare: true,
  consentGivenBy: 'Participant',
} as const;

function referral(accepted: boolean): ReferralRow {
  return {
    clientReferralId: 'r-1',
    fullName: 'Layla Hassan',
    email: FORM.email,
    isAccepted: accepted,
    status: accepted ? 'Accepted' : 'Pending',
    form: { ...FORM, supportsRequested: [...FORM.supportsRequested] } as ReferralRow['form'],
    profileId: accepted ? 'p-9' : null,
    serviceProvidersId: null,
    referrerEmail: FORM.referrerEmail,
    referrerName: FORM.referrerName,
    referrerOrganisation: FORM.referrerOrganisation,
    currentResidence: FORM.currentResidence,
    contactNumber: FORM.contactNumber,
    ndisNo: FORM.ndisNo,
    ndisStartDate: FORM.ndisStartDate,
    ndisEndDate: FORM.ndisEndDate,
    dateCreated: '2026-11-20T05:49:50.001Z',
    dateModified: '2026-11-20T05:49:50.001Z',
  };
}

function server() {
  let accepted = false;
  const reply = loginReplyFor('Administrator');
  const api = stubApi({
    'GET /api/Account/me': () => json({ user: reply.user, claims: reply.claims }),
    'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
    'GET /api/ClientReferrals/get_client_referrals': () => json([referral(accepted)]),
    'GET /api/ClientReferrals/accept_client_referral': () => {
      accepted = true;
      return json({ status: 'Success', message: 'Layla Hassan is now a client.', profileId: 'p-9' });
    },
  });
  startSession(reply);
  renderApp('/app/user/refferals');
  return api;
}

describe('the Referrals screen', () => {
  beforeEach(() => endSession());

  it('lists each referral with its status, and accepts one after the spec’s confirmation', async () => {
    const { calls } = server();
    const row = (await screen.findByText('Layla Hassan')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pending')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Show details' }));
    expect(await screen.findByText('01-11-2026')).toBeTruthy();
    expect(screen.getByText('431987654')).toBeTruthy();
    expect(screen.getByText('31-10-2027')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to Accept this?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, accept' }));

    await waitFor(() => expect(calls).toContain('GET /api/ClientReferrals/accept_client_referral'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull());
    const updated = screen.getByText('Layla Hassan').closest('tr') as HTMLElement;
    expect(within(updated).getByText('Accepted')).toBeTruthy();
    const profile = screen.getByRole('link', { name: /Open Layla’s client profile/ });
    expect(profile.getAttribute('href')).toBe('/app/user/clients/p-9/Layla');
  });

  it('copies the public referral link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    server();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Copy Referral Link' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/referral/c-1`));
    expect(toasts.success).toHaveBeenCalledWith('Referral Link copied to clipboard');
  });
});
