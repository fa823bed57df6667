import { ATTENDANCE_MESSAGES, PAY_FACTS_MESSAGES, type ShiftRosterView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF, shiftView } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { QueuedAction, ShiftDayAction } from '../offline/shift-day-action.ts';
import { StaffRosterPage } from './StaffRosterPage.tsx';

// The offline helper owns sending and queueing: here it is a spy, so each test says what came back.
const offline = vi.hoisted(() => ({
  sendOrQueue: vi.fn(),
  useQueuedActions: vi.fn((): QueuedAction[] => []),
  dismissQueued: vi.fn(),
}));
vi.mock('../offline/send-or-queue.ts', () => offline);
vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

// The shift runs 10:00–14:00 on Wednesday 11 March 2026 in Sydney (AEDT, UTC+11).
const START = Date.parse('2026-03-10T23:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const sent = () => offline.sendOrQueue.mock.calls.map(([action]) => action as ShiftDayAction);
// No signal is queued by sendOrQueue; a server that fell over is thrown, and the card tries once more.
const serverDown = () =>
  new ApiError({ kind: 'server', status: 500, message: 'An internal server error occurred.' });
const refused = (message: string) =>
  new ApiError({ kind: 'http', status: 400, message, fromServer: true, body: { status: 'Error', message } });

/** At Clock Out three hours early: the worker says why, and that they drove (so the km are asked). */
function driveAndSayWhy(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/Reason for leaving early/), {
    target: { value: 'The client went home with family' },
  });
  fireEvent.click(within(dialog).getByLabelText('I drove for this shift'));
}

