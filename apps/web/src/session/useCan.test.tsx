import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginReplyFor } from '../test/fixtures.ts';
import { endSession, startSession } from './session-store.ts';
import { useCan } from './useCan.ts';

describe('useCan', () => {
  beforeEach(() => {
    endSession();
  });

  it('reads the permission table with the role and the claims, and follows the session', () => {
    const { result, rerender } = renderHook(({ action }) => useCan(action), {
      initialProps: { action: 'client.edit' as const },
    });
    expect(result.current).toBe(false);

    act(() => {
      startSession(loginReplyFor('Staff', ['Edit Client']));
    });
    expect(result.current).toBe(true);

    act(() => {
      startSession(loginReplyFor('Staff'));
    });
    expect(result.current).toBe(false);

    act(() => {
      startSession(loginReplyFor('Administrator'));
    });
    rerender({ action: 'client.edit' });
    expect(result.current).toBe(true);
  });
});
