import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../session/session-store.ts';
import { BEFORE_START, SHIFT_ID, shiftView } from '../../test/dialog-shifts.ts';
import { json } from '../../test/fixtures.ts';
import { openDialogs } from './dialog-host.test-kit.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

describe('the roster dialogs’ host', { timeout: 30_000 }, () => {
  beforeEach(() => {
    endSession();
    vi.useFakeTimers({ toFake: ['Date'], now: BEFORE_START });
  });

  it('opens an action from the details, returns to the details on Cancel, and closes all after a change', async () => {
    const user = userEvent.setup();
    const { onClose, urls } = openDialogs(
      { kind: 'details', shift: shiftView() },
      {
        api: {
          [`POST /api/ShiftRosters/edit_shift/${SHIFT_ID}`]: () =>
            json({ status: 'Success', message: 'Saved.' }),
        },
      },
    );
    let details = await screen.findByRole('dialog', { name: 'Shift Details' });
    await user.click(within(details).getByRole('button', { name: 'Edit Shift' }));
    let form = await screen.findByRole('dialog', { name: 'Edit Shift Roster' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    details = await screen.findByRole('dialog', { name: 'Shift Details' });
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(details).getByRole('button', { name: 'Edit Shift' }));
    form = await screen.findByRole('dialog', { name: 'Edit Shift Roster' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(urls).toEqual([`POST /api/ShiftRosters/edit_shift/${SHIFT_ID}`]);
  });

  it('opens an open shift’s requests from its details for an administrator', async () => {
    const user = userEvent.setup();
    const open = shiftView({ staffId: null, staff: null, isOpenShift: true, openShiftRequests: 0 });
    openDialogs(
      { kind: 'details', shift: open },
      { api: { 'GET /api/ShiftRosters/open_shift_requests': () => json([]) } },
    );
    const details = await screen.findByRole('dialog', { name: 'Shift Details' });
    expect(within(details).getAllByText('Open shift').length).toBeGreaterThan(0);
    await user.click(within(details).getByRole('button', { name: 'Open shift requests (0)' }));
    const list = await screen.findByRole('dialog', { name: 'Open shift requests' });
    expect(await within(list).findByText('No staff member has asked for this shift yet.')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Shift Details' })).toBeTruthy();
  });

  it('renders nothing without a request', () => {
    openDialogs(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
