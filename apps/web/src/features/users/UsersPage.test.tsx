import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { UsersPage } from './UsersPage.tsx';
import type { UserRow } from './users-api.ts';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const user = userEvent.setup({ delay: null });

const AISHA: UserRow = {
  id: 'u-2',
  firstName: 'Aisha',
  lastName: 'Rahman',
  fullName: 'Aisha Rahman',
  email: 'aisha.rahman@harbourside.demo',
  phoneNumber: '0412440706',
  role: 'Staff',
  isActive: true,
  emailConfirmed: false,
  dateCreated: '2026-01-01T00:00:00Z',
};

async function openAddDialog() {
  await screen.findByRole('link', { name: 'Aisha Rahman' });
  await user.click(screen.getByRole('button', { name: 'Add New User' }));
  return screen.findByRole('dialog', { name: 'Add New User' });
}

/** Picks a role in the dialog's Role select; returns the roles it offered. */
async function chooseRole(dialog: HTMLElement, role: string): Promise<string[]> {
  await user.click(within(dialog).getByLabelText(/Role/));
  const offered = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent ?? '');
  await user.click(screen.getByRole('option', { name: role, hidden: true }));
  return offered;
}

describe('the Users screen', () => {
  beforeEach(() => setScreen(true));

  it('links the name and the privileges to the claims screen and shows the role', async () => {
    await renderPage('/app/user/all-user', UsersPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Account/get_all_users': () => json([AISHA]) },
    });
    expect((await screen.findByRole('link', { name: 'Aisha Rahman' })).getAttribute('href')).toBe(
      '/app/user/claims/u-2',
    );
    expect(screen.getByRole('link', { name: 'Privileges of Aisha Rahman' }).getAttribute('href')).toBe(
      '/app/user/claims/u-2',
    );
    expect(screen.getByText('Staff')).toBeTruthy();
  });

  it('counts the subscription’s users as Setup → Subscription does, and says on each row whether it counts (issue 40 item 8)', async () => {
    const row = (id: string, role: string, isActive: boolean, fullName: string): UserRow => ({
      ...AISHA,
      id,
      role,
      isActive,
      fullName,
      email: `${id}@harbourside.demo`,
    });
    await renderPage('/app/user/all-user', UsersPage, {
      role: 'CompanyAdmin',
      api: {
        'GET /api/Account/get_all_users': () =>
          json([
            row('owner', 'CompanyAdmin', true, 'Olivia Owner'),
            AISHA,
            row('gone', 'Staff', false, 'Gina Gone'),
            row('client', 'Client', true, 'Cooper Baker'),
            row('provider', 'ServiceProvider', true, 'Tahlia Reid'),
          ]),
        'GET /api/Packages/get_all_packages': () =>
          json({ packages: [], subscription: { users: 60, activeUsers: 2 } }),
      },
    });
    const summary = await screen.findByLabelText('Subscription users');
    await waitFor(() => expect(summary.textContent).toContain('2 of 60 subscription users in use'));
    expect(summary.textContent).toContain('5 sign-ins listed');
    const seat = (name: string) =>
      within(screen.getByRole('link', { name }).closest('tr') as HTMLElement).getByText(
        /^(Counted|Not counted|Inactive: not counted)$/,
      ).textContent;
    expect(seat('Olivia Owner')).toBe('Counted');
    expect(seat('Aisha Rahman')).toBe('Counted');
    expect(seat('Gina Gone')).toBe('Inactive: not counted');
    expect(seat('Cooper Baker')).toBe('Not counted');
    expect(seat('Tahlia Reid')).toBe('Not counted');
  });

  it("says 'Marked Fields must be filled' for an empty add form and sends nothing", async () => {
    const { calls } = await renderPage('/app/user/all-user', UsersPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Account/get_all_users': () => json([AISHA]) },
    });
    const dialog = await openAddDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Marked Fields must be filled');
    expect(within(dialog).getAllByText('Marked Fields must be filled').length).toBeGreaterThan(2);
    expect(calls).not.toContain('POST /api/Account/add_user');
  });

  it('keeps digits only in the phone and letters only in the names, and checks the passwords', async () => {
    await renderPage('/app/user/all-user', UsersPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Account/get_all_users': () => json([AISHA]) },
    });
    const dialog = await openAddDialog();
    const first = within(dialog).getByLabelText(/First name/) as HTMLInputElement;
    const phone = within(dialog).getByLabelText(/Phone/) as HTMLInputElement;
    await user.type(first, 'Jo3y!');
    await user.type(phone, '0412-abc 345 678');
    expect(first.value).toBe('Joy');
    expect(phone.value).toBe('0412345678');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Lee');
    await user.type(within(dialog).getByLabelText(/Email/), 'joy.lee@example.com');
    await chooseRole(dialog, 'Staff');
    await user.type(within(dialog).getByLabelText(/^Password/), 'abc');
    await user.type(within(dialog).getByLabelText(/Confirm password/), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Password/), 'def');
    await user.type(within(dialog).getByLabelText(/Confirm password/), 'xyz');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('Password does not match')).toBeTruthy();
  });

  it('adds a user with the role chosen and closes the dialog; a non-CompanyAdmin cannot give CompanyAdmin', async () => {
    let body: Record<string, unknown> = {};
    let added = false;
    await renderPage('/app/user/all-user', UsersPage, {
      role: 'Administrator',
      api: {
        'GET /api/Account/get_all_users': () =>
          json(
            added
              ? [
                  AISHA,
                  {
                    ...AISHA,
                    id: 'u-9',
                    fullName: 'Ravi Patel',
                    firstName: 'Ravi',
                    lastName: 'Patel',
                    email: 'ravi@example.com',
                  },
                ]
              : [AISHA],
          ),
        'POST /api/Account/add_user': (init) => {
          body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          added = true;
          return json({ status: 'Success', message: 'Ravi Patel was added.' });
        },
      },
    });
    const dialog = await openAddDialog();
    await user.type(within(dialog).getByLabelText(/First name/), 'Ravi');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Patel');
    await user.type(within(dialog).getByLabelText(/Email/), 'ravi@example.com');
    await user.type(within(dialog).getByLabelText(/Phone/), '0412345678');
    const options = await chooseRole(dialog, 'Auditor');
    expect(options).not.toContain('Company admin');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret1');
    await user.type(within(dialog).getByLabelText(/Confirm password/), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New User' })).toBeNull());
    expect(body).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Patel',
      email: 'ravi@example.com',
      phoneNumber: '0412345678',
      role: 'Auditor',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(await screen.findByRole('link', { name: 'Ravi Patel' })).toBeTruthy();
    expect(toastMocks.success).toHaveBeenCalledWith('Ravi Patel was added.', undefined);
  });

  it('deletes a user only after the confirmation, by GET delete_user?id', async () => {
    let deleted = '';
    await renderPage('/app/user/all-user', UsersPage, {
      role: 'CompanyAdmin',
      api: {
        'GET /api/Account/get_all_users': () => json(deleted ? [] : [AISHA]),
        'GET /api/Account/delete_user': (_init, url) => {
          deleted = new URL(url, 'http://x').searchParams.get('id') ?? '';
          return json({ status: 'Success', message: 'Aisha Rahman was deleted.' });
        },
      },
    });
    await screen.findByRole('link', { name: 'Aisha Rahman' });
    await user.click(screen.getByRole('button', { name: 'Actions for Aisha Rahman' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this user?' });
    await user.click(within(confirm).getByRole('button', { name: 'No, cancel' }));
    expect(deleted).toBe('');
    await user.click(screen.getByRole('button', { name: 'Actions for Aisha Rahman' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this user?' })).getByRole('button', {
        name: 'Yes, delete',
      }),
    );
    await waitFor(() => expect(deleted).toBe('u-2'));
    expect(await screen.findAllByText('No records found')).not.toHaveLength(0);
  });

  it('sends the password reset link only after the confirmation', async () => {
    const sent: string[] = [];
    await renderPage('/app/user/all-user', UsersPage, {
      role: 'CompanyAdmin',
      api: {
        'GET /api/Account/get_all_users': () => json([AISHA]),
        'GET /api/Account/reset_user_password': (_init, url) => {
          sent.push(new URL(url, 'http://x').searchParams.get('email') ?? '');
          return json({ status: 'Success', message: 'A password reset link was sent.' });
        },
      },
    });
    await screen.findByRole('link', { name: 'Aisha Rahman' });
    await user.click(screen.getByRole('button', { name: 'Actions for Aisha Rahman' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset Password', hidden: true }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset password?' });
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, send the link' }));
    await waitFor(() => expect(sent).toEqual(['aisha.rahman@harbourside.demo']));
    expect(toastMocks.success).toHaveBeenCalledWith('A password reset link was sent.', undefined);
  });

  it('offers an Administrator no action on the CompanyAdmin, and no reset or delete of another Administrator', async () => {
    const owner: UserRow = {
      ...AISHA,
      id: 'u-3',
      firstName: 'Olive',
      fullName: 'Olive Owner',
      role: 'CompanyAdmin',
    };
    const peer: UserRow = {
      ...AISHA,
      id: 'u-4',
      firstName: 'Pat',
      fullName: 'Pat Peer',
      role: 'Administrator',
    };
    await renderPage('/app/user/all-user', UsersPage, {
      role: 'Administrator',
      api: { 'GET /api/Account/get_all_users': () => json([AISHA, owner, peer]) },
    });
    await screen.findByRole('link', { name: 'Olive Owner' });
    const item = (name: string) => screen.getByRole('menuitem', { name, hidden: true });
    const disabled = (name: string) =>
      item(name).hasAttribute('disabled') || item(name).dataset.disabled === 'true';

    await user.click(screen.getByRole('button', { name: 'Actions for Olive Owner' }));
    await screen.findByRole('menuitem', { name: 'Reset Password', hidden: true });
    expect(['Edit', 'Confirm User', 'Reset Password', 'Delete'].map(disabled)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for Pat Peer' }));
    await waitFor(() => expect(disabled('Reset Password')).toBe(true));
    expect(['Edit', 'Confirm User', 'Delete'].map(disabled)).toEqual([false, false, true]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for Aisha Rahman' }));
    await waitFor(() => expect(disabled('Reset Password')).toBe(false));
    expect(disabled('Delete')).toBe(false);
  });
});
