import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions.ts';
import { PRIVILEGE_WORDS, rolePrivileges } from './role-privileges.ts';

const words = (role: Parameters<typeof rolePrivileges>[0]) =>
  rolePrivileges(role).areas.flatMap((a) => a.words);

describe('the privileges each role holds, in plain words (issue 40 item 8)', () => {
  it('reads each line off the permission table: a worker clocks in and writes reports, but adds no clients', () => {
    const staff = words('Staff');
    expect(staff).toEqual(
      expect.arrayContaining([
        'Clock in and out of their shifts',
        'Write shift reports',
        'See their own shifts',
      ]),
    );
    expect(staff).not.toContain('Add clients');
    // A worker sees only the clients they work with; an auditor every (audit-approved) client.
    expect(staff).toContain('See the records of the clients they work with');
    expect(staff).not.toContain('See client records');
    expect(staff).not.toContain('Make and send invoices');
  });

  it('gives administrators the office’s work, and leaves paying and Xero to the company administrator', () => {
    const admin = words('Administrator');
    expect(admin).toEqual(
      expect.arrayContaining(['Add clients', 'Put shifts on the roster', 'Make NDIS claims']),
    );
    expect(admin).not.toContain('Pay for and change the subscription');
    expect(admin).not.toContain('Give users privileges');
    expect(words('CompanyAdmin')).toEqual(
      expect.arrayContaining([
        'Pay for and change the subscription',
        'Give users privileges',
        'Connect Xero',
      ]),
    );
  });

  it('lets an auditor read, not change; a client use the portal; and groups lines by area', () => {
    const auditor = rolePrivileges('Auditor');
    expect(auditor.areas.map((a) => a.area)).toContain('People');
    expect(words('Auditor')).toEqual(
      expect.arrayContaining(['See client records', 'See the incident register']),
    );
    expect(words('Auditor').some((w) => /^(Add|Change|Make|Remove)/.test(w))).toBe(false);
    expect(words('Client')).toContain('See their visits and sign their forms');
    expect(rolePrivileges('Client').takesExtraPrivileges).toBe(false);
    expect(rolePrivileges('Staff').takesExtraPrivileges).toBe(true);
  });

  it('names only actions of the permission table, each once', () => {
    const actions = PRIVILEGE_WORDS.map((p) => p.action);
    expect(new Set(actions).size).toBe(actions.length);
    for (const a of actions) {
      expect(PERMISSIONS).toHaveProperty([a]);
    }
  });
});
