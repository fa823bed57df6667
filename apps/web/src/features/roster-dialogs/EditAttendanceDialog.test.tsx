import { ATTENDANCE_MESSAGES as A, PAY_FACTS_MESSAGES } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { endSession } from '../../session/session-store.ts';
import { AFTER_END, shiftView } from '../../test/dialog-shifts.ts';
import { json, queryOf } from '../../test/fixtures.ts';
import { ATTENDANCE_ID, attendanceView, SPLITS } from '../attendance-admin/attendance.test-kit.ts';
import { EDIT_FAILED } from '../attendance-admin/EditAttendanceDialog.tsx';
import { openDialogs } from './dialog-host.test-kit.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const present = () => shiftView({ attendance: true, isEnded: true, attendanceId: ATTENDANCE_ID });
const READS = {
  [`GET /api/Attendances/${ATTENDANCE_ID}`]: () => json(attendanceView()),
  'GET /api/Attendances/get_split_attendances': () => json({ splittedAttendance: SPLITS }),
};

describe('Edit Attendance', { timeout: 30_000 }, () => {
  beforeEach(() => {
    endSession();
    vi.mocked(toasts.error).mockClear();
    vi.useFakeTimers({ toFake: ['Date'], now: AFTER_END });
  });

  it('shows the attendance’s times, km and report, and its splits by code name and duration', async () => {
    openDialogs({ kind: 'action', action: 'editAttendance', shift: present() }, { api: READS });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Attendance' });
    expect(await within(dialog).findByText('24-11-2026 9:05 AM')).toBeTruthy();
    expect(within(dialog).getByText('24-11-2026 9:30 PM')).toBeTruthy();
    expect((within(dialog).getByLabelText('Start Km') as HTMLInputElement).value).toBe('100');
    expect((within(dialog).getByLabelText('End Km') as HTMLInputElement).value).toBe('112.5');
    expect((within(dialog).getByLabelText('Report') as HTMLTextAreaElement).value).toBe('All well');
    expect(within(dialog).getByText('No File Selected')).toBeTruthy();
    const splits = await within(dialog).findByRole('table', { name: 'Splits by shift code' });
    const rows = within(splits).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['24/11/2026 9:05 AM', '24/11/2026 8:00 PM', 'Normal', '10 Hrs 55 min', '12.50', 'Pending'],
      ['24/11/2026 8:00 PM', '24/11/2026 9:30 PM', 'Evening', '1 Hrs 30 min', '—', 'Pending'],
    ]);
  });

  it('checks km and the image type, then sends the multipart edit with the image', async () => {
    const user = userEvent.setup();
    const { urls, bodies, onClose } = openDialogs(
      { kind: 'action', action: 'editAttendance', shift: present() },
      {
        api: {
          ...READS,
          [`POST /api/Attendances/edit/${ATTENDANCE_ID}`]: () =>
            json({ status: 'Success', message: 'Attendance updated.' }),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Attendance' });
    const endKm = (await within(dialog).findByLabelText('End Km')) as HTMLInputElement;
    await user.clear(endKm);
    await user.type(endKm, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(A.endKmBelowStart)).toBeTruthy();

    const input = within(dialog).getByLabelText('Image') as HTMLInputElement;
    // The drop area's hidden input, changed directly: user-event's upload did not reach it in the modal.
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog).findByText(A.fileTypeImage)).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File(['png'], 'odometer.png', { type: 'image/png' })] },
    });
    expect(await within(dialog).findByText('odometer.png')).toBeTruthy();

    await user.clear(endKm);
    await user.type(endKm, '130');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const edit = urls.find((u) => u.startsWith('POST')) ?? '';
    expect(queryOf(edit.split(' ')[1] ?? '')).toEqual({ userId: 'u-1' });
    expect(bodies.at(-1)).toEqual({
      ClockIn: '2026-11-23T22:05:00.000Z',
      ClockOut: '2026-11-24T10:30:00.000Z',
      StartKm: '100',
      EndKm: '130',
      Report: 'All well',
      UnpaidBreakMinutes: '',
      UnpaidBreaks: '',
      ActivePeriods: '',
      ImageFile: 'odometer.png',
    });
  });

  it('records the work inside a sleepover: checked against the attendance, sent as instants (issue 38)', async () => {
    const user = userEvent.setup();
    // Mon 23 Nov 22:00 → Tue 24 Nov 07:00 in Sydney (UTC+11).
    const night = attendanceView({
      clockIn: '2026-11-23T11:00:00.000Z',
      clockOut: '2026-11-23T20:00:00.000Z',
      shiftRoster: { ...attendanceView().shiftRoster, isNightShift: true },
    });
    const { bodies, onClose } = openDialogs(
      { kind: 'action', action: 'editAttendance', shift: present() },
      {
        api: {
          ...READS,
          [`GET /api/Attendances/${ATTENDANCE_ID}`]: () => json(night),
          [`POST /api/Attendances/edit/${ATTENDANCE_ID}`]: () =>
            json({ status: 'Success', message: 'Attendance updated.' }),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Attendance' });
    await within(dialog).findByText(/Work inside the sleepover/);
    expect(within(dialog).queryByLabelText(/Unpaid break \(minutes\)/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add a period worked' }));
    const from = within(dialog).getByLabelText('Period worked 1 from') as HTMLInputElement;
    const to = within(dialog).getByLabelText('Period worked 1 to') as HTMLInputElement;
    expect(from.value).toBe('2026-11-23T22:00');
    fireEvent.change(from, { target: { value: '2026-11-24T06:30' } });
    fireEvent.change(to, { target: { value: '2026-11-24T07:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PAY_FACTS_MESSAGES.activeOutside)).toBeTruthy();
    fireEvent.change(from, { target: { value: '2026-11-24T02:10' } });
    fireEvent.change(to, { target: { value: '2026-11-24T02:55' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies.at(-1)).toMatchObject({
      UnpaidBreaks: '',
      ActivePeriods: '2026-11-23T15:10:00.000Z/2026-11-23T15:55:00.000Z',
    });
  });

  it('toasts its failure over the server’s message and keeps the dialog', async () => {
    const user = userEvent.setup();
    const { onClose } = openDialogs(
      { kind: 'action', action: 'editAttendance', shift: present() },
      {
        api: {
          ...READS,
          [`POST /api/Attendances/edit/${ATTENDANCE_ID}`]: () =>
            json({ status: 'Error', message: A.tooLong, errors: { ClockOut: A.tooLong } }, 400),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Attendance' });
    await within(dialog).findByLabelText('End Km');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(A.tooLong, EDIT_FAILED));
    expect(within(dialog).getByText(A.tooLong)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
