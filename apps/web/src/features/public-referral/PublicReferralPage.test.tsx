import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../session/session-store.ts';
import { renderApp } from '../../test/app.tsx';
import { json, loginReplyFor, stubApi } from '../../test/fixtures.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const COMPANY_ID = '85868ac0-3298-4d78-a226-60d53ad4112e';
const company = () =>
  json({
    companyId: COMPANY_ID,
    companyName: 'Harbourside Care Services',
    email: 'office@harbourside.demo',
    phoneNumber: null,
  });

function renderAt(path: string) {
  renderApp(path);
}

async function fillAndSend() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  type('First name', 'Layla');
  type('Last name', 'Hassan');
  type('Contact number', '0423456789');
  type('NDIS number', '431987654');
  type('Current residence', '5 Lilly Pilly Court');
  type('Your name', 'Tahlia Brennan');
  type('Your email', 'provider@harbourside.demo');
  type('Your phone', '0291234567');
  type('Consent given by', 'Participant');
  await userEvent.click(screen.getByLabelText('Personal Care'));
  await userEvent.click(screen.getByLabelText('Community Access'));
  await userEvent.click(screen.getByLabelText(/agrees to share this information/));
  await userEvent.click(screen.getByRole('button', { name: 'Send referral' }));
}

describe('the public referral page', () => {
  beforeEach(() => endSession());

  it('needs no sign-in and heads the form with the provider’s name', async () => {
    stubApi({ [`GET /api/ClientReferrals/referral_company/${COMPANY_ID}`]: company });
    renderAt(`/referral/${COMPANY_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Harbourside Care Services' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      screen.getByLabelText(/agrees to share this information with Harbourside Care Services/),
    ).toBeTruthy();
  });

  it('says a link to an unknown company is not valid', async () => {
    stubApi({});
    renderAt(`/referral/${COMPANY_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'This referral link is not valid' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send referral' })).toBeNull();
  });

  it('confirms what was received', async () => {
    const { calls } = stubApi({
      [`GET /api/ClientReferrals/referral_company/${COMPANY_ID}`]: company,
      [`POST /api/ClientReferrals/submit_referral/${COMPANY_ID}`]: () =>
        json({ status: 'Success', message: 'Thank you.', clientReferralId: 'r-1' }),
    });
    renderAt(`/referral/${COMPANY_ID}`);
    await screen.findByRole('button', { name: 'Send referral' }, { timeout: 5000 });
    await fillAndSend();

    expect(await screen.findByRole('heading', { name: 'Referral received' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Layla Hassan')).toBeTruthy();
    expect(screen.getByText('431987654')).toBeTruthy();
    expect(screen.getByText('Personal Care')).toBeTruthy();
    expect(screen.getByText('Community Access')).toBeTruthy();
    expect(screen.getByText(/will be in touch/).textContent).toContain('Harbourside Care Services');
    expect(calls).toContain(`POST /api/ClientReferrals/submit_referral/${COMPANY_ID}`);
  });

  it.each([
    ['sends no session from a visitor', null, false],
    ['sends a signed-in service provider’s session, so the referral is theirs', 'ServiceProvider', true],
    ['sends no one else’s session', 'Staff', false],
  ] as const)('%s', async (_case, role, sendsSession) => {
    if (role) {
      startSession(loginReplyFor(role));
    }
    const headers: (string | null)[] = [];
    stubApi({
      [`GET /api/ClientReferrals/referral_company/${COMPANY_ID}`]: company,
      [`POST /api/ClientReferrals/submit_referral/${COMPANY_ID}`]: (init) => {
        headers.push(new Headers(init?.headers).get('Authorization'));
        return json({ status: 'Success', message: 'Thank you.', clientReferralId: 'r-1' });
      },
    });
    renderAt(`/referral/${COMPANY_ID}`);
    await screen.findByRole('button', { name: 'Send referral' }, { timeout: 5000 });
    await fillAndSend();
    await screen.findByRole('heading', { name: 'Referral received' }, { timeout: 5000 });
    expect(headers).toHaveLength(1);
    expect(headers[0]?.startsWith('Bearer ') ?? false).toBe(sendsSession);
  });

  it("shows the server's message when too many referrals were sent", async () => {
    stubApi({
      [`GET /api/ClientReferrals/referral_company/${COMPANY_ID}`]: company,
      [`POST /api/ClientReferrals/submit_referral/${COMPANY_ID}`]: () =>
        json(
          {
            status: 'Error',
            title: 'Please wait',
            message: 'Too many requests. Please wait a moment and try again.',
          },
          429,
        ),
    });
    renderAt(`/referral/${COMPANY_ID}`);
    await screen.findByRole('button', { name: 'Send referral' }, { timeout: 5000 });
    await fillAndSend();

    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Referral received' })).toBeNull();
  });
});
