import { LOADING_PAGE } from '@care/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOADING_MESSAGES, nextProgress, PROGRESS_CEILING } from '../platform/loading-messages.ts';
import { renderWithProviders } from '../test/render.tsx';
import { LoadingPage } from './LoadingPage.tsx';

function message(): string | null {
  return screen.getByTestId('loading-message').textContent;
}

function progress(): number {
  return Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
}

describe('the loading page', () => {
  it('has 6 messages for each portal', () => {
    for (const messages of Object.values(LOADING_MESSAGES)) {
      expect(messages).toHaveLength(LOADING_PAGE.messagesPerPortal);
    }
  });

  it('rotates its message every 2.5 s and shows the portal label', () => {
    vi.useFakeTimers();
    renderWithProviders(<LoadingPage portal="staff" random={() => 0.5} />);
    const staff = LOADING_MESSAGES.staff;
    expect(screen.getByText('Staff portal')).toBeTruthy();
    expect(message()).toBe(staff[0]);

    act(() => vi.advanceTimersByTime(2499));
    expect(message()).toBe(staff[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(message()).toBe(staff[1]);
    act(() => vi.advanceTimersByTime(2500 * 5));
    expect(message()).toBe(staff[0]);
  });

  it('advances the progress every 200 ms by up to 15 %', () => {
    vi.useFakeTimers();
    renderWithProviders(<LoadingPage portal="general" random={() => 1} />);
    const start = progress();
    act(() => vi.advanceTimersByTime(199));
    expect(progress()).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(progress()).toBe(start + 15);
    expect(screen.getByText('General portal')).toBeTruthy();
  });

  it('never claims to be finished', () => {
    expect(nextProgress(90, 0.99)).toBe(PROGRESS_CEILING);
    expect(nextProgress(10, 0.2)).toBeCloseTo(13);
  });
});
