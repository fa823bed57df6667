import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_CLIENT, shiftView } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { ClientRosterPage } from './ClientRosterPage.tsx';
import { MyNotices } from './MyNotices.tsx';
import { OpenShiftsPage } from './OpenShiftsPage.tsx';

// 9:00 AM on Wednesday 11 March 2026 in Sydney (AEDT, UTC+11).
const NOW = Date.parse('2026-03-10T22:00:00.000Z');
// A Sydney wall time in March 2026 (UTC+11) as an instant.
const at = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour - 11)).toISOString();

describe('Client roster', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function open(shifts: ReturnType<typeof shiftView>[]) {
    const periods: string[] = [];
    return renderPage('/app/client/roster', ClientRosterPage, {
      role: 'Client',
      api: {
        'GET /api/Profiles/my_profile': () => json(MY_CLIENT),
        'GET /api/ShiftRosters/get_periodic_shift_rosters': (_init, url) => {
          periods.push(url);
          return json(shifts);
        },
      },
    }).then((page) => ({ ...page, periods }));
  }

  it("on a phone shows the selected day's first 2 shifts, or 'No Shift Available for today'", async () => {
    setScreen(false);
    const three = [10, 12, 14].map((h, i) =>
      shiftView({
        shiftRosterId: `s-${i}`,
        dateFrom: at(11, h),
        dateTo: at(11, h + 1),
        staff: { staffId: 'st', fullName: `Worker ${i}`, signatureUrl: null },
      }),
    );
    const { periods } = await open(three);
    const url = new URL(periods[0] ?? '', 'http://x');
    expect(url.searchParams.get('fromDate')).toBe('2026-03-11');
    expect(url.searchParams.get('toDate')).toBe('2026-03-17');
    expect(url.searchParams.get('clientId')).toBe(MY_CLIENT.profileId);
    expect(screen.getByText('March 2026')).toBeTruthy();
    expect(await screen.findByText('Worker 0')).toBeTruthy();
    expect(screen.getByText('Worker 1')).toBeTruthy();
    expect(screen.queryByText('Worker 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 3 shifts' }));
    expect(screen.getByText('Worker 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Thursday 12 March/ }));
    expect(screen.getByText('No Shift Available for today')).toBeTruthy();
  });

  it('on a wide screen shows 7 columns with the count of shifts per day, and opens Shift Details', async () => {
    setScreen(true);
    await open([shiftView({ dateFrom: at(13, 9), dateTo: at(13, 12) })]);
    const friday = await screen.findByRole('region', { name: 'Friday 13 March' });
    expect(await within(friday).findByText('1 shift')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Wednesday 11 March' })).getByText('0 shifts'),
    ).toBeTruthy();
    fireEvent.click(within(friday).getByRole('button', { name: /with Sam Carter/ }));
    expect(await screen.findByRole('dialog', { name: 'Shift Details' })).toBeTruthy();
  });

  it('moves by 6 days and labels the months it spans', async () => {
    setScreen(true);
    const { periods } = await open([]);
    for (let i = 0; i < 3; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Next days' }));
    }
    await waitFor(() => expect(periods.some((u) => u.includes('fromDate=2026-03-29'))).toBe(true));
    expect(screen.getByText('March – April 2026')).toBeTruthy();
  });
});

describe('Open shifts', () => {
  it('asks to take a shift and shows Requested once asked', async () => {
    const asked: string[] = [];
    let requested = false;
    await renderPage('/app/staff/open-shifts', OpenShiftsPage, {
      role: 'Staff',
      api: {
        'GET /api/ShiftRosters/open_shifts': () =>
          json([{ ...shiftView({ staffId: null, staff: null, isOpenShift: true }), requested }]),
        'POST /api/ShiftRosters/request_open_shift': (_init, url) => {
          asked.push(url);
          requested = true;
          return json({ status: 'Success', message: 'Your request was sent to the office' });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask to take this shift' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(new URL(asked[0] ?? '', 'http://x').searchParams.get('shiftId')).toBe('shift-1');
    const card = screen.getByLabelText(/Open shift/);
    await waitFor(() => expect(within(card).getAllByText('Requested').length).toBeGreaterThan(0));
    expect(within(card).queryByRole('button', { name: 'Ask to take this shift' })).toBeNull();
  });

  it('says when no open shift fits', async () => {
    await renderPage('/app/staff/open-shifts', OpenShiftsPage, {
      role: 'Staff',
      api: { 'GET /api/ShiftRosters/open_shifts': () => json([]) },
    });
    expect(await screen.findByText(/No open shifts fit you right now/)).toBeTruthy();
  });
});

describe('Dashboard messages', () => {
  const page = () => (
    <>
      <h1>Dashboard</h1>
      <MyNotices />
    </>
  );

  it('lists the signed-in user’s notices and dismisses one', async () => {
    let notices = [
      {
        noticeId: 'n-1',
        kind: 'cancellationApproved',
        message: 'Your cancellation of the shift on 12 March was approved.',
        shiftRosterId: 'shift-1',
        dateCreated: '2026-03-10T22:00:00Z',
      },
    ];
    const dismissed: string[] = [];
    await renderPage('/app/staff/dashboard', page, {
      role: 'Staff',
      api: {
        'GET /api/Notices/mine': () => json(notices),
        'POST /api/Notices/dismiss/n-1': () => {
          dismissed.push('n-1');
          notices = [];
          return json({ status: 'Success', message: 'Dismissed' });
        },
      },
    });
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(within(messages).getByText(/was approved/)).toBeTruthy();
    fireEvent.click(within(messages).getByRole('button', { name: /Dismiss/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull());
    expect(dismissed).toEqual(['n-1']);
  });

  it('shows nothing when there are no notices', async () => {
    const { calls } = await renderPage('/app/staff/dashboard', page, {
      role: 'Staff',
      api: { 'GET /api/Notices/mine': () => json([]) },
    });
    await waitFor(() => expect(calls).toContain('GET /api/Notices/mine'));
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
  });
});
