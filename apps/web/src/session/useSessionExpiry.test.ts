import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, loginReplyFor } from '../test/fixtures.ts';
import { takeRememberedPath } from './remembered-path.ts';
import { getSession, startSession } from './session-store.ts';
import { useSessionExpiry } from './useSessionExpiry.ts';

describe('session expiry', () => {
  it('ends the session when the token runs out, remembering the page under the role', () => {
    vi.useFakeTimers();
    // A fixed instant on a whole second, so the token's minute runs out at the same tick every run.
    vi.setSystemTime(new Date('2026-12-31T13:59:30Z'));
    window.history.replaceState(null, '', '/app/staff/change-password');
    const token = fakeToken({ role: 'Staff', exp: Math.floor(Date.now() / 1000) + 60 });
    startSession({ ...loginReplyFor('Staff'), token });
    renderHook(() => useSessionExpiry(token));

    act(() => vi.advanceTimersByTime(59_000));
    expect(getSession()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(getSession()).toBeNull();
    expect(takeRememberedPath('Staff')).toBe('/app/staff/change-password');
  });
});
