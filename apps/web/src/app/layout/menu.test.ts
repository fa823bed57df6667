import { describe, expect, it } from 'vitest';
import { menuFor } from './menu.ts';

describe('the side menu', () => {
  it.each([
    ['CompanyAdmin', '/app/dashboard'],
    ['Staff', '/app/staff/dashboard'],
    ['Client', '/app/client/dashboard'],
    ['Auditor', '/app/auditor/dashboard'],
    ['ServiceProvider', '/app/users/dashboard'],
  ])('gives %s its home and Change Password', (role, home) => {
    const items = menuFor({ role, claims: [] }).flatMap((s) => s.items.map((i) => [i.label, i.href]));
    expect(items[0]).toEqual(['Dashboard', home]);
    expect(items).toContainEqual(['Change Password', '/app/staff/change-password']);
  });

  it.each([
    ['CompanyAdmin', true],
    ['Administrator', true],
    ['Staff', false],
    ['Auditor', false],
  ])('shows Roles to %s: %s', (role, shown) => {
    const labels = menuFor({ role, claims: [] }).flatMap((s) => s.items.map((i) => i.label));
    expect(labels.includes('Roles')).toBe(shown);
  });
});

describe('the People lists in the side menu', () => {
  const entries = (role: string, claims: string[] = []) =>
    Object.fromEntries(menuFor({ role, claims }).flatMap((s) => s.items.map((i) => [i.label, i.href])));

  it('gives admins every list, the Users screen, the activity log and the mailbox', () => {
    expect(entries('Administrator')).toMatchObject({
      Administrators: '/app/user/administrators',
      Staff: '/app/user/staffs',
      Clients: '/app/user/clients',
      Users: '/app/user/all-user',
      'Activity Log': '/app/user/activity-log',
      Mailbox: '/app/user/mailbox',
    });
  });

  it("sends the auditor to the auditor's own client and staff lists, without the admin screens", () => {
    const auditor = entries('Auditor');
    expect(auditor.Clients).toBe('/app/auditor/clients');
    expect(auditor.Staff).toBe('/app/auditor/staffs');
    expect(auditor.Users).toBeUndefined();
    expect(auditor.Mailbox).toBeUndefined();
    expect(auditor['Activity Log']).toBeUndefined();
  });

  it.each([
    ['CompanyAdmin', '/app/document/staff'],
    ['Administrator', '/app/document/staff'],
    ['Auditor', '/app/document/staff'],
    ['Staff', undefined],
    ['Client', undefined],
  ])('links %s to the document review screens: %s', (role, href) => {
    expect(entries(role, ['Edit Staff', 'Edit Client']).Documents).toBe(href);
  });

  it('shows a staff member the staff list only with the Edit Staff privilege', () => {
    expect(entries('Staff').Staff).toBeUndefined();
    expect(entries('Staff', ['Edit Staff']).Staff).toBe('/app/user/staffs');
  });

  it('lights Documents on every review screen and Clients on a client profile', () => {
    const items = menuFor({ role: 'Administrator', claims: [] }).flatMap((s) => s.items);
    const areaOf = (label: string) => items.find((i) => i.label === label)?.area;
    expect(areaOf('Documents')).toBe('/app/document/');
    expect(areaOf('Clients')).toBe('/app/user/clients/');
    expect(areaOf('Staff')).toBe('/app/user/staff/');
  });

  it('gives a Staff member My Documents, and a Client their profile’s Documents tab', () => {
    expect(entries('Staff')['My Documents']).toBe('/app/staff/document');
    expect(entries('Client')['My Documents']).toBe('/app/client/profile?tab=Documents');
    expect(entries('Administrator')['My Documents']).toBeUndefined();
  });
});