function grantLocation(latitude: number, longitude: number) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, _no?: PositionErrorCallback | null, _options?: PositionOptions) =>
      ok({ coords: { latitude, longitude } } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

function denyLocation() {
  const getCurrentPosition = vi.fn((_ok: PositionCallback, no?: PositionErrorCallback | null) =>
    no?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

async function openCard(now: number, over: Partial<ShiftRosterView> = {}) {
  vi.setSystemTime(now);
  const periods: string[] = [];
  const page = await renderPage('/app/staff/shift-roster', StaffRosterPage, {
    role: 'Staff',
    api: {
      'GET /api/Staffs/my_profile': () => json(MY_STAFF),
      'GET /api/ShiftRosters/get_periodic_shift_rosters': (_init, url) => {
        periods.push(url);
        return json([shiftView(over)]);
      },
    },
  });
  const details = await screen.findByRole('button', { name: /Shift details: Alex Nguyen/ });
  return { ...page, periods, card: details.closest('.mantine-Card-root') as HTMLElement };
}

const clockInReply = (flagged: boolean, message: string) => ({
  sent: true,
  reply: { status: 'Success', message, attendance: { attendanceId: 'att-1', flagged } },
});

describe('Shift card actions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    offline.sendOrQueue.mockReset();
    offline.useQueuedActions.mockReset();
    offline.useQueuedActions.mockReturnValue([]);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clocks in with the phone position, asks for the report before clock-out and opens it', async () => {
    const geo = grantLocation(-33.8688, 151.2093);
    offline.sendOrQueue.mockResolvedValue(clockInReply(false, 'Clocked in at 9:55 AM'));
    const { card, periods } = await openCard(START - minutes(5));
    fireEvent.click(within(card).getByRole('button', { name: 'Clock-In' }));

    const dialog = await screen.findByRole('dialog', { name: 'Clocked in' });
    expect(within(dialog).getByText('Fill the shift report before you clock out')).toBeTruthy();
    expect(within(dialog).getByText('Clocked in at 9:55 AM')).toBeTruthy();
    expect(geo.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({
      kind: 'clockIn',
      shiftId: 'shift-1',
      method: 'GET',
      path: '/Attendances/clock_in',
      query: {
        userId: 'u-1',
        shiftId: 'shift-1',
        lat: -33.8688,
        lng: 151.2093,
      },
    });
    // The roster is read again so the card turns to Shift in progress.
    await waitFor(() => expect(periods.length).toBeGreaterThan(1));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fill Report' }));
    expect(await screen.findByText('Elsewhere: /app/staff/report-form/shift-1')).toBeTruthy();
  });

  it('shows a flagged clock-in’s message as a warning', async () => {
    grantLocation(-33.9, 151.3);
    const message = 'Clocked in. You are 1.2 km from the client’s address, so the office will review it.';
    offline.sendOrQueue.mockResolvedValue(clockInReply(true, message));
    const { card } = await openCard(START - minutes(5));
    fireEvent.click(within(card).getByRole('button', { name: 'Clock-In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clocked in' });
    const alert = within(dialog).getByText(message).closest('.mantine-Alert-root') as HTMLElement;
    expect(alert).toBeTruthy();
    expect(alert.style.getPropertyValue('--alert-color')).toContain('yellow');
  });

  it('clocks in at 0,0 with no message when location is refused', async () => {
    denyLocation();
    offline.sendOrQueue.mockResolvedValue(clockInReply(true, 'Clocked in; the office will review it.'));
    const { card } = await openCard(START - minutes(5));
    fireEvent.click(within(card).getByRole('button', { name: 'Clock-In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clocked in' });
    expect(sent()[0]?.query).toMatchObject({ lat: 0, lng: 0 });
    // Only the server's words: the phone adds nothing of its own about the location.
    const messages = [...document.querySelectorAll('.mantine-Alert-message')].map((m) => m.textContent);
    expect(messages).toEqual(['Clocked in; the office will review it.']);
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(dialog).toBeTruthy();
  });

  it('tries a clock-in the server failed on once more', async () => {
    grantLocation(-33.8688, 151.2093);
    offline.sendOrQueue
      .mockRejectedValueOnce(serverDown())
      .mockResolvedValueOnce(clockInReply(false, 'Clocked in'));
    const { card } = await openCard(START - minutes(5));
    fireEvent.click(within(card).getByRole('button', { name: 'Clock-In' }));
    await screen.findByRole('dialog', { name: 'Clocked in' });
    expect(sent().map((a) => a.kind)).toEqual(['clockIn', 'clockIn']);
  });

  it('gives up after the one retry and says so on the card', async () => {
    grantLocation(-33.8688, 151.2093);
    offline.sendOrQueue.mockRejectedValue(serverDown());
    const { card } = await openCard(START - minutes(5));
    fireEvent.click(within(card).getByRole('button', { name: 'Clock-In' }));
    expect(await within(card).findByRole('alert')).toHaveProperty('textContent', 'An error occurred');
    expect(sent()).toHaveLength(2);
  });

  it('shows a refusal’s message in red on the card, without retrying', async () => {
    grantLocation(-33.9, 151.3);
    const message = 'You are 1.2 km from the client’s address; clocking in needs you within 500 m.';
    offline.sendOrQueue.mockRejectedValue(refused(message));
    const { card } = await openCard(START - minutes(5));
    fireEvent.click(within(card).getByRole('button', { name: 'Clock-In' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(alert.style.getPropertyValue('--alert-color')).toContain('red');
    expect(sent()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the worker a queued clock-in will be sent when back online', async () => {
    grantLocation(-33.8688, 151.2093);
    offline.sendOrQueue.mockImplementation(async (action: ShiftDayAction) => ({
      sent: false,
      queued: {
        ...action,
        id: 'q-1',
        requestId: 'r-1',
        deviceTime: new Date().toISOString(),
        state: 'waiting',
      },
    }));
    const { card } = await openCard(START - minutes(5));
    fireEvent.click(within(card).getByRole('button', { name: 'Clock-In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clocked in' });
    expect(
      within(dialog).getByText('Clocked in on this phone; it will be sent when you are back online'),
    ).toBeTruthy();
  });

  it('shows a queued clock-in as in progress with Waiting to send', async () => {
    offline.useQueuedActions.mockReturnValue([
      {
        kind: 'clockIn',
        shiftId: 'shift-1',
        method: 'GET',
        path: '/Attendances/clock_in',
        label: 'Clock-in, Wed 9:56 am',
        id: 'q-1',
        requestId: 'r-1',
        deviceTime: new Date(START - minutes(4)).toISOString(),
        state: 'waiting',
      },
    ]);
    const { card } = await openCard(START + minutes(1));
    expect(within(card).getByText('In shift')).toBeTruthy();
    expect(within(card).getByText('Waiting to send')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Clock-In' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Fill Report' })).toBeTruthy();
    expect(offline.useQueuedActions).toHaveBeenCalledWith('shift-1');
  });

  it('asks for both readings at clock-out, as numbers', async () => {
    grantLocation(-33.8688, 151.2093);
    const { card } = await openCard(START + minutes(60), { attendance: true, isShiftReportSigned: true });
    fireEvent.click(within(card).getByRole('button', { name: 'Clock Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clock Out' });
    driveAndSayWhy(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock Out' }));
    expect(await within(dialog).findByText(ATTENDANCE_MESSAGES.startKmRequired)).toBeTruthy();
    expect(within(dialog).getByText(ATTENDANCE_MESSAGES.endKmRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Start km/), { target: { value: 'twelve' } });
    fireEvent.change(within(dialog).getByLabelText(/End km/), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock Out' }));
    expect(await within(dialog).findByText(ATTENDANCE_MESSAGES.mustBeNumber)).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('sends the mileage, then the clock-out with the position', async () => {
    grantLocation(-33.8688, 151.2093);
    offline.sendOrQueue.mockResolvedValue({
      sent: true,
      reply: { status: 'Success', message: 'Clocked out' },
    });
    const { card, periods } = await openCard(START + minutes(60), {
      attendance: true,
      isShiftReportSigned: true,
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Clock Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clock Out' });
    driveAndSayWhy(dialog);
    fireEvent.change(within(dialog).getByLabelText(/Start km/), { target: { value: '1200.5' } });
    fireEvent.change(within(dialog).getByLabelText(/End km/), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock Out' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[0]).toMatchObject({
      kind: 'mileage',
      path: '/ShiftRosters/fill_mileage',
      query: { shiftId: 'shift-1', startKm: 1200.5, endKm: 1234 },
    });
    expect(sent()[1]).toMatchObject({
      kind: 'clockOut',
      path: '/Attendances/clock_out',
      query: {
        userId: 'u-1',
        shiftId: 'shift-1',
        lat: -33.8688,
        lng: 151.2093,
        leftEarlyReason: 'The client went home with family',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(periods.length).toBeGreaterThan(1));
  });

  it('keeps the mileage dialog open with the server’s refusal', async () => {
    denyLocation();
    offline.sendOrQueue
      .mockResolvedValueOnce({ sent: true, reply: { status: 'Success', message: 'Mileage saved' } })
      .mockRejectedValueOnce(refused(ATTENDANCE_MESSAGES.reportNotSigned));
    const { card } = await openCard(START + minutes(60), { attendance: true, isShiftReportSigned: true });
    fireEvent.click(within(card).getByRole('button', { name: 'Clock Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clock Out' });
    driveAndSayWhy(dialog);
    fireEvent.change(within(dialog).getByLabelText(/Start km/), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText(/End km/), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock Out' }));
    expect(await within(dialog).findByText(ATTENDANCE_MESSAGES.reportNotSigned)).toBeTruthy();
    // No position from the phone: the clock-out goes without one.
    expect(sent()[1]?.query).toMatchObject({ lat: undefined, lng: undefined });
  });

  it('offers no Clock Out until the report is signed', async () => {
    const { card } = await openCard(START + minutes(60), { attendance: true, isShiftReportSigned: false });
    expect(within(card).getByRole('button', { name: 'Fill Report' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Clock Out' })).toBeNull();
  });

  it('reads Present, not Clock-In, once clocked out before the rostered end', async () => {
    const { card } = await openCard(START + minutes(60), {
      attendance: true,
      isEnded: true,
      isShiftReportSigned: true,
    });
    expect(within(card).getByText('Present')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Clock-In' })).toBeNull();
  });

  it('asks no kilometres of a worker who did not drive, and refuses an early clock-out without a reason', async () => {
    grantLocation(-33.8688, 151.2093);
    offline.sendOrQueue.mockResolvedValue({
      sent: true,
      reply: { status: 'Success', message: 'Clocked out' },
    });
    const { card } = await openCard(START + minutes(60), { attendance: true, isShiftReportSigned: true });
    fireEvent.click(within(card).getByRole('button', { name: 'Clock Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clock Out' });
    expect(within(dialog).queryByLabelText(/Start km/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock Out' }));
    expect(await within(dialog).findByText(ATTENDANCE_MESSAGES.leftEarlyReasonRequired)).toBeTruthy();
    expect(sent()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason for leaving early/), {
      target: { value: 'Client unwell' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock Out' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ kind: 'clockOut', query: { leftEarlyReason: 'Client unwell' } });
  });
  it('asks the unpaid break taken and sends its minutes with the clock-out', async () => {
    grantLocation(-33.8688, 151.2093);
    offline.sendOrQueue.mockResolvedValue({
      sent: true,
      reply: { status: 'Success', message: 'Clocked out' },
    });
    const { card } = await openCard(START + minutes(235), { attendance: true, isShiftReportSigned: true });
    fireEvent.click(within(card).getByRole('button', { name: 'Clock Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clock Out' });
    expect(within(dialog).queryByLabelText(/Woken to work/)).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('I took an unpaid break'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock Out' }));
    expect(await within(dialog).findByText(PAY_FACTS_MESSAGES.breakMinutesRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Unpaid break \(minutes\)/), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock Out' }));
    expect(await within(dialog).findByText(PAY_FACTS_MESSAGES.breakNegative)).toBeTruthy();
    expect(sent()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Unpaid break \(minutes\)/), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock Out' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      kind: 'clockOut',
      query: { unpaidBreakMinutes: 30, activePeriods: undefined },
    });
  });

  it('on a sleepover asks “Woken to work?” and sends each period inside the night, after midnight too', async () => {
    grantLocation(-33.8688, 151.2093);
    offline.sendOrQueue
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'http',
          status: 400,
          message: PAY_FACTS_MESSAGES.activeOutside,
          fromServer: true,
          body: {
            status: 'Error',
            message: PAY_FACTS_MESSAGES.activeOutside,
            errors: { activePeriods: PAY_FACTS_MESSAGES.activeOutside },
          },
        }),
      )
      .mockResolvedValue({ sent: true, reply: { status: 'Success', message: 'Clocked out' } });
    // Clocked in Wed 11 Mar 22:00 (AEDT); clocking out at 07:00 the next morning.
    const clockedIn = Date.parse('2026-03-11T11:00:00.000Z');
    const { card } = await openCard(clockedIn + minutes(540), {
      isNightShift: true,
      dateFrom: new Date(clockedIn).toISOString(),
      dateTo: new Date(clockedIn + minutes(540)).toISOString(),
      attendance: true,
      attendanceClockIn: new Date(clockedIn).toISOString(),
      isShiftReportSigned: true,
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Clock Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clock Out' });
    expect(within(dialog).queryByLabelText('I took an unpaid break')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Woken to work?'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock Out' }));
    expect((await within(dialog).findAllByText(PAY_FACTS_MESSAGES.clockTime)).length).toBe(2);
    fireEvent.change(within(dialog).getByLabelText('Woken from (1)'), { target: { value: '02:10' } });
    fireEvent.change(within(dialog).getByLabelText('Woken to (1)'), { target: { value: '02:55' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Add another time/ }));
    fireEvent.change(within(dialog).getByLabelText('Woken from (2)'), { target: { value: '23:40' } });
    fireEvent.change(within(dialog).getByLabelText('Woken to (2)'), { target: { value: '00:20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock Out' }));
    // The server's refusal shows in the dialog, which stays open.
    expect(await within(dialog).findByText(PAY_FACTS_MESSAGES.activeOutside)).toBeTruthy();
    expect(sent()[0]).toMatchObject({
      kind: 'clockOut',
      query: {
        unpaidBreakMinutes: undefined,
        activePeriods:
          '2026-03-11T15:10:00.000Z/2026-03-11T15:55:00.000Z,2026-03-11T12:40:00.000Z/2026-03-11T13:20:00.000Z',
      },
    });
  });
});
