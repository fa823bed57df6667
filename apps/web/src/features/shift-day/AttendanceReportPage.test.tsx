import { ATTENDANCE_MESSAGES, type AttendanceView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { ShiftDayAction } from '../offline/shift-day-action.ts';
import { AttendanceReportPage } from './AttendanceReportPage.tsx';
import { attendanceView, minutesAsTicks, splitView } from './attendance.test-kit.ts';

const offline = vi.hoisted(() => ({ sendOrQueue: vi.fn() }));
vi.mock('../offline/send-or-queue.ts', () => offline);
vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const sent = () => offline.sendOrQueue.mock.calls.map(([action]) => action as ShiftDayAction);

async function openReport(attendance: AttendanceView | null, splits = [splitView()]) {
  let reads = 0;
  const page = await renderPage('/app/staff/attendance-report/att-1', AttendanceReportPage, {
    role: 'Staff',
    pattern: '/app/staff/attendance-report/$attendanceId',
    api: {
      'GET /api/Attendances/att-1': () => {
        reads += 1;
        return attendance
          ? json(attendance)
          : json({ status: 'Error', message: 'The requested resource was not found.' }, 404);
      },
      'GET /api/Attendances/get_split_attendances': () => json({ splittedAttendance: splits }),
    },
  });
  return { ...page, reads: () => reads };
}

describe('Attendance Report', () => {
  beforeEach(() => {
    offline.sendOrQueue.mockReset();
  });

  it('shows the attendance in the company zone with the location check in words', async () => {
    await openReport(attendanceView({ clockOutLocation: 'outside', clockOutDistanceMetres: 1234 }));
    const section = await screen.findByRole('region', { name: 'Attendance' });
    expect(within(section).getByText('11/03/2026 9:55 AM')).toBeTruthy();
    expect(within(section).getByText('11/03/2026 2:05 PM')).toBeTruthy();
    expect(within(section).getByText('Inside the client’s area (120 m)')).toBeTruthy();
    expect(within(section).getByText('Outside the client’s area (1.2 km)')).toBeTruthy();
    expect(within(section).getByText('4 Hrs 10 min')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open shift report' }).getAttribute('href')).toBe(
      '/app/staff/report-form/shift-1',
    );
  });

  it.each([
    ['noLocation', 'No location from the phone'],
    ['noClientLocation', 'The client has no map location'],
  ] as const)('says %s in words', async (check, words) => {
    await openReport(attendanceView({ clockInLocation: check, clockInDistanceMetres: null }));
    expect(await screen.findByText(words)).toBeTruthy();
  });

  it('lists the splits with their code names and durations', async () => {
    await openReport(attendanceView(), [
      splitView({
        attendanceSplitId: 's-2',
        shift: 'E',
        clockIn: '2026-03-11T09:00:00.000Z',
        clockOut: '2026-03-11T10:30:00.000Z',
        duration: minutesAsTicks(90),
        status: 'Need Adjustment',
      }),
      splitView({ attendanceSplitId: 's-1', duration: minutesAsTicks(250) }),
      splitView({ attendanceSplitId: 's-3', shift: 'ZZ', clockIn: '2026-03-11T11:00:00.000Z' }),
    ]);
    const splits = await screen.findByRole('region', { name: 'Splits' });
    const rows = await within(splits).findAllByLabelText(/: \d+ Hrs/);
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Normal: 4 Hrs 10 min',
      'Evening: 1 Hrs 30 min',
      'ZZ: 4 Hrs 10 min',
    ]);
    expect(within(splits).getByText('Awaiting Adjustment')).toBeTruthy();
  });

  it('edits the mileage: both readings, as numbers, then fill_mileage', async () => {
    offline.sendOrQueue.mockResolvedValue({
      sent: true,
      reply: { status: 'Success', message: 'Mileage saved' },
    });
    const { reads } = await openReport(attendanceView());
    const km = await screen.findByRole('region', { name: 'Kilometres' });
    expect(within(km).getByText('33.5 km')).toBeTruthy();
    fireEvent.click(within(km).getByRole('button', { name: 'Edit mileage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit mileage' });
    const start = within(dialog).getByLabelText(/Start km/) as HTMLInputElement;
    expect(start.value).toBe('1200.5');
    fireEvent.change(start, { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(/End km/), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ATTENDANCE_MESSAGES.startKmRequired)).toBeTruthy();
    expect(within(dialog).getByText(ATTENDANCE_MESSAGES.mustBeNumber)).toBeTruthy();
    fireEvent.change(start, { target: { value: '1200' } });
    fireEvent.change(within(dialog).getByLabelText(/End km/), { target: { value: '1250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      kind: 'mileage',
      shiftId: 'shift-1',
      path: '/ShiftRosters/fill_mileage',
      query: { shiftId: 'shift-1', startKm: 1200, endKm: 1250 },
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(1));
  });

  it('says when the mileage waits on the phone', async () => {
    offline.sendOrQueue.mockImplementation(async (action: ShiftDayAction) => ({
      sent: false,
      queued: { ...action, id: 'q', requestId: 'r', deviceTime: new Date().toISOString(), state: 'waiting' },
    }));
    await openReport(attendanceView());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit mileage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit mileage' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Kilometres saved on this phone; they will be sent when you are back online'),
    ).toBeTruthy();
  });

  it('says so for an attendance that is not theirs', async () => {
    await openReport(null);
    expect(await screen.findByText('Attendance not found')).toBeTruthy();
  });
});
