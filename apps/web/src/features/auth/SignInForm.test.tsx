import { MESSAGES } from '@care/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SignInForm } from './SignInForm.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

describe('the sign-in form', () => {
  it("shows the schema's messages under empty fields and does not call the server", async () => {
    const { calls } = stubApi({});
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks for a valid e-mail address', async () => {
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
  });

  it('shows the wrong-password message on the form', async () => {
    stubApi({
      'POST /api/Account/login': () =>
        json(
          {
            status: 'Error',
            message: MESSAGES.invalidCredentials,
            errors: { password: MESSAGES.invalidCredentials },
          },
          401,
        ),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email'), 'staff@harbourside.demo');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.invalidCredentials);
    expect(screen.getAllByText(MESSAGES.invalidCredentials)).toHaveLength(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the too-many-attempts message', async () => {
    stubApi({
      'POST /api/Account/login': () => json({ status: 'Error', message: MESSAGES.tooManySignIns }, 429),
    });
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'staff@harbourside.demo');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.tooManySignIns);
  });

  it('hands the reply on after a good sign-in, with the trimmed e-mail', async () => {
    let sent: unknown;
    stubApi({
      'POST /api/Account/login': (init) => {
        sent = JSON.parse(String(init?.body));
        return json(loginReplyFor('Staff'));
      },
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email'), '  staff@harbourside.demo ');
    await userEvent.type(screen.getByLabelText('Password'), 'CarePlatform#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(sent).toEqual({ email: 'staff@harbourside.demo', password: 'CarePlatform#2026' });
  });
});
