import { MESSAGES } from '@care/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { isIgnoredByErrorDialog } from '../platform/error-filter.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ErrorDialog } from './ErrorDialog.tsx';

describe('the error dialog', () => {
  it('is titled as the spec says and tries again after 1 s', async () => {
    vi.useFakeTimers();
    const onTryAgain = vi.fn();
    renderWithProviders(<ErrorDialog onTryAgain={onTryAgain} />);
    expect(screen.getByText(MESSAGES.errorDialogTitle)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log Out & Start Over' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(onTryAgain).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
  });

  it('logs out after 0.8 s when offered', async () => {
    vi.useFakeTimers();
    const onLogOut = vi.fn();
    renderWithProviders(<ErrorDialog onTryAgain={vi.fn()} onLogOut={onLogOut} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log Out & Start Over' }));
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(onLogOut).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });
});

describe('which errors the dialog ignores', () => {
  it.each([
    ['a network error', new ApiError({ kind: 'network', status: 0, message: 'Network Error' })],
    ['a time-out', new ApiError({ kind: 'timeout', status: 0, message: MESSAGES.timeout })],
    ['a 401', new ApiError({ kind: 'unauthorized', status: 401, message: MESSAGES.unauthorized })],
    ['status 0', { status: 0, message: 'x' }],
    ['a chunk-load error', new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js')],
    ['a fetch failure', new TypeError('Failed to fetch')],
  ])('ignores %s', (_label, error) => {
    expect(isIgnoredByErrorDialog(error)).toBe(true);
  });

  it.each([
    ['a render error', new Error("Cannot read properties of undefined (reading 'name')")],
    ['a 500', new ApiError({ kind: 'server', status: 500, message: MESSAGES.serverError })],
    ['a 403', new ApiError({ kind: 'forbidden', status: 403, message: MESSAGES.forbidden })],
  ])('shows for %s', (_label, error) => {
    expect(isIgnoredByErrorDialog(error)).toBe(false);
  });
});
