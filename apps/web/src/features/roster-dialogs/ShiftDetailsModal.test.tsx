import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../session/session-store.ts';
import { AFTER_END, BEFORE_START, SHIFT_ID, shiftView } from '../../test/dialog-shifts.ts';
import { json } from '../../test/fixtures.ts';
import { openDialogs } from './dialog-host.test-kit.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const ACTION_BUTTONS = [
  'Edit Shift',
  'Mark Attendance',
  'Edit Attendance',
  'Unmark Attendance',
  'Approve Cancellation',
  'Reject Cancellation',
  'Reassign Shift',
  'Cancel Shift',
  'Repeat Shift',
  'Duplicate Shift',
  'Move Shift',
  'Delete Shift',
];

function shownActions(dialog: HTMLElement): string[] {
  return ACTION_BUTTONS.filter((name) => within(dialog).queryByRole('button', { name }) !== null);
}

function at(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now });
}

describe('Shift Details', { timeout: 30_000 }, () => {
  beforeEach(() => endSession());

  it('shows the shift in Sydney time with its status, and an upcoming shift’s actions to an administrator', async () => {
    at(BEFORE_START);
    openDialogs({ kind: 'details', shift: shiftView() });
    const dialog = await screen.findByRole('dialog', { name: 'Shift Details' });
    expect(within(dialog).getByText('Tuesday 24 November 2026 · 9:00 AM – 5:00 PM')).toBeTruthy();
    expect(within(dialog).getByText('Upcoming')).toBeTruthy();
    expect(within(dialog).getByText('Amelia Clarke')).toBeTruthy();
    expect(within(dialog).getByText('Personal Support, Shopping')).toBeTruthy();
    expect(shownActions(dialog)).toEqual([
      'Edit Shift',
      'Cancel Shift',
      'Repeat Shift',
      'Duplicate Shift',
      'Move Shift',
      'Delete Shift',
    ]);
    expect(within(dialog).queryByRole('button', { name: /attendance/i })).toBeNull();
    const report = within(dialog).getByRole('button', {
      name: 'Shift Report Not Available',
    }) as HTMLButtonElement;
    expect(report.disabled).toBe(true);
  });

  it('shows an Auditor the shift and no action', async () => {
    at(BEFORE_START);
    openDialogs(
      { kind: 'details', shift: shiftView({ status: 'Pending', reason: 'Sick' }) },
      { role: 'Auditor' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Shift Details' });
    expect(within(dialog).getByText('Cancellation requested')).toBeTruthy();
    expect(shownActions(dialog)).toEqual([]);
  });

  it('shows a user with only Add Shift Roster duplicate and repeat, but not delete', async () => {
    at(BEFORE_START);
    openDialogs(
      { kind: 'details', shift: shiftView() },
      { role: 'CareManager', claims: ['Add Shift Roster'] },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Shift Details' });
    expect(shownActions(dialog)).toEqual(['Repeat Shift', 'Duplicate Shift']);
  });

  it('links a signed report to its page in a new tab, and tells a client’s short-notice cancellation', async () => {
    at(AFTER_END);
    openDialogs({
      kind: 'details',
      shift: shiftView({
        isShiftReportSigned: true,
        reportId: 'r-9',
        status: 'Cancelled',
        cancelledBy: 'Client',
        reason: 'In hospital',
        cancellationDate: '2026-11-22T22:00:00Z',
        noticeMinutes: 1440,
        isShortNotice: true,
        cancellationReasonCode: 'NSDH',
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Shift Details' });
    const link = within(dialog).getByRole('link', { name: 'View Shift Report' });
    expect(link.getAttribute('href')).toBe(`/app/reports/view-shift-report/r-9/${SHIFT_ID}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByText('Short notice')).toBeTruthy();
    expect(within(dialog).getByText(/1 day before the start/)).toBeTruthy();
    expect(within(dialog).getByText('NDIS reason: No show due to health reasons')).toBeTruthy();
    expect(shownActions(dialog)).toEqual([
      'Reassign Shift',
      'Repeat Shift',
      'Duplicate Shift',
      'Move Shift',
      'Delete Shift',
    ]);
  });

  it('goes back to the details when a confirmation is cancelled, and deletes the series when chosen', async () => {
    at(BEFORE_START);
    const user = userEvent.setup();
    const { onClose, urls } = openDialogs(
      {
        kind: 'details',
        shift: shiftView({ seriesId: 's-1', repeat: true, monday: true, stopDate: '2026-12-31' }),
      },
      {
        api: {
          [`POST /api/ShiftRosters/delete/${SHIFT_ID}`]: () =>
            json({ status: 'Success', message: 'Deleted 5 shifts.' }),
        },
      },
    );
    let dialog = await screen.findByRole('dialog', { name: 'Shift Details' });
    expect(within(dialog).getByText('Repeats Monday until 31-12-2026')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Shift' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete Shift Roster' });
    await user.click(within(confirm).getByRole('button', { name: 'No, cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Shift Details' });
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete Shift' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete Shift Roster' });
    await user.click(within(confirm).getByRole('radio', { name: 'This and later shifts of the series' }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(urls).toEqual([`POST /api/ShiftRosters/delete/${SHIFT_ID}?applyTo=series`]);
  });

  it('offers an absent shift Mark Attendance, which opens the mark dialog', async () => {
    at(AFTER_END);
    const user = userEvent.setup();
    openDialogs({ kind: 'details', shift: shiftView() });
    const dialog = await screen.findByRole('dialog', { name: 'Shift Details' });
    expect(within(dialog).queryByRole('button', { name: 'Clock-in location' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Attendance' }));
    expect(await screen.findByRole('dialog', { name: 'Mark Staff Attendance' })).toBeTruthy();
  });

  it('shows a flagged Present shift why it is flagged, its attendance actions and the clock-in location', async () => {
    at(AFTER_END);
    const user = userEvent.setup();
    openDialogs({
      kind: 'details',
      shift: shiftView({
        attendance: true,
        isEnded: true,
        attendanceId: 'a-1',
        attendanceFlagged: true,
        clockInLocation: 'outside',
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Shift Details' });
    expect(within(dialog).getByText('Flagged clock-in')).toBeTruthy();
    expect(within(dialog).getByText(/Clocked in outside the radius/)).toBeTruthy();
    expect(shownActions(dialog)).toEqual([
      'Edit Attendance',
      'Unmark Attendance',
      'Repeat Shift',
      'Duplicate Shift',
      'Move Shift',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Clock-in location' }));
    expect(await screen.findByRole('dialog', { name: 'Location of time clocked in' })).toBeTruthy();
  });

  it('does not offer the attendance actions to a user with only Add Shift Roster', async () => {
    at(AFTER_END);
    openDialogs(
      { kind: 'details', shift: shiftView({ attendance: true, isEnded: true, attendanceId: 'a-1' }) },
      { role: 'CareManager', claims: ['Add Shift Roster'] },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Shift Details' });
    expect(shownActions(dialog)).toEqual(['Repeat Shift', 'Duplicate Shift']);
    expect(within(dialog).queryByRole('button', { name: 'Clock-in location' })).toBeNull();
  });
});
