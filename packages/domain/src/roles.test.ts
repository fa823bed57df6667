import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, homeRouteForRole, isAdminRole, portalForRole, ROLES } from './roles.ts';

describe('homeRouteForRole (spec 1 §2.1, spec 3 §6)', () => {
  it.each([
    ['Staff', '/app/staff/dashboard'],
    ['CompanyAdmin', '/app/dashboard'],
    ['Administrator', '/app/dashboard'],
    ['Client', '/app/client/dashboard'],
    ['Auditor', '/app/auditor/dashboard'],
    ['ServiceProvider', '/app/users/dashboard'],
    ['CareManager', '/app/users/dashboard'],
  ])('sends %s to %s', (role, route) => {
    expect(homeRouteForRole(role)).toBe(route);
  });

  it('covers every known role', () => {
    expect([...ROLES].sort()).toEqual(
      [
        'Administrator',
        'Auditor',
        'CareManager',
        'Client',
        'CompanyAdmin',
        'ServiceProvider',
        'Staff',
      ].sort(),
    );
  });

  it.each([
    ['a company-defined role', 'Coordinator'],
    ['an empty role', ''],
    ['a wrongly cased role', 'staff'],
    ['a role with stray spaces', ' Staff '],
    ['null', null],
    ['undefined', undefined],
  ])('sends %s to the users dashboard', (_label, role) => {
    expect(homeRouteForRole(role)).toBe('/app/users/dashboard');
  });
});

describe('portalForRole', () => {
  it.each([
    ['Staff', 'staff'],
    ['Client', 'client'],
    ['Auditor', 'auditor'],
    ['ServiceProvider', 'provider'],
    ['CompanyAdmin', 'general'],
    ['Administrator', 'general'],
    ['CareManager', 'general'],
    ['Coordinator', 'general'],
    [null, 'general'],
    [undefined, 'general'],
  ])('labels %s as the %s portal', (role, portal) => {
    expect(portalForRole(role)).toBe(portal);
  });
});

describe('isAdminRole', () => {
  it('is true only for CompanyAdmin and Administrator', () => {
    expect(ROLES.filter((r) => isAdminRole(r))).toEqual(['CompanyAdmin', 'Administrator']);
    expect([...ADMIN_ROLES]).toEqual(['CompanyAdmin', 'Administrator']);
  });

  it.each(['companyadmin', 'Admin', '', null, undefined])('is false for %j', (role) => {
    expect(isAdminRole(role)).toBe(false);
  });
});
