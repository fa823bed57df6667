import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_CLOSE_MS, TOAST_LIMIT } from '../platform/toast-settings.ts';
import { toasts } from '../platform/toasts.ts';
import { renderWithProviders } from '../test/render.tsx';
import { AppNotifications } from './AppNotifications.tsx';

// Toasts piled up across pages (four at once, over the account menu): they close by themselves,
// at most three show at once, and hovering one no longer holds every other one open.
const shown = () => screen.queryAllByRole('alert').map((a) => a.textContent);
/** `ms` later, and past the closing transition of the toasts that closed then (250 ms). */
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  act(() => {
    vi.advanceTimersByTime(300);
  });
};

describe('the app’s toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('show at most three at once, the others queued, and close by themselves', () => {
    renderWithProviders(<AppNotifications />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) {
        toasts.success(`Saved ${n}`);
      }
    });
    wait(50);
    expect(TOAST_LIMIT).toBe(3);
    expect(shown()).toEqual(['Saved 1', 'Saved 2', 'Saved 3']);
    // A success closes after a few seconds; the queued ones then show, and close in their turn.
    wait(TOAST_CLOSE_MS.success);
    expect(shown()).toEqual(['Saved 4', 'Saved 5']);
    wait(TOAST_CLOSE_MS.success);
    expect(shown()).toEqual([]);
  });

  it('a failure stays longer than a success, but not for good', () => {
    renderWithProviders(<AppNotifications />);
    act(() => {
      toasts.error('The statement could not be imported');
      toasts.success('Saved');
    });
    wait(TOAST_CLOSE_MS.success);
    expect(TOAST_CLOSE_MS.error).toBeGreaterThan(TOAST_CLOSE_MS.success);
    expect(shown()).toEqual(['The statement could not be imported']);
    wait(TOAST_CLOSE_MS.error);
    expect(shown()).toEqual([]);
  });

  it('hovering a toast keeps that one open only', () => {
    renderWithProviders(<AppNotifications />);
    act(() => {
      toasts.success('Read me');
      toasts.success('Passing by');
    });
    wait(50);
    fireEvent.mouseEnter(screen.getByText('Read me').closest('[role="alert"]') as HTMLElement);
    wait(TOAST_CLOSE_MS.success);
    expect(shown()).toEqual(['Read me']);
  });

  it('sit top-right with the class that app.css places below the header', () => {
    renderWithProviders(<AppNotifications />);
    const root = document.querySelector('.care-notifications[data-position="top-right"]');
    expect(root).not.toBeNull();
  });
});
