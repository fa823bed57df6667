import { ROSTER_MESSAGES } from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { endSession } from '../../session/session-store.ts';
import { BEFORE_START, OTHER_STAFF_ID, OVERLAP, SHIFT_ID, shiftView } from '../../test/dialog-shifts.ts';
import { json, queryOf } from '../../test/fixtures.ts';
import { pickDay } from '../../test/pick-day.ts';
import { openDialogs } from './dialog-host.test-kit.tsx';
import { CHOOSE_DAYS } from './RepeatShiftDialog.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

type User = ReturnType<typeof userEvent.setup>;
const ok =
  (message = 'Done.') =>
  () =>
    json({ status: 'Success', message });
const conflict = () =>
  json({ status: 'Conflict', message: ROSTER_MESSAGES.findings, findings: [OVERLAP] }, 409);
const lastQuery = (urls: string[]) => queryOf((urls.at(-1) ?? '').split(' ')[1] ?? '');

async function choose(user: User, dialog: HTMLElement, label: string, option: string) {
  const input = within(dialog).getAllByLabelText(label, { exact: false })[0] as HTMLElement;
  await user.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('the roster’s action dialogs', { timeout: 30_000 }, () => {
  beforeEach(() => {
    endSession();
    vi.mocked(toasts.error).mockClear();
    vi.useFakeTimers({ toFake: ['Date'], now: BEFORE_START });
  });

  it('Duplicate Shift needs a date, and toasts the spec’s failure over the server’s message', async () => {
    const user = userEvent.setup();
    const { urls, onClose } = openDialogs(
      { kind: 'action', action: 'duplicate', shift: shiftView() },
      {
        api: {
          'POST /api/ShiftRosters/duplicate_shift': () =>
            json({ status: 'Error', message: 'Not today.' }, 400),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Shift' });
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByText(ROSTER_MESSAGES.dateRequired)).toBeTruthy();
    expect(urls).toEqual([]);
    await pickDay(user, within(dialog).getByLabelText('Duplicate on', { exact: false }), '27 November 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Not today.', ROSTER_MESSAGES.duplicateFailed),
    );
    expect(lastQuery(urls)).toMatchObject({ shiftId: SHIFT_ID, date: '2026-11-27' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a drag asks “Move this shift to …?”; a 409 shows the findings and the move goes with a reason', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { urls, onClose } = openDialogs(
      { kind: 'moveToDate', shift: shiftView(), date: '2026-11-27' },
      {
        api: {
          'POST /api/ShiftRosters/move_shift': () => (++tries === 1 ? conflict() : ok('Shift moved.')()),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move Shift' });
    expect(within(dialog).getByText('Move this shift to 27-11-2026?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText(OVERLAP.message, { exact: false })).toBeTruthy();
    expect(within(dialog).getByText(ROSTER_MESSAGES.overrideReason)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(urls).toHaveLength(1);
    await user.type(
      within(dialog).getByLabelText('Override with a reason', { exact: false }),
      'Client asked',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lastQuery(urls)).toEqual({
      shiftId: SHIFT_ID,
      date: '2026-11-27',
      overrideReason: 'Client asked',
    });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('Repeat Shift asks for days and a stop date with the spec’s messages', async () => {
    const user = userEvent.setup();
    const { urls } = openDialogs(
      { kind: 'action', action: 'repeat', shift: shiftView() },
      { api: { 'POST /api/ShiftRosters/repeat_shift': ok('3 shifts created.') } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Repeat Shift' });
    await user.click(within(dialog).getByRole('button', { name: 'Repeat' }));
    expect(await within(dialog).findByText(CHOOSE_DAYS)).toBeTruthy();
    expect(within(dialog).getByText(ROSTER_MESSAGES.selectStopDate)).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Thursday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Repeat' }));
    expect(await within(dialog).findByText(ROSTER_MESSAGES.stopDateIfDays)).toBeTruthy();
    expect(urls).toEqual([]);
  });

  it('Reassign Shift needs a staff member, then sends the one chosen', async () => {
    const user = userEvent.setup();
    const { urls, onClose } = openDialogs(
      { kind: 'action', action: 'reassign', shift: shiftView({ status: 'Cancelled' }) },
      { api: { 'GET /api/ShiftRosters/reassign_staff': ok('Shift reassigned.') } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Shift' });
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText(ROSTER_MESSAGES.staffRequired)).toBeTruthy();
    await choose(user, dialog, 'Staff', 'Ben Okafor');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lastQuery(urls)).toEqual({ shiftId: SHIFT_ID, staffId: OTHER_STAFF_ID });
  });

  it('Cancel Shift needs the date the client told, then says the notice and that it is short', async () => {
    const user = userEvent.setup();
    const { urls } = openDialogs(
      { kind: 'action', action: 'cancelClientShift', shift: shiftView() },
      { api: { 'GET /api/ShiftRosters/cancel_client_shift': ok() } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Shift' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear the cancellation date' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Shift' }));
    expect(await within(dialog).findByText(ROSTER_MESSAGES.provideDate)).toBeTruthy();
    expect(urls).toEqual([]);
  });

  it('Cancel Shift sends the date (now, in Sydney), the reason and its NDIS code, and tells the notice', async () => {
    const user = userEvent.setup();
    const { urls, onClose } = openDialogs(
      { kind: 'action', action: 'cancelClientShift', shift: shiftView() },
      {
        api: {
          'GET /api/ShiftRosters/cancel_client_shift': () =>
            json({ status: 'Success', message: 'Shift cancelled.', isShortNotice: true, noticeMinutes: 120 }),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Shift' });
    await choose(user, dialog, 'NDIS reason', 'No show due to health reasons (NSDH)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Shift' }));
    expect(await within(dialog).findByText(/2 hours notice: a short-notice cancellation/)).toBeTruthy();
    expect(lastQuery(urls)).toEqual({
      shiftId: SHIFT_ID,
      cancellationdate: '2026-11-24T07:00',
      reason: 'Unwell',
      reasonCode: 'NSDH',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('approves a cancellation request with a confirmation, and rejects another', async () => {
    const user = userEvent.setup();
    const pending = shiftView({ status: 'Pending', reason: 'Car broke down' });
    const { urls, onClose } = openDialogs(
      { kind: 'action', action: 'approveCancellation', shift: pending },
      { api: { 'GET /api/ShiftRosters/cancel_shift': ok('Cancellation approved.') } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve Shift Cancellation' });
    expect(within(dialog).getByText(/“Car broke down”/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(urls).toEqual([`GET /api/ShiftRosters/cancel_shift?shiftId=${SHIFT_ID}`]);
  });

  it('a failed rejection toasts the spec’s “Error revoking shift” when the client has not shown it', async () => {
    const user = userEvent.setup();
    const { onClose } = openDialogs(
      { kind: 'action', action: 'rejectCancellation', shift: shiftView({ status: 'Pending' }) },
      {
        api: {
          'GET /api/ShiftRosters/reject_shift_cancellation': () => json({ message: 'Not found.' }, 404),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject Shift Cancellation' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Not found.', ROSTER_MESSAGES.rejectFailed),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('Delete Multiple says only upcoming unattended shifts go, and sends the ids', async () => {
    const user = userEvent.setup();
    const shifts = [shiftView(), shiftView({ shiftRosterId: 'b' })];
    const { urls, onClose } = openDialogs(
      { kind: 'deleteMultiple', shifts },
      { api: { 'GET /api/ShiftRosters/delete_multiple_shift': ok('Deleted 1 shift; 1 kept.') } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Multiple Shift' });
    expect(within(dialog).getByText(/Only upcoming shifts without attendance are deleted/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 shifts' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lastQuery(urls)).toEqual({ values: `${SHIFT_ID},b` });
    expect(toasts.success).toHaveBeenCalledWith('Deleted 1 shift; 1 kept.', undefined);
  });

  it('Delete Filtered Shift names the period and sends the filter', async () => {
    const user = userEvent.setup();
    const { urls, onClose } = openDialogs(
      {
        kind: 'deleteFiltered',
        period: { fromDate: '2026-12-01', toDate: '2026-12-31', staffId: OTHER_STAFF_ID },
      },
      { api: { 'GET /api/ShiftRosters/delete_periodic_shift_rosters': ok('Deleted 4 shifts.') } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Filtered Shift' });
    expect(within(dialog).getByText(/01-12-2026 to 31-12-2026 for the chosen staff or client/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lastQuery(urls)).toEqual({
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
      staffId: OTHER_STAFF_ID,
    });
  });

  it('lists an open shift’s requests; approving one with findings needs the reason', async () => {
    const user = userEvent.setup();
    const open = shiftView({ staffId: null, staff: null, isOpenShift: true, openShiftRequests: 1 });
    const { urls, onClose } = openDialogs(
      { kind: 'openShiftRequests', shift: open },
      {
        api: {
          'GET /api/ShiftRosters/open_shift_requests': () =>
            json([
              {
                openShiftRequestId: 'req-1',
                shiftRosterId: SHIFT_ID,
                staffId: OTHER_STAFF_ID,
                staffName: 'Ben Okafor',
                status: 'Pending',
                dateCreated: '2026-11-20T00:00:00Z',
                findings: [OVERLAP],
              },
            ]),
          'POST /api/ShiftRosters/approve_open_shift': ok('Ben Okafor takes the shift.'),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Open shift requests' });
    const card = await within(dialog).findByLabelText('Request of Ben Okafor');
    expect(within(card).getByText(OVERLAP.message, { exact: false })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByText(ROSTER_MESSAGES.overrideReason)).toBeTruthy();
    await user.type(within(card).getByLabelText('Override with a reason', { exact: false }), 'Short-staffed');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lastQuery(urls.filter((u) => u.includes('approve_open_shift')))).toEqual({
      requestId: 'req-1',
      overrideReason: 'Short-staffed',
    });
  });
});
