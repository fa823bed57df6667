import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRow } from '../../shelf/people-list-api.ts';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { StaffsPage } from './StaffsPage.tsx';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const user = userEvent.setup({ delay: null });

function staff(over: Partial<StaffRow> & { firstName: string; surName: string }): StaffRow {
  return {
    staffId: `s-${over.firstName}`,
    middleName: null,
    fullName: `${over.firstName} ${over.surName}`,
    email: `${over.firstName.toLowerCase()}@harbourside.demo`,
    phoneNumber: '0412440706',
    address: '3 Jacaranda Avenue',
    suburb: 'Blacktown',
    state: 'NSW',
    postcode: '2148',
    isActive: true,
    dateCreated: '2026-01-01T00:00:00Z',
    maxStaffId: 'STF-001',
    employeeId: 'EMP-1000',
    auditApproved: true,
    employmentType: 'Part Time',
    dateJoined: '2024-03-15',
    ...over,
  };
}

const API = {
  'GET /api/Staffs': () =>
    json([
      staff({ firstName: 'Aisha', surName: 'Rahman', maxStaffId: 'STF-003' }),
      staff({ firstName: 'Noah', surName: 'Kelly', maxStaffId: 'null', employeeId: null }),
    ]),
  'GET /api/Templates/get_templates': () =>
    json([
      {
        templateId: 't-1',
        name: 'Employee details form',
        isEditable: false,
        kind: 'pdf',
        fileUrl: '/api/Files/f-1',
      },
    ]),
};

describe('the staff list', () => {
  beforeEach(() => setScreen(true));

  it('shows N/A for a missing Staff ID and the name in red when the staff member has no employeeId', async () => {
    await renderPage('/app/user/staffs', StaffsPage, { role: 'CompanyAdmin', api: API });
    const noah = await screen.findByRole('link', { name: /^Noah Kelly/ });
    const row = noah.closest('tr') as HTMLElement;
    expect(within(row).getByText('N/A')).toBeTruthy();
    expect((noah.closest('td') as HTMLElement).classList.contains('care-cell-highlight')).toBe(true);
    const aisha = screen.getByRole('link', { name: 'Aisha Rahman' });
    expect((aisha.closest('td') as HTMLElement).classList.contains('care-cell-highlight')).toBe(false);
    expect(aisha.getAttribute('href')).toBe('/app/user/staff/s-Aisha/Aisha');
    expect(screen.getByText('STF-003')).toBeTruthy();
  });

  it('asks for the marked fields in the Add New Staff dialog before sending anything; the offer letter is optional', async () => {
    const { calls } = await renderPage('/app/user/staffs', StaffsPage, { role: 'CompanyAdmin', api: API });
    await screen.findByRole('link', { name: 'Aisha Rahman' });
    await user.click(screen.getByRole('button', { name: 'New Staff' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add New Staff', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Staff' });
    await user.click(within(dialog).getByRole('button', { name: 'Create and send invitation' }));
    expect(await within(dialog).findByText('Marked Fields must be filled')).toBeTruthy();
    expect(within(dialog).queryByText('Offer letter is required (.pdf,.doc,.docx)')).toBeNull();
    expect(calls).not.toContain('POST /api/Staffs/add_staff');
  });
});
