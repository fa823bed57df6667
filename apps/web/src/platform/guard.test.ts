import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeCookie } from '../session/cookies.ts';
import { rememberPath, takeRememberedPath } from '../session/remembered-path.ts';
import { endSession, reloadSession, startSession } from '../session/session-store.ts';
import { fakeToken, loginReplyFor } from '../test/fixtures.ts';
import { redirectFromRoot, requireAccess, requireSession } from './guard.ts';
import { ROUTE_ACCESS } from './route-access.ts';

function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

function redirectTarget(error: unknown): string | undefined {
  if (!isRedirect(error)) {
    return undefined;
  }
  return error.options.href ?? (error.options.to as string | undefined);
}

describe('the /app guard', () => {
  beforeEach(() => {
    endSession();
  });

  it('sends a visitor to sign-in and remembers the requested path as a guest', () => {
    const error = thrownBy(() => requireSession({ href: '/app/staff/change-password' }));
    expect(redirectTarget(error)).toBe('/auth/sign-in');
    expect(takeRememberedPath('Staff')).toBe('/app/staff/change-password');
    expect(takeRememberedPath('Staff')).toBeNull();
  });

  it('remembers the path under the role of an expired session, for that role only', () => {
    writeCookie('token', fakeToken({ role: 'CompanyAdmin', exp: 1000 }));
    writeCookie('role', 'CompanyAdmin');
    reloadSession();
    thrownBy(() => requireSession({ href: '/app/dashboard?tab=1' }));
    expect(takeRememberedPath('Staff')).toBeNull();
    expect(takeRememberedPath('CompanyAdmin')).toBe('/app/dashboard?tab=1');
  });

  it("prefers the role's own path to a guest's", () => {
    rememberPath(null, '/app/users/dashboard');
    rememberPath('Staff', '/app/staff/change-password');
    expect(takeRememberedPath('Staff')).toBe('/app/staff/change-password');
  });

  it('never remembers sign-in pages or other sites', () => {
    rememberPath(null, '/auth/sign-in');
    rememberPath(null, '//evil.example/app');
    expect(takeRememberedPath('Staff')).toBeNull();
  });

  it('lets a signed-in user through', () => {
    startSession(loginReplyFor('Staff'));
    expect(requireSession({ href: '/app/staff/dashboard' }).role).toBe('Staff');
  });

  it('sends a user who may not see a page to their home', () => {
    startSession(loginReplyFor('Staff'));
    expect(redirectTarget(thrownBy(() => requireAccess(ROUTE_ACCESS.adminDashboard)))).toBe(
      '/app/staff/dashboard',
    );
    expect(thrownBy(() => requireAccess(ROUTE_ACCESS.changePassword))).toBeUndefined();
  });

  it.each([
    ['Staff', '/app/staff/dashboard'],
    ['CompanyAdmin', '/app/dashboard'],
    ['Administrator', '/app/dashboard'],
    ['Client', '/app/client/dashboard'],
    ['Auditor', '/app/auditor/dashboard'],
    ['CareManager', '/app/users/dashboard'],
  ])('sends %s from / to %s', (role, home) => {
    startSession(loginReplyFor(role));
    expect(redirectTarget(thrownBy(redirectFromRoot))).toBe(home);
  });

  it('sends a visitor from / to sign-in', () => {
    expect(redirectTarget(thrownBy(redirectFromRoot))).toBe('/auth/sign-in');
  });
});
