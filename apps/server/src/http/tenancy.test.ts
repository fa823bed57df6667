import { describe, expect, it } from 'vitest';
import type { Principal } from './principal.ts';
import { assertOwnCompany } from './tenancy.ts';

const principal: Principal = {
  uid: 'u1',
  role: 'Staff',
  companyId: 'company-a',
  fullName: 'Sam Staff',
  email: 'sam@test.example',
  claims: [],
};

describe('assertOwnCompany', () => {
  it('lets through requests that name no company or the caller’s own, in any spelling', () => {
    expect(() => assertOwnCompany(principal, undefined, null, 'text', {})).not.toThrow();
    expect(() =>
      assertOwnCompany(principal, { companyId: 'company-a' }, { COMPANYID: 'company-a' }),
    ).not.toThrow();
    expect(() => assertOwnCompany(principal, { companyId: '' }, { companyid: null })).not.toThrow();
  });

  it.each([
    ['query', [{ companyId: 'company-b' }]],
    ['lower-case key', [{ companyid: 'company-b' }]],
    ['upper-case key in a later source', [{}, {}, { COMPANYID: 'company-b' }]],
    ['repeated key (array)', [{ companyId: ['company-a', 'company-b'] }]],
  ])('refuses another company named in the %s with 403', (_, sources) => {
    expect(() => assertOwnCompany(principal, ...sources)).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });
});
