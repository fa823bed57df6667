import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ReferralForm } from './ReferralForm.tsx';

const CONSENT = /agrees to share this information with Harbourside Care Services/;

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  renderWithProviders(
    <ReferralForm companyName="Harbourside Care Services" submitLabel="Send referral" onSubmit={onSubmit} />,
  );
  return onSubmit;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send referral' }));

/** Everything the schema requires except the supports and consent, which the tests tick themselves. */
function fillRequiredText() {
  type('First name', 'Layla');
  type('Last name', 'Hassan');
  type('Contact number', '0423 456 789');
  type('NDIS number', '431 987 654');
  type('Current residence', '5 Lilly Pilly Court');
  type('Your name', 'Tahlia Brennan');
  type('Your email', 'tahlia@connect.demo');
  type('Your phone', '(02) 9123 4567');
  type('Consent given by', 'Participant');
}

describe('the referral form', () => {
  it('names every missing required field under the field and sends nothing', async () => {
    const onSubmit = renderForm();
    await send();

    expect(await screen.findByText('Choose at least one support')).toBeTruthy();
    // First and last name, contact number, NDIS number, residence, referrer name and phone, consent given by.
    expect(screen.getAllByText('Required Field')).toHaveLength(8);
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('The participant’s consent to share this information is required')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please check the 11 fields marked in red.');
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('First name'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a 9-digit NDIS number, spaces allowed', async () => {
    renderForm();
    type('NDIS number', '12345');
    await send();
    expect(await screen.findByText('An NDIS number has 9 digits')).toBeTruthy();

    type('NDIS number', '4319876540');
    await send();
    expect(await screen.findByText('An NDIS number has 9 digits')).toBeTruthy();

    type('NDIS number', '431 987 654');
    await send();
    await waitFor(() => expect(screen.queryByText('An NDIS number has 9 digits')).toBeNull());
  });

  it('needs consent and at least one support before it sends', async () => {
    const onSubmit = renderForm();
    fillRequiredText();
    await send();
    expect(await screen.findByText('Choose at least one support')).toBeTruthy();
    expect(screen.getByText('The participant’s consent to share this information is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('Transport'));
    await send();
    expect(
      await screen.findByText('The participant’s consent to share this information is required'),
    ).toBeTruthy();
    expect(screen.queryByText('Choose at least one support')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText(CONSENT));
    await send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      firstName: 'Layla',
      ndisNo: '431 987 654',
      contactNumber: '0423456789',
      referrerPhone: '0291234567',
      supportsRequested: ['Transport'],
      consentToShare: true,
      preferredName: null,
    });
  });

  it("puts the server's per-field messages under their fields", async () => {
    const onSubmit = renderForm(
      vi.fn().mockRejectedValue(
        new ApiError({
          kind: 'http',
          status: 400,
          message: 'NDIS no: already referred (and 1 more field)',
          fromServer: true,
          fieldErrors: {
            ndisNo: 'This participant was referred yesterday',
            'supportsRequested.0': 'Choose supports from the list',
          },
        }),
      ),
    );
    fillRequiredText();
    await userEvent.click(screen.getByLabelText('Personal Care'));
    await userEvent.click(screen.getByLabelText(CONSENT));
    await send();

    expect(await screen.findByText('This participant was referred yesterday')).toBeTruthy();
    expect(screen.getByText('Choose supports from the list')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please check the 2 fields marked in red.');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal that names no field (the rate limit) above the button', async () => {
    renderForm(
      vi.fn().mockRejectedValue(
        new ApiError({
          kind: 'http',
          status: 429,
          message: 'Too many requests. Please wait a moment and try again.',
        }),
      ),
    );
    fillRequiredText();
    await userEvent.click(screen.getByLabelText('Personal Care'));
    await userEvent.click(screen.getByLabelText(CONSENT));
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });
});
