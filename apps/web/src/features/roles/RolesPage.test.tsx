import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../test/app.tsx';
import { json } from '../../test/fixtures.ts';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const ROLE_ID = '0b7c3d6e-1f2a-4b5c-8d9e-0a1b2c3d4e5f';

describe('Manage Roles', () => {
  it("says 'No Roles Found' when the company has none", async () => {
    renderAppAt('/app/user/all-roles', {
      role: 'Administrator',
      api: { 'GET /api/Account/get_roles': () => json({ roles: [] }) },
    });
    expect(await screen.findByText('No Roles Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Role' }).getAttribute('href')).toBe(
      '/app/user/create-roles',
    );
  });

  it('deletes a role only after confirmation', async () => {
    let roles = [{ uRolesId: ROLE_ID, role: 'Team Leader', dateCreated: '2026-03-01T00:00:00Z' }];
    const deleted: string[] = [];
    renderAppAt('/app/user/all-roles', {
      role: 'CompanyAdmin',
      api: {
        'GET /api/Account/get_roles': () => json({ roles }),
        'GET /api/Account/delete_role': (_init, url) => {
          deleted.push(new URL(url, 'http://x').searchParams.get('roleId') ?? '');
          roles = [];
          return json({ status: 'Success', message: 'Role Team Leader deleted.' });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Team Leader' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Team Leader/)).toBeTruthy();
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    await waitFor(() => expect(deleted).toEqual([ROLE_ID]));
    expect(await screen.findByText('No Roles Found')).toBeTruthy();
    expect(toastMocks.success).toHaveBeenCalledWith('Role Team Leader deleted.', undefined);
  });

  it('lists each sign-in role’s privileges in plain words, and says a role name holds none (issue 40 item 8)', async () => {
    renderAppAt('/app/user/all-roles', {
      role: 'CompanyAdmin',
      api: {
        'GET /api/Account/get_roles': () =>
          json({ roles: [{ uRolesId: ROLE_ID, role: 'Team Leader', dateCreated: '2026-03-01T00:00:00Z' }] }),
      },
    });
    const staff = await screen.findByLabelText('Staff privileges');
    expect(within(staff).getByText('Clock in and out of their shifts')).toBeTruthy();
    expect(within(staff).getByText('Write shift reports')).toBeTruthy();
    expect(within(staff).queryByText('Add clients')).toBeNull();
    expect(within(staff).getByText(/More can be given to one person on Users → Privileges/)).toBeTruthy();
    const admin = screen.getByLabelText('Administrator privileges');
    expect(within(admin).getByText('Add clients')).toBeTruthy();
    expect(within(admin).queryByText('Pay for and change the subscription')).toBeNull();
    const owner = screen.getByLabelText('Company admin privileges');
    expect(within(owner).getByText('Pay for and change the subscription')).toBeTruthy();
    const client = screen.getByLabelText('Client privileges');
    expect(within(client).getByText('See their visits and sign their forms')).toBeTruthy();
    expect(within(client).getByText('Takes no privileges beyond these.')).toBeTruthy();
    expect(screen.getAllByTestId('built-in-role')).toHaveLength(7);
    const teamLeader = await screen.findByTestId('role-card');
    expect(within(teamLeader).getByText(/A job title only: it holds no privileges/)).toBeTruthy();
  });

  it("asks for a role name with 'Enter a Role Name'", async () => {
    const { calls } = renderAppAt('/app/user/create-roles', { role: 'CompanyAdmin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Role' }));
    expect(await screen.findByText('Enter a Role Name')).toBeTruthy();
    expect(calls).not.toContain('POST /api/Account/create_role');
  });
});
