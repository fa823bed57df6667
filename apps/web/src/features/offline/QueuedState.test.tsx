import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../platform/sign-out.ts';
import { toasts } from '../../platform/toasts.ts';
import { startSession } from '../../session/session-store.ts';
import { COMPANY, fakeToken, json, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OfflineQueueBanner } from './OfflineQueueBanner.tsx';
import { QueuedState } from './QueuedState.tsx';
import { sendOrQueue, sendQueuedNow } from './send-or-queue.ts';
import type { ShiftDayAction } from './shift-day-action.ts';
import { shiftDayQueue, startShiftDayQueue } from './shift-day-queue.ts';

// The app's own queue (memory storage under jsdom) through the real API client. Each test signs in
// as a worker of its own, so what one test leaves queued is never another's.
let online = true;
let workers = 0;

function signIn(): string {
  workers += 1;
  const uid = `worker-${workers}`;
  startSession({
    token: fakeToken({ uid, role: 'Staff' }),
    user: { uid, role: 'Staff', companyId: 'c-1', fullName: 'Sam Carter', email: 'sam@harbourside.demo' },
    claims: [],
  });
  return uid;
}

function goOnline(value: boolean): void {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

const clockOut = (shiftId: string): ShiftDayAction => ({
  kind: 'clockOut',
  shiftId,
  method: 'GET',
  path: '/Attendances/clock_out',
  query: { userId: 'worker', shiftId },
  label: 'Clock-out',
});
const report = (shiftId: string): ShiftDayAction => ({
  kind: 'shiftReport',
  shiftId,
  method: 'POST',
  path: '/ShiftReports/add_shiftreport',
  json: { shiftId, isSigned: true },
  label: 'Shift report (signed)',
});

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  startShiftDayQueue();
});
afterEach(() => {
  online = true;
});

describe('QueuedState', () => {
  it('lists what waits for the shift with the phone time, then a refusal to dismiss', async () => {
    signIn();
    const sent: string[] = [];
    stubApi({
      'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
      'GET /api/Attendances/clock_out': (_init, url) => {
        sent.push(url);
        return json({ status: 'Error', message: 'Sign the shift report before you clock out.' }, 400);
      },
    });
    goOnline(false);
    const result = await sendOrQueue(clockOut('shift-a'));
    expect(result.sent).toBe(false);
    await sendOrQueue(clockOut('shift-b'));
    renderWithProviders(<QueuedState shiftId="shift-a" />);

    expect(await screen.findByText('Waiting to send')).toBeTruthy();
    expect(screen.getAllByText('Clock-out')).toHaveLength(1); // shift-b's is not this card's

    goOnline(true);
    await act(() => sendQueuedNow());
    expect(await screen.findByText('Not accepted: Sign the shift report before you clock out.')).toBeTruthy();
    expect(screen.queryByText('Waiting to send')).toBeNull();
    expect(new URL(sent[0] ?? '', 'http://x').searchParams.get('requestId')).toBe(
      result.sent === false ? result.queued.requestId : '',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/Not accepted/)).toBeNull());
  });

  it('shows the phone time in the company zone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-24T09:00:00.000Z') });
    signIn();
    stubApi({ 'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }) });
    goOnline(false);
    await sendOrQueue(clockOut('shift-c'));
    renderWithProviders(<QueuedState shiftId="shift-c" />);
    // 09:00 UTC on Tuesday is 8:00 PM in Sydney.
    expect(await screen.findByText('(on the phone Tue 8:00 PM)')).toBeTruthy();
  });
});

describe('OfflineQueueBanner', () => {
  it('counts what waits and sends it, in order, when the phone is back online', async () => {
    signIn();
    const sent: string[] = [];
    stubApi({
      'POST /api/ShiftReports/add_shiftreport': () => {
        sent.push('report');
        return json({ status: 'Success', message: 'Saved', shiftReportId: 'r1' });
      },
      'GET /api/Attendances/clock_out': () => {
        sent.push('clockOut');
        return json({ status: 'Success', message: 'Clocked out' });
      },
    });
    renderWithProviders(<OfflineQueueBanner />);
    goOnline(false);
    await act(() => sendOrQueue(report('shift-d')));
    await act(() => sendOrQueue(clockOut('shift-d')));
    expect(
      await screen.findByText('2 actions are waiting to send: they are sent when the phone is back online'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();

    goOnline(true);
    await waitFor(() => expect(sent).toEqual(['report', 'clockOut']));
    await waitFor(() => expect(screen.queryByText(/waiting to send/)).toBeNull());
  });

  it('offers Send now while online, and asks to sign in again after a 401', async () => {
    signIn();
    let answer401 = false;
    stubApi({
      'GET /api/Attendances/clock_out': () =>
        answer401 ? json({ message: 'Unauthorized' }, 401) : json({ message: 'No signal' }, 503),
    });
    renderWithProviders(<OfflineQueueBanner />);
    goOnline(false);
    await act(() => sendOrQueue(clockOut('shift-e')));
    online = true; // back online without the event: the worker taps Send now
    await act(async () => {
      await shiftDayQueue.reload();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.getByText('1 action is waiting to send')).toBeTruthy());

    answer401 = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Sign in again to send what is waiting')).toBeTruthy();
  });
});

describe('sign-out', () => {
  it('forgets the snapshots but keeps unsent actions, with a warning', async () => {
    const uid = signIn();
    stubApi({});
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    const warn = vi.spyOn(toasts, 'error').mockImplementation(() => undefined);
    goOnline(false);
    await sendOrQueue(clockOut('shift-f'));

    signOut();
    expect(deleted).toEqual(['care-api-snapshots']);
    expect(warn).toHaveBeenCalledWith(
      '1 action is still waiting to send on this phone. Sign in again with a signal to send them.',
      'Not sent yet',
    );
    expect(shiftDayQueue.getState().actions).toEqual([]);

    startSession({
      token: fakeToken({ uid, role: 'Staff' }),
      user: { uid, role: 'Staff', companyId: 'c-1', fullName: 'Sam Carter', email: 'sam@harbourside.demo' },
      claims: [],
    });
    expect(shiftDayQueue.getState().actions.map((a) => a.shiftId)).toEqual(['shift-f']);
  });
});
