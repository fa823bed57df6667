import { describe, expect, it } from 'vitest';
import { mayControlAccount, mayGiveRole, mayManageAccount, roleRank } from './role-rank.ts';
import { ROLES } from './roles.ts';

const account = (id: string, role: string) => ({ id, role });

describe('roleRank', () => {
  it('puts CompanyAdmin above Administrator above every other role', () => {
    expect(roleRank('CompanyAdmin')).toBeGreaterThan(roleRank('Administrator'));
    for (const role of ROLES.filter((r) => r !== 'CompanyAdmin' && r !== 'Administrator')) {
      expect(roleRank('Administrator'), role).toBeGreaterThan(roleRank(role));
    }
  });

  it('ranks an unknown role lowest', () => {
    expect(roleRank('King')).toBe(roleRank('Staff'));
    expect(roleRank(undefined)).toBe(0);
  });
});

describe('mayManageAccount', () => {
  it('never reaches an account of a higher role', () => {
    expect(mayManageAccount('Administrator', 'CompanyAdmin')).toBe(false);
    expect(mayManageAccount('Staff', 'Administrator')).toBe(false);
  });

  it('reaches accounts of the same or a lower role', () => {
    expect(mayManageAccount('Administrator', 'Administrator')).toBe(true);
    expect(mayManageAccount('Administrator', 'Staff')).toBe(true);
    expect(mayManageAccount('Staff', 'Staff')).toBe(true);
    expect(mayManageAccount('CompanyAdmin', 'CompanyAdmin')).toBe(true);
  });
});

describe('mayControlAccount', () => {
  it('lets an Administrator control lower roles and their own account only', () => {
    const admin = account('a', 'Administrator');
    expect(mayControlAccount(admin, account('s', 'Staff'))).toBe(true);
    expect(mayControlAccount(admin, account('a', 'Administrator'))).toBe(true);
    expect(mayControlAccount(admin, account('b', 'Administrator'))).toBe(false);
    expect(mayControlAccount(admin, account('o', 'CompanyAdmin'))).toBe(false);
  });

  it('lets a CompanyAdmin control every account, other CompanyAdmins included', () => {
    const owner = account('o', 'CompanyAdmin');
    for (const role of ROLES) {
      expect(mayControlAccount(owner, account('x', role)), role).toBe(true);
    }
  });

  it('keeps peers of a lower role apart', () => {
    expect(mayControlAccount(account('s', 'Staff'), account('t', 'Staff'))).toBe(false);
  });
});

describe('mayGiveRole', () => {
  it('gives roles up to the actor’s own, never above', () => {
    expect(mayGiveRole('Administrator', 'Administrator')).toBe(true);
    expect(mayGiveRole('Administrator', 'Staff')).toBe(true);
    expect(mayGiveRole('Administrator', 'CompanyAdmin')).toBe(false);
    expect(mayGiveRole('CompanyAdmin', 'CompanyAdmin')).toBe(true);
  });
});
