import { MESSAGES } from '@care/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

function goOffline(offline: boolean): void {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('the offline banner', () => {
  it('appears while the browser is offline and goes when it is back', () => {
    renderWithProviders(<OfflineBanner onRetry={vi.fn()} />);
    expect(screen.queryByText(MESSAGES.offline)).toBeNull();

    goOffline(true);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.offline);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();

    goOffline(false);
    expect(screen.queryByText(MESSAGES.offline)).toBeNull();
  });

  it('Retry refetches once the connection is back, and not before', async () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    renderWithProviders(<OfflineBanner onRetry={onRetry} />);
    goOffline(true);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onRetry).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGES.offline)).toBeTruthy();

    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(MESSAGES.offline)).toBeNull();
  });
});
