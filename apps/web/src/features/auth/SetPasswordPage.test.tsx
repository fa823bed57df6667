import { MESSAGES } from '@care/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../test/app.tsx';
import { json } from '../../test/fixtures.ts';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const TOKEN = 'tok_0123456789abcdefghij';
const EXPIRED = 'This link has expired or was already used. Ask your administrator for a new one.';

async function fill(password: string, confirm: string) {
  if (password) {
    await userEvent.type(await screen.findByLabelText('New password'), password);
  }
  if (confirm) {
    await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('the set-password page', () => {
  it('opens for a signed-out visitor and asks for both fields', async () => {
    const { calls } = renderAppAt(`/auth/set-password?token=${TOKEN}`, { role: null });
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeTruthy();
    await fill('', '');
    expect(await screen.findAllByText(MESSAGES.inputEmpty)).toHaveLength(2);
    expect(calls).not.toContain('POST /api/Account/set_password');
  });

  it('wants at least 6 characters, and the same password twice', async () => {
    renderAppAt(`/auth/set-password?token=${TOKEN}`, { role: null });
    await fill('abc', 'abc');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await fill('good-secret', 'other-secret');
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeTruthy();
  });

  it('sends the token with the password, toasts, and goes to sign-in', async () => {
    let body: unknown;
    const { router } = renderAppAt(`/auth/set-password?token=${TOKEN}`, {
      role: null,
      api: {
        'POST /api/Account/set_password': (init) => {
          body = JSON.parse(String(init?.body));
          expect(new Headers(init?.headers).has('Authorization')).toBe(false);
          return json({ status: 'Success', message: 'Your password is set. You can sign in now.' });
        },
      },
    });
    await fill('good-secret', 'good-secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(body).toEqual({ token: TOKEN, password: 'good-secret', confirmPassword: 'good-secret' });
    expect(toastMocks.success).toHaveBeenCalledWith('Your password is set. You can sign in now.', undefined);
  });

  it('says so on the form when the link has expired', async () => {
    const { router } = renderAppAt(`/auth/set-password?token=${TOKEN}`, {
      role: null,
      api: {
        'POST /api/Account/set_password': () =>
          json({ status: 'Error', message: EXPIRED, errors: { token: EXPIRED } }, 400),
      },
    });
    await fill('good-secret', 'good-secret');
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/set-password');
  });

  it('explains a link without a token', async () => {
    renderAppAt('/auth/set-password', { role: null });
    expect(await screen.findByText(/This link is not complete/)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

describe('the confirm-email page', () => {
  it('confirms on open and offers sign-in', async () => {
    let body: unknown;
    renderAppAt(`/auth/confirm-email?token=${TOKEN}`, {
      role: null,
      api: {
        'POST /api/Account/confirm_email': (init) => {
          body = JSON.parse(String(init?.body));
          return json({ status: 'Success', message: 'Your e-mail address is confirmed.' });
        },
      },
    });
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeTruthy();
    expect(body).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/auth/sign-in');
  });

  it("shows the server's refusal when the link was used", async () => {
    renderAppAt(`/auth/confirm-email?token=${TOKEN}`, {
      role: null,
      api: {
        'POST /api/Account/confirm_email': () =>
          json({ status: 'Error', message: EXPIRED, errors: { token: EXPIRED } }, 400),
      },
    });
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(toastMocks.error).not.toHaveBeenCalled();
  });
});
