import { describe, expect, it } from 'vitest';
import { consentFilter, isAskedToAccept, nextPolicyVersion, policySchema } from './policies.ts';

describe('policies', () => {
  it('numbers a new code 1 and the next version one past the highest', () => {
    expect(nextPolicyVersion([])).toBe(1);
    expect(nextPolicyVersion([1, 3, 2])).toBe(4);
  });
  it('asks staff and the office, never clients or auditors', () => {
    expect(isAskedToAccept('Staff', 'Everyone')).toBe(true);
    expect(isAskedToAccept('Administrator', 'Everyone')).toBe(true);
    expect(isAskedToAccept('Client', 'Everyone')).toBe(false);
    expect(isAskedToAccept('Auditor', 'Everyone')).toBe(false);
    expect(isAskedToAccept('CompanyAdmin', 'Staff')).toBe(false);
    expect(isAskedToAccept('Staff', 'Office')).toBe(false);
  });
  it('reads consent true/false in any case, and refuses anything else', () => {
    expect(consentFilter.parse('True')).toBe(true);
    expect(consentFilter.parse('false')).toBe(false);
    expect(consentFilter.parse(undefined)).toBeUndefined();
    expect(consentFilter.safeParse('yes').success).toBe(false);
  });
  it('refuses a code with spaces, at the code field', () => {
    const r = policySchema.safeParse({
      title: 'Privacy',
      category: 'Privacy and information',
      code: 'POL 1',
      effectiveDate: '2026-11-27',
      audience: 'Everyone',
      body: 'Text',
    });
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['code']);
  });
});
