import { MESSAGES } from '@care/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../session/session-store.ts';
import { json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

async function fill(old: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Old password'), old);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the change password form', () => {
  beforeEach(() => {
    startSession(loginReplyFor('Staff'));
  });

  it('shows the e-mail read-only and asks for every field', async () => {
    renderWithProviders(<ChangePasswordForm email="sam@harbourside.demo" onChanged={vi.fn()} />);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('sam@harbourside.demo');
    expect(email.readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText(MESSAGES.inputEmpty)).toHaveLength(3);
  });

  it('says when the passwords do not match', async () => {
    renderWithProviders(<ChangePasswordForm email="sam@harbourside.demo" onChanged={vi.fn()} />);
    await fill('old-secret', 'new-secret', 'other-secret');
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeTruthy();
  });

  it("puts the server's wrong-old-password message under the field and toasts it", async () => {
    stubApi({
      'POST /api/Account/change_password': () =>
        json(
          {
            status: 'Error',
            message: 'The old password is not correct.',
            errors: { oldPassword: 'The old password is not correct.' },
          },
          400,
        ),
    });
    const onChanged = vi.fn();
    renderWithProviders(<ChangePasswordForm email="sam@harbourside.demo" onChanged={onChanged} />);
    await fill('wrong-old', 'new-secret', 'new-secret');
    expect(await screen.findByText('The old password is not correct.')).toBeTruthy();
    expect(toastMocks.error).toHaveBeenCalledWith('The old password is not correct.', undefined);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("toasts the server's message and reports success", async () => {
    stubApi({
      'POST /api/Account/change_password': () => json({ status: 'Success', message: 'Password changed.' }),
    });
    const onChanged = vi.fn();
    renderWithProviders(<ChangePasswordForm email="sam@harbourside.demo" onChanged={onChanged} />);
    await fill('old-secret', 'new-secret', 'new-secret');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(toastMocks.success).toHaveBeenCalledWith('Password changed.', undefined);
  });
});

describe('the change password form, when the e-mail arrives late', () => {
  it('fills the read-only e-mail in once the session knows it', async () => {
    const { rerender } = renderWithProviders(<ChangePasswordForm email="" onChanged={vi.fn()} />);
    rerender(<ChangePasswordForm email="sam@harbourside.demo" onChanged={vi.fn()} />);
    await waitFor(() =>
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@harbourside.demo'),
    );
  });
});
