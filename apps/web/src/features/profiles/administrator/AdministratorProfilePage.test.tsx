import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../session/session-store.ts';
import type { AdministratorProfile } from '../../../shelf/person-types.ts';
import { renderApp } from '../../../test/app.tsx';
import { COMPANY, json, loginReplyFor, stubApi } from '../../../test/fixtures.ts';
import { staffRecord } from '../records.test-kit.ts';

configure({ asyncUtilTimeout: 5000 });
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../platform/toasts.ts', () => ({ toasts }));

// An administrator's record has the worker fields of a staff member's.
const {
  staffId: _s,
  aboutMe: _a,
  level: _l,
  dateJoined: _d,
  signatureUrl: _g,
  auditApproved: _u,
  ...worker
} = staffRecord();
const admin: AdministratorProfile = { ...worker, administratorId: 'a-1', employeeId: null };

function serve(employeeId: string | null) {
  const reply = loginReplyFor('CompanyAdmin', []);
  startSession(reply);
  const sent: string[] = [];
  stubApi({
    'GET /api/Account/me': () => json({ user: reply.user, claims: reply.claims }),
    'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
    'GET /api/Administrators/a-1': () => json({ ...admin, employeeId }),
    'POST /api/Administrators/edit/a-1': () => json({ status: 'Success', message: 'Saved.' }),
    'POST /api/Administrators/update_to_xero/a-1': () => {
      sent.push('a-1');
      return json({
        status: 'Success',
        message: 'The record is up to date in Xero.',
        warning: null,
        xerolink: 'x',
      });
    },
  });
  renderApp('/app/user/administrators/a-1/Mia');
  return sent;
}

describe('the administrator profile and Xero payroll', () => {
  beforeEach(() => endSession());

  it('offers Update Record to Xero while the administrator is not in payroll, and sends the record', async () => {
    const sent = serve(null);
    const button = await screen.findByRole('button', { name: 'Update Record to Xero' }, { timeout: 10_000 });
    await userEvent.click(button);
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('The record is up to date in Xero.'));
    expect(sent).toEqual(['a-1']);
  });

  it('hides the button once linked to a payroll employee', async () => {
    serve('EMP-9');
    const header = await screen.findByRole('heading', { name: 'Administrator' }, { timeout: 10_000 });
    expect(header).toBeTruthy();
    // The record has loaded (its name shows) and still no button.
    expect((await screen.findAllByText(admin.fullName)).length).toBeGreaterThan(0);
    expect(within(document.body).queryByRole('button', { name: 'Update Record to Xero' })).toBeNull();
  });

  it('highlights the button after an edit: Xero payroll still has the old details', async () => {
    serve(null);
    const button = await screen.findByRole('button', { name: 'Update Record to Xero' }, { timeout: 10_000 });
    expect(button.dataset.highlighted).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Personal Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Personal Information' });
    const phone = within(dialog).getByLabelText(/Phone number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0400 555 666');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Update Record to Xero' }).dataset.highlighted).toBe('true'),
    );
  });
});
