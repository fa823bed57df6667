import { EMPLOYER_OWNED_FIELDS, staffEdit } from '@care/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../session/session-store.ts';
import { renderApp } from '../../../test/app.tsx';
import { COMPANY, json, loginReplyFor, stubApi } from '../../../test/fixtures.ts';
import { staffRecord } from '../records.test-kit.ts';

configure({ asyncUtilTimeout: 5000 });
vi.mock('../../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const staff = staffRecord();

function serve(role: string, claims: string[], path: string, record = staff) {
  const reply = loginReplyFor(role, claims);
  startSession(reply);
  const posted: FormData[] = [];
  const { calls } = stubApi({
    [`POST /api/Staffs/unlink_xero/${staff.staffId}`]: () =>
      json({ status: 'Success', message: 'The record is no longer linked to Xero.' }),
    'GET /api/Account/me': () => json({ user: reply.user, claims: reply.claims }),
    'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
    [`GET /api/Staffs/${staff.staffId}`]: () => json(record),
    // The signed-in staff member's own record (their user id is the fixtures' u-1).
    'GET /api/Staffs/my_profile': () => json({ ...staff, userId: 'u-1' }),
    [`POST /api/Staffs/edit/${staff.staffId}`]: (init) => {
      posted.push(init?.body as FormData);
      return json({ status: 'Success', message: 'Saved.', signatureUrl: '/api/Files/f-1' });
    },
  });
  renderApp(path);
  return { posted, calls };
}

const ADMIN_VIEW = `/app/user/staff/${staff.staffId}/Mia`;
const button = (name: string | RegExp) => screen.queryByRole('button', { name });

describe('the staff profile', () => {
  beforeEach(() => {
    endSession();
  });

  it('shows an Auditor the cards read-only and the Documents and Incidents tabs (issue 27: auditors read the incidents of audit-approved staff)', async () => {
    serve('Auditor', [], ADMIN_VIEW);
    expect(await screen.findByRole('heading', { name: 'Mia Nguyen' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('STF-001')).toBeTruthy();
    expect(button(/^Edit /)).toBeNull();
    expect(button('Deactivate Staff')).toBeNull();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Documents', 'Incidents']);
  });

  it("gives a holder of 'Edit Staff' the state actions, every edit dialog and the six work tabs, Pay among them (issue 38)", async () => {
    serve('Staff', ['Edit Staff'], ADMIN_VIEW);
    expect(await screen.findByRole('button', { name: 'Deactivate Staff' })).toBeTruthy();
    expect(button('Disapprove for Auditing')).toBeTruthy();
    for (const section of [
      'Personal Information',
      'Employment Details',
      'Emergency Contact',
      'Bank Information',
      'Other Information',
    ]) {
      expect(button(`Edit ${section}`), section).toBeTruthy();
    }
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Documents',
      'Shift Roster',
      'Progress Report',
      'TimeSheet',
      'Pay',
      'Availability',
    ]);
  });

  it('lets a support worker edit their own details but not their employment terms, and add a signature', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      new Proxy(
        { measureText: () => ({ width: 100 }) },
        { get: (t, k) => (k in t ? t[k as 'measureText'] : () => undefined), set: () => true },
      ) as never,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb) =>
      cb(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })),
    );
    const { posted } = serve('Staff', [], '/app/staff/profile');
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect(button('Edit Personal Information')).toBeTruthy();
    expect(button('Edit Bank Information')).toBeTruthy();
    expect(button('Edit Employment Details')).toBeNull();
    expect(screen.getByText(/Your office sets these/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add signature' });
    await userEvent.click(within(dialog).getByText('Type'));
    await userEvent.type(within(dialog).getByLabelText('Type your name'), 'Mia Nguyen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save signature' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0] as FormData;
    expect((form.get('signatureFile') as File).name).toBe('signature.png');
    // The whole record goes with it (the server replaces every field), but for the employer's fields:
    // pay, position, level, start date and tax file number are the office's to set.
    for (const field of Object.keys(staffEdit.shape)) {
      expect(form.has(field), field).toBe(!EMPLOYER_OWNED_FIELDS.staff.includes(field));
    }
    expect(form.has('salary')).toBe(false);
    expect(form.has('taxFile')).toBe(false);
    expect(form.get('phoneNumber')).toBe(staff.phoneNumber);
    expect(form.get('accountNumber')).toBe('');
  });

  it('highlights Update Record to Xero after an edit, while the worker is not in payroll: Xero still has the old details', async () => {
    const { posted } = serve('Administrator', [], ADMIN_VIEW, { ...staff, employeeId: null });
    const xero = await screen.findByRole('button', { name: 'Update Record to Xero' }, { timeout: 10_000 });
    expect(xero.dataset.highlighted).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Personal Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Personal Information' });
    const phone = within(dialog).getByLabelText(/Phone number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0400 555 666');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Update Record to Xero' }).dataset.highlighted).toBe('true'),
    );
  });

  it('offers a linked worker Unlink from Xero in place of Update Record to Xero, and unlinks after confirming (issue 37)', async () => {
    const { calls } = serve('Administrator', [], ADMIN_VIEW, { ...staff, employeeId: 'EMP-1000' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unlink from Xero' }, { timeout: 10_000 }),
    );
    expect(button('Update Record to Xero')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Unlink from Xero?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(calls).toContain(`POST /api/Staffs/unlink_xero/${staff.staffId}`));
  });

  // Issue 40 item 4: what Xero payroll still needs is said on the profile, before any post.
  it('lists the payroll details Xero needs that the record lacks, to the office only', async () => {
    serve('Administrator', [], ADMIN_VIEW, staffRecord({ dateOfBirth: null, dateJoined: null }));
    const alert = await screen.findByRole(
      'alert',
      { name: 'Payroll details Xero needs' },
      { timeout: 10_000 },
    );
    const items = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'Enter the date of birth',
        'Enter the date joined (the employment start date)',
        'Enter the bank name',
        'Enter the 6-digit BSB',
      ]),
    );
    expect(items).not.toContain('Enter the employment type');
  });

  it('says nothing when the record has every payroll detail', async () => {
    serve(
      'Administrator',
      [],
      ADMIN_VIEW,
      staffRecord({
        dateJoined: '2024-02-01',
        address: '12 Example St',
        suburb: 'Parramatta',
        state: 'NSW',
        postcode: '2150',
        bankName: 'Westpac',
        accountName: 'Mia Nguyen',
        bsb: '032-000',
        accountNumber: '123456',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Mia Nguyen' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('alert', { name: 'Payroll details Xero needs' })).toBeNull();
  });
});
