import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientRow } from '../../shelf/people-list-api.ts';
import { json } from '../../test/fixtures.ts';
import { pickDate } from '../../test/pick-date.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { ClientsPage } from './ClientsPage.tsx';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const user = userEvent.setup({ delay: null });

function client(over: Partial<ClientRow> & { firstName: string; surName: string }): ClientRow {
  return {
    profileId: `p-${over.firstName}`,
    middleName: null,
    fullName: `${over.firstName} ${over.surName}`,
    email: `${over.firstName.toLowerCase()}@example.com.au`,
    phoneNumber: '0412995036',
    address: '3 Jacaranda Avenue',
    suburb: 'Blacktown',
    state: 'NSW',
    postcode: '2148',
    isActive: true,
    dateCreated: '2026-01-01T00:00:00Z',
    contactId: 'CL-0001',
    clientId: 'XC-70000',
    ndisNo: '430000000',
    auditApproved: true,
    agreementStartDate: '2026-01-01',
    agreementEndDate: '2027-01-01',
    ...over,
  };
}

const ALEX = client({ firstName: 'Alex', surName: 'Morgan', contactId: 'CL-0023' });
const COOPER = client({ firstName: 'Cooper', surName: 'Baker', contactId: 'CL-0020', clientId: null });
const MIA = client({ firstName: 'Mia', surName: 'Nguyen', contactId: 'CL-0025' });

