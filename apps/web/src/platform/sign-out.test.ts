import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, startSession } from '../session/session-store.ts';
import { json, loginReplyFor, stubApi } from '../test/fixtures.ts';
import { signOut } from './sign-out.ts';

describe('signOut', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server to revoke the session, with its token, and signs out here at once', async () => {
    const reply = loginReplyFor('Staff');
    startSession(reply);
    const seen: (string | null)[] = [];
    const stub = stubApi({
      'POST /api/Account/logout': (init) => {
        seen.push(new Headers(init?.headers).get('Authorization'));
        return json({ status: 'Success', message: 'Signed out.' });
      },
    });
    signOut();
    expect(getSession()).toBeNull();
    await vi.waitFor(() => expect(stub.calls).toContain('POST /api/Account/logout'));
    expect(seen).toEqual([`Bearer ${reply.token}`]);
  });

  it('still signs out here when the server cannot be reached', async () => {
    startSession(loginReplyFor('Staff'));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    signOut();
    expect(getSession()).toBeNull();
  });
});
