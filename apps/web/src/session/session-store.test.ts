import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, loginReplyFor } from '../test/fixtures.ts';
import { readCookie } from './cookies.ts';
import {
  endSession,
  getSession,
  principalOf,
  refreshSession,
  reloadSession,
  startSession,
} from './session-store.ts';

describe('the session', () => {
  beforeEach(() => {
    endSession();
  });

  it('keeps token and role in cookies and the claims in local storage', () => {
    const reply = loginReplyFor('Staff', ['Edit Client']);
    startSession(reply);
    expect(readCookie('token')).toBe(reply.token);
    expect(readCookie('role')).toBe('Staff');
    expect(JSON.parse(window.localStorage.getItem('claims') ?? '')).toEqual([{ value: 'Edit Client' }]);
    expect(principalOf(getSession())).toEqual({ role: 'Staff', claims: ['Edit Client'] });
  });

  it('comes back after a reload, the user read from the token', () => {
    startSession(loginReplyFor('Client'));
    const session = reloadSession();
    expect(session?.role).toBe('Client');
    expect(session?.user).toMatchObject({ uid: 'u-1', companyId: 'c-1', role: 'Client' });
  });

  it('reads unparsable stored claims as none', () => {
    startSession(loginReplyFor('Staff', ['Edit Staff']));
    window.localStorage.setItem('claims', '{not json');
    expect(reloadSession()?.claims).toEqual([]);
  });

  it('is gone when the token has expired', () => {
    startSession({ ...loginReplyFor('Staff'), token: fakeToken({ role: 'Staff', exp: 1000 }) });
    expect(reloadSession()).toBeNull();
  });

  it('refreshes claims and name from /Account/me', () => {
    startSession(loginReplyFor('Staff'));
    refreshSession({
      user: { uid: 'u-1', role: 'Staff', companyId: 'c-1', fullName: 'Sam Lee', email: 'sam@x.demo' },
      claims: [{ value: 'Add Client' }],
    });
    expect(getSession()?.user.fullName).toBe('Sam Lee');
    expect(reloadSession()?.claims).toEqual([{ value: 'Add Client' }]);
  });

  it('ends by clearing both cookies and the claims', () => {
    startSession(loginReplyFor('Staff', ['Edit Client']));
    endSession();
    expect(readCookie('token')).toBeNull();
    expect(readCookie('role')).toBeNull();
    expect(window.localStorage.getItem('claims')).toBeNull();
    expect(reloadSession()).toBeNull();
  });
});
