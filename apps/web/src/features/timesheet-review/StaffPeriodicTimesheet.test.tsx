import { TIMESHEET_MESSAGES } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { PeriodicTimesheet } from './PeriodicTimesheetPage.tsx';
import { FROM, periodic, TO } from './timesheets.test-kit.ts';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts }));

const T = TIMESHEET_MESSAGES;
const LOAD = 'GET /api/Attendances/load_periodic_timesheets';
const page = () => (
  <PeriodicTimesheet viewer="staff" staffId={MY_STAFF.staffId} fromDate={FROM} toDate={TO} />
);
type Handlers = Record<string, (init: RequestInit | undefined, url: string) => Response>;
const SENT = {
  timesheetId: 'ts-1',
  status: 'Pending' as const,
  sentAt: '2026-03-16T00:00:00.000Z',
  respondedAt: null,
  responseNote: null,
};

function open(api: Handlers = {}) {
  return renderPage('/app/staff/view-periodic-report', page, {
    role: 'Staff',
    api: { [LOAD]: () => json(periodic()), ...api },
  });
}
const queryOf = (url: string) => new URL(url, 'http://x').searchParams;
const card = (date: string) => screen.getByRole('article', { name: `Shift ${date}` });

describe('the worker’s periodic timesheet (phone first)', () => {
  beforeEach(() => {
    setScreen(false);
    toasts.success.mockReset();
    toasts.error.mockReset();
  });

  it('shows each shift as a card with the worker’s labels, and Approve and Request Adjustment only when Pending', async () => {
    await open();
    await screen.findByRole('article', { name: 'Shift 03-03-2026' });
    expect(within(card('03-03-2026')).getByText('Pending')).toBeTruthy();
    expect(within(card('03-03-2026')).getByText('9:00 AM – 11:00 AM')).toBeTruthy();
    expect(within(card('03-03-2026')).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(card('03-03-2026')).getByRole('button', { name: 'Request Adjustment' })).toBeTruthy();
    expect(within(card('05-03-2026')).getByText('Awaiting Adjustment')).toBeTruthy();
    expect(within(card('05-03-2026')).getByText('I finished at 12:30')).toBeTruthy();
    expect(within(card('05-03-2026')).queryByRole('button')).toBeNull();
    expect(within(card('08-03-2026')).getByText('Adjusted')).toBeTruthy();
    expect(within(card('08-03-2026')).queryByRole('button')).toBeNull();
    // No office buttons, and no table.
    expect(screen.queryByRole('button', { name: 'Approve All Pending' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate Timesheet' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('approves a shift: Attendance approved successfully, or asks to try again', async () => {
    let ok = true;
    await open({
      'GET /api/Attendances/approve_attendance': () =>
        ok ? json({ status: 'Success', message: 'x' }) : json({ message: T.notPending }, 400),
    });
    await screen.findByRole('article', { name: 'Shift 03-03-2026' });
    fireEvent.click(within(card('03-03-2026')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.staffApproved));
    ok = false;
    fireEvent.click(within(card('03-03-2026')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.staffApproveFailed));
  });

  it('requests an adjustment with what should change, or asks to try again', async () => {
    const asked: string[] = [];
    let ok = true;
    await open({
      'GET /api/Attendances/request_adjustment': (_i, url) => {
        asked.push(url);
        return ok ? json({ status: 'Success', message: 'x' }) : json({ message: 'no' }, 400);
      },
    });
    await screen.findByRole('article', { name: 'Shift 03-03-2026' });
    fireEvent.click(within(card('03-03-2026')).getByRole('button', { name: 'Request Adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Adjustment' });
    fireEvent.change(within(dialog).getByLabelText(/What should change/), {
      target: { value: 'Finished at 11:30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.adjustmentRequested));
    const q = queryOf(asked[0] ?? '');
    expect([q.get('attendancesplitId'), q.get('reason')]).toEqual(['sp-1', 'Finished at 11:30']);
    ok = false;
    fireEvent.click(within(card('03-03-2026')).getByRole('button', { name: 'Request Adjustment' }));
    const again = await screen.findByRole('dialog', { name: 'Request Adjustment' });
    fireEvent.click(within(again).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.adjustmentFailed));
    // Without a reason, none is sent.
    expect(queryOf(asked[1] ?? '').has('reason')).toBe(false);
  });

  it('approves a sent timesheet, and shows the server’s refusal while shifts await adjustment', async () => {
    const asked: string[] = [];
    let ok = false;
    await open({
      [LOAD]: () => json(periodic({ timesheet: SENT })),
      'GET /api/Timesheets/approve_timesheet': (_i, url) => {
        asked.push(url);
        return ok
          ? json({ status: 'Success', message: T.timesheetApproved })
          : json({ status: 'Error', message: T.awaitingAdjustments }, 400);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Timesheet' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.awaitingAdjustments, undefined));
    ok = true;
    fireEvent.click(screen.getByRole('button', { name: 'Approve Timesheet' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.timesheetApproved, undefined));
    expect(queryOf(asked[0] ?? '').get('timesheetId')).toBe('ts-1');
  });

  it('asks for changes: a reason is required, then it is sent', async () => {
    const asked: string[] = [];
    await open({
      [LOAD]: () => json(periodic({ timesheet: SENT })),
      'GET /api/Timesheets/reject_timesheet': (_i, url) => {
        asked.push(url);
        return json({ status: 'Success', message: 'x' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for Changes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the office' }));
    expect(await within(dialog).findByText(T.reasonRequired)).toBeTruthy();
    expect(asked).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/What needs to change/), {
      target: { value: 'The 5th ended at 12:30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the office' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.changesRequested));
    expect(queryOf(asked[0] ?? '').get('reason')).toBe('The 5th ended at 12:30');
  });

  it('has no answer buttons once the timesheet is answered', async () => {
    await open({ [LOAD]: () => json(periodic({ timesheet: { ...SENT, status: 'Approved' } })) });
    const sentBox = await screen.findByRole('alert');
    expect(within(sentBox).getByText('Approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve Timesheet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for Changes' })).toBeNull();
  });
});
