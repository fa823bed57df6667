import { ATTENDANCE_MESSAGES as A, PAY_FACTS_MESSAGES } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { endSession } from '../../session/session-store.ts';
import { AFTER_END, SHIFT_ID, STAFF_ID, shiftView } from '../../test/dialog-shifts.ts';
import { json, queryOf } from '../../test/fixtures.ts';
import { openDialogs } from './dialog-host.test-kit.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const MARK = 'POST /api/Attendances/mark_attendance';

describe('Mark Staff Attendance', { timeout: 30_000 }, () => {
  beforeEach(() => {
    endSession();
    vi.mocked(toasts.error).mockClear();
    vi.useFakeTimers({ toFake: ['Date'], now: AFTER_END });
  });

  it('warns it is the last resort, and submits only once the box is ticked and both km are given', async () => {
    const user = userEvent.setup();
    const { urls, bodies, onClose } = openDialogs(
      { kind: 'action', action: 'markAttendance', shift: shiftView() },
      { api: { [MARK]: () => json({ status: 'Success', message: 'Attendance marked.' }) } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark Staff Attendance' });
    expect(within(dialog).getByText('Marking attendance is the last resort')).toBeTruthy();
    expect(within(dialog).getByText(/technical support has been told/)).toBeTruthy();
    // The clock times start at the shift's (9:00 AM to 5:00 PM in Sydney).
    expect(within(dialog).getByText('24-11-2026 9:00 AM')).toBeTruthy();
    expect(within(dialog).getByText('24-11-2026 5:00 PM')).toBeTruthy();

    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: /failed to clock in on the phone/ }));
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(await within(dialog).findByText(A.startKmRequired)).toBeTruthy();
    expect(within(dialog).getByText(A.endKmRequired)).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Start Km', { exact: false }), 'abc');
    await user.type(within(dialog).getByLabelText('End Km', { exact: false }), '112.5');
    await user.click(submit);
    expect(await within(dialog).findByText(A.mustBeNumber)).toBeTruthy();
    expect(urls).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Start Km', { exact: false }));
    await user.type(within(dialog).getByLabelText('Start Km', { exact: false }), '100');
    await user.type(within(dialog).getByLabelText('Report', { exact: false }), 'Phone flat; support told.');
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(urls).toHaveLength(1);
    expect(queryOf(urls[0]?.split(' ')[1] ?? '')).toEqual({ userId: 'u-1', shiftId: SHIFT_ID });
    expect(bodies[0]).toMatchObject({
      clockIn: '2026-11-23T22:00:00.000Z',
      clockOut: '2026-11-24T06:00:00.000Z',
      startKm: '100',
      endKm: '112.5',
      report: 'Phone flat; support told.',
      staffId: STAFF_ID,
      companyID: 'c-1',
      unpaidBreakMinutes: '',
      unpaidBreaks: [],
      activePeriods: [],
    });
  });

  it('takes the unpaid break in minutes or with its times, refusing one that does not fit (issue 38)', async () => {
    const user = userEvent.setup();
    const { urls, bodies, onClose } = openDialogs(
      { kind: 'action', action: 'markAttendance', shift: shiftView() },
      { api: { [MARK]: () => json({ status: 'Success', message: 'Attendance marked.' }) } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark Staff Attendance' });
    expect(within(dialog).queryByText(/Work inside the sleepover/)).toBeNull();
    await user.type(within(dialog).getByLabelText('Start Km', { exact: false }), '100');
    await user.type(within(dialog).getByLabelText('End Km', { exact: false }), '110');
    await user.click(within(dialog).getByRole('checkbox', { name: /failed to clock in on the phone/ }));
    const minutes = within(dialog).getByLabelText(/Unpaid break \(minutes\)/);
    await user.type(minutes, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(PAY_FACTS_MESSAGES.breakNegative)).toBeTruthy();
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Add a break with its times' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(PAY_FACTS_MESSAGES.breakMinutesAndTimes)).toBeTruthy();
    await user.clear(minutes);
    const from = within(dialog).getByLabelText('Unpaid break 1 from');
    const to = within(dialog).getByLabelText('Unpaid break 1 to');
    fireEvent.change(from, { target: { value: '2026-11-24T12:30' } });
    fireEvent.change(to, { target: { value: '2026-11-24T18:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(PAY_FACTS_MESSAGES.breakOutside)).toBeTruthy();
    expect(urls).toEqual([]);
    fireEvent.change(to, { target: { value: '2026-11-24T13:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({
      unpaidBreakMinutes: '',
      unpaidBreaks: [{ start: '2026-11-24T01:30:00.000Z', end: '2026-11-24T02:00:00.000Z' }],
      activePeriods: [],
    });
  });

  it('unticking the box disables Submit again', async () => {
    const user = userEvent.setup();
    openDialogs({ kind: 'action', action: 'markAttendance', shift: shiftView() });
    const dialog = await screen.findByRole('dialog', { name: 'Mark Staff Attendance' });
    const box = within(dialog).getByRole('checkbox');
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    await user.click(box);
    await user.click(box);
    expect(submit.disabled).toBe(true);
  });

  it('toasts Error Marking Attendance over the server’s message and shows its field messages', async () => {
    const user = userEvent.setup();
    const { onClose } = openDialogs(
      { kind: 'action', action: 'markAttendance', shift: shiftView() },
      {
        api: {
          [MARK]: () =>
            json({ status: 'Error', message: A.attendanceExists, errors: { EndKm: A.endKmBelowStart } }, 400),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark Staff Attendance' });
    await user.type(within(dialog).getByLabelText('Start Km', { exact: false }), '5');
    await user.type(within(dialog).getByLabelText('End Km', { exact: false }), '6');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(A.attendanceExists, A.markFailed));
    expect(within(dialog).getByText(A.endKmBelowStart)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Unmark Attendance', { timeout: 30_000 }, () => {
  beforeEach(() => {
    endSession();
    vi.useFakeTimers({ toFake: ['Date'], now: AFTER_END });
  });

  it('asks first, then calls unmark_attendance for the shift', async () => {
    const user = userEvent.setup();
    const { urls, onClose } = openDialogs(
      {
        kind: 'action',
        action: 'unmarkAttendance',
        shift: shiftView({ attendance: true, isEnded: true, attendanceId: 'a-1' }),
      },
      {
        api: {
          'GET /api/Attendances/unmark_attendance': () =>
            json({ status: 'Success', message: 'Attendance unmarked.' }),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unmark Attendance' });
    expect(within(dialog).getByText(/Remove the attendance of Amelia Clarke/)).toBeTruthy();
    expect(urls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Unmark' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(queryOf(urls[0]?.split(' ')[1] ?? '')).toEqual({ userId: 'u-1', shiftId: SHIFT_ID });
  });
});