describe('the clients list', () => {
  beforeEach(() => setScreen(true));

  it('lists clients with their ID, a profile link, and the name in red when not yet in the accounting system', async () => {
    await renderPage('/app/user/clients', ClientsPage, {
      role: 'Administrator',
      api: { 'GET /api/Profiles': () => json([ALEX, COOPER]) },
    });
    const alex = await screen.findByRole('link', { name: 'Alex Morgan' });
    expect(alex.getAttribute('href')).toBe('/app/user/clients/p-Alex/Alex');
    expect(screen.getByText('CL-0023')).toBeTruthy();
    expect(screen.getAllByText(/^0412.995.036$/)).toHaveLength(2);
    const cooperCell = screen.getByRole('link', { name: /^Cooper Baker/ }).closest('td') as HTMLElement;
    expect(cooperCell.classList.contains('care-cell-highlight')).toBe(true);
    expect((alex.closest('td') as HTMLElement).classList.contains('care-cell-highlight')).toBe(false);
    expect(screen.getByRole('link', { name: 'Edit Alex Morgan' })).toBeTruthy();
  });

  it('shows View Profile and the NDIS number in the expanded row', async () => {
    await renderPage('/app/user/clients', ClientsPage, {
      role: 'Administrator',
      api: { 'GET /api/Profiles': () => json([ALEX]) },
    });
    await user.click(await screen.findByRole('button', { name: 'Show details' }));
    expect((await screen.findByRole('link', { name: 'View Profile' })).getAttribute('href')).toBe(
      '/app/user/clients/p-Alex/Alex',
    );
    expect(screen.getByText('430000000')).toBeTruthy();
    // Who funds the client (issue 39): NDIS until chosen otherwise.
    expect(screen.getByText('Funded by')).toBeTruthy();
    expect(screen.getByText('NDIS')).toBeTruthy();
  });

  it('loads inactive clients through get_active_clients and narrows to the picked client', async () => {
    const { calls } = await renderPage('/app/user/clients', ClientsPage, {
      role: 'Administrator',
      api: {
        'GET /api/Profiles': () => json([ALEX, COOPER]),
        'GET /api/Profiles/get_active_clients': (_init, url) =>
          json(new URL(url, 'http://x').searchParams.get('IsActive') === 'false' ? [COOPER] : [ALEX]),
      },
    });
    await screen.findByRole('link', { name: 'Alex Morgan' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter clients' });
    await user.click(within(dialog).getByText('InActive'));
    await user.click(within(dialog).getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Alex Morgan' })).toBeNull());
    expect(screen.getByRole('link', { name: /^Cooper Baker/ })).toBeTruthy();
    expect(calls).toContain('GET /api/Profiles/get_active_clients');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset Filter' }));
    expect(await screen.findByRole('link', { name: 'Alex Morgan' })).toBeTruthy();
  });

  it('hides the New Client menu and the edit links from a user without the rights', async () => {
    await renderPage('/app/user/clients', ClientsPage, {
      role: 'Auditor',
      api: { 'GET /api/Profiles': () => json([ALEX]) },
    });
    await screen.findByRole('link', { name: 'Alex Morgan' });
    expect(screen.queryByRole('button', { name: 'New Client' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Alex Morgan' })).toBeNull();
    expect(screen.getByText(/approved for auditing/)).toBeTruthy();
  });

  it('tells a support worker the list holds the clients they support', async () => {
    await renderPage('/app/user/clients', ClientsPage, {
      role: 'Staff',
      api: { 'GET /api/Profiles': () => json([ALEX]) },
    });
    await screen.findByRole('link', { name: 'Alex Morgan' });
    expect(screen.getByText(/^The clients you support: a shift with them in the last 90 days/)).toBeTruthy();
  });

  it('offers the New Client menu to a staff member holding the Add Client privilege', async () => {
    await renderPage('/app/user/clients', ClientsPage, {
      role: 'Staff',
      claims: ['Add Client'],
      api: { 'GET /api/Profiles': () => json([ALEX]) },
    });
    await user.click(await screen.findByRole('button', { name: 'New Client' }));
    // jsdom has no layout: Mantine may hide the positioned menu, so look for its items regardless.
    expect(await screen.findByRole('menuitem', { name: 'Create', hidden: true })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Upload Via Excel', hidden: true })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Import From Xero', hidden: true }));
    expect(await screen.findByText('Elsewhere: /app/forms/upload-client-via-xero')).toBeTruthy();
  });
});

describe('the quick Add New Client dialog', () => {
  it("refuses an empty form with 'Marked Fields must be filled', then adds the client and opens their record", async () => {
    let added = false;
    let body: Record<string, unknown> = {};
    const { calls, router } = await renderPage('/app/user/clients', ClientsPage, {
      role: 'Administrator',
      api: {
        'GET /api/Profiles': () => json(added ? [ALEX, MIA] : [ALEX]),
        'POST /api/Profiles/add_client': (init) => {
          body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          added = true;
          return json({ status: 'Success', message: 'Mia Nguyen was added.', profileId: 'p-Mia' });
        },
      },
    });
    await screen.findByRole('link', { name: 'Alex Morgan' });
    await user.click(screen.getByRole('button', { name: 'New Client' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add New Client', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Client' });

    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));
    expect(await within(dialog).findByText('Marked Fields must be filled')).toBeTruthy();
    expect(within(dialog).getAllByText('Required Field').length).toBeGreaterThan(0);
    expect(calls).not.toContain('POST /api/Profiles/add_client');

    await user.type(within(dialog).getByLabelText(/First name/), 'Mia');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Nguyen');
    await user.type(within(dialog).getByLabelText(/Email/), 'mia.nguyen@example.com');
    await user.type(within(dialog).getByLabelText(/Phone/), '0412 345 678');
    await pickDate(user, 'Agreement start date', '2026-11-10', dialog);
    await pickDate(user, 'Agreement end date', '2026-11-20', dialog);
    await user.type(within(dialog).getByLabelText(/NDIS number/), '430123456');
    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Client' })).toBeNull());
    expect(body).toMatchObject({ firstName: 'Mia', surName: 'Nguyen', ndisNo: '430123456' });
    // Issue 40 item 8: the office lands on the new client's record.
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/user/clients/p-Mia/Mia'));
    expect(toastMocks.success).toHaveBeenCalledWith('Mia Nguyen was added.', undefined);
  }, 20_000);
});
