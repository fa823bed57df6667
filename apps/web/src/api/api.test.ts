import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../session/cookies.ts';
import { takeRememberedPath } from '../session/remembered-path.ts';
import { endSession, getSession, startSession } from '../session/session-store.ts';
import { json, loginReplyFor, stubApi } from '../test/fixtures.ts';
import { api } from './api.ts';

vi.mock('../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

describe('the app API client on a 401', () => {
  beforeEach(() => {
    endSession();
    window.history.replaceState(null, '', '/app/staff/change-password?tab=2');
  });

  it('clears the session and remembers the path under the role', async () => {
    startSession(loginReplyFor('Staff', ['Edit Staff']));
    stubApi({ 'GET /api/Account/me': () => json({ status: 'Error', message: 'expired' }, 401) });

    await expect(api.get('/Account/me')).rejects.toMatchObject({ status: 401 });

    expect(getSession()).toBeNull();
    expect(readCookie('token')).toBeNull();
    expect(readCookie('role')).toBeNull();
    expect(window.localStorage.getItem('claims')).toBeNull();
    expect(takeRememberedPath('CompanyAdmin')).toBeNull();
  });

  it('returns the same role to the remembered path', async () => {
    startSession(loginReplyFor('Staff'));
    stubApi({ 'GET /api/Account/me': () => json({}, 401) });
    await expect(api.get('/Account/me')).rejects.toMatchObject({ status: 401 });
    expect(takeRememberedPath('Staff')).toBe('/app/staff/change-password?tab=2');
  });
});
